import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { sliceFirstHydration } from './lib/deferred-hydration';
import { handlePopState } from './lib/overlay-store';
import {
  documentStandIn,
  keepServerIdsInStep,
  runEffectsBeforeNextInput,
  unhoistModulePreloads,
} from './lib/preact-hydration';

// Registered before the router creates its own listener, so overlay steps never reach it.
window.addEventListener('popstate', (event) => {
  if (handlePopState(event)) event.stopImmediatePropagation();
});

// The built client runs on Preact (decision 018), which hydrates React's server markup once
// the markup is where its tree expects it.
if (__PREACT__) {
  unhoistModulePreloads();
  keepServerIdsInStep();
  runEffectsBeforeNextInput();
  // grid cards hydrate one per task after the rest of the page (issue 12)
  sliceFirstHydration();
}

startTransition(() => {
  hydrateRoot(
    __PREACT__ ? documentStandIn() : document,
    <StrictMode>
      {/* The router suspends until the page's data is decoded. React waits at the root on its
          own; Preact needs a boundary to wait in. */}
      {__PREACT__ ? (
        <Suspense fallback={null}>
          <HydratedRouter />
        </Suspense>
      ) : (
        <HydratedRouter />
      )}
    </StrictMode>,
  );
});
