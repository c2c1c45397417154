import { TITLE_LINE_HEIGHT } from '#domain/layout/masonry';
import { attributionVisible } from '#domain/pins/attribution';
import { Avatar } from '../../ui/Avatar';
import { said, useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { CardDisplayName } from './CardDisplayName';
import s from './CardFooter.module.css';
import { CollectionChips } from './CollectionChips';
import type { CardContent } from './card-content';
import { Price } from './Price';
import { Rating, RecipeMeta } from './Rating';
import { Reactions } from './Reactions';
import { sponsorText } from './sponsor-text';

/**
 * Everything below the image, in rows of fixed height that cardContent counted (decision 004):
 * title or description clamp (spec 01 §9), sponsorship label, price, rating, cook time,
 * reactions, collection chips and the attribution.
 */
export function CardFooter({ content, hovered }: { content: CardContent; hovered: boolean }) {
  const c = content;
  const t = useT();
  const shopping = c.footerStyle === 'shopping';
  const hasContent = c.footer > 16;
  if (!hasContent) return null;
  const price = c.price ? <Price price={c.price} bold={shopping} /> : null;
  return (
    <div className={s.footer} data-footer-style={c.footerStyle}>
      {shopping ? price : null}
      {c.shoppingNotes.length > 0 ? (
        <div className={`${s.row} ${s.muted}`} data-row="shopping-notes">
          {c.shoppingNotes.map((n) => t(n)).join(' · ')}
        </div>
      ) : null}
      {c.lines > 0 ? (
        <div
          className={c.textIsDescription ? s.description : s.title}
          data-row={c.textIsDescription ? 'description' : 'title'}
          style={{
            WebkitLineClamp: c.lines,
            height: c.lines * TITLE_LINE_HEIGHT,
            maxWidth: c.textWidth ?? undefined,
          }}
        >
          {c.text}
        </div>
      ) : null}
      {c.sponsorLabel ? (
        <div className={`${s.row} ${s.sponsor}`} data-row="sponsor">
          {sponsorText(t, c.sponsorLabel)}
        </div>
      ) : null}
      {shopping ? null : price}
      {c.cookTime ? <RecipeMeta cookTime={c.cookTime} /> : null}
      {c.rating ? <Rating rating={c.rating} /> : null}
      {c.reactions.length > 0 ? (
        <Reactions reactions={c.reactions} total={c.reactionTotal} />
      ) : null}
      {c.chips.length > 0 ? <CollectionChips chips={c.chips} /> : null}
      {c.attribution ? (
        <div
          className={s.attribution}
          data-row="attribution"
          data-mode={c.attribution.mode}
          data-credit={attributionVisible(c.attribution.mode, { hovered }) ? 'true' : 'false'}
        >
          {c.attribution.withAvatar ? (
            <Avatar
              name={c.attribution.user.fullName}
              src={c.attribution.user.imageSmallUrl}
              size={32}
            />
          ) : null}
          <span className={s.attributionText}>
            <CardDisplayName user={c.attribution.user} href={c.attribution.href} />
            {c.attribution.reason && c.attribution.reasonHref ? (
              <Link className={s.reason} to={c.attribution.reasonHref}>
                {said(t, c.attribution.reason)}
              </Link>
            ) : null}
            {c.attribution.reason && !c.attribution.reasonHref ? (
              <span className={s.reason}>{said(t, c.attribution.reason)}</span>
            ) : null}
          </span>
        </div>
      ) : null}
    </div>
  );
}
