import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { handlePopState } from './lib/overlay-store';
import { pageI18n } from './lib/page-i18n';
import { reportReactError } from './lib/react-errors';
import { I18nProvider } from './ui/i18n';

// Registered before the router creates its own listener, so overlay steps never reach it.
window.addEventListener('popstate', (event) => {
  if (handlePopState(event)) event.stopImmediatePropagation();
});

// decision 064: the page's catalog (preloaded by its <head>) before hydration, so the first
// render in the browser has the server's words
const i18n = await pageI18n();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
    {
      // a hydration mismatch makes React render the part again on the client and report it
      // here; the browser journeys fail on any (decision 035)
      onRecoverableError: (error, info) => reportReactError('recoverable', error, info),
      onUncaughtError: (error, info) => reportReactError('uncaught', error, info),
    },
  );
});
