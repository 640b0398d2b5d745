import { SiteHeader } from '#app/features/layout/site-header.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('site-header', SiteHeader);
