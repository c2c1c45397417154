import { liveHref } from '#domain/catalogue/built-pages';
import { pinAnalyticsPath } from '#domain/catalogue/routes';
import { formatShortNumber } from '#domain/formatting/format-number';
import { statsLabel } from '#domain/formatting/truncate';
import type { MessageId } from '#domain/i18n/catalogs/en';
import { mayOpenPinAnalytics, type PinStat } from '#domain/pins/card-permissions';
import { CARD_LABELS, statDisplay } from '#domain/pins/labels';
import type { PinModel } from '#domain/pins/models';
import { useViewer } from '../../lib/viewer-context';
import { ButtonLink } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import s from './CardActions.module.css';

const STAT_LABEL = {
  impressions: CARD_LABELS.impressions,
  saves: CARD_LABELS.saves,
  pinClicks: CARD_LABELS.pinClicks,
} as const satisfies Record<PinStat, MessageId>;

function statValue(pin: PinModel, stat: PinStat): number | null {
  const a = pin.aggregatedPinData;
  if (!a) return null;
  if (stat === 'impressions') return a.impression;
  if (stat === 'saves') return a.save;
  return a.pinClick;
}

/**
 * spec 01 §1, §5, §6 (P-017, P-235, P-236, P-253…P-255, P-293…P-300): the stats shortcut with
 * the pin's 30-day impressions, saves and pin clicks (a missing stat shows '—' with the tooltip
 * 'This stat is not available yet'; labels over 14 characters cut to 12) and 'See more stats'
 * once the analytics page exists.
 */
export function StatsButton(props: {
  pin: PinModel;
  stats: readonly PinStat[];
  locale: string;
  onOpenChange?: (open: boolean) => void;
}) {
  // liveHref: a page not built yet gets no link (issue 10); the analytics page is (issue 15),
  // and only the pin's owner may open it: on someone else's promotable pin it would be a 404
  const t = useT();
  const viewer = useViewer();
  const more = mayOpenPinAnalytics(viewer, { pinnerId: props.pin.pinner.id })
    ? liveHref(pinAnalyticsPath(props.pin.id))
    : null;
  return (
    <Popover
      label={t('pins.stats')}
      onOpenChange={props.onOpenChange}
      trigger={
        <IconButton
          variant="on-media"
          size="sm"
          label={t('pins.stats')}
          icon="chart-no-axes-column"
        />
      }
    >
      <dl className={s.stats}>
        {props.stats.map((stat) => {
          const d = statDisplay(statValue(props.pin, stat), (n) =>
            formatShortNumber(n, { locale: props.locale }),
          );
          const tooltip = d.tooltip ? t(d.tooltip) : undefined;
          return (
            <div key={stat} className={s.stat}>
              <dt>{statsLabel(t(STAT_LABEL[stat]))}</dt>
              <dd title={tooltip}>
                {d.text}
                {tooltip ? <span className="visually-hidden"> ({tooltip})</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
      {more ? (
        <ButtonLink to={more} variant="tertiary" fullWidth align="start">
          {t('pins.moreStats')}
        </ButtonLink>
      ) : null}
    </Popover>
  );
}
