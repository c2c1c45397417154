import type { Said } from '../i18n/said.ts';

/**
 * The experience framework's pure rules (spec 02 §3–§5, §9): the types, the placements the spec
 * names, which experience can be drawn, which is eligible, and the ids of the calls.
 */

/** spec 02 §3 (M-134): the numeric experience types */
export const EXPERIENCE_TYPES = {
  notRenderable: 0,
  survey: 5,
  tooltip: 8,
  toast: 10,
  modal: 26,
  neutralCallout: 27,
  upsellCallout: 28,
  educationalPopover: 29,
} as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[keyof typeof EXPERIENCE_TYPES];
export const EXPERIENCE_TYPE_IDS: readonly number[] = Object.values(EXPERIENCE_TYPES);

export const EXPERIENCE_TYPE_NAMES: Record<ExperienceType, string> = {
  0: 'Not renderable',
  5: 'Survey (or metrics banner)',
  8: 'Anchored tooltip',
  10: 'Toast',
  26: 'Modal',
  27: 'Neutral callout',
  28: 'Upsell callout',
  29: 'Educational pop-over',
};

/** spec 02 §2 (M-122): the home page's surface carries these placements */
export const HOME_PLACEMENTS = [11, 1000541, 1000503] as const;
/** spec 02 §4 (M-201): placement 11 is rendered by the server with the page */
export const SERVER_RENDERED_PLACEMENT = 11;
/** spec 02 §4 (M-189): viewing this placement refetches */
export const REFETCH_ON_VIEW_PLACEMENT = 1000162;
/** spec 02 §4 (M-215): viewed as it appears on screen */
export const VIEW_ON_APPEAR_PLACEMENT = 1000075;
/** spec 02 §4 (M-214): viewed on mount */
export const VIEW_ON_MOUNT_EXPERIENCE = 500500;
/** spec 02 §4 (M-216): completed automatically with removal prevented */
export const AUTO_COMPLETE_EXPERIENCES: readonly number[] = [502312, 502320, 502321, 502322];
/** spec 02 §3 (M-135): type 5 with this id is the metrics banner, not a survey */
export const METRICS_BANNER_EXPERIENCE = 502527;
/** spec 02 §1 (M-008, M-009): the business upgrade banner */
export const BUSINESS_UPGRADE_EXPERIENCE = 503755;
/** spec 02 §2 (M-130, M-131): held back on the builders, rechecked every 3 s */
export const BUILDER_HELD_SURVEY_PLACEMENT = 1000421;
export const BUILDER_PATH_PREFIXES = ['/pin-builder', '/idea-pin-builder'] as const;

/** spec 02 §9 timings, in milliseconds */
export const EXPERIENCE_TIMINGS = {
  surveyPresentationDelay: 5000,
  surveyLoadTimeout: 15000,
  popoverScrollDismiss: 1500,
  toastEducationDelay: 2000,
  builderRecheck: 3000,
  flyoutScrollDismiss: 3000,
  heroAnimation: 400,
  calloutSlide: 300,
  cookieToast: 3000,
} as const;

/** spec 02 §9: sampling of quiet failure metrics */
export const FETCH_ERROR_SAMPLE_RATE = 0.1;

/** What the client holds of one experience (spec 02 §3, M-132), as the API sends it. */
export interface ExperienceWire {
  experience_id: number;
  placement_id: number;
  /** the placed-experience id of the object-based calls */
  id: number;
  type: number;
  status: 'not_viewed' | 'viewed' | 'completed' | 'dismissed';
  display_data: DisplayData;
  triggerable_placed_exps: string[];
  extra_context?: Record<string, unknown> | null;
}

export interface ButtonData {
  text?: string;
  url?: string;
  hideDismissButton?: boolean;
}
export interface ActionData {
  label?: string;
  accessibilityLabel?: string;
  href?: string;
}

