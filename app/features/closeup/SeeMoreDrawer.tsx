import { useId, useState } from 'react';
import { reasonMessage } from '#domain/feedback/feed-reasons';
import { dateFormat } from '#domain/formatting/date-format';
import type { PinModel } from '#domain/pins/models';
import { useViewer } from '../../lib/viewer-context';
import { Button } from '../../ui/Button';
import { said, useT } from '../../ui/i18n';
import { useCloseupContext } from './CloseupContext';
import s from './CloseupParts.module.css';

/**
 * spec 01 §3 closeupUnifiedDescription: the one text that describes the pin on its closeup —
 * its description, else what its rich summary calls it, else its alt text or title.
 */
export function closeupUnifiedDescription(pin: PinModel): string {
  const candidates = [
    pin.description,
    pin.richSummary?.displayName,
    pin.altText,
    pin.autoAltText,
    pin.title,
  ];
  for (const c of candidates) if (c?.trim()) return c.trim();
  return '';
}

const DATE = { dateStyle: 'long', timeZone: 'UTC' } as const;

/**
 * The drawer's description: the unified one, unless the closeup already shows that very text
 * above the drawer (its title or description), where 'See more' would only repeat it.
 */
function drawerDescription(pin: PinModel, shownAbove: boolean): string {
  const unified = closeupUnifiedDescription(pin);
  if (!shownAbove) return unified;
  const shown = [pin.title, pin.description].map((t) => t?.trim() ?? '');
  return shown.includes(unified) ? '' : unified;
}

function DrawerContent({ pin, shownAbove }: { pin: PinModel; shownAbove: boolean }) {
  const unified = drawerDescription(pin, shownAbove);
  const t = useT();
  const language = useViewer().language;
  const created = new Date(pin.createdAt);
  const reason = pin.recommendationReason;
  return (
    <dl className={s.drawerList}>
      {reason ? (
        <>
          <dt>{t('closeup.why')}</dt>
          <dd data-recommendation-reason={reason.reason}>{said(t, reasonMessage(reason))}</dd>
        </>
      ) : null}
      {unified ? (
        <>
          <dt>{t('closeup.description')}</dt>
          <dd className={s.drawerDescription}>{unified}</dd>
        </>
      ) : null}
      {pin.richSummary?.siteName ? (
        <>
          <dt>{t('closeup.fromSite')}</dt>
          <dd>{pin.richSummary.siteName}</dd>
        </>
      ) : null}
      {pin.domain ? (
        <>
          <dt>{t('closeup.website')}</dt>
          <dd>{pin.domain}</dd>
        </>
      ) : null}
      {Number.isNaN(created.getTime()) ? null : (
        <>
          <dt>{t('closeup.created')}</dt>
          <dd>
            <time dateTime={pin.createdAt}>{dateFormat(language, DATE).format(created)}</time>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * spec 01 §1 (P-022), §8 (P-391, P-392): the see-more information drawer. People open it with
 * 'See more', and find there what the closeup does not already show; spec 01 §6 (P-303): bots
 * get its content in the page, hidden, without the toggle, with the description.
 */
export function SeeMoreDrawer() {
  const { pin, viewer } = useCloseupContext();
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (viewer.isBot) {
    return (
      <section hidden aria-label={t('closeup.moreInfo')} data-search-engine-drawer="">
        <DrawerContent pin={pin} shownAbove={false} />
      </section>
    );
  }
  return (
    <div className={s.drawer}>
      <Button
        size="sm"
        className={s.seeMore}
        iconEnd={open ? 'chevron-up' : 'chevron-down'}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t('closeup.seeLess') : t('closeup.seeMore')}
      </Button>
      <section id={id} className={s.drawerBody} hidden={!open} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={s.drawerTitle}>
          {t('closeup.moreInfo')}
        </h2>
        {open ? <DrawerContent pin={pin} shownAbove /> : null}
      </section>
    </div>
  );
}
