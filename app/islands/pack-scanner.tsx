import { PackScanner } from '#app/features/pack-check/pack-scanner.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('pack-scanner', PackScanner);
