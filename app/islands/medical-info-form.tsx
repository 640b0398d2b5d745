import { MedicalInfoForm } from '#app/features/professionals/medical-info-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('medical-info-form', MedicalInfoForm);
