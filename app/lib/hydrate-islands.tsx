import { type ComponentType, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { options } from 'preact';
import { showStartupFailure } from '#app/lib/startup-failure.ts';
import type { IslandName } from './island-names.ts';
import { IslandIdScope, islandIds } from './dom-id.ts';
import { MessagesContext, type PageMessages } from '#languages/messages.ts';

/** Runs `callback` in a task of its own, soon: a message, which neither a hidden tab nor a test clock holds back. */
function inNextTask(callback: () => void) {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    callback();
  };
  port2.postMessage(undefined);
}

/*
 * Islands hydrate with Preact's React-compatible runtime (vite.islands.config.ts). Its effects
 * would wait for the next animation frame; here they run in the task after the render, as React's
 * do, so an effect never waits on a frame that a hidden tab or a paused test clock holds back.
 */
options.requestAnimationFrame = inNextTask;

/** Calls back once the island's first render is on the page. */
function HydratedMark({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Marks the island hydrated, and the page once no island that loads at once is waiting (tests and scripts read it). */
function markHydrated(element: HTMLElement) {
  element.dataset.islandHydrated = 'true';
  // The loader holds a form sent in a part that loads on use until then (app/lib/island-loader.tsx):
  // a task later, once the part's first effects (its form's own checks) have run.
  inNextTask(() => element.dispatchEvent(new Event('island-hydrated')));
  // Taps made on its buttons before now are clicked again, now through their handlers.
  window.earlyClicks?.release(element);
  // Parts that load on use may never load: the page is ready once those that load at once are.
  if (document.querySelector('[data-island-load="at-once"]:not([data-island-hydrated])') === null) {
    document.documentElement.dataset.hydrated = 'true';
    // And those on buttons outside every island, which an island listens for.
    window.earlyClicks?.replay();
  }
}

function readProps<Props>(text: string | undefined): Props {
  try {
    return JSON.parse(text ?? '{}') as Props;
  } catch {
    return {} as Props;
  }
}

/**
 * The body of an island's entry module: hydrates every wrapper of that island on the page with its
 * component, the props the page was rendered with and `texts`, the texts it shows in the page's
 * language, which its entry module of that language carries (app/islands/island-texts.ts). A module
 * script runs after the document is parsed, but waits for it anyway in case it was loaded early.
 */
export function hydrateIslands<Props extends object>(
  name: IslandName,
  Component: ComponentType<Props>,
  texts: PageMessages,
) {
  const hydrate = (element: HTMLElement) => {
    if (element.dataset.islandListening) return;
    const props = readProps<Props>(element.dataset.islandProps);
    hydrateRoot(
      element,
      <StrictMode>
        {/* The ids the server gave this part, handed out again in the same order. */}
        <IslandIdScope value={islandIds(element.dataset.islandIds ?? `${name}-`)}>
          <MessagesContext value={texts}>
            <Component {...props} />
          </MessagesContext>
        </IslandIdScope>
        <HydratedMark onHydrated={() => markHydrated(element)} />
      </StrictMode>,
      {
        onUncaughtError(error) {
          console.error(`Error rendering the ${name} part of the page:`, error);
          showStartupFailure(document, 'render-error');
        },
      },
    );
    // Hydration is synchronous here: from now on the part's buttons answer taps themselves, though
    // its effects, and so its mark as hydrated, come a task or more later (app/lib/early-clicks.ts).
    element.dataset.islandListening = 'true';
  };
  // Each part in a task of its own: a tap between two of them is answered at once, and no long
  // task holds a slow phone's main thread while the page starts.
  const start = () => {
    for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`))
      inNextTask(() => hydrate(element));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
