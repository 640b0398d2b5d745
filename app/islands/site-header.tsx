import { SiteHeader } from '#app/features/layout/site-header.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/site-header';

hydrateIslands('site-header', SiteHeader, texts);
