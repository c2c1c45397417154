/**
 * Decision 064: the Settings pages' texts (app/features/settings, the settings routes), the
 * English source; part of the source catalog (en.ts), kept apart so each file stays readable.
 */
export const enSettings = {
  // settings: the page (routes/settings.tsx) and what its sections share
  'settings.lead': 'Manage your profile, email, notifications, privacy, password and account.',
  'settings.back': 'Back to Settings',
  'settings.pageTitle': '{page} | Settings',
  'settings.currentPassword': 'Current password',
  'settings.failed': 'Something went wrong. Please try again.',
  'settings.profile.title': 'Public profile',
  'settings.profile.lead': 'People visiting your profile will see this.',
  'settings.saving.title': 'Saving',
  'settings.saving.lead': 'Choose what the Save button does.',
  'settings.email.title': 'Email',
  'settings.email.lead':
    'Where Tessera sends your mail. A new address is used once you confirm it.',
  'settings.notifications.title': 'Notifications',
  'settings.notifications.lead':
    'Choose what you hear about in Tessera and by email, and how often emails come.',
  'settings.notifications.choose': 'Choose notifications',
  'settings.privacy.title': 'Privacy',
  'settings.privacy.lead': 'Choose who can find your profile.',
  'settings.password.title': 'Password',
  'settings.security.title': 'Security',
  'settings.security.lead':
    'If someone else may be using your account, log out everywhere and choose a new password.',
  'settings.security.action': 'Secure your account',
  'settings.reports.title': 'Reports and violations',
  'settings.reports.lead':
    'The Pins you reported and what happened to them, and any of your Pins that were taken down.',
  'settings.reports.action': 'See reports and violations',
  'settings.blocked.title': 'Blocked accounts',
  'settings.blocked.lead':
    "People you blocked can't send you messages, and you can't send them any.",
  'settings.cookies.title': 'Cookies',
  'settings.import.title': 'Import your pins',
  'settings.import.lead': 'Bring your pins and boards from a Pinterest data export.',
  'settings.data.title': 'Download your data',
  'settings.data.lead':
    'A ZIP file of your profile, boards, sections, pins and their original pictures.',
  'settings.apps.title': 'Apps and tokens',
  'settings.apps.lead':
    'Personal access tokens for your own scripts and apps to use Tessera’s API.',
  'settings.invites.title': 'Invite people',
  'settings.invites.lead': 'Make invite links that let people you know join.',
  'settings.delete.title': 'Delete account',
  // settings: ProfileForm
  'settings.profile.lastName': 'Last name',
  'settings.profile.about': 'About',
  'settings.profile.aboutHint': 'Tell your story.',
  'settings.profile.website': 'Website',
  'settings.profile.usernameHint':
    'Your profile is at /username/. 3 to 30 letters, digits or underscores.',
  'settings.profile.save': 'Save',
  'settings.profile.saved': 'Your profile is saved.',
  // settings: AvatarUpload
  'settings.avatar.change': 'Change picture',
  'settings.avatar.hint': 'PNG, JPEG, WebP or GIF, up to 20 MB. Square pictures look best.',
  'settings.avatar.uploading': 'Uploading picture',
  'settings.avatar.progress': 'Uploading… {percent}%',
  'settings.avatar.saved': 'Picture saved.',
  'settings.avatar.wrongType': 'Choose a PNG, JPEG, WebP or GIF image.',
  'settings.avatar.tooLarge': 'That image is larger than 20 MB.',
  'settings.avatar.failed': 'The picture could not be saved. Please try again.',
  'settings.avatar.offline': 'Tessera could not be reached. Check your connection and try again.',
  'settings.avatar.none': 'Choose an image to upload.',
  // settings: SaveBehaviorForm
  'settings.saving.legend': 'When I press Save',
  'settings.saving.boards': 'Show my boards',
  'settings.saving.boardsHint': 'Pick a board (or a section) every time you save.',
  'settings.saving.profile': 'Save straight to my profile',
  'settings.saving.profileHint':
    'One click saves the Pin to your profile; you can organise it later.',
  'settings.saving.submit': 'Save choice',
  'settings.saving.saved': 'Your saving choice is saved.',
  // settings: AppearanceForm
  'settings.appearance.title': 'Appearance',
  'settings.appearance.lead': 'The theme of Tessera in this browser.',
  'settings.appearance.systemHint': 'Follow your device’s light or dark setting.',
  'settings.appearance.lightHint': 'Dark text on a light background.',
  'settings.appearance.darkHint': 'Light text on a dark background, easier at night.',
  // settings: EmailForm
  'settings.email.current': 'Your email is {email}.',
  'settings.email.none': 'Your account has no email yet.',
  'settings.email.new': 'New email',
  'settings.email.submit': 'Change email',
  'settings.email.sent':
    'We sent a link to {email}. Open it within a day to start using that address.',
  // settings: PasswordForm
  'settings.password.new': 'New password',
  'settings.password.hint': '8 to 128 characters. Your other sessions are logged out.',
  'settings.password.saved': 'Your password is changed.',
  'settings.password.submit': 'Change password',
  // settings: PrivacyForm
  'settings.privacy.private': 'Private profile',
  'settings.privacy.privateHint':
    "Only people you approve can follow you and see your profile. Your Pins don't show in search or in other people's home feeds unless they follow you.",
  'settings.privacy.indexing': 'Let search engines show your profile',
  'settings.privacy.indexingHint':
    'Off, your profile and your Pins ask search engines such as Google not to list them. Pages already listed drop out when the search engine next visits. A private profile is never listed.',
  'settings.privacy.submit': 'Save privacy',
  'settings.privacy.savedPrivate':
    'Your profile is private: only people you approve see your boards and Pins. Search engines are asked not to show it.',
  'settings.privacy.savedPublic': 'Your profile is public. Search engines may show it.',
  'settings.privacy.savedHidden':
    'Your profile is public. Search engines are asked not to show it and your Pins.',
  // settings: NotificationPreferencesForm, routes/settings-notifications.tsx
  'settings.notifications.pageLead':
    'Choose what you hear about in Tessera and by email. You always get the emails you ask for, such as a password reset link.',
  'settings.notifications.saves': 'Saves of your Pins',
  'settings.notifications.savesHint': 'When someone saves a Pin you created',
  'settings.notifications.followers': 'New followers',
  'settings.notifications.followersHint':
    'When someone follows you, asks to or accepts your request',
  'settings.notifications.boards': 'Group boards',
  'settings.notifications.boardsHint': 'Invitations to boards, and people joining yours',
  'settings.notifications.messages': 'Messages',
  'settings.notifications.messagesHint': 'New messages in your conversations',
  'settings.notifications.comments': 'Comments and replies',
  'settings.notifications.commentsHint': 'Comments on your Pins and replies to your comments',
  'settings.notifications.mentions': 'Mentions',
  'settings.notifications.mentionsHint': 'When someone @mentions you in a comment',
  'settings.notifications.inApp': 'In Tessera',
  'settings.notifications.email': 'By email',
  'settings.notifications.push': 'Push',
  'settings.notifications.emailMode': 'How emails come',
  'settings.notifications.instant': 'As it happens',
  'settings.notifications.instantHint': 'One email for each notification',
  'settings.notifications.digest': 'Daily digest',
  'settings.notifications.digestHint': 'At most one email a day that sums up what happened',
  'settings.notifications.submit': 'Save notification settings',
  'settings.notifications.saved': 'Your notification settings are saved.',
  // settings: PushDevice
  'settings.push.label': 'Push notifications on this device',
  'settings.push.on': 'This device gets push notifications for the kinds switched on below.',
  'settings.push.off': 'Turn on to get notifications on this device when Tessera is not open.',
  'settings.push.unsupported': 'This browser cannot receive push notifications.',
  'settings.push.denied':
    'Notifications are blocked for Tessera in this browser. Allow them in the browser’s site settings, then try again.',
  'settings.push.failed': 'Push notifications could not be turned on. Please try again.',
  // settings: BlockedAccounts
  'settings.blocked.empty':
    "You haven't blocked anyone. Someone you block from their profile or a message request shows up here.",
  'settings.blocked.unblock': 'Unblock',
  'settings.blocked.unblockOf': 'Unblock {name}',
  'settings.blocked.askTitle': 'Unblock {name}?',
  'settings.blocked.askText':
    '@{username} will be able to send you messages again. You can block them again from their profile.',
  'settings.blocked.done': '{name} is unblocked.',
  'settings.blocked.more': 'Show more',
  // settings: CookiePreferences
  'settings.cookies.chosen':
    'Tessera always uses the cookies it needs to work, like the one that keeps you logged in. These are the others you allow.',
  'settings.cookies.unchosen':
    'Tessera always uses the cookies it needs to work, like the one that keeps you logged in. You have not chosen about the others yet, so none of them are used.',
  'settings.cookies.submit': 'Save cookie choices',
  'settings.cookies.saved': 'Your cookie choices are saved.',
  // settings: DeleteAccount
  'settings.delete.text':
    "This deletes @{username} for good: your profile, pins, boards, follows and sessions. It can't be undone.",
  'settings.delete.askTitle': 'Delete your account?',
  'settings.delete.askText':
    "@{username} and all its pins, boards and follows will be deleted right away. This can't be undone.",
  'settings.delete.confirm': 'Delete for good',
  // settings: DataExport, routes/settings-data.tsx
  'settings.data.pageLead':
    'Get a ZIP file with your profile, boards, sections and pins, every original picture, and a page for each board that opens in any browser. Bigger accounts take a few minutes: you can leave this page, and we email you when it’s ready. The file is kept for 7 days.',
  'settings.data.preparing': 'Getting ready to gather your data…',
  'settings.data.gathering': 'Gathering your data',
  'settings.data.counted':
    '{count, plural, one {{done} of {total} pins} other {{done} of {total} pins}}',
  'settings.data.gatheringCount': 'Gathering your data: {counted}',
  'settings.data.ready': 'Your data is ready.',
  'settings.data.readySized': 'Your data is ready ({size}, ZIP).',
  'settings.data.until': 'You can download it until {date}.',
  'settings.data.download': 'Download',
  'settings.data.failed':
    'We couldn’t put your data together this time. Ask again, and if it fails again, contact us.',
  'settings.data.expired': 'Your last copy, from {date}, has expired. Ask for a new one.',
  'settings.data.yourCopy': 'Your copy',
  'settings.data.askAgain': 'Ask for a new copy',
  'settings.data.ask': 'Ask for your data',
  'settings.data.asked': 'We’re gathering your data.',
  // settings: routes/settings-email-confirm.tsx
  'settings.emailConfirm.title': 'Confirm your new email',
  'settings.emailConfirm.text': 'Your Tessera account will use {email} from now on.',
  'settings.emailConfirm.use': 'Use this email',
  'settings.emailConfirm.changed': 'Email changed',
  'settings.emailConfirm.done': 'Your account now uses {email}.',
  'settings.emailConfirm.badTitle': "This link can't be used",
  'settings.emailConfirm.badText':
    'It has expired or was already used. Ask for a new one in Settings, under Email.',
  'settings.emailConfirm.goToSettings': 'Go to Settings',
  // settings: routes/settings-invites.tsx
  'settings.invites.open':
    '{name} is open by invitation. Send a link to someone you know: it lets them make an account. You can have {max} usable links at a time.',
  'settings.invites.closed':
    'Members cannot make invite links on {name} now: the administrators decide who may invite.',
  // settings: routes/settings-import.tsx
  'settings.import.pageLead':
    'Bring your pins and boards from Pinterest, Pinry, Karakeep, your browser’s bookmarks or another Tessera (its Download your data ZIP): give Tessera the file they export (or your Pinry’s address). A ZIP of your pictures works too: each folder becomes a board. Each pin comes with its board, title, description, link and date; pins you already have are skipped, so importing the same file twice adds nothing.',
  // settings: ApiTokens, OAuthApps, routes/settings-apps.tsx
  'settings.apps.pageLead':
    'A personal access token lets your own scripts and apps use Tessera’s API as you, with only the scopes you choose. Treat it like a password. The API’s documentation is at {docs}.',
  'settings.apps.tokensTitle': 'Personal access tokens',
  'settings.apps.oauthLead':
    'Register an app to let other people use it with their Tessera account (OAuth 2.0 with PKCE): send them to {start}, then exchange the code at {token}.',
  'settings.apps.authorizedLead': 'Apps you let use your account. Revoking one stops it at once.',
  'settings.tokens.days': '{count, plural, one {# day} other {# days}}',
  'settings.tokens.oneYear': '1 year',
  'settings.tokens.never': 'Never',
  'settings.tokens.yourNew': 'Your new token',
  'settings.tokens.copyNow':
    'Copy your token now. For your safety we keep only a fingerprint of it, so you won’t be able to see it again.',
  'settings.tokens.newToken': 'New token',
  'settings.tokens.copied': 'Copied',
  'settings.tokens.copy': 'Copy token',
  'settings.tokens.made': 'Made {date}',
  'settings.tokens.lastUsed': 'last used {date}',
  'settings.tokens.neverUsed': 'never used',
  'settings.tokens.expires': 'expires {date}',
  'settings.tokens.neverExpires': 'never expires',
  'settings.tokens.revoke': 'Revoke',
  'settings.tokens.revokeOf': 'Revoke {name}',
  'settings.tokens.name': 'Name',
  'settings.tokens.nameHint': 'What it is for',
  'settings.tokens.scopes': 'Scopes',
  'settings.tokens.expiry': 'Expires after',
  'settings.tokens.create': 'Create token',
  'settings.tokens.list': 'Your tokens',
  'settings.tokens.none': 'You have no tokens yet.',
  'settings.tokens.created': 'Token created.',
  'settings.tokens.revoked': 'Token revoked.',
  'settings.oauth.yourNew': 'Your new app',
  'settings.oauth.copySecret':
    'Copy the client secret now. We keep only a fingerprint of it, so you won’t be able to see it again.',
  'settings.oauth.noSecret': 'A public app has no secret: it proves itself with PKCE (S256).',
  'settings.oauth.clientId': 'Client ID',
  'settings.oauth.clientSecret': 'Client secret',
  'settings.oauth.kind': '{kind, select, confidential {confidential} other {public}}',
  'settings.oauth.made': 'made {date}',
  'settings.oauth.redirectsOf': 'Redirect URIs of {name}',
  'settings.oauth.delete': 'Delete',
  'settings.oauth.deleteOf': 'Delete {name}',
  'settings.oauth.askTitle': 'Delete {name}?',
  'settings.oauth.askText':
    'Everyone who authorized it loses it at once: its tokens stop working. This can’t be undone.',
  'settings.oauth.confirm': 'Delete app',
  'settings.oauth.register': 'Register an app',
  'settings.oauth.name': 'App name',
  'settings.oauth.nameHint': 'People see it when they authorize it',
  'settings.oauth.redirects': 'Redirect URIs',
  'settings.oauth.redirectsHint': 'One a line, matched exactly: https, or http on localhost',
  'settings.oauth.confidential': 'Confidential app (runs on a server and can keep a client secret)',
  'settings.oauth.submit': 'Register app',
  'settings.oauth.list': 'Your apps',
  'settings.oauth.none': 'You have registered no apps.',
  'settings.oauth.since': 'since {date}',
  'settings.oauth.revoke': 'Revoke access',
  'settings.oauth.revokeOf': 'Revoke access of {name}',
  'settings.oauth.authorized': 'Authorized apps',
  'settings.oauth.noGrants': 'No app can use your account.',
  'settings.oauth.registered': 'App registered.',
  'settings.oauth.deleted': 'App deleted.',
  'settings.oauth.revoked': 'Access revoked.',
  // settings: ImportPins (the page's frame is routes/settings-import.tsx)
  'settings.import.counts':
    '{count, plural, one {{imported} pin imported} other {{imported} pins imported}}, {skipped} skipped as already yours, {failed} could not come.',
  'settings.import.counted': '{done} of {total}',
  'settings.import.importing': 'Importing your pins',
  'settings.import.importingCount': 'Importing your pins: {counted}',
  'settings.import.stop': 'Stop importing',
  'settings.import.stopped': 'Your import was stopped. What came stays.',
  'settings.import.ended':
    '{state, select, cancelled {You stopped your last import} failed {Your last import could not finish} other {Your last import is done}} (started {date}).',
  'settings.import.preview':
    '{what, select, file {This file} other {Your Pinry}} has {count, plural, one {{pins} pin} other {{pins} pins}} on {boardCount, plural, one {{boards} board} other {{boards} boards}}.',
  'settings.import.duplicates':
    '{count, plural, one {{n} pin you already have will be skipped.} other {{n} pins you already have will be skipped.}}',
  'settings.import.unreadable':
    '{count, plural, one {{n} can’t be read and will be in the report.} other {{n} can’t be read and will be in the report.}}',
  'settings.import.source': 'Where your pins are',
  'settings.import.source.bookmarks': 'Browser bookmarks',
  'settings.import.source.zip': 'A ZIP of pictures',
  'settings.import.pinryAddress': 'Your Pinry’s address',
  'settings.import.pinryToken': 'Your Pinry API token',
  'settings.import.file.pinterest': 'Choose your Pinterest export',
  'settings.import.hint.pinterest':
    'The pinterest.html file from Pinterest’s Settings → Privacy and data → Request your data. Up to {mb} MB.',
  'settings.import.file.pinry': 'Choose your saved Pinry answers',
  'settings.import.hint.pinry':
    'Your Pinry instance’s address and an API token (Pinry → your profile → Token), or its /api/v2/pins/ and /api/v2/boards/ answers saved as JSON. Up to {mb} MB.',
  'settings.import.file.karakeep': 'Choose your Karakeep export',
  'settings.import.hint.karakeep':
    'The JSON file from Karakeep’s Settings → Import / Export → Export links and notes. Each link’s picture is found on its page. Up to {mb} MB.',
  'settings.import.file.bookmarks': 'Choose your bookmarks file',
  'settings.import.hint.bookmarks':
    'The bookmarks HTML file your browser exports (Bookmarks → Export). Each folder becomes a board; each page’s picture is found on it. Up to {mb} MB.',
  'settings.import.file.zip': 'Choose a ZIP of pictures',
  'settings.import.hint.zip':
    'Each folder becomes a board and each file name a title: JPEG, PNG, GIF, WebP, AVIF or HEIC. Up to {mb} MB.',
  'settings.import.file.tessera': 'Choose your Tessera export',
  'settings.import.hint.tessera':
    'The ZIP from Settings → Download your data on a Tessera. Up to {mb} MB.',
  'settings.import.start': '{count, plural, one {Import {n} pin} other {Import {n} pins}}',
  'settings.import.see': 'See what it holds',
  'settings.import.yours': 'Your import',
  'settings.import.report': 'Download the report (CSV)',
  'settings.import.unreadableFile': 'That file could not be read. Please try again.',
} as const;

export type SettingsMessageId = keyof typeof enSettings;
