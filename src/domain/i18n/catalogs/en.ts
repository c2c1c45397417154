import { enAdmin } from './admin/en.ts';
import { enAuthoring } from './authoring/en.ts';
import { enBoards } from './boards/en.ts';
import { enCloseup } from './closeup/en.ts';
import { enDiscovery } from './discovery/en.ts';
import { enErrorsAccounts } from './errors-accounts/en.ts';
import { enErrorsContent } from './errors-content/en.ts';
import { enErrorsWeb } from './errors-web/en.ts';
import { enGuidelines } from './guidelines/en.ts';
import { enMail } from './mail/en.ts';
import { enMessages } from './messages/en.ts';
import { enPwa } from './pwa/en.ts';
import { enRules } from './rules/en.ts';
import { enRulesContent } from './rules-content/en.ts';
import { enSettings } from './settings/en.ts';

/**
 * Decision 064: the source catalog, the spec's English words as ICU messages, one id each. Every
 * other locale's catalog has exactly these ids (its type says so), so a text added here is a
 * type error in each translation until it is translated.
 */
export const en = {
  // the page frame (app/shell)
  'shell.skipToContent': 'Skip to content',
  'shell.homeOf': '{name} home',
  'shell.mainNav': 'Main',
  'shell.bottomNav': 'Bottom navigation',
  'shell.home': 'Home',
  'shell.explore': 'Explore',
  'shell.today': 'Today',
  'shell.shopping': 'Shopping',
  'shell.create': 'Create',
  'shell.profile': 'Profile',
  'shell.logIn': 'Log in',
  'shell.signUp': 'Sign up',
  'shell.visitorMenu': 'Account, theme and language',
  'shell.accountMenu': 'Account and settings',
  'shell.yourProfileOf': 'Your profile, {name}',
  'shell.yourProfile': 'Your profile',
  'shell.analytics': 'Analytics',
  'shell.settings': 'Settings',
  'shell.tuneHomeFeed': 'Tune your home feed',
  'shell.guidelines': 'Community guidelines',
  'shell.aboutOf': 'About {name}',
  'shell.logOut': 'Log out',
  'shell.theme': 'Theme',
  'shell.themeSystem': 'System',
  'shell.themeLight': 'Light',
  'shell.themeDark': 'Dark',
  'shell.language': 'Language',
  'shell.goHome': 'Go to the home feed',
  'shell.notInTessera': 'Not in Tessera',
  'error.notFoundTitle': "We couldn't find that page",
  'error.notFoundMessage': 'The link may be broken, or the page may have been removed.',
  'error.title': 'Something went wrong',
  'error.message': 'Tessera hit a problem showing this page. Try again in a moment.',
  'error.messageDoing': 'Tessera hit a problem {doing}. Try again in a moment.',
  'meta.notFound': 'Page not found',
  'meta.error': 'Something went wrong',
  'header.search': 'Search',
  'header.searchOf': 'Search {name}',
  'header.clearSearch': 'Clear search',
  'header.exploreCategories': 'Explore categories',
  'header.loadingCategories': 'Loading categories…',
  'header.categoriesFailed': 'Could not load the categories.',
  'header.allIdeas': 'All ideas',
  'header.videos': 'Videos',
  'header.createPin': 'Create Pin',
  'header.createCollage': 'Create collage',
  'header.createBoard': 'Create board',
  'header.notifications': 'Notifications',
  'header.loadingNotifications': 'Loading notifications',
  'header.messages': 'Messages',
  'header.inbox': 'Inbox',
  'header.loadingMessages': 'Loading messages',
  'header.invites': 'Invites',
  'header.invitesWaiting':
    '{count, plural, one {Invites, # waiting for your answer} other {Invites, # waiting for your answer}}',
  'ui.showPassword': 'Show password',
  'ui.hidePassword': 'Hide password',
  // the cookie banner (spec 02 §2, §4)
  'consent.title': 'Cookies on {name}',
  'consent.text':
    '{name} uses the cookies it needs to work, like the one that keeps you logged in. With your permission it also uses cookies to measure how {name} is used, to show ads that fit and to personalise what you see. You can change your choice at any time in your settings.',
  'consent.acceptAll': 'Accept all',
  'consent.rejectAll': 'Reject all',
  'consent.choose': 'Let me choose',
  'consent.settingsTitle': 'Cookie settings',
  'consent.settingsLead':
    '{name} always uses the cookies it needs to work, like the one that keeps you logged in. Choose which others it may use.',
  'consent.save': 'Save',
  // log in, sign up
  'auth.logInTitle': 'Log in to {name}',
  'auth.logInSubtitle': 'Welcome back. Find new ideas to try.',
  'auth.emailOrUsername': 'Email or username',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.forgotPassword': 'Forgot your password?',
  'auth.notMemberYet': 'Not on {name} yet?',
  'auth.alreadyMember': 'Already a member?',
  'auth.passwordHint': '8 to 128 characters. Avoid common passwords and your username.',
  'auth.firstName': 'First name',
  'auth.username': 'Username',
  'auth.usernameHint':
    '3 to 30 letters, digits or underscores. Your profile will be at /username/.',
  'auth.reason': 'Why do you want to join?',
  'auth.reasonHint': 'The administrators read this before they approve your request.',
  'auth.sendRequest': 'Send request',
  'auth.continue': 'Continue',
  'auth.welcomeTo': 'Welcome to {name}',
  'auth.findIdeas': 'Find new ideas to try',
  'auth.askToJoin': 'Ask to join',
  'auth.requestSent': 'Request sent',
  'auth.closedTitle': 'Sign-up is closed',
  'auth.inviteTitle': 'Sign-up is by invitation',
  'auth.invited': 'You were invited: make your account.',
  'auth.charactersLeft': '{count, plural, one {# character left} other {# characters left}}',
  'signup.howToJoin': 'How to join',
  'signup.firstAccount': 'First account',
  'signup.modeLine':
    'Sign-up: {mode, select, open {open} approval {by approval} invite {by invitation} other {closed}}',
  'signup.help.open': 'Anyone may make an account.',
  'signup.help.approval':
    'Tell the administrators why you want to join. Your request waits for them, and you get an email when they decide.',
  'signup.help.invite':
    'You need an invite link from an administrator or a member to make an account.',
  'signup.help.closed':
    'This instance is not taking new accounts. Ask its administrators (see About) if you think it should.',
  'signup.inviteInvalid':
    'This invite link has expired, was used up or was withdrawn. Ask for a new one.',
  'signup.firstAdmin':
    'This instance has no administrator yet: the account you make now becomes its administrator.',
  'signup.firstAdminNamed':
    'This instance has no administrator yet: the account named {username} becomes it.',
  // the language picker (settings and the visitor menu)
  'language.title': 'Language',
  'language.hint':
    'The language {name} speaks to you in. Without a choice it follows your browser.',
  'language.auto': 'Follow my browser',
  'language.save': 'Save language',
  'language.saved': 'Saved. {name} now speaks {language}.',
  'language.unknown': 'Choose one of the languages in the list.',
  'language.instanceDefault': 'Default language',
  'language.instanceHint':
    "For visitors whose browser asks for none of {name}'s languages, and for mail.",
  // the cookie choices (settings and the banner's modal: consent/CookieSwitches)
  'consent.analytics': 'Analytics',
  'consent.analyticsHint':
    'Count visits and see which pages are slow or little used, so we can make Tessera better.',
  'consent.marketing': 'Marketing',
  'consent.marketingHint':
    'Measure whether ads on and off Tessera work, and show you ads that fit what you like.',
  'consent.personalization': 'Personalisation',
  'consent.personalizationHint':
    'Shape your home feed and recommendations by what you save and look at.',
  // the design system's own words (ui/FieldFrame, ui/ConfirmDialog, ui/FilePick)
  'ui.characters': 'characters',
  'ui.cancel': 'Cancel',
  'ui.failed': 'Something went wrong. Try again.',
  'ui.unreachable': 'Tessera could not be reached. Check your connection and try again.',
  'ui.noFile': 'No file chosen',
  ...enSettings,
  ...enMessages,
  ...enBoards,
  ...enDiscovery,
  ...enCloseup,
  ...enAdmin,
  ...enGuidelines,
  ...enMail,
  ...enErrorsAccounts,
  ...enErrorsContent,
  ...enErrorsWeb,
  ...enRules,
  ...enAuthoring,
  ...enPwa,
  ...enRulesContent,
} as const;

export type MessageId = keyof typeof en;

/** A translation: every source id, no other. */
export type Catalog = Record<MessageId, string>;
