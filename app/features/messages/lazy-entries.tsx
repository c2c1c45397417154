import { lazy, Suspense } from 'react';
import type { UserModel } from '#domain/pins/models';
import { HydrationMark } from '../../lib/lazy-rendered';
import { LoadingLayer } from '../../ui/LoadingLayer';
import s from './InboxButton.module.css';

// issue 12's budget: nothing of messages is in the first JS of a page; the header's button comes
// right after it, the Send dialog when it is asked for
const LoadedInboxButton = lazy(() =>
  import('./InboxButton').then((m) => ({ default: m.InboxButton })),
);
const LoadedSendPinDialog = lazy(() =>
  import('./SendPinDialog').then((m) => ({ default: m.SendPinDialog })),
);
const LoadedMessagePersonDialog = lazy(() =>
  import('./SendPinDialog').then((m) => ({ default: m.MessagePersonDialog })),
);

/** The header's inbox button (InboxButton.tsx); its place is kept while it loads. */
export function InboxButton() {
  return (
    // an empty box, not aria-hidden: if the button's server markup lands inside it while its
    // code loads (an update before hydration ends), the button stays in reach
    <Suspense fallback={<span className={s.placeholder} />}>
      <HydrationMark />
      <LoadedInboxButton />
    </Suspense>
  );
}

/** 'Send this pin' (SendPinDialog.tsx), fetched when first opened. */
export function SendPinDialog(props: {
  pinId: string;
  open: boolean;
  mobile: boolean;
  onClose(): void;
}) {
  return (
    <Suspense fallback={props.open ? <LoadingLayer /> : null}>
      <LoadedSendPinDialog {...props} />
    </Suspense>
  );
}

/** Message on a profile (SendPinDialog.tsx's MessagePersonDialog), fetched when first opened. */
export function MessagePersonDialog(props: {
  to: UserModel;
  open: boolean;
  mobile: boolean;
  onClose(): void;
}) {
  return (
    <Suspense fallback={props.open ? <LoadingLayer /> : null}>
      <LoadedMessagePersonDialog {...props} />
    </Suspense>
  );
}
