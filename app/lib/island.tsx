import { type ComponentType, createContext, use, useId } from 'react';
import { IslandIdScope, islandIds } from './dom-id.ts';
import { preinitModule, preloadModule } from 'react-dom';
import type { IslandName } from './island-names.ts';
import { islandScriptsOf } from './island-scripts.ts';

/**
 * Whether the page being rendered is served as islands (its route's `handle` says so): its HTML
 * then loads each island's own script instead of the client router.
 */
export const IslandPageContext = createContext(false);

interface IslandProps<Props extends object> {
  name: IslandName;
  component: ComponentType<Props>;
  /** What the part is rendered with; it travels to the browser as JSON, so plain data only. */
  props: Props;
}

/**
 * An interactive part of a page. On a page served as islands, its wrapper carries its name and
 * props and the page's head loads its entry module (once, however many times it appears), which
 * hydrates just this part (app/lib/hydrate-islands.tsx). On a page the client router hydrates,
 * it is an ordinary part of the page. The wrapper is `display: contents`: layout is untouched.
 */
export function Island<Props extends object>({ name, component: Component, props }: IslandProps<Props>) {
  const islandPage = use(IslandPageContext);
  const scope = useId();
  if (!islandPage) {
    return (
      <div data-island={name} data-island-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    );
  }
  if (import.meta.env.SSR) {
    const scripts = islandScriptsOf(name);
    for (const file of scripts.imports) preloadModule(file);
    preinitModule(scripts.entry);
  }
  return (
    <div
      data-island={name}
      data-island-props={JSON.stringify(props)}
      data-island-ids={scope}
      className="contents"
    >
      <IslandIdScope value={islandIds(scope)}>
        <Component {...props} />
      </IslandIdScope>
    </div>
  );
}
