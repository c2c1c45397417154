import type { ListedStatus } from '#domain/sharing/offsite';

/**
 * Issue 13: two of the demo's own example sites are on the domain safety list, so that a demo
 * visitor meets the 'Heads up!' modal on some of their pins (the rest open through /offsite/).
 */
export const DEMO_LISTED_DOMAINS: readonly {
  host: string;
  status: ListedStatus;
  message: string;
}[] = [
  {
    host: 'paletteweekly.example',
    status: 'blocked',
    message:
      'Palette Weekly was reported for sending people to fake giveaway pages, so Tessera does not open its links.',
  },
  { host: 'glossandgrain.example', status: 'suspicious', message: '' },
];
