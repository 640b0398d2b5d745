/**
 * Prerendered pages are complete without JavaScript: the first paint needs only the HTML, the
 * stylesheet and the images, and links and forms work before any script runs. React Router's
 * output preloads every module in the head and starts the app with an async module script, which
 * runs as soon as its imports arrive, often before the first paint. `hydrateAfterFirstPaint`,
 * applied once to every prerendered page after the build, starts the same steps after the next
 * frame instead (docs/decisions/008-paint-before-hydration.md).
 */

const bootScript = /(<script type="module"[^>]*>)(\s*import "\/assets\/manifest-[\s\S]*?)(<\/script>)/;
const bootParts =
  /^\s*import "([^"]+)";\s*((?:import \* as route\d+ from "[^"]+";\s*)*)window\.__reactRouterRouteModules = (\{[^}]*\});\s*import\("([^"]+)"\);\s*$/;
const routeImport = /import \* as (route\d+) from "([^"]+)";/g;
const modulePreload = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;

/**
 * Moves the module preloads and React Router's start-up script behind the first frame (at once in
 * a hidden tab, where frames wait): after the page has painted, the preloads are added to the head,
 * so every module downloads in parallel, and the route modules and the client entry are imported
 * in React Router's order. Throws if the start-up script is not in the expected form.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const script = bootScript.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const parts = bootParts.exec(body);
  if (!parts) throw new Error(`React Router's start-up script has an unexpected form:\n${body}`);
  const [, manifest, routeImports, routeModules, entry] = parts as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const routes = [...routeImports.matchAll(routeImport)].map(([, name, href]) => ({ name, href }));
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href);
  const imports = [manifest, ...routes.map((route) => route.href)].map(
    (href) => `import(${JSON.stringify(href)})`,
  );
  const names = ['', ...routes.map((route) => route.name)].join(', ');
  const deferred = [
    'new Promise((resolve) => document.visibilityState === "hidden" ? resolve() : requestAnimationFrame(() => setTimeout(resolve)))',
    `.then(() => { for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); } return Promise.all([${imports.join(', ')}]); })`,
    `.then(([${names}]) => { window.__reactRouterRouteModules = ${routeModules}; return import(${JSON.stringify(entry)}); });`,
  ].join('');
  return html.replace(whole, () => `${open}${deferred}${close}`).replace(modulePreload, '');
}
