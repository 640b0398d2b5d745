import { DistributorForm } from '#app/features/professionals/distributor-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/distributor-form';

hydrateIslands('distributor-form', DistributorForm, texts);
