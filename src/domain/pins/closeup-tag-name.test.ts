import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS, type MessageId } from '../i18n/catalogs/index.ts';
import { closeupTagName } from './closeup-tag-name.ts';
import { closeupTags } from './closeup-tags.ts';

const sayIn = (locale: 'en' | 'de') => {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return (id: MessageId) => i18n._(id);
};

describe('closeupTagName (P-062, decision 064)', () => {
  const [shop, interest] = closeupTags({
    interest: { name: 'Home decor', urlName: 'home-decor', id: 7 },
    shopTheLook: true,
  });

  it('says the shop-the-look tag in the page’s language, and a name as it is', () => {
    expect(shop && closeupTagName(shop, sayIn('en'))).toBe('Shop the look');
    expect(shop && closeupTagName(shop, sayIn('de'))).toBe('Look nachshoppen');
    expect(interest && closeupTagName(interest, sayIn('de'))).toBe('Home decor');
  });
});
