import { lazy, Suspense } from 'react';
import { HydrationMark } from '../../lib/lazy-rendered';
import s from './NotificationsSlot.module.css';

// decision 013's budget: nothing of notifications is in a page's first JS; the header's bell
// comes right after it, its panel when it first opens
const LoadedNotificationsButton = lazy(() =>
  import('./NotificationsButton').then((m) => ({ default: m.NotificationsButton })),
);

/** The header's notifications button (NotificationsButton.tsx); its place is kept while it loads. */
export function NotificationsButton() {
  return (
    // an empty box, not aria-hidden: if the button's server markup lands inside it while its
    // code loads (an update before hydration ends), the button stays in reach
    <Suspense fallback={<span className={s.placeholder} />}>
      <HydrationMark />
      <LoadedNotificationsButton />
    </Suspense>
  );
}
