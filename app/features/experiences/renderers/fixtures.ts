import type { ExperienceWire } from '#domain/experiences/experiences';
import { fixtureWire } from '../fixture-wire';

const THUMBS = ['/favicon.svg', '/favicon.svg?b', '/favicon.svg?c'];

/**
 * One experience of each of these renderers (tooltip, pop-over, hero, flyout, survey, search
 * delight), for the gallery at /_dev/experiences; drawn in preview mode.
 */
export const RENDERER_FIXTURES: { title: string; experience: ExperienceWire }[] = [
  {
    title: 'Tooltip with a pulsar (type 8): tap the dot',
    experience: fixtureWire(600201, 8, {
      anchor: '[data-experience-anchor="save"]',
      has_pulsar: true,
      has_tooltip: true,
      tooltip: {
        mainText: 'Save ideas to {boardName} with one tap.',
        confirmButtonText: 'Got it',
        cancelButtonText: 'Not now',
        idealDirection: 'right',
      },
      disappearTime: 10_000,
    }),
  },
  {
    title: 'Tooltip without a pulsar (type 8)',
    experience: fixtureWire(600202, 8, {
      anchors_by_platform: { web: '[data-experience-anchor="create"]' },
      has_pulsar: false,
      has_tooltip: true,
      text: 'Create a Pin from anything you find.',
      complete_button_text: 'Show me',
      scroll_to_dismiss: true,
      scroll_to_dismiss_delay_in_seconds: 2,
      flyout_direction: 'down',
    }),
  },
  {
    title: 'Tooltip with neither (type 8): completes at once',
    experience: fixtureWire(600203, 8, {
      anchor: '[data-experience-anchor="save"]',
      has_pulsar: false,
      has_tooltip: false,
    }),
  },
  {
    title: 'Educational pop-over (type 29)',
    experience: fixtureWire(600204, 29, {
      anchor: '[data-experience-anchor="boards"]',
      title: 'Keep ideas together',
      body: 'Boards hold the Pins you save. Make one for each project.',
      complete_button: { text: 'Make a board' },
      dismiss_button: { text: 'Later' },
      scroll_to_dismiss: true,
    }),
  },
  {
    title: 'Hero banner (display_type hero, type 27)',
    experience: fixtureWire(600205, 27, {
      display_type: 'hero',
      text: 'Welcome to Tessera',
      sub_text: 'Save ideas you love and find more like them.',
      thumbnail_urls: THUMBS,
      complete_button_text: 'Start exploring',
      complete_button_cta_url: '/ideas',
      dismiss_button_text: 'Not now',
    }),
  },
  {
    title: 'Thumbnail flyout (display_type flyout, type 27)',
    experience: fixtureWire(600206, 27, {
      display_type: 'flyout',
      text: 'More ideas for your kitchen',
      sub_text: 'Picked from what you saved this week.',
      thumbnail_urls: [...THUMBS, '/favicon.svg?d'],
      button_text: 'See them',
      button_uri: '/',
      scroll_to_dismiss: true,
    }),
  },
  {
    title: 'Survey, embedded (type 5, anket)',
    experience: fixtureWire(
      600207,
      5,
      {
        anket: true,
        link: { href: 'https://survey.example.com/s/42' },
        body: 'Two minutes, five questions.',
      },
      1000421,
    ),
  },
  {
    title: 'Survey, as a link (type 5)',
    experience: fixtureWire(
      600208,
      5,
      {
        link: { href: 'https://survey.example.com/s/43', text: 'Take the survey' },
        body: 'Tell us how saving went today.',
      },
      1000421,
    ),
  },
  {
    title: 'Search delight (component_type 3)',
    experience: fixtureWire(600209, 27, {
      component_type: 3,
      search_query_list: ['halloween', 'costumes'],
      text: 'Spooky season is here',
      text_colors: ['#ff7a00', '#6b2fbf'],
      text_background_color: '#1a1a1a',
    }),
  },
];
