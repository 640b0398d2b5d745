import { MedicalInfoForm } from '#app/features/professionals/medical-info-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/medical-info-form';

hydrateIslands('medical-info-form', MedicalInfoForm, texts);
