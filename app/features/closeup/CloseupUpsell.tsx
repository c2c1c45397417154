import { pinPath } from '#domain/catalogue/routes';
import { useT } from '../../ui/i18n';
import { VisitorUpsell } from '../visitor-state';
import { useCloseupContext } from './CloseupContext';

/**
 * spec 01 §2 (P-066), §6 (P-273): a logged-out pin page carries the login/signup upsell, whose
 * links bring the visitor back to this pin. Not for signed-in people, nor for bots.
 */
export function CloseupUpsell() {
  const { pin, viewer } = useCloseupContext();
  const t = useT();
  if (viewer.isAuth || viewer.isBot) return null;
  return (
    <VisitorUpsell
      title={t('closeup.upsellTitle')}
      text={t('closeup.upsellText')}
      next={pinPath(pin.id, { seoTitle: pin.title })}
    />
  );
}
