import type { Page, PinModel, UserModel } from '#domain/pins/models';
import s from './Profile.module.css';
import { ProfilePinGrid } from './ProfilePinGrid';

/**
 * The Saved tab's "Unorganized ideas": pins saved to the profile itself, on no board (save
 * behaviour 0, decision 006). Server-rendered first page, then infinite scroll by bookmark.
 */
export function UnorganizedIdeas(props: {
  user: UserModel;
  page: Page<PinModel>;
  count: number;
  isOwner: boolean;
}) {
  const { user, page, count, isOwner } = props;
  if (count === 0 && page.items.length === 0) return null;
  return (
    <section className={s.unorganized} aria-labelledby="unorganized-ideas">
      <div className={s.sectionHead}>
        <h2 id="unorganized-ideas" className={s.sectionTitle}>
          Unorganized ideas
        </h2>
        <p className={s.sectionCount} data-testid="boardless-count">
          {count} Pin{count === 1 ? '' : 's'}
          {isOwner ? ' saved to your profile, on no board' : ''}
        </p>
      </div>
      <ProfilePinGrid
        user={user}
        page={page}
        resource="BoardlessPinsResource"
        label={`Unorganized ideas of ${user.fullName}`}
        surface="BoardlessPins"
        empty={null}
      />
    </section>
  );
}