/** spec 02 §3 display_data field families (M-137–M-148); every field is optional on the wire */
export interface DisplayData {
  type?: string;
  message?: string;
  title?: string;
  link?: { href?: string; text?: string } | string;
  primaryAction?: ActionData;
  secondaryAction?: ActionData;
  component_type?: number;
  delay?: number;
  delay_in_millis?: number;
  anchor?: string;
  complete_on_hover?: boolean;
  skipComplete?: boolean;
  pulserOnly?: boolean;
  tooltip?: {
    mainText?: string;
    confirmButtonText?: string;
    cancelButtonText?: string;
    idealDirection?: 'up' | 'down' | 'left' | 'right';
  };
  complete_button?: ButtonData;
  dismiss_button?: ButtonData;
  body?: string;
  image?: {
    url?: string;
    imageAlt?: string;
    width?: number;
    height?: number;
    dominantColor?: [number, number, number];
  };
  video?: { url?: string; metadata?: { thumbnail?: string; width?: number; height?: number } };
  title_text?: string;
  subtitle_text?: string;
  detailed_text?: string;
  buttons?: { text?: string; uri?: string }[];
  anket?: boolean;
  action_trigger?: string;
  icon?: number;
  iconColor?: number;
  duration?: number;
  text?: string;
  sub_text?: string;
  canClose?: boolean;
  external?: boolean;
  onCompleteRedirectUrl?: string;
  onDismissRedirectUrl?: string;
  search_query_list?: string[];
  text_colors?: string[];
  text_background_color?: string;
  has_pulsar?: boolean;
  has_tooltip?: boolean;
  thumbnail_urls?: string[];
  dismiss_button_text?: string;
  complete_button_text?: string;
  complete_button_cta_url?: string;
  secondary_cta_link?: string;
  disappearTime?: number;
  scroll_to_dismiss?: boolean;
  scroll_to_dismiss_delay_in_seconds?: number;
  anchors_by_platform?: { web?: string; mobile?: string };
  button_text?: string;
  button_uri?: string;
  display_type?: string;
  flyout_direction?: 'up' | 'down' | 'left' | 'right';
  [key: string]: unknown;
}

/** spec 02 §3 (M-138): component_type values */
export const COMPONENT_TYPES = { nagBanner: 1, searchDelight: 3 } as const;

const CALLOUT_TYPES = ['error-callout', 'info-callout', 'warning-callout', 'upsell'] as const;

