import { VisitorRequestPage } from '#app/features/leads/visitor-request-page.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('visitor-request', VisitorRequestPage);
