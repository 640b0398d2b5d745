import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { showStartupFailure } from '#app/lib/startup-failure.ts';

function start() {
  if (!document.getElementById('root')) {
    console.error('Root element not found: the page has no #root element.');
    showStartupFailure(document, 'missing-root');
    return;
  }
  // From here React's own listeners see every event (and replay those made while it hydrates).
  window.earlyClicks?.stop();
  try {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
        {
          onUncaughtError(error) {
            console.error('Error rendering application:', error);
            showStartupFailure(document, 'render-error');
          },
        },
      );
    });
  } catch (error) {
    console.error('Error rendering application:', error);
    showStartupFailure(document, 'render-error');
  }
}

start();
