import { ExternalLink, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { pinAltText } from '#domain/alt-text';
import { isExternalLink } from '#domain/links';
import type { PinModel } from '#domain/models';
import { profilePath } from '#domain/routes';
import { visitSiteLabel } from '#domain/truncate';
import { Avatar } from '../../ui/Avatar';
import { type FeedSource, PinGrid } from '../feed/PinGrid';
import { useOrigin, useViewer } from '../layout/viewer-context';
import { pinAspect } from '../pins/card-measure';
import { PinImage } from '../pins/PinImage';
import { FavoriteButton } from '../save/FavoriteButton';
import { SaveControls } from '../save/SaveButton';
import { useRecordVisitorCloseup } from '../visitor-state/use-visitor-state';
import s from './Closeup.module.css';

interface Props {
  pin: PinModel;
  related: { items: PinModel[]; bookmark: string | null } | null;
  /** id of the element holding the title, for the dialog label */
  titleId?: string;
}

/** The pin closeup (spec 01 §2): large image, text, pinner, board, visit site, related pins. */
export function Closeup({ pin, related, titleId }: Props) {
  const viewer = useViewer();
  const origin = useOrigin();
  useRecordVisitorCloseup(pin.id);
  const ownHost = new URL(origin).host;
  const external = isExternalLink(pin.link, ownHost) && pin.link !== null;
  const loggedOut = !viewer.isAuth;
  const title = pin.title.trim();
  const relatedSource: FeedSource = {
    resource: 'RelatedPinFeedResource',
    options: { pin_id: pin.id },
  };
  return (
    <div className={s.closeup}>
      <article className={s.card} aria-labelledby={titleId}>
        <div className={s.media}>
          <PinImage
            images={pin.images}
            alt={pinAltText(pin)}
            dominantColor={pin.dominantColor}
            aspect={pinAspect(pin)}
            isBot={viewer.isBot}
            eager
            wide
            className={s.image}
          />
        </div>
        <div className={s.details}>
          <div className={s.actions}>
            {external && pin.link ? (
              <>
                <a
                  className={s.visit}
                  href={pin.link}
                  target="_blank"
                  rel="nofollow noopener noreferrer"
                >
                  <ExternalLink size={16} aria-hidden="true" />
                  Visit site
                </a>
                {pin.domain ? <span className={s.domain}>{visitSiteLabel(pin.domain)}</span> : null}
              </>
            ) : null}
            <div className={s.saveArea}>
              {/* spec 01 §6: on the closeup the favourite button is always there for signed-in users */}
              {viewer.isAuth ? <FavoriteButton pin={pin} className={s.favorite} /> : null}
              {viewer.isAuth && pin.access.includes('write') ? (
                <Link className={s.edit} to={`/pin/${pin.id}/edit`}>
                  <Pencil size={16} aria-hidden="true" />
                  Edit
                </Link>
              ) : null}
              {/* spec 01 §4, §6: signed-in users save; visitors save locally, then the upsell */}
              <SaveControls
                key={pin.id}
                pin={pin}
                surface="AuthHomefeed"
                place="closeup"
                className={s.saveControls}
              />
            </div>
          </div>
          <h1 id={titleId} className={title ? s.title : 'visually-hidden'}>
            {title || 'Pin'}
          </h1>
          {pin.description ? <p className={s.description}>{pin.description}</p> : null}
          <Link className={s.pinner} to={profilePath(pin.pinner.username, { loggedOut })}>
            <Avatar name={pin.pinner.fullName} src={pin.pinner.imageSmallUrl} size={48} />
            <span>
              <span className={s.pinnerName}>{pin.pinner.fullName}</span>
              {pin.pinner.followerCount > 0 ? (
                <span className={s.followers}>
                  {pin.pinner.followerCount} follower{pin.pinner.followerCount === 1 ? '' : 's'}
                </span>
              ) : null}
            </span>
          </Link>
          {pin.board ? (
            <p className={s.board}>
              Saved to{' '}
              {pin.board.privacy === 'protected' ? (
                <strong>{pin.board.name}</strong>
              ) : (
                <Link to={pin.board.url}>{pin.board.name}</Link>
              )}
            </p>
          ) : null}
        </div>
      </article>
      <section className={s.related} aria-labelledby={`related-${pin.id}`}>
        <h2 id={`related-${pin.id}`} className={s.relatedTitle}>
          More to explore
        </h2>
        {related ? (
          <PinGrid
            key={pin.id}
            initial={related.items}
            bookmark={related.bookmark}
            source={relatedSource}
            label="Related pins"
            surface="RelatedPinGrid"
            showAttribution
            empty={<p>No related pins yet.</p>}
          />
        ) : (
          <p className={s.loading} role="status">
            Loading related pins…
          </p>
        )}
      </section>
    </div>
  );
}
