import { visitSiteLabel } from '#domain/formatting/truncate';
import { showsVisitSiteButton } from '#domain/pins/card-permissions';
import { CARD_LABELS } from '#domain/pins/labels';
import type { PinModel } from '#domain/pins/models';
import { domainOf, isExternalLink } from '#domain/sharing/links';
import { outboundTarget } from '#domain/sharing/offsite';
import { ButtonLink } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import { useOutboundLink } from '../outbound';
import s from './CardActions.module.css';

/**
 * spec 01 §2, §5 (P-011, P-202, P-203, P-210, P-211): the visit-site link, only for an
 * external link and not for lead ads; its label is the domain cut to 27 characters (12 in the
 * action bar); it opens a new tab with rel nofollow (and no opener, no referrer, spec 02 §5),
 * through the offsite check (issue 13).
 */
export function VisitSiteLink(props: {
  pin: PinModel;
  ownHost: string;
  place: 'actionBar' | 'default';
  className?: string;
}) {
  const t = useT();
  const link = outboundTarget(props.pin);
  const outbound = useOutboundLink(props.pin, link, 'visit_site');
  if (!link || !showsVisitSiteButton({ ...props.pin, link })) return null;
  if (!isExternalLink(link, props.ownHost)) return null;
  const visit = t(CARD_LABELS.visitSite);
  const domain = props.pin.domain || domainOf(link) || visit;
  const label = visitSiteLabel(domain, { actionBar: props.place === 'actionBar' });
  return (
    <>
      <ButtonLink
        variant="on-media"
        size="sm"
        iconStart="arrow-up-right"
        className={`${s.visitSite} ${props.className ?? ''}`}
        to={link}
        target="_blank"
        rel="nofollow noopener noreferrer"
        title={`${visit}: ${domain}`}
        {...outbound.linkProps}
      >
        <span className="visually-hidden">{visit}:</span> {label}
      </ButtonLink>
      {outbound.dialog}
    </>
  );
}
