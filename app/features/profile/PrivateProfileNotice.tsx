import { Icon } from '../../ui/Icon';
import { useT } from '../../ui/i18n';
import s from './PrivateProfileNotice.module.css';
import '../../lib/texts/boards';

/**
 * Decision 045: what a private profile shows in place of its boards and pins to anyone its owner
 * has not approved (the header above keeps the name, picture, counts and the Request button).
 */
export function PrivateProfileNotice() {
  const t = useT();
  return (
    <section
      className={s.notice}
      aria-labelledby="private-profile-title"
      data-testid="private-profile"
    >
      <Icon name="lock" size={28} />
      <h2 id="private-profile-title" className={s.title}>
        {t('profile.privateTitle')}
      </h2>
      <p className={s.note}>{t('profile.privateNote')}</p>
    </section>
  );
}
