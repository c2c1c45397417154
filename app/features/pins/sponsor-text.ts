import { CARD_LABELS, type SponsorLabel } from '#domain/pins/labels';
import { said, type Translate } from '../../ui/i18n';

/**
 * spec 01 §5: a sponsorship label in the page's language (decision 064), with the experiment's
 * 'Ad • ' before it (P-248, P-264); the card and the closeup say it alike.
 */
export function sponsorText(t: Translate, label: SponsorLabel): string {
  const text = said(t, label);
  return label.ad ? `${t(CARD_LABELS.ad)} • ${text}` : text;
}
