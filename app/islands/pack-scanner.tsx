import { PackScanner } from '#app/features/pack-check/pack-scanner.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/pack-scanner';

hydrateIslands('pack-scanner', PackScanner, texts);
