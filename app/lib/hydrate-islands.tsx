import { type ComponentType, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { showStartupFailure } from '#app/lib/startup-failure.ts';
import type { IslandName } from './island-names.ts';
import { IslandIdScope, islandIds } from './dom-id.ts';

/** Calls back once the island's first render is on the page. */
function HydratedMark({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Marks the island hydrated, and the page once no island on it is waiting (tests and scripts read it). */
function markHydrated(element: HTMLElement) {
  element.dataset.islandHydrated = 'true';
  // Taps made on its buttons before now are clicked again, now through their handlers.
  window.earlyClicks?.release(element);
  if (document.querySelector('[data-island]:not([data-island-hydrated])') === null) {
    document.documentElement.dataset.hydrated = 'true';
    // And those on buttons outside every island, which an island listens for.
    window.earlyClicks?.replay();
  }
}

function readProps(element: HTMLElement): object {
  try {
    return JSON.parse(element.dataset.islandProps ?? '{}') as object;
  } catch {
    return {};
  }
}

/**
 * The body of an island's entry module: hydrates every wrapper of that island on the page with its
 * component and the props the page was rendered with. A module script runs after the document is
 * parsed, but waits for it anyway in case it was loaded early.
 */
export function hydrateIslands<Props extends object>(name: IslandName, Component: ComponentType<Props>) {
  const start = () => {
    for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
      if (element.dataset.islandHydrated) continue;
      const props = readProps(element) as Props;
      hydrateRoot(
        element,
        <StrictMode>
          {/* The ids the server gave this part, handed out again in the same order. */}
          <IslandIdScope value={islandIds(element.dataset.islandIds ?? `${name}-`)}>
            <Component {...props} />
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
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
