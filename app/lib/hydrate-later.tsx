import { type ComponentType, lazy, memo, Suspense, use, useEffect, useState } from 'react';
import { IslandPageContext } from './island.tsx';

/**
 * A part of the page whose code is fetched while the page hydrates instead of before it
 * (docs/decisions/030-sections-that-hydrate-later.md): a section below the first screen, or a form
 * that posts without script. Until that code arrives React keeps the prerendered HTML: links,
 * `<details>` and POST forms work as they are, and a tap on one of its buttons is recorded by the
 * early-clicks script (app/lib/early-clicks.ts) and replayed once the part has hydrated, when its
 * wrapper (`display: contents`, so the layout is untouched) also gets `data-hydrated`.
 *
 * The wrapper is memoised, and its props must keep their identity between renders (pass callbacks
 * through `useCallback`): React throws away the prerendered HTML of a boundary that is updated
 * before it has hydrated and renders it afresh, wiping what the visitor typed into it.
 */
export function hydrateLater<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Part = lazy(async () => {
    const Loaded = await load();
    function HydratedPart({ props, onHydrated }: { props: Props; onHydrated: (hydrated: true) => void }) {
      useEffect(() => {
        window.earlyClicks?.release(name);
        onHydrated(true);
      }, [onHydrated]);
      return <Loaded {...props} />;
    }
    return { default: HydratedPart };
  });
  function HydratesLater(props: Props) {
    const [hydrated, setHydrated] = useState(false);
    // A page served as islands is never hydrated as a whole: the part is plain HTML, its islands apart.
    if (use(IslandPageContext)) {
      return (
        <Suspense>
          <Part props={props} onHydrated={setHydrated} />
        </Suspense>
      );
    }
    return (
      <div data-hydrates-later={name} data-hydrated={hydrated ? 'true' : undefined} className="contents">
        <Suspense>
          <Part props={props} onHydrated={setHydrated} />
        </Suspense>
      </div>
    );
  }
  return memo(HydratesLater);
}
