import type { UserModel } from '#domain/pins/models';
import { useViewer } from '../../lib/viewer-context';
import { ButtonLink } from '../../ui/Button';
import { useT } from '../../ui/i18n';
import s from './CreatedEmpty.module.css';
import '../../lib/texts/boards';
import '../../lib/texts/builder';

/**
 * A profile's Created tab with no pins. Its owner is spoken to ('You haven't…') and offered the
 * pin builder; anyone else reads the person's name.
 */
export function CreatedEmpty({ user }: { user: UserModel }) {
  const viewer = useViewer();
  const t = useT();
  if (viewer.id !== user.id) return <p>{t('profile.noneCreatedOf', { name: user.fullName })}</p>;
  return (
    <div className={s.own}>
      <p>{t('profile.noneCreated')}</p>
      <ButtonLink to="/pin-builder" variant="primary">
        {t('builder.title')}
      </ButtonLink>
    </div>
  );
}
