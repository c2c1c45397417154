import type { UserModel } from '#domain/pins/models';
import { useViewer } from '../../lib/viewer-context';
import { ButtonLink } from '../../ui/Button';
import s from './CreatedEmpty.module.css';

/**
 * A profile's Created tab with no pins. Its owner is spoken to ('You haven't…') and offered the
 * pin builder; anyone else reads the person's name.
 */
export function CreatedEmpty({ user }: { user: UserModel }) {
  const viewer = useViewer();
  if (viewer.id !== user.id) return <p>{user.fullName} hasn't created any pins yet.</p>;
  return (
    <div className={s.own}>
      <p>You haven't created any pins yet.</p>
      <ButtonLink to="/pin-builder" variant="primary">
        Create Pin
      </ButtonLink>
    </div>
  );
}
