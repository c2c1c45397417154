import { describe, expect, it } from 'vitest';
import { asTextBundle, bundleOf, isServerOnly } from './bundles.ts';

describe('bundleOf: the catalog bundle an id travels in (decision 064)', () => {
  it.each([
    ['shell.home', 'core'],
    ['closeup.visitSite', 'core'],
    ['settings.profile.save', 'settings'],
    ['admin.users.title', 'admin'],
    ['guidelines.lead', 'guidelines'],
    ['profile.header', 'boards'],
    ['collage.title', 'builder'],
    ['notif.title', 'messages'],
    ['analytics.title', 'pages'],
    ['shopping.title', 'discover'],
    // a prefix alone or one that merely starts like a bundle's is core
    ['settingsish.x', 'core'],
    ['settings', 'core'],
    ['constructor.x', 'core'],
    ['', 'core'],
  ])('%s → %s', (id, bundle) => {
    expect(bundleOf(id)).toBe(bundle);
  });

  it.each([
    ['core', 'core'],
    ['admin', 'admin'],
    ['Admin', null],
    ['toString', null],
    [undefined, null],
  ])('asTextBundle(%s) is %s', (name, bundle) => {
    expect(asTextBundle(name)).toBe(bundle);
  });
});

describe('isServerOnly: texts no page loads (decision 064)', () => {
  it.each([
    ['mail.reset.subject', true],
    ['errors.boards.nameTooLong', true],
    ['mailbox.x', false],
    ['shell.home', false],
    ['mail', false],
  ])('%s → %s', (id, serverOnly) => {
    expect(isServerOnly(id)).toBe(serverOnly);
  });
});
