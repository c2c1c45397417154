import { PRIVATE_PROFILE_NOTE, PRIVATE_PROFILE_TITLE } from '#domain/accounts/private-profile';
import { Icon } from '../../ui/Icon';
import s from './PrivateProfileNotice.module.css';

/**
 * Decision 045: what a private profile shows in place of its boards and pins to anyone its owner
 * has not approved (the header above keeps the name, picture, counts and the Request button).
 */
export function PrivateProfileNotice() {
  return (
    <section
      className={s.notice}
      aria-labelledby="private-profile-title"
      data-testid="private-profile"
    >
      <Icon name="lock" size={28} />
      <h2 id="private-profile-title" className={s.title}>
        {PRIVATE_PROFILE_TITLE}
      </h2>
      <p className={s.note}>{PRIVATE_PROFILE_NOTE}</p>
    </section>
  );
}
