import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { handlePopState } from './lib/overlay-store';

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
  );
});
