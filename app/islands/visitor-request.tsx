import { VisitorRequestPage } from '#app/features/leads/visitor-request-page.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/visitor-request';

hydrateIslands('visitor-request', VisitorRequestPage, texts);
