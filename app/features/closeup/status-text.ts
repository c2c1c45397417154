import type { MessageId } from '#domain/i18n/catalogs/en';
import { CARD_LABELS } from '#domain/pins/labels';
import type { Translate } from '../../ui/i18n';

const STATUS: Record<string, MessageId> = {
  [CARD_LABELS.soldOut]: 'closeup.soldOut',
  [CARD_LABELS.seePriceOnSite]: 'closeup.seePrice',
  [CARD_LABELS.preOwned]: 'closeup.preOwned',
};

/** A product's status (productStatusLabel, spec 01 §5) in the page's language (decision 064). */
export function statusText(t: Translate, status: string | null): string | null {
  const id = status ? STATUS[status] : undefined;
  return id ? t(id) : status;
}
