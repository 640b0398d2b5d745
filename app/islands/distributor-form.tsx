import { DistributorForm } from '#app/features/professionals/distributor-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('distributor-form', DistributorForm);
