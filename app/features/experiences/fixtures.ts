import type { ExperienceWire } from '#domain/experiences/experiences';
import { fixtureWire } from './fixture-wire';
import { RENDERER_FIXTURES } from './renderers/fixtures';

/** One fixture experience of every renderer, for the gallery and the authoring preview's tests. */
export interface ExperienceFixture {
  title: string;
  experience: ExperienceWire;
}

export const EXPERIENCE_FIXTURES: ExperienceFixture[] = [
  {
    title: 'Business upgrade banner (type 28, experience 503755)',
    experience: fixtureWire(503755, 28, {
      type: 'upsell',
      title: 'Discover your top performing Pins',
      message:
        'Get a free business account to drive traffic, grow your audience and sell more products.',
      primaryAction: { label: 'Upgrade', href: '/business/convert/' },
      secondaryAction: { label: 'Not now' },
    }),
  },
  {
    title: 'Upsell callout with an image (type 28)',
    experience: fixtureWire(600101, 28, {
      type: 'upsell',
      title: 'Try the board planner',
      message: 'Plan a whole project on one board. <a href="/settings/">Learn more</a>',
      image: { url: '/favicon.svg', imageAlt: '', width: 96, height: 96 },
      primaryAction: { label: 'Try it', href: '/' },
    }),
  },
  {
    title: 'Info callout (type 27)',
    experience: fixtureWire(600102, 27, {
      type: 'info-callout',
      title: 'New: dark theme',
      message: 'Switch it on in Settings, under Appearance.',
      primaryAction: { label: 'Open settings', href: '/settings/' },
    }),
  },
  {
    title: 'Warning callout (type 27)',
    experience: fixtureWire(600103, 27, {
      type: 'warning-callout',
      message: 'Some of your pins link to a site that may be unsafe. Check them in your profile.',
    }),
  },
  {
    title: 'Error callout (type 27)',
    experience: fixtureWire(600104, 27, {
      type: 'error-callout',
      title: 'We could not import your pins',
      message: 'The file was not a Tessera export. Try again with the file you downloaded.',
      canClose: true,
    }),
  },
  {
    title: 'Nag banner (type 27, component_type 1)',
    experience: fixtureWire(600105, 27, {
      type: 'info-callout',
      component_type: 1,
      message:
        'Confirm your email address to keep your account safe. <a href="https://example.com/help" target="_blank">Why?</a>',
    }),
  },
  {
    title: 'Metrics banner (type 5, experience 502527)',
    experience: fixtureWire(502527, 5, {
      title_text: 'Your pins were seen 1,240 times this week',
      subtitle_text: 'That is 18% more than last week.',
      detailed_text: 'Figures from the last 7 days.',
      buttons: [
        { text: 'See your pins', uri: '/me/' },
        { text: 'Create a pin', uri: '/pin-builder/' },
      ],
    }),
  },
  {
    title: 'Modal (type 26)',
    experience: fixtureWire(600106, 26, {
      title: 'Welcome to Tessera',
      body: 'Save ideas you love to boards, and find more like them in your home feed.',
      complete_button: { text: 'Get started' },
      dismiss_button: { text: 'Later' },
    }),
  },
  {
    title: 'Toast (type 10)',
    experience: fixtureWire(600107, 10, {
      text: 'Welcome! Save your first pin to start your home feed.',
      icon: 2,
      duration: 4000,
      link: { href: '/', text: 'Explore' },
    }),
  },
  ...RENDERER_FIXTURES,
];
