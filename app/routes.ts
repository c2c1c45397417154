import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('password/reset', 'routes/password-reset.tsx'),
  route('settings', 'routes/settings.tsx'),
  // decision 064: the language pickers post here
  route('language', 'routes/language.tsx'),
  route('settings/avatar', 'routes/settings-avatar.tsx'),
  // decision 044 (M-081): notification choices, per category, in Tessera and by email
  route('settings/notifications', 'routes/settings-notifications.tsx'),
  // decision 052: Download your data (the ZIP itself is a server route, streamed)
  route('settings/data', 'routes/settings-data.tsx'),
  route('settings/apps', 'routes/settings-apps.tsx'),
  // decision 059: a member's own instance invite links, when the administrators allow them
  route('settings/invites', 'routes/settings-invites.tsx'),
  route('settings/import', 'routes/settings-import.tsx'),
  // issue 33: the link mailed to a new email address
  route('settings/email/confirm', 'routes/settings-email-confirm.tsx'),
  // issue 33: the topics a new account picks after sign-up
  route('onboarding', 'routes/onboarding.tsx'),
  route('me', 'routes/me.tsx'),
  route('_dev/mail', 'routes/dev-mail.tsx'),
  route('_dev/ui', 'routes/dev-ui.tsx'),
  route('_dev/experiences', 'routes/dev-experiences.tsx'),
  route('_debug/viewer', 'routes/debug-viewer.tsx'),
  route('pin-builder', 'routes/pin-builder.tsx'),
  // spec 02 §2 creation tools (M-089): /pin-editor is the same builder
  route('pin-editor', 'routes/pin-builder.tsx', { id: 'pin-editor' }),
  // issue 35: the save link sites use for a "Save" button (?url=&media=&description=)
  route('pin/create/button', 'routes/pin-builder.tsx', { id: 'pin-create-button' }),
  // decision 051: the bookmarklet that saves pictures from any website, explained
  route('about/bookmarklet', 'routes/about-bookmarklet.tsx'),
  // issue 37: the instance's own pages
  route('about', 'routes/about.tsx'),
  route('about/terms', 'routes/about-terms.tsx'),
  route('about/privacy', 'routes/about-privacy.tsx'),
  // spec 02 §2 (M-095): the collage creation tool (issue 14)
  route('collage-creation-tool', 'routes/collage-creation-tool.tsx'),
  route('pin/:pinParam', 'routes/pin.tsx'),
  route('pin/:pinParam/edit', 'routes/pin-edit.tsx'),
  // decision 042: a pin's comments, their own page (spec 02 §2 M-033)
  route('pin/:pinParam/comments', 'routes/pin-comments.tsx'),
  // issue 15: a pin's stats (spec 01 §2), the creator's overview and its CSV export
  route('pin/:pinParam/analytics', 'routes/pin-analytics.tsx'),
  route('analytics/overview', 'routes/analytics-overview.tsx'),
  route('analytics/overview/export.csv', 'routes/analytics-export.ts'),
  route('board/:boardId/edit', 'routes/board-edit.tsx'),
  route('board/:boardId/edit/collaborators', 'routes/board-collaborators.tsx'),
  route('board/:boardId/edit/add_collaborators', 'routes/board-collaborators.tsx', {
    id: 'board-add-collaborators',
  }),
  route('boardsection/:sectionId/edit', 'routes/section-edit.tsx'),
  route('board/invite/:code', 'routes/board-invite.tsx'),
  route('invites', 'routes/invites.tsx'),
  route('conversation/:conversationId', 'routes/conversation.tsx'),
  // spec 02 §2 (M-079) account route
  // decision 062: /notifications/?tab=messages is the inbox on a page, the installed app's
  // Messages shortcut (no route of its own, so the first page's route manifest does not grow)
  route('notifications', 'routes/notifications.tsx'),
  route('invited', 'routes/invited.tsx'),
  route('offsite', 'routes/offsite.tsx'),
  // spec 01 §2 (P-042, P-043): the clickthrough interstitial
  route('pin_redirect', 'routes/pin-redirect.tsx'),
  route('community-guidelines', 'routes/community-guidelines.tsx'),
  // spec 01 §2 (P-037): 'Tune your home feed'
  route('edit', 'routes/tune.tsx'),
  // employee pages (requireEmployee: a 404 for everyone else)
  route('admin/domains', 'routes/admin-domains.tsx'),
  route('admin/reports', 'routes/admin-reports.tsx'),
  route('admin/users', 'routes/admin-users.tsx'),
  route('admin/users/:userId', 'routes/admin-user.tsx'),
  route('admin/log', 'routes/admin-log.tsx'),
  route('admin/jobs', 'routes/admin-jobs.tsx'),
  route('admin/health', 'routes/admin-health.tsx'),
  // issue 37: the instance's settings, the approval queue and sign-up invite links
  route('admin/settings', 'routes/admin-settings.tsx'),
  route('admin/signups', 'routes/admin-signups.tsx'),
  route('admin/experiences', 'routes/admin-experiences.tsx'),
  route('admin/experiences/new', 'routes/admin-experience-edit.tsx', {
    id: 'admin-experience-new',
  }),
  route('admin/experiences/:experienceId', 'routes/admin-experience-edit.tsx'),
  // spec 02 §1: where the business upgrade banner (503755) leads
  route('business/convert', 'routes/business-convert.tsx'),
  // issue 16: search (spec 01 §2 P-035, 02 §2 M-053, 02 §3 M-180 scopes)
  route('search', 'routes/search.tsx'),
  route('search/:scope', 'routes/search-results.tsx'),
  // issue 16: ideas, topics and videos (spec 01 §2 P-044, 02 §2 M-054..M-057, M-060)
  route('ideas', 'routes/ideas.tsx'),
  route('ideas/:slug', 'routes/ideas-topic.tsx'),
  route('ideas/:slug/:interestId', 'routes/ideas-topic.tsx', { id: 'ideas-topic-id' }),
  route('topics', 'routes/topics.tsx'),
  route('videos', 'routes/videos.tsx'),
  route('videos/:category/:categoryId', 'routes/videos-category.tsx'),
  // issue 16: today articles (spec 02 §2 M-061..M-067) and their composer
  route('today', 'routes/today.tsx'),
  route('today/article/:articleId', 'routes/today-article.tsx'),
  route('today/:kind', 'routes/today.tsx', { id: 'today-kind' }),
  route('discover/article/:slug', 'routes/discover-article.tsx'),
  route('admin/today', 'routes/admin-today.tsx'),
  route('admin/today/:articleId', 'routes/admin-today-edit.tsx'),
  // issue 16: shopping (spec 02 §2 M-058, M-059)
  route('shopping', 'routes/shopping.tsx'),
  route('shopping/:category/:categoryId', 'routes/shopping-category.tsx'),
  // issue 16: feeds (spec 02 §2 M-052 /homefeed/, the following feed) and visual search (M-037, M-038)
  route('homefeed', 'routes/homefeed.tsx'),
  route('following', 'routes/following.tsx'),
  route('pin/:pinParam/visual-search', 'routes/pin-visual-search.tsx'),
  route('pin/:pinParam/visual-search/products', 'routes/pin-visual-search.tsx', {
    id: 'pin-visual-search-products',
  }),
  // issue 16, decision 030: the rest of spec 02 §2's catalogue (src/domain/catalogue/route-catalogue.ts)
  route('secure/panic', 'routes/secure-panic.tsx'),
  route('reports-and-violations', 'routes/reports-and-violations.tsx'),
  route('pin/create', 'routes/redirect.tsx', { id: 'to-pin-create' }),
  route('pin/:pinParam/repin', 'routes/redirect.tsx', { id: 'to-pin-repin' }),
  route('pin/:pinParam/repin/x', 'routes/redirect.tsx', { id: 'to-pin-repin-x' }),
  route('pin/:pinParam/sent/*', 'routes/redirect.tsx', { id: 'to-pin-sent' }),
  route('pin/:pinParam/feedback/*', 'routes/redirect.tsx', { id: 'to-pin-feedback' }),
  route('story-pin-builder', 'routes/redirect.tsx', { id: 'to-story-pin-builder' }),
  route('idea-pin-builder', 'routes/redirect.tsx', { id: 'to-idea-pin-builder' }),
  route('pin-creation-tool', 'routes/redirect.tsx', { id: 'to-pin-creation-tool' }),
  route('signup/sso-business-account', 'routes/redirect.tsx', { id: 'to-sso-business' }),
  route('pw/:username', 'routes/redirect.tsx', { id: 'to-pw-username' }),
  route('unauth-profile', 'routes/redirect.tsx', { id: 'to-unauth-profile' }),
  route('business/hub', 'routes/redirect.tsx', { id: 'to-business-hub' }),
  route('news_hub/:newsId', 'routes/redirect.tsx', { id: 'to-news-hub' }),
  // decision 044 (M-076): a notification mail's unsubscribe link
  route('email/subscription', 'routes/email-subscription.tsx'),
  route('email/user_survey', 'routes/not-in-tessera.tsx', { id: 'no-email-user-survey' }),
  route('email_verification_error', 'routes/not-in-tessera.tsx', { id: 'no-email-verify-error' }),
  route('appealed-pin', 'routes/not-in-tessera.tsx', { id: 'no-appealed-pin' }),
  route('age-appeal', 'routes/not-in-tessera.tsx', { id: 'no-age-appeal' }),
  // decision 058: the OAuth consent page
  route('oauth', 'routes/oauth.tsx'),
  route('app-factory-oauth', 'routes/not-in-tessera.tsx', { id: 'no-app-factory-oauth' }),
  route('idea-ads-tool', 'routes/not-in-tessera.tsx', { id: 'no-idea-ads-tool' }),
  route('tv/*', 'routes/not-in-tessera.tsx', { id: 'no-tv' }),
  route('business/*', 'routes/not-in-tessera.tsx', { id: 'no-business' }),
  route('business-access/*', 'routes/not-in-tessera.tsx', { id: 'no-business-access' }),
  route('business-manager/*', 'routes/not-in-tessera.tsx', { id: 'no-business-manager' }),
  route('business-hierarchy/*', 'routes/not-in-tessera.tsx', { id: 'no-business-hierarchy' }),
  route('asset-groups/*', 'routes/not-in-tessera.tsx', { id: 'no-asset-groups' }),
  route('catalogs/*', 'routes/not-in-tessera.tsx', { id: 'no-catalogs' }),
  route('shared-tags/*', 'routes/not-in-tessera.tsx', { id: 'no-shared-tags' }),
  route('brand-safety/*', 'routes/not-in-tessera.tsx', { id: 'no-brand-safety' }),
  route('invoice-management/*', 'routes/not-in-tessera.tsx', { id: 'no-invoices' }),
  route('audiences/*', 'routes/not-in-tessera.tsx', { id: 'no-audiences' }),
  route('security/*', 'routes/not-in-tessera.tsx', { id: 'no-security' }),
  route('ad-accounts/*', 'routes/not-in-tessera.tsx', { id: 'no-ad-accounts' }),
  route('advertiser/*', 'routes/not-in-tessera.tsx', { id: 'no-advertiser' }),
  // a :x/* twin of each: /{word}/{x}/{y} then outranks the section route /{user}/{board}/{section}
  route('tv/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-tv-x' }),
  route('business/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-business-x' }),
  route('business-access/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-biz-access-x' }),
  route('business-manager/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-biz-manager-x' }),
  route('business-hierarchy/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-biz-hierarchy-x' }),
  route('asset-groups/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-asset-groups-x' }),
  route('catalogs/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-catalogs-x' }),
  route('shared-tags/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-shared-tags-x' }),
  route('brand-safety/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-brand-safety-x' }),
  route('invoice-management/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-invoices-x' }),
  route('audiences/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-audiences-x' }),
  route('security/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-security-x' }),
  route('ad-accounts/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-ad-accounts-x' }),
  route('advertiser/:x/*', 'routes/not-in-tessera.tsx', { id: 'no-advertiser-x' }),
  route(':username', 'routes/profile.tsx'),
  route(':username/_created', 'routes/profile-created.tsx'),
  route(':username/:boardSlug', 'routes/board.tsx'),
  route(':username/:boardSlug/:sectionSlug', 'routes/board-section.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
