import type { Page, PinModel, UserModel } from '#domain/pins/models';
import { useT } from '../../ui/i18n';
import s from './Profile.module.css';
import { ProfilePinGrid } from './ProfilePinGrid';
import '../../lib/texts/boards';

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
  const t = useT();
  if (count === 0 && page.items.length === 0) return null;
  return (
    <section className={s.unorganized} aria-labelledby="unorganized-ideas">
      <div className={s.sectionHead}>
        <h2 id="unorganized-ideas" className={s.sectionTitle}>
          {t('profile.unorganized')}
        </h2>
        <p className={s.sectionCount} data-testid="boardless-count">
          {t(isOwner ? 'profile.unorganizedOwn' : 'profile.pins', { count, n: String(count) })}
        </p>
      </div>
      <ProfilePinGrid
        user={user}
        page={page}
        resource="BoardlessPinsResource"
        label={t('profile.unorganizedOf', { name: user.fullName })}
        surface="BoardlessPins"
        empty={null}
      />
    </section>
  );
}
