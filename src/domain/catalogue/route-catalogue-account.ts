import {
  AD_TOOLS,
  absent,
  BUSINESS_MANAGER,
  type CatalogueRoute,
  page,
  redirect,
} from './route-catalogue-types.ts';

/** spec 02 §2 account, creation-tool, business, advertiser and outbound routes; spec 01 §2 /edit, /me/, /news_hub/. */
export const ACCOUNT_ROUTES: readonly CatalogueRoute[] = [
  // spec 02 §2 Account (M-072 invite_code: read by /invited and the share landings)
  {
    ids: ['M-068'],
    pattern: '/login',
    example: '/login/',
    disposition: page('login.tsx', { members: 'sent-on' }),
  },
  {
    ids: ['M-069'],
    pattern: '/signup',
    example: '/signup/',
    disposition: page('signup.tsx', { members: 'sent-on' }),
  },
  {
    ids: ['M-070'],
    pattern: '/signup/sso-business-account',
    example: '/signup/sso-business-account/',
    // no single sign-on: a business account is a personal account converted (spec 02 §1)
    disposition: redirect('/business/convert/', 302),
  },
  {
    ids: ['M-071', 'M-072'],
    pattern: '/invited',
    example: '/invited/?invite_code=abc',
    disposition: page('invited.tsx'),
    unknownObject: true,
  },
  {
    ids: ['M-073'],
    pattern: '/password/reset',
    example: '/password/reset/',
    disposition: page('password-reset.tsx'),
  },
  {
    ids: ['M-074'],
    pattern: '/pw/:username',
    example: '/pw/{username}/',
    // the reset form asks for the email; a username in a url never reveals or prefills it
    disposition: redirect('/password/reset/', 302),
  },
  {
    ids: ['M-075'],
    pattern: '/secure/panic',
    example: '/secure/panic/',
    disposition: page('secure-panic.tsx'),
  },
  {
    ids: ['M-076'],
    pattern: '/email/subscription',
    example: '/email/subscription/',
    disposition: page('email-subscription.tsx'),
  },
  {
    ids: ['M-077'],
    pattern: '/email/user_survey',
    example: '/email/user_survey/',
    disposition: absent('absent.emailSurveys', 'absent.emailSurveysWhy'),
  },
  {
    ids: ['M-078'],
    pattern: '/email_verification_error',
    example: '/email_verification_error/',
    disposition: absent('absent.emailVerification', 'absent.emailVerificationWhy'),
  },
  {
    ids: ['M-079'],
    pattern: '/notifications',
    example: '/notifications/',
    disposition: page('notifications.tsx', { visitors: 'login' }),
  },
  {
    ids: ['M-080'],
    pattern: '/settings',
    example: '/settings/',
    disposition: page('settings.tsx', { visitors: 'login' }),
  },
  {
    ids: ['M-081'],
    pattern: '/settings/notifications',
    example: '/settings/notifications/',
    disposition: page('settings-notifications.tsx', { visitors: 'login' }),
  },
  {
    ids: ['M-082'],
    pattern: '/unauth-profile',
    example: '/unauth-profile/',
    // the viewer's own profile, after logging in
    disposition: redirect('/me/', 302),
  },
  {
    ids: ['M-083'],
    pattern: '/conversation/:conversationId',
    example: '/conversation/{conversation}/',
    disposition: page('conversation.tsx', { visitors: 'login' }),
  },
  {
    ids: ['M-084'],
    pattern: '/appealed-pin',
    example: '/appealed-pin/',
    disposition: absent('absent.appeals', 'absent.appealsWhy'),
  },
  {
    ids: ['M-085'],
    pattern: '/reports-and-violations',
    example: '/reports-and-violations/',
    disposition: page('reports-and-violations.tsx', { visitors: 'login' }),
  },
  {
    ids: ['M-086'],
    pattern: '/age-appeal',
    example: '/age-appeal/',
    disposition: absent('absent.ageChecks', 'absent.ageChecksWhy'),
  },
  {
    ids: ['M-087'],
    pattern: '/oauth',
    example: '/oauth/',
    // decision 058: the OAuth consent page; without an app's client_id it says what is missing
    disposition: page('oauth.tsx', { visitors: 'login' }),
    incompleteExample: true,
  },
  {
    ids: ['M-088'],
    pattern: '/app-factory-oauth',
    example: '/app-factory-oauth/',
    disposition: absent('absent.appSignIn', 'absent.appSignInWhy'),
  },
  // spec 02 §2 Creation tools
  {
    ids: ['M-089'],
    pattern: '/pin-editor',
    example: '/pin-editor/',
    disposition: page('pin-builder.tsx', { visitors: 'prompt' }),
  },
  {
    ids: ['M-090'],
    pattern: '/pin-builder',
    example: '/pin-builder/',
    disposition: page('pin-builder.tsx', { visitors: 'prompt' }),
  },
  {
    ids: ['M-091'],
    pattern: '/story-pin-builder',
    example: '/story-pin-builder/',
    disposition: redirect('/pin-builder/', 301),
  },
  {
    ids: ['M-092'],
    pattern: '/idea-pin-builder',
    example: '/idea-pin-builder/',
    disposition: redirect('/pin-builder/', 301),
  },
  {
    ids: ['M-093'],
    pattern: '/pin-creation-tool',
    example: '/pin-creation-tool/',
    disposition: redirect('/pin-builder/', 301),
  },
  {
    ids: ['M-094'],
    pattern: '/idea-ads-tool',
    example: '/idea-ads-tool/',
    disposition: absent('absent.noAds', AD_TOOLS),
  },
  {
    ids: ['M-095'],
    pattern: '/collage-creation-tool',
    example: '/collage-creation-tool/',
    disposition: page('collage-creation-tool.tsx', { visitors: 'prompt' }),
  },
  {
    ids: ['M-096'],
    pattern: '/tv/*',
    example: '/tv/studio/',
    disposition: absent('absent.liveStudio', 'absent.liveStudioWhy'),
  },
  // spec 02 §2 Business
  {
    ids: ['M-113'],
    pattern: '/business/convert',
    example: '/business/convert/',
    disposition: page('business-convert.tsx'),
  },
  {
    ids: ['M-115'],
    pattern: '/business/hub',
    example: '/business/hub/',
    // a business account's home in Tessera is the stats of its Pins
    disposition: redirect('/analytics/overview', 302),
  },
  {
    ids: ['M-097', 'M-112', 'M-114'],
    pattern: '/business/*',
    example: '/business/invite/',
    disposition: absent('absent.notPart', BUSINESS_MANAGER),
  },
  {
    ids: ['M-098'],
    pattern: '/business-access/*',
    example: '/business-access/1/dashboard/',
    disposition: absent('absent.notPart', BUSINESS_MANAGER),
  },
  {
    ids: ['M-099'],
    pattern: '/business-manager/*',
    example: '/business-manager/1/dashboard/',
    disposition: absent('absent.notPart', BUSINESS_MANAGER),
  },
  {
    ids: ['M-100', 'M-101', 'M-102', 'M-103'],
    pattern: '/business-hierarchy/*',
    example: '/business-hierarchy/1/managers/',
    disposition: absent('absent.notPart', BUSINESS_MANAGER),
  },
  {
    ids: ['M-104'],
    pattern: '/asset-groups/*',
    example: '/asset-groups/',
    disposition: absent('absent.notPart', BUSINESS_MANAGER),
  },
  {
    ids: ['M-105'],
    pattern: '/catalogs/*',
    example: '/catalogs/',
    disposition: absent('absent.notPart', BUSINESS_MANAGER),
  },
  {
    ids: ['M-106'],
    pattern: '/shared-tags/*',
    example: '/shared-tags/',
    disposition: absent('absent.notPart', AD_TOOLS),
  },
  {
    ids: ['M-107'],
    pattern: '/brand-safety/*',
    example: '/brand-safety/',
    disposition: absent('absent.notPart', AD_TOOLS),
  },
  {
    ids: ['M-108'],
    pattern: '/invoice-management/*',
    example: '/invoice-management/',
    disposition: absent('absent.notPart', AD_TOOLS),
  },
  {
    ids: ['M-109'],
    pattern: '/audiences/*',
    example: '/audiences/',
    disposition: absent('absent.notPart', AD_TOOLS),
  },
  {
    ids: ['M-110'],
    pattern: '/security/*',
    example: '/security/',
    disposition: absent('absent.notPart', BUSINESS_MANAGER),
  },
  {
    ids: ['M-111'],
    pattern: '/ad-accounts/*',
    example: '/ad-accounts/cee-migration/',
    disposition: absent('absent.notPart', AD_TOOLS),
  },
  // spec 02 §2 Advertiser
  {
    ids: ['M-116', 'M-117', 'M-118', 'M-119', 'M-120'],
    pattern: '/advertiser/*',
    example: '/advertiser/1/ads/edit/duplicate/',
    disposition: absent('absent.notPart', AD_TOOLS),
  },
  // spec 02 §2 Outbound redirect
  {
    ids: ['M-121'],
    pattern: '/offsite',
    example: '/offsite/?url=https%3A%2F%2Fexample.com%2F&pin={pin}',
    disposition: page('offsite.tsx'),
  },
  // spec 01 §2 card and closeup routes
  {
    ids: ['P-036', 'P-037'],
    pattern: '/edit',
    example: '/edit/',
    disposition: page('tune.tsx', { visitors: 'login' }),
  },
  {
    ids: ['P-038'],
    pattern: '/me',
    example: '/me/',
    disposition: redirect('/{viewer}/', 302, { file: 'me.tsx', visitors: 'login' }),
  },
  {
    ids: ['P-041'],
    pattern: '/news_hub/:newsId',
    example: '/news_hub/1/',
    // the news hub is what happened around you: Tessera's notifications
    disposition: redirect('/notifications/', 302),
  },
];
