/**
 * Prerendered pages are complete without JavaScript: what the first paint needs is the HTML, the
 * stylesheet and the hero image. React Router preloads every module of the page with
 * `<link rel="modulepreload">`, which browsers fetch at high priority, so on a slow line the
 * scripts compete with the stylesheet and the images. Marking those preloads `fetchpriority="low"`
 * lets the page paint first and hydrate right after.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}
