/**
 * Decision 064: the words the account, instance, moderation and report rules choose (they return
 * a `Said` with one of these ids), the English source. `errors.` ids only the server says, in the
 * reader's language; `profile.` ids the profile's page shows too (the boards bundle); `admin.`
 * ids are the stored codes the admin pages say (the audit log's targets, a report's status).
 */
export const enRules = {
  // shapes of what a person types (passwords, app and token names)
  'errors.rules.atLeast': 'Use at least {min} characters.',
  'errors.rules.atMost': 'Use at most {max} characters.',
  'errors.rules.notOnlySpaces': 'Use something other than spaces.',
  // OAuth apps (decision 058)
  'errors.oauth.nameMissing': 'Give the app a name.',
  'errors.oauth.uriTooLong': 'A redirect URI has at most {max} characters.',
  'errors.oauth.uriNotAbsolute': '{name} is not an absolute URL.',
  'errors.oauth.uriFragment': 'A redirect URI cannot have a fragment (#).',
  'errors.oauth.uriSpaces': 'A redirect URI cannot hold spaces or quotes.',
  'errors.oauth.uriHttp': 'Use https, or http only on localhost or 127.0.0.1.',
  'errors.oauth.uriScheme': '{name} cannot be a redirect URI.',
  'errors.oauth.uriCustomScheme':
    'A custom scheme must be reverse-domain style, like com.example.app:/callback.',
  'errors.oauth.urisNone': 'Give at least one redirect URI.',
  'errors.oauth.urisTooMany': 'Give at most {max} redirect URIs.',
  // personal access tokens (decision 055)
  'errors.tokens.nameMissing': 'Give the token a name.',
  'errors.tokens.noScope': 'Choose at least one scope.',
  'errors.tokens.notAScope': '{name} is not a scope.',
  // the instance's settings (issue 37; {key} is the setting's name as the CLI spells it)
  'errors.settings.notText': '{key} must be text.',
  'errors.settings.tooLong': '{key} must be at most {max} characters.',
  'errors.settings.notTrueOrFalse': '{key} must be true or false.',
  'errors.settings.nameEmpty': 'The name cannot be empty.',
  'errors.settings.logoUrl': 'The logo must be an https:// address or a path on this site.',
  'errors.settings.contactEmail': 'The contact email is not an email address.',
  'errors.settings.rulesNotList': 'The rules must be a list.',
  'errors.settings.tooManyRules': 'At most {max} rules.',
  'errors.settings.language': 'The language must be one of {languages}.',
  'errors.settings.signupMode': 'The sign-up mode must be open, approval, invite or closed.',
  'errors.instance.membersMayNotInvite': 'Members cannot make invite links on this instance.',
  'errors.instance.inviteLinksFull':
    'You already have {max} usable invite links. Withdraw one to make another.',
  // moderation (decision 057)
  'errors.moderation.reasonRequired': 'Give a reason: the person is told it.',
  'errors.moderation.reasonTooLong': 'Keep the reason to {max} characters.',
  'errors.moderation.suspendSelf': 'You cannot suspend yourself.',
  'errors.moderation.suspendAdmin': 'Change this administrator’s role before suspending them.',
  'errors.moderation.alreadySuspended': 'This account is already suspended.',
  'errors.moderation.notSuspended': 'This account is not suspended.',
  'errors.moderation.deleteSelf': 'You cannot delete yourself here.',
  'errors.moderation.roleSelf': 'You cannot change your own role.',
  'errors.moderation.suspendedFor': 'This account is suspended: {name}',
  'errors.moderation.suspended': 'This account is suspended for breaking the community guidelines.',
  'errors.feedback.logInToSeeReports': 'Log in to see your reports',
  // reporting a profile (decision 046)
  'profile.reportWhy.spamHint': 'Fake followers, misleading links, repetitive posts',
  'profile.reportWhy.inappropriate': 'Inappropriate picture or name',
  'profile.reportWhy.inappropriateHint': 'Nudity, hate symbols or offensive words on the profile',
  'profile.reportWhy.impersonation': 'Pretending to be someone',
  'profile.reportWhy.impersonationHint': 'Uses the name or picture of another person or brand',
  'profile.reportWhy.harassment': 'Harassment or hate',
  'profile.reportWhy.harassmentHint': 'Insults, threats, bullying, prejudice',
  'profile.reportWhy.other': 'Something else',
  'profile.reportWhy.otherHint': 'Tell us what is wrong in the details',
  'profile.reportWhy.choose': 'Choose a reason to report this profile.',
  'profile.reportWhy.detailsTooLong': 'Details must be at most {max} characters.',
  'profile.reportWhy.tellUs': 'Tell us what is wrong with this profile.',
  // stored codes the admin pages say: the audit log's actor and targets, reports' kinds and states
  'admin.log.commandLine': 'command line',
  'admin.log.commentOnPin': 'Comment on Pin {pin}',
  'admin.log.targetOf':
    '{type, select, pin {Pin {id}} comment {Comment {id}} user {Account {id}} signup_invite {Invite link {id}} signup_request {Sign-up request {id}} other {{type} {id}}}',
  'admin.log.targetType':
    '{type, select, pin {Pin} comment {comment} user {account} domain {domain} instance {instance} signup_invite {sign-up invite link} signup_request {sign-up request} other {{type}}}',
  'admin.reports.statusOf':
    '{status, select, open {open} removed {removed} dismissed {dismissed} warned {warned} suspended {suspended} blocked {blocked} cleared {cleared} other {{status}}}',
  'admin.person.privacyOf':
    '{privacy, select, public {public} protected {protected} secret {secret} other {{privacy}}}',
  'admin.person.kindOf':
    '{kind, select, pin {Pin} comment {Comment} profile {Profile} other {{kind}}}',
} as const;

export type RulesMessageId = keyof typeof enRules;
