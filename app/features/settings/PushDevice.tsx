import { useEffect, useState } from 'react';
import type { MessageId } from '#domain/i18n/catalogs/en';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Switch } from '../../ui/Switch';
import s from './NotificationPreferencesForm.module.css';
import { type PushState, pushStateOfDevice, turnPushOff, turnPushOn } from './push-device';
import '../../lib/texts/settings';

const HINT: Record<PushState, MessageId> = {
  checking: 'settings.push.off',
  unsupported: 'settings.push.unsupported',
  denied: 'settings.push.denied',
  off: 'settings.push.off',
  on: 'settings.push.on',
};

/**
 * Decision 065: push is turned on per device (a phone yes, a shared computer no), apart from the
 * per-kind choices below it, which say what every such device gets.
 */
export function PushDevice() {
  const t = useT();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    pushStateOfDevice().then(setState, () => setState('off'));
  }, []);
  async function toggle(on: boolean) {
    setBusy(true);
    setError('');
    try {
      setState(await (on ? turnPushOn() : turnPushOff()));
    } catch {
      setError(t('settings.push.failed'));
    } finally {
      setBusy(false);
    }
  }
  const unavailable = state === 'unsupported' || state === 'checking';
  // a device that said no: the switch cannot ask again, only the browser's settings can
  return (
    <div className={s.device}>
      <Switch
        label={t('settings.push.label')}
        hint={t(HINT[state])}
        checked={state === 'on'}
        disabled={busy || unavailable || state === 'denied'}
        onCheckedChange={(on) => void toggle(on)}
        labelFirst
      />
      <FormAlert id="push-device-error" message={error} />
    </div>
  );
}
