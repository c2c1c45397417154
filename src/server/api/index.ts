import { creatorStatsGet } from './analytics/creator-stats-get.ts';
import { pinStatsGet } from './analytics/pin-stats-get.ts';
import { passwordResetCreate } from './auth/password-reset-create.ts';
import { passwordResetUpdate } from './auth/password-reset-update.ts';
import { registerCreate } from './auth/register-create.ts';
import { sessionCreate } from './auth/session-create.ts';
import { sessionDelete } from './auth/session-delete.ts';
import { viewerGet } from './auth/viewer-get.ts';
import { boardCreate } from './boards/board-create.ts';
import { boardFeedGet } from './boards/board-feed-get.ts';
import { boardFollowCreate, boardFollowDelete } from './boards/board-follow.ts';
import { boardGet } from './boards/board-get.ts';
import { boardOrderUpdate, boardPinOrderUpdate } from './boards/board-order-update.ts';
import {
  sectionCreate,
  sectionDelete,
  sectionsGet,
  sectionUpdate,
} from './boards/board-section.ts';
import { boardDelete, boardUpdate } from './boards/board-update.ts';
import { boardsGet } from './boards/boards-get.ts';
import { bulkEditDelete, bulkEditUpdate } from './boards/bulk-edit.ts';
import {
  boardCollaboratorDelete,
  boardCollaboratorsGet,
  boardCollaboratorUpdate,
  userSearchGet,
} from './boards/collaborator-resources.ts';
import {
  boardInviteLinkCreate,
  boardInviteLinkDelete,
  boardInviteLinkUpdate,
} from './boards/invite-link-resources.ts';
import {
  boardInviteCreate,
  boardInviteDelete,
  boardInvitesGet,
  boardInviteUpdate,
} from './boards/invite-resources.ts';
import {
  boardCommentSettingsUpdate,
  pinCommentDelete,
  pinCommentReportCreate,
  pinCommentSettingsUpdate,
  pinCommentsCreate,
  pinCommentsGet,
  pinCommentUpdate,
} from './comments/comment-resources.ts';
import { experienceCompletedUpdate } from './experiences/completed-update.ts';
import { experienceDelete } from './experiences/experience-delete.ts';
import { experienceGet } from './experiences/experience-get.ts';
import { experiencePlatformGet } from './experiences/platform-get.ts';
import { experienceViewedUpdate } from './experiences/viewed-update.ts';
import {
  hiddenPinsGet,
  pinFeedbackCreate,
  pinFeedbackDelete,
  pinReportCreate,
} from './feedback/hide.ts';
import { userReportCreate } from './feedback/profile-report.ts';
import {
  interestFeedGet,
  interestFollowCreate,
  interestFollowDelete,
  interestGet,
  interestsGet,
} from './ideas/interest-resources.ts';
import {
  conversationMessagesCreate,
  conversationMessagesGet,
  conversationsGet,
  conversationUpdate,
  unreadCountGet,
  userBlockCreate,
  userBlockDelete,
  userBlockGet,
} from './messages/message-resources.ts';
import {
  notificationsGet,
  notificationsUnreadCountGet,
  notificationsUpdate,
  notificationUpdate,
} from './notifications/notification-resources.ts';
import {
  pushSubscriptionCreate,
  pushSubscriptionDelete,
  pushSubscriptionGet,
} from './notifications/push-resources.ts';
import { closeupGet } from './pins/closeup-get.ts';
import { followingFeedGet } from './pins/following-get.ts';
import { homefeedGet } from './pins/homefeed-get.ts';
import { pinGet } from './pins/pin-get.ts';
import { pinCreate, pinDelete, pinUpdate } from './pins/pin-write.ts';
import { relatedGet } from './pins/related-get.ts';
import { relatedProductsGet } from './pins/related-products-get.ts';
import { repinCreate } from './pins/repin-create.ts';
import type { ResourceDef } from './resource.ts';
import {
  searchGet,
  searchHistoryCreate,
  searchHistoryDelete,
  searchHistoryGet,
  typeaheadGet,
} from './search/search-resources.ts';
import {
  inviteMetadataGet,
  sentExternalInviteCreate,
  shareInviteCreate,
  shareLinkCreate,
} from './sharing/invite-resources.ts';
import {
  shoppingCategoryFeedGet,
  shoppingCategoryGet,
  shoppingRootGet,
} from './shopping/shopping-get.ts';
import { todayArticleFeedGet } from './today/today-article-feed-get.ts';
import { todayArticleGet } from './today/today-article-get.ts';
import { todayArticlesGet } from './today/today-articles-get.ts';
import { accountDelete } from './users/account-delete.ts';
import { apiTokenCreate, apiTokenDelete, apiTokensGet } from './users/api-token-resources.ts';
import { boardlessGet } from './users/boardless-get.ts';
import { createdGet } from './users/created-get.ts';
import { followCreate, followDelete } from './users/follow.ts';
import { followRequestApprove, followRequestDecline } from './users/follow-request.ts';
import {
  oauthAppCreate,
  oauthAppDelete,
  oauthAppsGet,
  oauthGrantDelete,
  oauthGrantsGet,
} from './users/oauth-app-resources.ts';
import { passwordUpdate } from './users/password-update.ts';
import { saveBehaviorUpdate } from './users/save-behavior-update.ts';
import { settingsUpdate } from './users/settings-update.ts';
import { userGet } from './users/user-get.ts';

