import { NotFoundReport } from '#app/features/errors/not-found-report.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/not-found-report';

hydrateIslands('not-found-report', NotFoundReport, texts);
