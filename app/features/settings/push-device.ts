import { getResource, postResource } from '../../lib/resource';

/** decision 065: what this device's push switch shows. */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // the page registers the worker when idle (decision 062); registering again is a no-op
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** Whether this device gets the viewer's pushes now. */
export async function pushStateOfDevice(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  if (!sub) return 'off';
  const { data } = await getResource<{ subscribed: boolean }>('PushSubscriptionResource', {
    endpoint: sub.endpoint,
  });
  return data.subscribed ? 'on' : 'off';
}

/** Asks the browser's permission, subscribes with the instance's key and tells Tessera. */
export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = await registration();
  const { data } = await getResource<{ public_key: string }>('PushSubscriptionResource', {});
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: data.public_key,
    }));
  const json = sub.toJSON();
  await postResource('PushSubscriptionResource', 'create', {
    endpoint: json.endpoint,
    keys: json.keys,
  });
  return 'on';
}

/** Tells Tessera first (so nothing more is sent), then drops the browser's subscription. */
export async function turnPushOff(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const reg = await navigator.serviceWorker.getRegistration('/');
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await postResource('PushSubscriptionResource', 'delete', { endpoint: sub.endpoint });
    await sub.unsubscribe();
  }
  return 'off';
}
