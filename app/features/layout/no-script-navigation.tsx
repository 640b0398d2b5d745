/*
 * Without JavaScript no button can open anything, so the browser gets these rules instead (a
 * <noscript> only counts when scripting is off): small screens show the menu with every list
 * open, in the page's flow (not over it, as it lies with scripts), in a header that scrolls away with
 * the page instead of covering it; large screens show a dropdown while it is hovered or holds focus. The rules join
 * Tailwind's base layer so that they can outweigh its `[hidden] { display: none !important }`.
 */
const css = `@layer base {
  @media (width < 48rem) {
    [data-menu-button], [data-submenu-toggle] { display: none !important; }
    [data-mobile-menu][hidden], [data-submenu][hidden] { display: block !important; }
    [data-mobile-menu] { max-height: none !important; position: static !important; visibility: visible !important; }
    [data-site-header] { position: static !important; }
  }
  @media (width >= 48rem) {
    [data-dropdown]:hover > [data-dropdown-list][hidden],
    [data-dropdown]:focus-within > [data-dropdown-list][hidden] { display: block !important; }
  }
}`;

export function NoScriptNavigation() {
  return <noscript dangerouslySetInnerHTML={{ __html: `<style>${css}</style>` }} />;
}
