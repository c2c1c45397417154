import type { CookieConsent } from '../consent/consent.ts';

/**
 * spec 01 §3 Viewer, plus the audience it belongs to (spec 01 §1: visitors, users, partners,
 * employees, search bots and social bots). One is built per request on the server and handed
 * to the client as it is.
 */
export type Audience = 'visitor' | 'user' | 'partner' | 'employee' | 'bot' | 'social_bot';

export interface Viewer {
  isAuth: boolean;
  id: string | null;
  username: string | null;
  createdAt: string | null;
  isPartner: boolean;
  isEmployee: boolean;
  country: string | null;
  boardCount: number;
  /** spec 01 §6: only the viewing owner sees secret board counts */
  secretBoardCount: number | null;
  isEligibleForImageOnlyGrid: boolean;
  weight_loss_ads_opted_out: boolean;
  /** spec 01 §3: 0 save to profile, 1 show board picker */
  save_behavior: 0 | 1;
  has_quicksave_board: boolean;
  audience: Audience;
  isBot: boolean;
  isSocialBot: boolean;
  /** two-letter language (zh and ar keep their region, spec 01 §5) */
  language: string;
  /**
   * spec 02 §3/§4: the person's cookie choices (their row when signed in, else the consent
   * cookie); null until they choose, which is when the banner shows. Read with `mayUse`.
   */
  cookieConsent: CookieConsent | null;
}

/** A signed-out visitor (or a bot, when the audience says so). */
export function anonymousViewer(
  audience: 'visitor' | 'bot' | 'social_bot' = 'visitor',
  language = 'en',
  cookieConsent: CookieConsent | null = null,
): Viewer {
  return {
    isAuth: false,
    id: null,
    username: null,
    createdAt: null,
    isPartner: false,
    isEmployee: false,
    country: null,
    boardCount: 0,
    secretBoardCount: null,
    isEligibleForImageOnlyGrid: false,
    weight_loss_ads_opted_out: false,
    save_behavior: 1,
    has_quicksave_board: false,
    audience,
    isBot: audience === 'bot' || audience === 'social_bot',
    isSocialBot: audience === 'social_bot',
    language,
    // bots get no tracking and no banner, whatever cookie they replay
    cookieConsent: audience === 'visitor' ? cookieConsent : null,
  };
}
