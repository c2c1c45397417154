import { LOGIN_PROMPTS } from '../features/auth';
import { LoginNeeded, PinBuilder } from '../features/pin-builder';
import { useViewer } from '../lib/viewer-context';

export function meta() {
  return [{ title: 'Create Pin | Tessera' }, { name: 'robots', content: 'noindex' }];
}

/** M-090 /pin-builder: make pins from pictures (decision 006). */
export default function PinBuilderPage() {
  const viewer = useViewer();
  if (!viewer.isAuth) {
    return (
      <LoginNeeded
        prompt={LOGIN_PROMPTS.create}
        lead="Pins are made from your own pictures or pictures on the web."
      />
    );
  }
  return <PinBuilder />;
}
