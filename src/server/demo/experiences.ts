import { BUSINESS_UPGRADE_EXPERIENCE } from '#domain/experiences/experiences';

/**
 * Issue 14: the demo's experiences, as an author would import them (experienceInputSchema), so a
 * demo visitor meets the framework on the home page: spec 02 §1's business upgrade banner for
 * people without a business account, a welcome toast for new accounts, and a tooltip with a
 * pulsar on the header's Create button. All active. No survey: Tessera has no survey page to
 * link to yet, and a survey that opens something else would not be one.
 */
export const DEMO_EXPERIENCES = [
  {
    id: BUSINESS_UPGRADE_EXPERIENCE,
    name: 'Business upgrade banner',
    type: 28,
    placement_ids: [1000541],
    display_data: {
      type: 'upsell',
      title: 'Discover your top performing Pins',
      message:
        'Get a free business account to drive traffic to your site, grow your audience and sell more.',
      primaryAction: {
        label: 'Upgrade',
        accessibilityLabel: 'Upgrade to a free business account',
        href: '/business/convert/',
      },
    },
    targeting: { audience: 'signed_in', is_partner: false },
    priority: 10,
    state: 'active',
  },
  {
    id: 503801,
    name: 'Welcome toast',
    type: 10,
    placement_ids: [1000503],
    display_data: {
      text: 'Welcome to Tessera! Save the ideas you love to boards.',
      icon: 2,
      duration: 5000,
    },
    targeting: { audience: 'signed_in', newness: 'new' },
    priority: 20,
    state: 'active',
  },
  {
    id: 503802,
    name: 'Create button tooltip',
    type: 8,
    placement_ids: [1000503],
    display_data: {
      // the Create button names itself: the header's first button is Explore's arrow
      anchor: '[data-experience-anchor="create"]',
      anchors_by_platform: {
        web: '[data-experience-anchor="create"]',
        mobile: 'nav[aria-label="Bottom navigation"] a[href="/pin-builder"]',
      },
      has_pulsar: true,
      has_tooltip: true,
      text: 'Make your own Pins and boards from here.',
      tooltip: {
        mainText: 'Make your own Pins and boards from here.',
        confirmButtonText: 'Got it',
        idealDirection: 'down',
      },
    },
    targeting: { audience: 'signed_in', routes: ['home'] },
    priority: 5,
    state: 'active',
  },
] as const;
