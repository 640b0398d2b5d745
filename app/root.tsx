import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteLayout } from '#app/features/layout/site-layout.tsx';
import { useIsStaffScreen } from '#app/lib/staff-screen.ts';
import { DeferredToaster } from '#app/components/ui/deferred-toaster.tsx';
import { RouterErrorPage } from '#app/features/errors/router-error-page.tsx';
import { earlyClicksScript } from '#app/lib/early-clicks.ts';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
// The letters the Telugu and Hindi texts use, cut from the Noto faces at build time (scripts/subset-fonts.ts).
import notoTelugu from './fonts/noto-sans-telugu-subset.woff2?url';
import notoDevanagari from './fonts/noto-sans-devanagari-subset.woff2?url';
import notoLatin from './fonts/noto-sans-latin-subset.woff2?url';
import { PrerenderedHeadTags } from '#app/lib/prerendered-head.tsx';
import { IslandPageContext, type IslandLoad } from '#app/lib/island.tsx';
import { IslandLoader } from '#app/lib/island-loader.tsx';
import type { IslandName } from '#app/lib/island-names.ts';
import { useIsIslandsPage } from '#app/lib/page-runtime.ts';
import { NextPagePrefetch } from '#app/lib/next-page-prefetch.tsx';
import { localeDetails, localeOfPath } from '#languages/locales.ts';
import { DevMessages } from '#app/lib/dev-messages.tsx';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The files a page's text is set in (app.css): Inter for English; for Telugu and Hindi, the script's
 * Noto face and Noto Sans for the Latin letters. Preloaded, they are known before the stylesheet is
 * parsed, so text rarely paints in the fallback at all.
 */
const pageFonts = {
  en: [interLatin],
  te: [notoTelugu, notoLatin],
  hi: [notoDevanagari, notoLatin],
} as const;

export function Layout({ children }: { children: ReactNode }) {
  // A page served as islands loads its parts' own modules (see <Island>), not the client router.
  const islandsPage = useIsIslandsPage();
  // The islands this render meets, filled as it goes and read by the loader at the end of the body.
  const pageIslands = islandsPage ? new Map<IslandName, IslandLoad>() : null;
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={localeDetails[locale].tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* Ahead of the stylesheet, so it listens before the first paint: taps before hydration are kept. */}
        {/* Written into the prerendered HTML only: the browser keeps it, so its code stays out of the bundle. */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyClicksScript() : '' }}
          suppressHydrationWarning
        />
        {pageFonts[locale].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Meta />
        <PrerenderedHeadTags />
        <Links />
        {islandsPage && <NextPagePrefetch />}
      </head>
      <body>
        <div id="root">
          <DevMessages>
            <IslandPageContext value={pageIslands}>{children}</IslandPageContext>
          </DevMessages>
        </div>
        <IslandPageContext value={pageIslands}>
          <IslandLoader />
        </IslandPageContext>
        {!islandsPage && <ScrollRestoration />}
        {!islandsPage && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests and scripts tell a hydrated page from the static HTML.
    document.documentElement.dataset.hydrated = 'true';
    // Runs after every child's effects, so each control is ready for the taps made before hydration.
    window.earlyClicks?.replay();
  }, []);
  const staffScreen = useIsStaffScreen();
  if (staffScreen) {
    return (
      <>
        <Outlet />
        <DeferredToaster />
      </>
    );
  }
  // A public page that shows toasts has the toast layer as one of its islands.
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return <RouterErrorPage detail={detail} />;
}
