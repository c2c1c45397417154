import { i18n, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalogs/index.ts';
import type { Said } from '../i18n/said.ts';
import { experienceColor, experienceIcon } from './experience-look';
import {
  type ExperienceWire,
  experienceDelayMs,
  fillBoardName,
  isEligible,
  isHeldOnBuilder,
  parsePlacedExperienceId,
  renderProblem,
  shouldSendComplete,
} from './experiences';

/** A render problem as the editor says it (decision 064): English, the source, and German. */
const german = setupI18n({ locale: 'de', messages: { de: CATALOGS.de } });
const said = (s: Said | null, in18n = i18n) => (s ? in18n._(s.id, s.values) : null);

const e = (type: number, display_data: ExperienceWire['display_data'], experience_id = 600) => ({
  experience_id,
  type,
  display_data,
});

describe('renderProblem (spec 02 §5)', () => {
  it.each([
    [
      'M-260 a modal with title, body and complete text',
      e(26, { title: 'T', body: 'B', complete_button: { text: 'OK' } }),
      true,
    ],
    ['M-260 a modal without the complete text', e(26, { title: 'T', body: 'B' }), false],
    [
      'M-261 an upsell with type upsell and a message',
      e(28, { type: 'upsell', message: 'M' }),
      true,
    ],
    ['M-261 an upsell of another type', e(28, { type: 'info-callout', message: 'M' }), false],
    [
      'M-262 a callout of a known type with a message',
      e(27, { type: 'warning-callout', message: 'M' }),
      true,
    ],
    ['M-262 a callout of an unknown type', e(27, { type: 'shout', message: 'M' }), false],
    ['M-262 a callout without a message', e(27, { type: 'info-callout' }), false],
    [
      'M-263 the metrics banner with 2 buttons and both texts',
      e(
        5,
        {
          title_text: 'T',
          subtitle_text: 'S',
          buttons: [
            { text: 'a', uri: '/a' },
            { text: 'b', uri: '/b' },
          ],
        },
        502527,
      ),
      true,
    ],
    [
      'M-263 the metrics banner with 1 button',
      e(5, { title_text: 'T', subtitle_text: 'S', buttons: [{ text: 'a', uri: '/a' }] }, 502527),
      false,
    ],
    ['a survey with its link', e(5, { link: { href: 'https://survey.test/x' } }), true],
    ['M-264 a pop-over with an anchor', e(29, { anchor: '#a', text: 'x' }), true],
    ['M-264 a pop-over without one', e(29, { text: 'x' }), false],
    ['a toast with text', e(10, { text: 'Saved' }), true],
    ['M-148 a hero banner with its text', e(27, { display_type: 'hero', text: 'Hi' }), true],
    ['M-148 a flyout without text', e(27, { display_type: 'flyout' }), false],
    [
      'M-147 a search delight with its labels',
      e(27, { component_type: 3, search_query_list: ['cake'] }),
      true,
    ],
    ['M-134 type 0 is not renderable', e(0, {}), false],
    ['M-196 experience 1 never', e(10, { text: 'x' }, 1), false],
  ])('%s', (_n, exp, ok) => {
    expect(renderProblem(exp) === null).toBe(ok);
  });

  it('M-264 the anchor must exist on the page when the page can be asked', () => {
    const exp = e(29, { anchor: '#missing', text: 'x' });
    expect(said(renderProblem(exp, () => false))).toMatch(/not on this page/);
    expect(renderProblem(exp, () => true)).toBeNull();
  });

  it.each([
    [e(10, {}), 'A toast needs its text.', 'Ein Toast braucht seinen Text.'],
    [
      e(27, { display_type: 'flyout' }),
      'A flyout needs its text.',
      'Ein Flyout braucht seinen Text.',
    ],
    [
      e(27, { display_type: 'hero' }),
      'A hero needs its text.',
      'Ein Hero-Banner braucht seinen Text.',
    ],
    [e(42, {}), 'Type 42 is not a known experience type.', 'Typ 42 ist kein bekannter Hinweistyp.'],
    [
      e(28, { type: 'info-callout', message: 'x' }),
      "An upsell banner needs type 'upsell' and a message.",
      "Ein Upsell-Banner braucht den Typ 'upsell' und eine Nachricht.",
    ],
  ])('the reason is said in the reader’s language: %#', (exp, english, inGerman) => {
    expect(said(renderProblem(exp))).toBe(english);
    expect(said(renderProblem(exp), german)).toBe(inGerman);
  });
});

describe('eligibility (spec 02 §4)', () => {
  const wire = {
    ...e(10, { text: 'x' }),
    placement_id: 1,
    id: 1,
    status: 'not_viewed',
    triggerable_placed_exps: [],
  } as ExperienceWire;
  it('M-196 id 1 is never eligible', () => {
    expect(isEligible({ ...wire, experience_id: 1 }, {})).toBe(false);
  });
  it.each([
    ['M-197 by id list', { ids: [600] }, true],
    ['M-197 by type list', { types: [10] }, true],
    ['M-197 by predicate', { predicate: (): boolean => true }, true],
    [
      'M-197 matching none of them',
      { ids: [7], types: [26], predicate: (): boolean => false },
      false,
    ],
  ])('%s', (_n, rule, ok) => {
    expect(isEligible(wire, rule)).toBe(ok);
  });
});

describe('M-331 placed experience ids', () => {
  it.each([
    ['1000541%3A503755', { placementId: 1000541, experienceId: 503755 }],
    ['1000541:503755', { placementId: 1000541, experienceId: 503755 }],
    ['1001', { id: 1001 }],
    [1001, { id: 1001 }],
    ['abc', null],
    ['1%3A', null],
  ])('%s', (raw, parsed) => {
    expect(parsePlacedExperienceId(raw)).toEqual(parsed);
  });
});

describe('timing and text rules', () => {
  it('M-191 complete goes for code 1 or 2, or with removal prevented', () => {
    expect([1, 2, 3].map((c) => shouldSendComplete(c, false))).toEqual([true, true, false]);
    expect(shouldSendComplete(3, true)).toBe(true);
  });
  it('M-202 the delay in ms, or in seconds', () => {
    expect(experienceDelayMs({ delay_in_millis: 1500 })).toBe(1500);
    expect(experienceDelayMs({ delay: 2 })).toBe(2000);
    expect(experienceDelayMs({})).toBe(0);
  });
  it('M-151 the tooltip’s {boardName}', () => {
    expect(fillBoardName('Saved to {boardName}', 'Recipes')).toBe('Saved to Recipes');
  });
  it('M-130 placement 1000421 waits on the builders only', () => {
    expect(isHeldOnBuilder(1000421, '/pin-builder/')).toBe(true);
    expect(isHeldOnBuilder(1000421, '/idea-pin-builder')).toBe(true);
    expect(isHeldOnBuilder(1000421, '/')).toBe(false);
    expect(isHeldOnBuilder(1000503, '/pin-builder/')).toBe(false);
  });
  it('M-150 colour ids 1–12', () => {
    expect([1, 2, 3, 4, 10, 12, 13].map(experienceColor)).toEqual([
      'default',
      'subtle',
      'subtle',
      'inverse',
      'brandPrimary',
      'dark',
      'default',
    ]);
  });
  it('M-149 icon ids 1–38', () => {
    expect([1, 2, 3, 4, 5, 39].map(experienceIcon)).toEqual([
      'pinterest',
      'sparkle',
      'search',
      'share',
      'download',
      null,
    ]);
  });
});