/**
 * Every resource endpoint by area; adding one is a new file and a line here. The area is the
 * endpoint's tag in the OpenAPI document (decision 060).
 */
export const resourceAreas: Record<string, ResourceDef[]> = {
  auth: [
    registerCreate,
    sessionCreate,
    sessionDelete,
    viewerGet,
    passwordResetCreate,
    passwordResetUpdate,
  ],
  pins: [
    homefeedGet,
    followingFeedGet,
    pinGet,
    closeupGet,
    relatedGet,
    relatedProductsGet,
    // saving (decision 006)
    repinCreate,
    pinCreate,
    pinUpdate,
    pinDelete,
  ],
  boards: [
    boardGet,
    boardsGet,
    boardFeedGet,
    boardCreate,
    boardUpdate,
    boardDelete,
    boardOrderUpdate,
    boardPinOrderUpdate,
    sectionCreate,
    sectionUpdate,
    sectionDelete,
    sectionsGet,
    bulkEditUpdate,
    bulkEditDelete,
    boardFollowCreate,
    boardFollowDelete,
    // collaborators and invites (decision 006)
    boardInviteCreate,
    boardInviteUpdate,
    boardInviteDelete,
    boardInvitesGet,
    boardInviteLinkCreate,
    boardInviteLinkUpdate,
    boardInviteLinkDelete,
    boardCollaboratorsGet,
    boardCollaboratorUpdate,
    boardCollaboratorDelete,
    userSearchGet,
  ],
  users: [
    userGet,
    createdGet,
    boardlessGet,
    settingsUpdate,
    passwordUpdate,
    saveBehaviorUpdate,
    accountDelete,
    followCreate,
    followDelete,
    // follow requests to a private profile (decision 045)
    followRequestApprove,
    followRequestDecline,
  ],
  // comments (decision 042)
  comments: [
    pinCommentsGet,
    pinCommentsCreate,
    pinCommentUpdate,
    pinCommentDelete,
    pinCommentSettingsUpdate,
    pinCommentReportCreate,
    boardCommentSettingsUpdate,
  ],
  sharing: [shareLinkCreate, shareInviteCreate, inviteMetadataGet, sentExternalInviteCreate],
  messages: [
    conversationsGet,
    conversationMessagesGet,
    conversationMessagesCreate,
    conversationUpdate,
    unreadCountGet,
    userBlockCreate,
    userBlockGet,
    userBlockDelete,
  ],
  // notifications (decision 017)
  notifications: [
    notificationsGet,
    notificationsUpdate,
    notificationUpdate,
    notificationsUnreadCountGet,
    // decision 065: this device's push subscription
    pushSubscriptionGet,
    pushSubscriptionCreate,
    pushSubscriptionDelete,
  ],
  // hide, report and feedback (issue 13); reporting a profile (decision 046)
  feedback: [
    pinFeedbackCreate,
    pinFeedbackDelete,
    hiddenPinsGet,
    pinReportCreate,
    userReportCreate,
  ],
  // the experience framework (issue 14, spec 02 §7)
  experiences: [
    experiencePlatformGet,
    experienceGet,
    experienceViewedUpdate,
    experienceCompletedUpdate,
    experienceDelete,
  ],
  // pin analytics from the daily roll-ups (issue 15)
  analytics: [pinStatsGet, creatorStatsGet],
  // search, typeahead and recent searches (issue 16, decision 025)
  search: [searchGet, typeaheadGet, searchHistoryGet, searchHistoryCreate, searchHistoryDelete],
  // ideas pages, interests and their follows (issue 16)
  ideas: [interestsGet, interestGet, interestFeedGet, interestFollowCreate, interestFollowDelete],
  // today articles (issue 16, spec 02 §2 M-061..M-067)
  today: [todayArticlesGet, todayArticleGet, todayArticleFeedGet],
  // shopping pages (issue 16, decision 029)
  shopping: [shoppingRootGet, shoppingCategoryGet, shoppingCategoryFeedGet],
  // personal access tokens (decision 055), OAuth apps and the apps a person authorized (058)
  apps: [
    apiTokensGet,
    apiTokenCreate,
    apiTokenDelete,
    oauthAppsGet,
    oauthAppCreate,
    oauthAppDelete,
    oauthGrantsGet,
    oauthGrantDelete,
  ],
} as Record<string, ResourceDef[]>;

/** Every resource endpoint. */
export const resources: ResourceDef[] = Object.values(resourceAreas).flat();
