/**
 * Experiments that alter the pin card (spec 01 §9), their variant parsing and the card rules
 * they drive (title clamp, grid title visibility, brand-name order, attribution).
 *
 * An experiment assignment is a map from experiment name to group name, e.g.
 * `{ web_pinrep_one_line_title: 'enabled' }`. Decisions: a group is "on" when it is `enabled`
 * or starts with `enabled_` (the spec's `enabled_N` and `enabled_remove_product_tag` groups);
 * `control`, `employees`-style or unknown groups and missing experiments are off. Names and
 * groups compare case-insensitively after trimming.
 */

/** spec 01 §9: experiments that alter the card. */
export const CARD_EXPERIMENTS = [
  'ads_web_brand_name_reorder',
  'simpler_ad_attribution',
  'web_pinrep_one_line_title',
  'web_overflow_menu_entrypoint',
  'web_text_only_attribution',
  'web_food_indicator',
  'ads_dynamic_titles_mvp',
  'web_hide_playable_pin_grid_title',
  'profile_saves_for_all',
] as const;
export type CardExperiment = (typeof CARD_EXPERIMENTS)[number];

/** Experiment name → group name, as assigned to a viewer. */
export type Experiments = Readonly<Record<string, string | null | undefined>>;

export const NO_EXPERIMENTS: Experiments = Object.freeze({});

/** spec 01 §9: ads_web_brand_name_reorder variants control 0, enabled 1, enabled_remove_product_tag 2. */
export const BRAND_NAME_REORDER_VARIANTS = {
  control: 0,
  enabled: 1,
  enabled_remove_product_tag: 2,
} as const;
export type BrandNameReorderVariant =
  (typeof BRAND_NAME_REORDER_VARIANTS)[keyof typeof BRAND_NAME_REORDER_VARIANTS];

/** spec 01 §9: title clamp 2 lines (1 in one-line-title experiments); description clamp 2 lines. */
export const TITLE_CLAMP_LINES = 2;
export const ONE_LINE_TITLE_CLAMP_LINES = 1;
export const DESCRIPTION_CLAMP_LINES = 2;

/** Type guard for an experiment name arriving from outside. */
export function isCardExperiment(name: string): name is CardExperiment {
  return (CARD_EXPERIMENTS as readonly string[]).includes(name);
}

/**
 * Parse an assignment list such as `web_pinrep_one_line_title:enabled,profile_saves_for_all:control`
 * (entries separated by ',' or ';', name and group by ':' or '='). Unknown names are kept (the
 * server may assign experiments this module does not know); malformed entries are skipped; the
 * last assignment of a name wins. Names and groups are lowercased.
 */
export function parseExperiments(raw: string | null | undefined): Experiments {
  const out: Record<string, string> = {};
  for (const entry of (raw ?? '').split(/[,;]/)) {
    const m = /^\s*([a-z0-9_]+)\s*[:=]\s*([a-z0-9_]+)\s*$/i.exec(entry);
    if (!m?.[1] || !m[2]) continue;
    out[m[1].toLowerCase()] = m[2].toLowerCase();
  }
  return out;
}

/** The group a viewer is in for `name` (lowercased, trimmed), or null when not assigned. */
export function experimentGroup(experiments: Experiments, name: string): string | null {
  const group = experiments[name]?.trim().toLowerCase();
  return group ? group : null;
}

/** True when the group is `enabled` or an `enabled_…` group. */
export function isEnabledGroup(group: string | null | undefined): boolean {
  const g = group?.trim().toLowerCase() ?? '';
  return g === 'enabled' || g.startsWith('enabled_');
}

/** True when the viewer is in an enabled group of the experiment. */
export function isInExperiment(experiments: Experiments, name: CardExperiment): boolean {
  return isEnabledGroup(experimentGroup(experiments, name));
}

/**
 * spec 01 §9: ads_web_brand_name_reorder variant — control 0, enabled 1,
 * enabled_remove_product_tag 2; an unknown or missing group is control (0).
 */
export function brandNameReorderVariant(experiments: Experiments): BrandNameReorderVariant {
  const group = experimentGroup(experiments, 'ads_web_brand_name_reorder');
  if (group !== null && Object.hasOwn(BRAND_NAME_REORDER_VARIANTS, group)) {
    return BRAND_NAME_REORDER_VARIANTS[group as keyof typeof BRAND_NAME_REORDER_VARIANTS];
  }
  return BRAND_NAME_REORDER_VARIANTS.control;
}

/**
 * Reading of the variant names: variants 1 and 2 show the brand name before the title;
 * variant 2 ("remove product tag") also drops the product tag.
 */
export function brandNameFirst(experiments: Experiments): boolean {
  return brandNameReorderVariant(experiments) >= BRAND_NAME_REORDER_VARIANTS.enabled;
}

export function showsProductTag(experiments: Experiments): boolean {
  return (
    brandNameReorderVariant(experiments) !== BRAND_NAME_REORDER_VARIANTS.enabled_remove_product_tag
  );
}

/** spec 01 §9: the one-line-title experiment (web_pinrep_one_line_title). */
export function isOneLineTitle(experiments: Experiments): boolean {
  return isInExperiment(experiments, 'web_pinrep_one_line_title');
}

/** spec 01 §9: title clamp 2 lines, 1 in the one-line-title experiment. */
export function titleClampLines(experiments: Experiments): 1 | 2 {
  return isOneLineTitle(experiments) ? ONE_LINE_TITLE_CLAMP_LINES : TITLE_CLAMP_LINES;
}

/**
 * spec 01 §9: whether the grid title shows on the card. A weight-loss ad message hides the
 * title; web_hide_playable_pin_grid_title hides it on playable (video or story) pins; an
 * empty title never shows.
 */
export function showsGridTitle(input: {
  experiments: Experiments;
  title: string | null | undefined;
  isPlayable?: boolean;
  hasWeightLossMessage?: boolean;
}): boolean {
  if (!input.title?.trim()) return false;
  if (input.hasWeightLossMessage) return false;
  return !(
    input.isPlayable && isInExperiment(input.experiments, 'web_hide_playable_pin_grid_title')
  );
}

/**
 * spec 01 §5: "An 'Ad • ' prefix is added to non-promoted pins in an experiment". Reading: the
 * experiment is simpler_ad_attribution, the only ad-attribution experiment of spec 01 §9.
 */
export function usesAdPrefix(experiments: Experiments): boolean {
  return isInExperiment(experiments, 'simpler_ad_attribution');
}

/** spec 01 §9: web_text_only_attribution shows the attribution as text without an avatar. */
export function usesTextOnlyAttribution(experiments: Experiments): boolean {
  return isInExperiment(experiments, 'web_text_only_attribution');
}

/** spec 01 §6, §9: profile_saves_for_all gives other signed-in users quick-save behaviour. */
export function isProfileSavesForAll(experiments: Experiments): boolean {
  return isInExperiment(experiments, 'profile_saves_for_all');
}
