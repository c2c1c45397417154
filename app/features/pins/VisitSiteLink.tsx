import { showsVisitSiteButton } from '#domain/card-permissions';
import { CARD_LABELS } from '#domain/labels';
import { domainOf, isExternalLink, isSafeHttpUrl } from '#domain/links';
import type { PinModel } from '#domain/models';
import { visitSiteLabel } from '#domain/truncate';
import { ButtonLink } from '../../ui/Button';
import s from './CardActions.module.css';

/** spec 01 §2: a promoted pin goes to the ad destination; others to their link. */
export function outboundLink(pin: PinModel): string | null {
  const link = pin.isPromoted ? (pin.adDestinationUrl ?? pin.link) : pin.link;
  return link && isSafeHttpUrl(link) ? link : null;
}

/**
 * spec 01 §2, §5 (P-011, P-202, P-203, P-210, P-211): the visit-site link, only for an
 * external link and not for lead ads; its label is the domain cut to 27 characters (12 in the
 * action bar); it opens a new tab with rel nofollow (and no opener, no referrer, spec 02 §5).
 */
export function VisitSiteLink(props: {
  pin: PinModel;
  ownHost: string;
  place: 'actionBar' | 'default';
  className?: string;
}) {
  const link = outboundLink(props.pin);
  if (!link || !showsVisitSiteButton({ ...props.pin, link })) return null;
  if (!isExternalLink(link, props.ownHost)) return null;
  const domain = props.pin.domain || domainOf(link) || CARD_LABELS.visitSite;
  const label = visitSiteLabel(domain, { actionBar: props.place === 'actionBar' });
  return (
    <ButtonLink
      variant="on-media"
      size="sm"
      iconStart="arrow-up-right"
      className={`${s.visitSite} ${props.className ?? ''}`}
      to={link}
      target="_blank"
      rel="nofollow noopener noreferrer"
      title={`${CARD_LABELS.visitSite}: ${domain}`}
    >
      <span className="visually-hidden">{CARD_LABELS.visitSite}:</span> {label}
    </ButtonLink>
  );
}
