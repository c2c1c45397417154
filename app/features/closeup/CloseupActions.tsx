import { CLOSEUP_SURFACE } from '#domain/analytics/surfaces';
import { liveHref } from '#domain/catalogue/built-pages';
import { pinAnalyticsPath } from '#domain/catalogue/routes';
import { visitSiteLabel } from '#domain/formatting/truncate';
import { mayOpenPinAnalytics } from '#domain/pins/card-permissions';
import { isExternalLink } from '#domain/sharing/links';
import { outboundTarget } from '#domain/sharing/offsite';
import { useOrigin } from '../../lib/viewer-context';
import { ButtonLink } from '../../ui/Button';
import { IconButtonLink } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { useOutboundLink } from '../outbound';
import { FavoriteButton, SaveControls } from '../save';
import s from './Closeup.module.css';
import { useCloseupContext } from './CloseupContext';
import { CloseupPinActions } from './CloseupPinActions';

/**
 * The closeup's action row (spec 01 §4, §6): share, download and the … menu, the owner's stats
 * link, visit site with
 * its domain, favourite, edit, and save. Its code is no closeup's first-paint JS (issue 30's
 * budget): Closeup.tsx renders it with lazyRendered.
 */
export function CloseupActions() {
  const { pin, viewer } = useCloseupContext();
  const origin = useOrigin();
  const t = useT();
  const ownHost = new URL(origin).host;
  const target = outboundTarget(pin);
  const outbound = useOutboundLink(pin, target, 'visit_site');
  const external = target !== null && isExternalLink(target, ownHost);
  // issue 33: the pin's owner reaches its stats from the closeup as from the card
  const stats = mayOpenPinAnalytics(viewer, { pinnerId: pin.pinner.id })
    ? liveHref(pinAnalyticsPath(pin.id))
    : null;
  return (
    <div className={s.actions}>
      <CloseupPinActions />
      {stats ? (
        <IconButtonLink
          to={stats}
          variant="transparent"
          size="lg"
          icon="chart-no-axes-column"
          label={t('closeup.stats')}
          showTitle
        />
      ) : null}
      {external && target ? (
        <>
          <ButtonLink
            to={target}
            variant="secondary"
            size="lg"
            iconStart="external-link"
            target="_blank"
            rel="nofollow noopener noreferrer"
            {...outbound.linkProps}
          >
            {t('closeup.visit')}
          </ButtonLink>
          {outbound.dialog}
          {pin.domain ? <span className={s.domain}>{visitSiteLabel(pin.domain)}</span> : null}
        </>
      ) : null}
      <div className={s.saveArea}>
        {/* spec 01 §6: on the closeup the favourite button is always there for signed-in users */}
        {viewer.isAuth ? <FavoriteButton pin={pin} variant="secondary" size="lg" /> : null}
        {viewer.isAuth && pin.access.includes('write') ? (
          <ButtonLink to={`/pin/${pin.id}/edit`} variant="secondary" size="lg" iconStart="pencil">
            {t('closeup.edit')}
          </ButtonLink>
        ) : null}
        {/* spec 01 §4, §6: signed-in users save; visitors save locally, then the upsell */}
        <SaveControls
          key={pin.id}
          pin={pin}
          surface={CLOSEUP_SURFACE}
          place="closeup"
          className={s.saveControls}
        />
      </div>
    </div>
  );
}
