import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { handlePopState } from './lib/overlay-store';
import { reportReactError } from './lib/react-errors';

// Registered before the router creates its own listener, so overlay steps never reach it.
window.addEventListener('popstate', (event) => {
  if (handlePopState(event)) event.stopImmediatePropagation();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // a hydration mismatch makes React render the part again on the client and report it
      // here; the browser journeys fail on any (decision 035)
      onRecoverableError: (error, info) => reportReactError('recoverable', error, info),
      onUncaughtError: (error, info) => reportReactError('uncaught', error, info),
    },
  );
});
