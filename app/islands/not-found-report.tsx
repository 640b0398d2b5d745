import { NotFoundReport } from '#app/features/errors/not-found-report.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('not-found-report', NotFoundReport);
