import { describe, expect, it } from 'vitest';
import {
  BRAND_NAME_REORDER_VARIANTS,
  brandNameFirst,
  brandNameReorderVariant,
  CARD_EXPERIMENTS,
  DESCRIPTION_CLAMP_LINES,
  type Experiments,
  experimentGroup,
  isCardExperiment,
  isEnabledGroup,
  isOneLineTitle,
  isProfileSavesForAll,
  NO_EXPERIMENTS,
  parseExperiments,
  showsGridTitle,
  showsProductTag,
  titleClampLines,
  usesAdPrefix,
  usesTextOnlyAttribution,
} from './experiments.ts';

describe('card experiments (spec 01 §9)', () => {
  it('P-435 lists the nine experiments that alter the card, in the spec order', () => {
    expect([...CARD_EXPERIMENTS]).toEqual([
      'ads_web_brand_name_reorder',
      'simpler_ad_attribution',
      'web_pinrep_one_line_title',
      'web_overflow_menu_entrypoint',
      'web_text_only_attribution',
      'web_food_indicator',
      'ads_dynamic_titles_mvp',
      'web_hide_playable_pin_grid_title',
      'profile_saves_for_all',
    ]);
  });

  it.each<[string, boolean]>([
    ['web_pinrep_one_line_title', true],
    ['profile_saves_for_all', true],
    ['web_pinrep_two_line_title', false],
    ['', false],
  ])('P-435 %j is a card experiment: %s', (name, expected) => {
    expect(isCardExperiment(name)).toBe(expected);
  });

  it.each<[string | null | undefined, Experiments]>([
    ['web_pinrep_one_line_title:enabled', { web_pinrep_one_line_title: 'enabled' }],
    [
      'ads_web_brand_name_reorder=enabled_remove_product_tag; profile_saves_for_all:control',
      {
        ads_web_brand_name_reorder: 'enabled_remove_product_tag',
        profile_saves_for_all: 'control',
      },
    ],
    ['WEB_FOOD_INDICATOR:Enabled, bad entry, :x, y:', { web_food_indicator: 'enabled' }],
    ['a:control,a:enabled', { a: 'enabled' }],
    ['', {}],
    [null, {}],
  ])('P-435 parses %j', (raw, expected) => {
    expect(parseExperiments(raw)).toEqual(expected);
  });

  it.each<[string | null | undefined, boolean]>([
    ['enabled', true],
    ['enabled_2', true],
    ['enabled_remove_product_tag', true],
    [' Enabled ', true],
    ['control', false],
    ['enabledish', false],
    ['', false],
    [null, false],
  ])('P-435 group %j is on: %s', (group, expected) => {
    expect(isEnabledGroup(group)).toBe(expected);
  });

  it('P-435 experimentGroup reads a trimmed lowercase group, null when unassigned', () => {
    expect(experimentGroup({ x: ' Control ' }, 'x')).toBe('control');
    expect(experimentGroup({ x: '' }, 'x')).toBeNull();
    expect(experimentGroup(NO_EXPERIMENTS, 'x')).toBeNull();
  });
});

describe('ads_web_brand_name_reorder (spec 01 §9)', () => {
  it('P-436 variants are control 0, enabled 1, enabled_remove_product_tag 2', () => {
    expect(BRAND_NAME_REORDER_VARIANTS).toEqual({
      control: 0,
      enabled: 1,
      enabled_remove_product_tag: 2,
    });
  });

  it.each<[string | undefined, 0 | 1 | 2, boolean, boolean]>([
    ['control', 0, false, true],
    ['enabled', 1, true, true],
    ['enabled_remove_product_tag', 2, true, false],
    ['ENABLED_REMOVE_PRODUCT_TAG', 2, true, false],
    ['something_else', 0, false, true],
    ['constructor', 0, false, true],
    [undefined, 0, false, true],
  ])('P-436 group %j is variant %i (brand first %s, product tag %s)', (group, v, first, tag) => {
    const exp: Experiments = { ads_web_brand_name_reorder: group };
    expect(brandNameReorderVariant(exp)).toBe(v);
    expect(brandNameFirst(exp)).toBe(first);
    expect(showsProductTag(exp)).toBe(tag);
  });
});

describe('title and description clamp (spec 01 §9)', () => {
  it.each<[Experiments, boolean, 1 | 2]>([
    [{}, false, 2],
    [{ web_pinrep_one_line_title: 'control' }, false, 2],
    [{ web_pinrep_one_line_title: 'enabled' }, true, 1],
    [{ web_pinrep_one_line_title: 'enabled_v2' }, true, 1],
    [{ web_text_only_attribution: 'enabled' }, false, 2],
  ])('P-402 P-403 experiments %j: one-line %s, title clamp %i', (exp, oneLine, lines) => {
    expect(isOneLineTitle(exp)).toBe(oneLine);
    expect(titleClampLines(exp)).toBe(lines);
  });

  it('P-404 the description clamp is 2 lines', () => {
    expect(DESCRIPTION_CLAMP_LINES).toBe(2);
  });
});

describe('grid title visibility (spec 01 §9)', () => {
  const hidePlayable: Experiments = { web_hide_playable_pin_grid_title: 'enabled' };
  it.each<[string, Parameters<typeof showsGridTitle>[0], boolean]>([
    [
      'P-437 a weight-loss ad message hides the title',
      {
        experiments: {},
        title: 'Meal plan',
        hasWeightLossMessage: true,
      },
      false,
    ],
    [
      'P-435 playable pin in web_hide_playable_pin_grid_title',
      {
        experiments: hidePlayable,
        title: 'Clip',
        isPlayable: true,
      },
      false,
    ],
    [
      'P-435 still pin in web_hide_playable_pin_grid_title',
      {
        experiments: hidePlayable,
        title: 'Chair',
        isPlayable: false,
      },
      true,
    ],
    [
      'P-435 playable pin in control',
      {
        experiments: { web_hide_playable_pin_grid_title: 'control' },
        title: 'Clip',
        isPlayable: true,
      },
      true,
    ],
    ['P-402 an ordinary title shows', { experiments: {}, title: 'Chair' }, true],
    ['P-402 a blank title never shows', { experiments: {}, title: '  ' }, false],
  ])('%s', (_name, input, expected) => {
    expect(showsGridTitle(input)).toBe(expected);
  });
});

describe('other card experiments (spec 01 §5, §6, §9)', () => {
  it.each<[Experiments, boolean, boolean, boolean]>([
    [{}, false, false, false],
    [{ simpler_ad_attribution: 'enabled' }, true, false, false],
    [{ web_text_only_attribution: 'enabled' }, false, true, false],
    [{ profile_saves_for_all: 'enabled' }, false, false, true],
    [{ profile_saves_for_all: 'control', simpler_ad_attribution: 'control' }, false, false, false],
  ])('P-264 P-313 P-435 %j: Ad prefix %s, text-only %s, saves for all %s', (exp, ad, text, all) => {
    expect(usesAdPrefix(exp)).toBe(ad);
    expect(usesTextOnlyAttribution(exp)).toBe(text);
    expect(isProfileSavesForAll(exp)).toBe(all);
  });
});
