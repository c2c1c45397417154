import { type ComponentProps, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../ui/i18n';
import { LoadingLayer } from '../../ui/LoadingLayer';
import { Spinner } from '../../ui/Spinner';

// Issue 12's budget: what only a press or an invite link needs is fetched then, not with the page.

const LazyEmbedCodeDialog = lazy(() =>
  import('./EmbedCodeDialog').then((m) => ({ default: m.EmbedCodeDialog })),
);
const LazyShareMenuContent = lazy(() =>
  import('./ShareMenu').then((m) => ({ default: m.ShareMenuContent })),
);
const LazyInviteLanding = lazy(() =>
  import('./InviteLanding').then((m) => ({ default: m.InviteLanding })),
);

/** 'Get Pin embed code' (its dialog and text area), loaded when first opened. */
export function EmbedCodeDialog(props: ComponentProps<typeof LazyEmbedCodeDialog>) {
  const t = useT();
  return (
    <Suspense fallback={<LoadingLayer label={t('share.opening')} />}>
      <LazyEmbedCodeDialog {...props} />
    </Suspense>
  );
}

/** The Share Menu's body, loaded when the menu first opens. */
export function ShareMenuContent(props: ComponentProps<typeof LazyShareMenuContent>) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('share.loadingMenu')} />}>
      <LazyShareMenuContent {...props} />
    </Suspense>
  );
}

/** The invite landing, only on a page opened from a share link (`invite_code` in its query). */
export function InviteLanding() {
  const { search } = useLocation();
  if (!/[?&]invite_code=/.test(search)) return null;
  return (
    <Suspense fallback={null}>
      <LazyInviteLanding />
    </Suspense>
  );
}
