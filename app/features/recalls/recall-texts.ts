/** What the recalls screen says of a notice, and how it reads its form. */
import {
  type RecallClass,
  recallClassTexts,
  type RecallInput,
  type RecallStatus,
} from '#contract/recalls.ts';

/** "Class I". */
export const recallClassLabel = (recallClass: RecallClass) => `Class ${recallClass}`;

/** "Class I — the product may cause serious harm or death; the recall starts within 72 hours". */
export function recallClassChoice(recallClass: RecallClass): string {
  const { meaning, startsWithin } = recallClassTexts[recallClass];
  return `${recallClassLabel(recallClass)} — ${meaning}; the recall starts within ${startsWithin}`;
}

export const recallStatusLabels: Record<RecallStatus, string> = {
  open: 'Open',
  completed: 'Completed',
};

type ActionField = keyof Pick<RecallInput, 'patientAction' | 'pharmacyAction' | 'doctorAction'>;

/** What a new notice tells each reader to do, until staff write it for the case at hand. */
export const defaultRecallActions: Record<ActionField, string> = {
  patientAction:
    'Stop using packs of these batches. Return them to the pharmacy where you bought them. Do not stop a ' +
    'prescribed treatment without asking your doctor: ask for a pack of another batch. If you took a ' +
    'medicine from these batches and feel unwell, see your doctor and tell us through our adverse event form.',
  pharmacyAction:
    'Stop selling and supplying packs of these batches at once. Keep the packs you hold apart from other ' +
    'stock and return them to your supplier or to us. Give patients who bring back packs of these batches a ' +
    'pack of another batch.',
  doctorAction:
    'Do not prescribe, dispense or give packs of these batches. Check the stock of your hospital pharmacy ' +
    'and wards and set these batches aside for return. Patients may go on with a pack of another batch. ' +
    'Report any adverse event you suspect to us.',
};

/** The batch numbers typed in one field, split at commas, spaces and line breaks. */
export function splitBatchNumbers(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part !== '');
}

/**
 * Field name → first message, from the form's own check or the server's `fields`. A message about
 * one batch ("batchNumbers.2") goes beside the batch numbers field, naming the batch.
 */
export function recallFieldErrors(
  entries: Iterable<readonly [key: string, message: string]>,
  typedBatches: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of entries) {
    const [field = key, index] = key.split('.');
    const batch = index !== undefined && /^\d+$/.test(index) ? typedBatches[Number(index)] : undefined;
    errors[field] ??= field === 'batchNumbers' && batch ? `${batch}: ${message}` : message;
  }
  return errors;
}
