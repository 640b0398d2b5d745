import { type ComponentType, createContext, use, useId } from 'react';
import { IslandIdScope, islandIds } from './dom-id.ts';
import type { IslandName } from './island-names.ts';

/**
 * When an island's code loads: `at-once` after the page has painted, `on-use` only when the visitor
 * first points at, touches, focuses or types in it (until then it is the prerendered HTML, which
 * works without script: links, native form posts, and the taps app/lib/early-clicks.ts keeps).
 */
export type IslandLoad = 'at-once' | 'on-use';

/**
 * The islands of the page being rendered, when it is served as islands (its route's `handle` says
 * so): each `<Island>` adds its name and when it loads (`at-once` wins when both are met), and
 * `<IslandLoader>` at the end of the body starts their modules. Null on a page the client router
 * hydrates.
 */
export const IslandPageContext = createContext<Map<IslandName, IslandLoad> | null>(null);

interface IslandProps<Props extends object> {
  name: IslandName;
  component: ComponentType<Props>;
  /** What the part is rendered with; it travels to the browser as JSON, so plain data only. */
  props: Props;
  /** When its code loads; `at-once` unless said otherwise. */
  load?: IslandLoad;
}

/**
 * An interactive part of a page. On a page served as islands, its wrapper carries its name and
 * props, and the page loads its entry module in the page's language (app/lib/island-loader.tsx),
 * which hydrates just this part with the texts it shows (app/lib/hydrate-islands.tsx,
 * app/islands/island-texts.ts). On a page the client router hydrates, it is an ordinary part
 * of the page. The wrapper is `display: contents`: layout is untouched.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  load = 'at-once',
}: IslandProps<Props>) {
  const pageIslands = use(IslandPageContext);
  const scope = useId();
  if (!pageIslands) {
    return (
      <div data-island={name} data-island-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    );
  }
  if (pageIslands.get(name) !== 'at-once') pageIslands.set(name, load);
  return (
    <div
      data-island={name}
      data-island-props={JSON.stringify(props)}
      data-island-ids={scope}
      data-island-load={load}
      className="contents"
    >
      <IslandIdScope value={islandIds(scope)}>
        <Component {...props} />
      </IslandIdScope>
    </div>
  );
}
