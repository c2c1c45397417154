import { useLocation } from 'react-router';
import { profilePath } from '#domain/catalogue/routes';
import type { UserModel } from '#domain/pins/models';
import { useIsDesktop, useViewer } from '../../lib/viewer-context';
import { Button, ButtonLink } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { useT } from '../../ui/i18n';
import { Modal } from '../../ui/Modal';
import s from './VerifiedMerchantModal.module.css';

/**
 * spec 02 §1, §2 (M-011, M-016): the verified merchant info modal — what the badge means
 * (Tessera checked the business and its website, its products come from its own catalogue,
 * shipping and returns are the merchant's), a way to the merchant's profile (not on that profile itself), and Close. A
 * dialog on a desktop, the slide-up sheet of the mobile modal on a phone or tablet.
 */
export function VerifiedMerchantModal(props: {
  user: Pick<UserModel, 'fullName' | 'username'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { user } = props;
  const t = useT();
  const desktop = useIsDesktop();
  const viewer = useViewer();
  const name = user.fullName.trim() || user.username;
  const profile = profilePath(user.username, { loggedOut: !viewer.isAuth });
  // on the merchant's own profile a link to it would lead nowhere new
  const onProfile = useLocation().pathname.toLowerCase() === profile.toLowerCase();
  return (
    <Modal
      mobile={!desktop}
      sheetVariant="slideUp"
      size="sm"
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('people.merchant')}
      description={t('people.meets', { name })}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('people.close')}</Button>
          </DialogClose>
          {onProfile ? null : (
            <ButtonLink variant="primary" to={profile} onClick={() => props.onOpenChange(false)}>
              {t('people.visit')}
            </ButtonLink>
          )}
        </>
      }
    >
      <ul className={s.points}>
        <li>{t('people.checked', { name })}</li>
        <li>{t('people.catalogue', { name })}</li>
        <li>{t('people.orders', { name })}</li>
      </ul>
    </Modal>
  );
}
