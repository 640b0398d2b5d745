import { type ComponentType, lazy, Suspense, useEffect } from 'react';

/**
 * A section below the first screen whose code is fetched while the page hydrates instead of before
 * it (docs/decisions/030-sections-that-hydrate-later.md). Until that code arrives React keeps the
 * prerendered HTML: links, `<details>` and POST forms work as they are, and a tap on one of its
 * buttons is recorded by the early-clicks script (app/lib/early-clicks.ts) and replayed once the
 * section has hydrated. The wrapper is `display: contents`, so it leaves the layout alone.
 */
export function hydrateLater<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Section = lazy(async () => {
    const Loaded = await load();
    function HydratedSection(props: Props) {
      useEffect(() => window.earlyClicks?.release(name), []);
      return <Loaded {...props} />;
    }
    return { default: HydratedSection };
  });
  function HydratesLater(props: Props) {
    return (
      <div data-hydrates-later={name} className="contents">
        <Suspense>
          <Section {...props} />
        </Suspense>
      </div>
    );
  }
  return HydratesLater;
}
