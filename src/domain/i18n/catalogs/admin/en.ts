import { enAdminExperiences } from './experiences-en.ts';
import { enAdminOps } from './ops-en.ts';
import { enAdminPeople } from './people-en.ts';
import { enAdminToday } from './today-en.ts';

/**
 * Decision 064: the employee pages' texts (app/features/admin, routes/admin-*.tsx, and the
 * invite links on /settings/invites), the English source; part of the source catalog (en.ts).
 */
export const enAdmin = {
  // admin: the pages' navigation (AdminNav)
  'admin.nav.label': 'Employee pages',
  'admin.nav.settings': 'Instance settings',
  'admin.nav.signups': 'Sign-ups',
  'admin.nav.experiences': 'Experiences',
  'admin.nav.today': 'Today articles',
  'admin.nav.reports': 'Reports',
  'admin.nav.people': 'People',
  'admin.nav.log': 'Audit log',
  'admin.nav.domains': 'Domain safety list',
  'admin.nav.jobs': 'Jobs',
  'admin.nav.health': 'Health',
  // admin: the sign-up modes, as the administrator chooses them
  'admin.mode.open': 'Open',
  'admin.mode.approval': 'By approval',
  'admin.mode.invite': 'By invitation',
  'admin.mode.closed': 'Closed',
  'admin.modeHelp.open': 'anyone may make an account.',
  'admin.modeHelp.approval':
    'a person asks with a reason; the request waits here until an administrator decides.',
  'admin.modeHelp.invite': 'only someone with an invite link may make an account.',
  'admin.modeHelp.closed': 'no one may make an account.',
  // admin: /admin/settings (routes/admin-settings.tsx, InstanceSettingsForm, InstanceLogoForm)
  'admin.settings.lead':
    'What the instance calls itself, its rules and pages, and who may join. The About page shows them to everyone.',
  'admin.settings.title': 'The instance',
  'admin.settings.name': 'Name',
  'admin.settings.nameHint':
    'Shown in the header, every page title, links shared elsewhere and mail.',
  'admin.settings.description': 'Short description',
  'admin.settings.descriptionHint':
    'One or two sentences for the About page and links shared elsewhere.',
  'admin.settings.contact': 'Contact email',
  'admin.settings.contactHint': 'Shown on the About page.',
  'admin.settings.rules': 'Rules',
  'admin.settings.rulesHint': 'One rule a line; they are numbered in this order. At most {max}.',
  'admin.settings.terms': 'Terms of service',
  'admin.settings.termsHint':
    'Markdown: # headings, lists, **bold**, *italic* and [links](https://…). Shown at /about/terms/.',
  'admin.settings.privacy': 'Privacy policy',
  'admin.settings.privacyHint': 'Markdown, as above. Shown at /about/privacy/.',
  'admin.settings.whoMayJoin': 'Who may join',
  'admin.settings.mode': 'Sign-up mode',
  'admin.settings.modeHint':
    'Open: anyone may make an account. By approval: a person asks with a reason; the request waits here until an administrator decides. By invitation: only someone with an invite link may make an account. Closed: no one may make an account.',
  'admin.settings.membersInvite': 'Members may make invite links too',
  'admin.settings.membersInviteHint':
    'Otherwise only administrators make them, on the Sign-ups page.',
  'admin.settings.confirmEmail': 'New accounts confirm their email before they post',
  'admin.settings.confirmEmailHint':
    'A link is mailed at sign-up; until it is opened the account may look around but not create pins, boards or comments.',
  'admin.settings.save': 'Save settings',
  'admin.settings.saved': 'Settings saved.',
  'admin.logo.title': 'Logo',
  'admin.logo.alt': "{name}'s logo",
  'admin.logo.none': 'No logo: the header shows the name alone.',
  'admin.logo.choose': 'Choose a picture',
  'admin.logo.chooseAnother': 'Choose another picture',
  'admin.logo.hint':
    'Square works best; shown at 32 and 64 pixels. PNG, JPEG, WebP, GIF or AVIF, up to 20 MB.',
  'admin.logo.wrongType': 'Choose a PNG, JPEG, WebP, GIF or AVIF picture.',
  'admin.logo.tooLarge': 'That picture is larger than 20 MB.',
  'admin.logo.missing': 'Choose a picture for the logo.',
  'admin.logo.remove': 'Take the logo away',
  'admin.logo.upload': 'Upload logo',
  'admin.logo.removed': 'Logo taken away: the header shows the name alone.',
  'admin.logo.saved': 'Logo saved.',
  'admin.unknownForm': 'This form is not known.',
  // admin: /admin/signups (routes/admin-signups.tsx, SignupQueue)
  'admin.signups.lead': 'Sign-up is now “{current}”: {help} Change it in {link}.',
  'admin.signups.waitingTitle': 'Waiting for approval',
  'admin.signups.noneWaiting': 'No request is waiting.',
  'admin.signups.noneWaitingMode':
    'No request is waiting. Requests come in while the sign-up mode is “By approval”.',
  'admin.signups.waitingCount':
    '{count, plural, one {# request} other {# requests}}, oldest first. The person is told by email either way.',
  'admin.signups.waiting': 'Waiting',
  'admin.signups.asked': '{email} · asked {date}',
  'admin.signups.approve': 'Approve',
  'admin.signups.approveOf': 'Approve {username}',
  'admin.signups.refuse': 'Refuse',
  'admin.signups.refuseOf': 'Refuse {username}',
  'admin.signups.decidedTitle': 'Recently decided',
  'admin.signups.decidedLead': 'The last requests approved or refused.',
  'admin.signups.approved': 'Approved',
  'admin.signups.refused': 'Refused',
  'admin.signups.approvedDone': "{username}'s account was made; they were told by email.",
  'admin.signups.refusedDone': "{username}'s request was refused; they were told by email.",
  // admin: invite links (SignupInvites, on /admin/signups and /settings/invites)
  'admin.invites.title': 'Make an invite link',
  'admin.invites.lead':
    'An invite link lets someone make an account on this instance while sign-up is by invitation or by approval (it skips the queue). It is not a board invite.',
  'admin.invites.uses': 'Uses',
  'admin.invites.usesHint': 'How many accounts it may make. Empty: any number.',
  'admin.invites.expires': 'Expires after',
  'admin.invites.expiresHint': 'Such as 7d, 12h or 30m, or never.',
  'admin.invites.newLink': 'The new link (shown once)',
  'admin.invites.madeStatus': 'Invite link made.',
  'admin.invites.made': 'Invite link made. Copy it now: it is shown only once.',
  'admin.invites.make': 'Make link',
  'admin.invites.listTitle': 'Invite links',
  'admin.invites.none': 'No invite link was made yet.',
  'admin.invites.newestFirst': 'The newest first.',
  'admin.invites.linkOf': 'Invite link #{count}',
  'admin.invites.usable': 'Usable',
  'admin.invites.withdrawn': 'Withdrawn',
  'admin.invites.spent': 'Spent or expired',
  'admin.invites.madeAt': 'Made',
  'admin.invites.withdraw': 'Withdraw',
  'admin.invites.withdrawOf': 'Withdraw invite link {count}',
  'admin.invites.withdrawnDone': 'Invite link withdrawn.',
  'admin.invites.noSuchLink': 'There is no such invite link.',
  'admin.invites.usesSoFar': '{count} uses so far, no limit',
  'admin.invites.usesOf': '{count} of {max} uses',
  'admin.invites.expiresAt': 'expires {date} UTC',
  'admin.invites.neverExpires': 'never expires',
  'admin.invites.madeBy': 'made by @{username}',
  ...enAdminPeople,
  ...enAdminOps,
  ...enAdminExperiences,
  ...enAdminToday,
} as const;

export type AdminMessageId = keyof typeof enAdmin;
