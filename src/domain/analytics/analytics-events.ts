/**
 * Issue 15: the contract between the tracker in the browser, the ingestion endpoint and the
 * roll-ups behind pin analytics. Event numbers are the spec's (01 §7, 02 §3, §7); what each
 * counts toward in the creator's stats is Tessera's choice, written in decision 022.
 * No zod here (the batch schema is in analytics.ts, which re-exports all of this): browser code
 * imports these values from this module, so the tracker costs bytes, not a validator.
 */

/** spec 01 §7, 02 §3, §7: the event numbers Tessera logs. */
export const EVENT = {
  /** 01 §7 P-360: a click that leaves for the pin's destination (the clickthrough) */
  CLICKTHROUGH: 12,
  /** 01 §7 P-366 */
  LONG_PRESS: 13,
  /** 01 §7 P-366 */
  TAP_HOLD_RELEASE: 14,
  /** 02 §3 M-179: a pin was on screen */
  PIN_IMPRESSION: 18,
  /** 01 §7 P-365: board invite events */
  BOARD_INVITE_SENT: 25,
  BOARD_INVITE_ACCEPTED: 29,
  /** 01 §7 P-361: the pin's image was downloaded */
  DOWNLOAD: 82,
  /** 01 §7 P-362, 02 §7 M-376: a context click with component and element ids */
  CLICK: 101,
  /** 02 §4 M-251: the pause/resume marker of impression tracking */
  PAUSE_RESUME: 102,
  /** 01 §7 P-366 */
  RESUME: 103,
  /** 01 §4 P-171: a carousel swipe */
  SWIPE: 108,
  /** 02 §3 M-179 */
  STORY_IMPRESSION: 170,
  BOARD_IMPRESSION: 3700,
  USER_IMPRESSION: 3704,
  /**
   * 02 §3 M-177, M-178: a comment was on screen. The spec names the kind but shows no number;
   * 3706 is Tessera's (decision 042), next to the board and user ones.
   */
  COMMENT_IMPRESSION: 3706,
  /** 02 §7 M-380 */
  CAROUSEL_SLOT_IMPRESSION: 7352,
  /** 01 §7 P-363: the closeup was opened (closeup navigation) */
  CLOSEUP_NAVIGATION: 8948,
  /** 01 §7 P-364 */
  UPSELL_DISMISS: 10220,
} as const;

/** 01 §7 P-366 lists these too; their meaning is not shown, so they are accepted and kept raw. */
const OTHER_LOGGED = [7762, 9371, 14577, 16815, 9315, 9316] as const;

export const KNOWN_EVENT_TYPES: ReadonlySet<number> = new Set<number>([
  ...Object.values(EVENT),
  ...OTHER_LOGGED,
]);

/** 02 §3 M-177–M-179: impression kinds with a known event number. */
export const IMPRESSION_EVENT = {
  Pin: EVENT.PIN_IMPRESSION,
  Board: EVENT.BOARD_IMPRESSION,
  User: EVENT.USER_IMPRESSION,
  Story: EVENT.STORY_IMPRESSION,
  Comment: EVENT.COMMENT_IMPRESSION,
} as const;

/** 02 §9 M-438, M-439: the impression observer's top margin and thresholds. */
export const IMPRESSION_TOP_MARGIN_PX = 143;
export const IMPRESSION_THRESHOLDS = [0, 0.5, 0.8, 1] as const;
/** 01 §7 P-369: the first 9 repins are logged. */
export const REPINS_LOGGED = 9;

/** A batch leaves the page at 50 events, or this long after its first event. */
export const BATCH_MAX_EVENTS = 50;
export const BATCH_MAX_WAIT_MS = 5000;

/** The metrics a pin's day adds up (issue 15). */
export const METRICS = [
  'impressions',
  'closeupViews',
  'pinClicks',
  'outboundClicks',
  'saves',
  'downloads',
  'shares',
] as const;
export type Metric = (typeof METRICS)[number];

/** The element id of a card click that opens the closeup, and the Share Menu's component id. */
export const PIN_ELEMENT = 'pin';
export const SHARE_COMPONENT = 'share_menu';

/** Where the browser sends batches (POST, JSON `{ events }`). */
export const EVENTS_PATH = '/v3/events/';

/**
 * Which of a pin's daily metrics an event counts toward (decision 022), or null for events kept
 * only raw. Saves are counted by the server when the save is written, not from events.
 */
export function metricOf(e: {
  type: number;
  pin_id?: string | undefined;
  component?: string | undefined;
  element?: string | undefined;
}): Metric | null {
  if (!e.pin_id) return null;
  switch (e.type) {
    case EVENT.PIN_IMPRESSION:
      return 'impressions';
    case EVENT.CLOSEUP_NAVIGATION:
      return 'closeupViews';
    case EVENT.CLICKTHROUGH:
      return 'outboundClicks';
    case EVENT.DOWNLOAD:
      return 'downloads';
    case EVENT.CLICK:
      if (e.element === PIN_ELEMENT) return 'pinClicks';
      if (e.component === SHARE_COMPONENT) return 'shares';
      return null;
    default:
      return null;
  }
}

/** The analytics page's ranges (days). */
export const STAT_RANGES = [7, 30, 90] as const;
export type StatRange = (typeof STAT_RANGES)[number];
export const DEFAULT_STAT_RANGE: StatRange = 30;
/** spec 01 §3 P-081: the card's creator analytics cover 30 days. */
export const CARD_STATS_DAYS = 30;
/** Raw events are kept this many days (then dropped by the retention job); roll-ups stay. */
export const RAW_EVENT_RETENTION_DAYS = 90;
