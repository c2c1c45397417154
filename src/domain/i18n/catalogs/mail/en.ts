/**
 * Decision 064: every mail Tessera sends, the English source; part of the source catalog (en.ts).
 * Server-only (the `mail` prefix): each mail is written in its recipient's language
 * (services/platform/mail-language.ts). `{site}` is the instance's name, never translated.
 * A line holds no HTML: the HTML part escapes each whole line, values and all.
 */
export const enMail = {
  'mail.hi': 'Hi,',
  'mail.hiName': 'Hi {name},',
  // password reset (accounts/auth.ts)
  'mail.reset.subject': 'Reset your {site} password',
  'mail.reset.intro':
    'Someone asked to reset the password of your {site} account. To choose a new one, open this link within an hour:',
  'mail.reset.link': 'Reset your password',
  'mail.reset.notYou': 'If it was not you, ignore this email: your password stays as it is.',
  // a sign-up with an address that already has an account (accounts/signup.ts)
  'mail.signupTaken.subject': 'Someone tried to sign up with your address',
  'mail.signupTaken.intro':
    'Someone just tried to sign up for {site} with your email address, which already has an account.',
  'mail.signupTaken.ifYou': 'If it was you, log in:',
  'mail.signupTaken.logIn': 'Log in',
  'mail.signupTaken.forgot': 'Forgot your password? Choose a new one:',
  'mail.signupTaken.reset': 'Choose a new password',
  'mail.signupTaken.notYou':
    'If it was not you, ignore this email: nothing changed on your account.',
  // email change (accounts/email-change.ts)
  'mail.emailTaken.subject': 'Someone tried to use your email on {site}',
  'mail.emailTaken.intro':
    'Someone asked to move another {site} account to this email address. This address already has an account, so nothing changed.',
  'mail.emailTaken.forgot': 'If you forgot your password, you can reset it on the log-in page.',
  'mail.emailConfirm.subject': 'Confirm your new {site} email',
  'mail.emailConfirm.intro':
    'You asked to use this address for your {site} account. To confirm it, open this link within a day:',
  'mail.emailConfirm.link': 'Confirm your new email',
  'mail.emailChanged.subject': 'Your {site} email was changed',
  'mail.emailChanged.intro':
    'Your {site} account now uses {email}. Mail from {site} goes there from now on.',
  'mail.emailChanged.notYou':
    'If it was not you, reset your password and secure your account from the log-in page.',
  // joining the instance (instance/joining.ts)
  'mail.signupConfirm.subject': 'Confirm your email for {site}',
  'mail.signupConfirm.intro':
    'Welcome to {site}. To confirm this is your address, open this link within a week. Until then you can look around, but not post.',
  'mail.signupConfirm.link': 'Confirm your email',
  'mail.signupRefused.subject': 'Your request to join {site}',
  'mail.signupRefused.intro':
    'The administrators of {site} read your request and decided not to open an account for you this time.',
  'mail.signupApproved.subject': 'Welcome to {site}',
  'mail.signupApproved.intro':
    'Your request to join {site} was approved. Log in with the username {username} and the password you chose.',
  'mail.signupApproved.link': 'Log in',
  // notifications as they happen and the daily digest (notifications/mail.ts, digest.ts)
  'mail.notification.sentence': '{sentence}.',
  'mail.notification.seeIt': 'See it on {site}',
  'mail.notification.why': 'You get this email because “{label}” emails are on.',
  'mail.notification.choose': 'Choose which emails you get',
  'mail.notification.unsubscribe': 'Unsubscribe from {label} emails',
  'mail.digest.subject':
    '{count, plural, one {Your {site} digest: # new notification} other {Your {site} digest: # new notifications}}',
  'mail.digest.intro': 'Here is what happened on {site} since your last digest.',
  'mail.digest.category': '{label} ({count})',
  'mail.digest.more': '{count, plural, one {and # more} other {and # more}}',
  'mail.digest.why': 'You get this daily digest because you chose it for your notification emails.',
  'mail.digest.unsubscribe': 'Unsubscribe from all notification emails',
  // moderation notices (admin/notices.ts)
  'mail.notice.pinRemoved': 'Your Pin was removed',
  'mail.notice.warning': 'A warning about your account',
  'mail.notice.report': 'We reviewed your report',
  // a data export is ready (exports/run.ts)
  'mail.export.subject': 'Your {site} data is ready',
  'mail.export.ready':
    '{count, plural, one {The copy of your {site} data you asked for is ready. Download it within # day:} other {The copy of your {site} data you asked for is ready. Download it within # days:}}',
  'mail.export.link': 'Download your data',
  'mail.export.findIt':
    'You need to be logged in to download it. You can also find it in Settings, Download your data:',
  'mail.export.settings': 'Settings, Download your data',
} as const;

export type MailMessageId = keyof typeof enMail;