function present(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/**
 * spec 02 §5 (M-260–M-264): why an experience cannot be drawn, or null when it can. The anchor
 * of an educational pop-over must exist on the page; `anchorExists` answers that on the client
 * and is left out on the server, where only its presence is checked. Decision 064: the reason is
 * a catalog id (the editor says it with `said(t, …)`, the server with `tr(ctx, …)`).
 */
export function renderProblem(
  exp: Pick<ExperienceWire, 'experience_id' | 'type' | 'display_data'>,
  anchorExists?: (selector: string) => boolean,
  mobile = false,
): Said | null {
  const d = exp.display_data ?? {};
  if (exp.experience_id === 1) return { id: 'admin.expProblem.neverShown' };
  // search delight (M-147) needs labels to match a search against
  if (d.component_type === COMPONENT_TYPES.searchDelight) {
    return (d.search_query_list?.length ?? 0) > 0 ? null : { id: 'admin.expProblem.searchDelight' };
  }
  // a hero banner or a thumbnail flyout (M-148) is drawn from its own texts, whatever its type
  if (d.display_type === 'hero' || d.display_type === 'flyout') {
    return present(d.text)
      ? null
      : { id: 'admin.expProblem.heroText', values: { display: d.display_type } };
  }
  switch (exp.type) {
    case EXPERIENCE_TYPES.notRenderable:
      return { id: 'admin.expProblem.type0' };
    case EXPERIENCE_TYPES.modal:
      if (!present(d.title) || !present(d.body) || !present(d.complete_button?.text)) {
        return { id: 'admin.expProblem.modal' };
      }
      return null;
    case EXPERIENCE_TYPES.upsellCallout:
      if (d.type !== 'upsell' || !present(d.message)) return { id: 'admin.expProblem.upsell' };
      return null;
    case EXPERIENCE_TYPES.neutralCallout:
      if (
        !CALLOUT_TYPES.includes(d.type as (typeof CALLOUT_TYPES)[number]) ||
        !present(d.message)
      ) {
        return { id: 'admin.expProblem.callout' };
      }
      return null;
    case EXPERIENCE_TYPES.survey:
      if (exp.experience_id === METRICS_BANNER_EXPERIENCE) {
        if ((d.buttons?.length ?? 0) < 2 || !present(d.title_text) || !present(d.subtitle_text)) {
          return { id: 'admin.expProblem.metricsBanner' };
        }
        return null;
      }
      if (!present(d.link && typeof d.link === 'object' ? d.link.href : d.link)) {
        return { id: 'admin.expProblem.surveyLink' };
      }
      return null;
    case EXPERIENCE_TYPES.educationalPopover: {
      const anchor = anchorOf(d, mobile);
      if (!present(anchor)) return { id: 'admin.expProblem.popoverAnchor' };
      if (anchorExists && !anchorExists(anchor as string)) {
        return { id: 'admin.expProblem.popoverAnchorMissing' };
      }
      return present(d.title) || present(d.text) || present(d.body)
        ? null
        : { id: 'admin.expProblem.popoverText' };
    }
    case EXPERIENCE_TYPES.tooltip:
      if (!present(anchorOf(d, mobile))) return { id: 'admin.expProblem.tooltipAnchor' };
      if (anchorExists && !anchorExists(anchorOf(d, mobile) as string)) {
        return { id: 'admin.expProblem.tooltipAnchorMissing' };
      }
      return null;
    case EXPERIENCE_TYPES.toast:
      return present(d.text) ? null : { id: 'admin.expProblem.toastText' };
    default:
      return { id: 'admin.expProblem.unknownType', values: { type: exp.type } };
  }
}

/**
 * Where an anchored experience points (M-148 anchors_by_platform): the mobile or web anchor for
 * the device, else `anchor`.
 */
export function anchorOf(d: DisplayData, mobile = false): string | undefined {
  const byPlatform = mobile ? d.anchors_by_platform?.mobile : d.anchors_by_platform?.web;
  return byPlatform ?? d.anchor;
}

export interface EligibilityRule {
  ids?: readonly number[];
  types?: readonly number[];
  predicate?: (exp: ExperienceWire) => boolean;
}

/**
 * spec 02 §4 (M-196, M-197): id 1 never; otherwise it must match the id list, or the type list,
 * or the predicate. A rule with none of them admits everything but id 1.
 */
export function isEligible(exp: ExperienceWire | null | undefined, rule: EligibilityRule): boolean {
  if (!exp || exp.experience_id === 1) return false;
  const { ids, types, predicate } = rule;
  if (!ids && !types && !predicate) return true;
  return Boolean(ids?.includes(exp.experience_id) || types?.includes(exp.type) || predicate?.(exp));
}

/** spec 02 §7 (M-331, M-334): 'placement:experience', written with %3A in the calls */
export function placedExperienceKey(placementId: number, experienceId: number): string {
  return `${placementId}%3A${experienceId}`;
}

/**
 * Reads a placed_experience_id as the calls send it: 'placement%3Aexperience' (or with a plain
 * colon, as triggerable_placed_exps list them) or the placed-experience object id.
 */
export function parsePlacedExperienceId(
  raw: string | number,
): { placementId: number; experienceId: number } | { id: number } | null {
  const text = String(raw).trim();
  const pair = /^(\d{1,15})(?:%3A|:)(\d{1,15})$/i.exec(text);
  if (pair) return { placementId: Number(pair[1]), experienceId: Number(pair[2]) };
  if (/^\d{1,15}$/.test(text)) return { id: Number(text) };
  return null;
}

/** spec 02 §4 (M-191): complete is sent for code 1 or 2, or when removal is prevented */
export function shouldSendComplete(code: number | undefined, preventRemoval: boolean): boolean {
  return preventRemoval || code === 1 || code === 2;
}

/** spec 02 §4 (M-202): how long a delayed experience waits, in ms */
export function experienceDelayMs(d: DisplayData): number {
  const ms = typeof d.delay_in_millis === 'number' ? d.delay_in_millis : undefined;
  const seconds = typeof d.delay === 'number' ? d.delay * 1000 : undefined;
  const value = ms ?? seconds ?? 0;
  return Number.isFinite(value) && value > 0 ? Math.min(value, 60_000) : 0;
}

/**
 * spec 02 §3 (M-151): the tooltip's {boardName} placeholder; without a board the page gives its
 * words for one (`exp.yourBoard`, decision 064).
 */
export function fillBoardName(text: string, boardName: string): string {
  return text.replaceAll('{boardName}', boardName);
}

/** spec 02 §2 (M-130, M-131): placement 1000421 waits while the person is on a builder */
export function isHeldOnBuilder(placementId: number, pathname: string): boolean {
  return (
    placementId === BUILDER_HELD_SURVEY_PLACEMENT &&
    BUILDER_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))
  );
}
