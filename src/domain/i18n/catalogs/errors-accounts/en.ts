import { enErrorsImports } from './imports-en.ts';

/**
 * Decision 064: the errors the account side answers with (services/accounts, messages,
 * instance, admin, analytics, notifications, platform, exports, imports; the API's frame, /v5,
 * imports and http), the English source. Server-only (the `errors` prefix): the server says
 * them in the reader's language, and no page bundle carries them.
 */
export const enErrorsAccounts = {
  // accounts
  'errors.accounts.pageNotFound': 'We couldn’t find that page.',
  'errors.accounts.noProfile': 'There is no profile named {username}.',
  'errors.accounts.websiteTooLong': 'That website address is too long.',
  'errors.accounts.websiteInvalid': 'Enter a valid website address, like https://example.com.',
  'errors.accounts.lastNameTooLong': 'Last name must be at most {max} characters.',
  'errors.accounts.aboutTooLong': 'About must be at most {max} characters.',
  'errors.accounts.usernameTaken': 'That username is taken.',
  'errors.accounts.logInToEditProfile': 'Log in to edit your profile',
  'errors.accounts.logInToChangePicture': 'Log in to change your picture',
  'errors.accounts.logInToChangeSettings': 'Log in to change your settings',
  'errors.accounts.logInToSeeSettings': 'Log in to see your settings',
  'errors.accounts.pictureTooBig': 'That picture is too big. Use one under {mb} MB.',
  'errors.accounts.pictureTooManyPixels': 'That picture has too many pixels. Use a smaller one.',
  'errors.accounts.notAPicture':
    'That file is not a picture Tessera can read. Use a JPEG, PNG, WebP or GIF.',
  'errors.accounts.saveBehavior': 'save_behavior must be 0 or 1.',
  'errors.accounts.logInToManageApps': 'Log in to manage your apps',
  'errors.accounts.tokenCannotManageApps': 'An access token cannot manage apps.',
  'errors.accounts.appNotRegistered': 'The app was not registered. Please try again.',
  'errors.accounts.noSuchApp': 'There is no such app.',
  'errors.accounts.appHasNoAccess': 'That app has no access to your account.',
  'errors.accounts.emailLinkInvalid':
    'This confirmation link has expired or was already used. Ask for a new one in Settings.',
  'errors.accounts.emailNowTaken': 'This email is now used by another account. Choose another.',
  'errors.accounts.logInToChangeEmail': 'Log in to change your email',
  'errors.accounts.logInToManageTokens': 'Log in to manage your access tokens',
  'errors.accounts.tokenCannotManageTokens': 'An access token cannot manage access tokens.',
  'errors.accounts.tokenNotMade': 'The token was not made. Please try again.',
  'errors.accounts.noSuchToken': 'There is no such token.',
  'errors.accounts.logInToAuthorize': 'Log in to authorize an app',
  'errors.accounts.requestNotValid': 'The request is not valid.',
  'errors.accounts.loginFailed': 'The email or password you entered is incorrect.',
  'errors.accounts.resetLinkInvalid':
    'This reset link has expired or was already used. Ask for a new one.',
  'errors.accounts.logInToChangePassword': 'Log in to change your password',
  'errors.accounts.logInToDeleteAccount': 'Log in to delete your account',
  'errors.accounts.onlyPeopleChooseCookies': 'Only people choose cookies.',
  'errors.accounts.profileGone': 'That profile no longer exists.',
  'errors.accounts.cannotFollowSelf': "You can't follow yourself.",
  'errors.accounts.logInToFollow': 'Log in to follow',
  'errors.accounts.logInToUnfollow': 'Log in to unfollow',
  'errors.accounts.logInForBusiness': 'Log in to get a business account',
  'errors.accounts.checkForm': 'Check the form.',
  'errors.accounts.noRequest': 'That request was withdrawn or already answered.',
  'errors.accounts.logInToAnswerRequests': 'Log in to answer follow requests',
  'errors.accounts.logInToSecure': 'Log in to secure your account',
  'errors.accounts.emailInvalid': 'Enter a valid email address.',
  'errors.accounts.usernameShape': 'Usernames are 3 to 30 letters, numbers or underscores.',
  'errors.accounts.usernameUnavailable': 'That username is not available.',
  'errors.accounts.firstNameMissing': 'Enter your first name.',
  'errors.accounts.firstNameTooLong': 'First name must be at most {max} characters.',
  'errors.accounts.passwordCommon': 'That password is too common. Choose another.',
  'errors.accounts.passwordIsName': "Your password can't be your username or email.",
  'errors.accounts.passwordIncorrect': 'The password you entered is incorrect.',
  'errors.accounts.alreadyYourEmail': 'This is already your email.',
  'errors.accounts.signupClosed':
    'Sign-up is closed on this instance: it is not taking new accounts.',
  'errors.accounts.signupInviteRequired':
    'Sign-up on this instance is by invitation: open the invite link you were sent.',
  'errors.accounts.signupInviteInvalid':
    'This invite link has expired, was used up or was withdrawn. Ask for a new one.',
  'errors.accounts.signupReasonRequired':
    'Say in a few words why you want to join: the administrators read it.',
  // messages
  'errors.messages.logIn': 'Log in to send and read messages',
  'errors.messages.noConversation': "This conversation doesn't exist.",
  'errors.messages.youBlocked': 'You blocked {name}. Unblock them to send a message.',
  'errors.messages.thisPerson': 'this person',
  'errors.messages.cannotSendTo': "You can't send messages to {name}.",
  'errors.messages.tooLong': 'A message can be at most {max} characters.',
  'errors.messages.requestsWait':
    'You’ve sent several message requests nobody has answered yet. You can send more once someone replies, or in an hour.',
  'errors.messages.requestWait':
    'You can send more in this conversation once someone replies. They’ll see your messages when they accept.',
  'errors.messages.empty': 'Write a message or choose a Pin.',
  'errors.messages.notBoth': 'Send either to a conversation or to people, not both.',
  'errors.messages.pinUnavailable': 'That Pin is not available.',
  'errors.messages.noRecipient': 'Choose someone to send it to.',
  'errors.messages.tooManyRecipients': 'A message can go to at most {max} people.',
  'errors.messages.personGone': 'That person is no longer on Tessera.',
  'errors.messages.notSent': 'The message could not be sent.',
  'errors.messages.notARequest': 'This conversation is not a message request.',
  'errors.messages.cannotBlockSelf': "You can't block yourself.",
  'errors.messages.logInToSeeBlocked': 'Log in to see the accounts you blocked',
  // instance
  'errors.instance.noSuchSetting': 'There is no setting called "{key}".',
  'errors.instance.logInToInvite': 'Log in to invite people',
  'errors.instance.usesInvalid': 'The number of uses must be a whole number from 1 to 10000.',
  'errors.instance.expiryInvalid':
    'Give the expiry as a number of days, hours or minutes, such as 7d, 12h or 30m, or "never".',
  'errors.instance.confirmEmailFirst':
    'Confirm your email first: open the link we sent you when you signed up (it works for a week).',
  'errors.instance.requestDecided': 'This request was already decided, or does not exist.',
  'errors.instance.usernameNowTaken':
    'The username {username} or its email now belongs to another account: refuse this request.',
  // admin
  'errors.admin.noSuchAccount': 'There is no such account.',
  'errors.admin.typeToConfirm': 'Type @{username} to confirm the deletion.',
  'errors.admin.chooseRole': 'Choose user, partner or employee.',
  'errors.admin.alreadyRole':
    '@{username} is already {role, select, user {user} partner {partner} employee {employee} other {{role}}}.',
  'errors.admin.noSuchReport': 'That report does not exist.',
  'errors.admin.reportDone':
    'That report was already {status, select, removed {removed} dismissed {dismissed} other {{status}}}.',
  'errors.admin.noDomain': 'This Pin links nowhere: there is no domain to block.',
  'errors.admin.logIn': 'Log in as an administrator',
  // analytics
  'errors.analytics.logIn': 'Log in to see your analytics',
  'errors.analytics.notAnAd': 'That Pin is not an ad.',
  'errors.analytics.noDestination': 'That ad has no destination to attribute to.',
  'errors.analytics.destination': 'destination must be the origin of the ad’s landing page.',
  'errors.analytics.expiry': 'expiry of a {type} source is {value}.',
  'errors.analytics.priority': 'priority of a {type} source is {value}.',
  'errors.analytics.campaign': 'campaign_id is not this ad’s campaign.',
  'errors.analytics.advertiser': 'advertiser_id is not this ad’s advertiser.',
  // notifications
  'errors.notifications.logIn': 'Log in to see your notifications',
  'errors.notifications.badBookmark': 'bookmark: is not one this list gave out.',
  'errors.notifications.noSuchNotification': "This notification doesn't exist.",
  'errors.notifications.logInToPush': 'Log in to get push notifications',
  'errors.notifications.endpointNotHttps':
    'That push subscription’s endpoint is not an https address.',
  'errors.notifications.logInToChoose': 'Log in to choose your notifications',
  'errors.notifications.badUnsubscribeLink':
    'This unsubscribe link is not valid. Copy the whole link from the email, or choose your emails in Settings.',
  'errors.notifications.accountGone': 'The account this link was for no longer exists.',
  // platform
  'errors.platform.nothingToRetry':
    'That job has not failed, or is gone: there is nothing to retry.',
  'errors.platform.nothingToCancel':
    'That job is not waiting or running any more: there is nothing to cancel.',
  'errors.platform.noOutbox': 'There is no outbox in production.',
  'errors.platform.tooManyAttempts': 'Too many attempts. Please wait a few minutes and try again.',
  // exports
  'errors.exports.logIn': 'Log in to download your data',
  'errors.exports.unavailable': 'Exports cannot be made right now. Try again later.',
  'errors.exports.tooOften':
    'You asked for your data several times in a short while. Try again in an hour.',
  'errors.exports.gone': 'There is no such export, or it has expired. Ask for a new one.',
  // http
  'errors.http.logIn': 'Log in to continue',
  'errors.http.formExpired': 'This form has expired. Reload the page and try again.',
  'errors.http.crossSite': 'This request came from another site, so Tessera refused it.',
  'errors.http.sessionChanged': 'Your session changed. Reload the page and try again.',
  'errors.http.databaseDown': 'The database is not answering right now. Try again in a moment.',
  // api
  'errors.api.dataNotString': 'The data parameter must be a JSON string.',
  'errors.api.dataNotJson': 'The data parameter is not valid JSON.',
  'errors.api.dataNotObject': 'The data parameter must be a JSON object with "options".',
  'errors.api.bodyNotObject': 'The body must be a JSON object with "options".',
  'errors.api.onePicture': 'Send one picture per upload.',
  'errors.api.multipart': 'Send the picture as multipart/form-data in a field named file.',
  'errors.api.malformed': 'That upload is malformed.',
  'errors.api.malformedWhy': 'That upload is malformed ({reason}).',
  'errors.api.noPicture': 'Choose a picture to upload (a file in the field file).',
  'errors.api.emptyFile': 'That file is empty. Choose a picture to upload.',
  'errors.api.internal': 'Something went wrong on our side.',
  'errors.api.nothingAt': 'Nothing at {method} {url}.',
  'errors.api.unknownResource': 'There is no resource named {name}.',
  'errors.api.unknownAction': 'Unknown action {action}.',
  'errors.api.noSuchAction': '{name} has no {action} action.',
  'errors.api.wrongMethod': '{name} {action} takes {expected}, not {method}.',
  'errors.api.noApiAt':
    "There is no API at {method} {url}. Resource calls look like /resource/'{Name}'Resource/get/.",
  // v5
  'errors.v5.authFailed': 'Authentication failed.',
  'errors.v5.rateLimited': 'You have exceeded your rate limit. Try again later.',
  'errors.v5.needsScope': 'This call needs the {scope} scope.',
  'errors.v5.sectionGone': 'Board section not found.',
  'errors.v5.notBase64': 'media_source.data is not base64.',
  ...enErrorsImports,
} as const;

export type ErrorsAccountsMessageId = keyof typeof enErrorsAccounts;
