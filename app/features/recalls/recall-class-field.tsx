import { BoundChoiceGroup } from '#app/components/ui/form.tsx';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';
import { type RecallClass, recallClasses } from '#contract/recalls.ts';
import { recallClassChoice } from './recall-texts.ts';

interface RecallClassFieldProps {
  /** The notice's `recallClass`, bound to its schema. */
  field: FieldBinding<'recallClass'>;
  /** The class chosen when the form opens; none asks staff to choose. */
  defaultValue?: RecallClass;
}

/** The class of the recall: one radio button per class, each with what it means and how soon it starts. */
export function RecallClassField({ field, defaultValue }: RecallClassFieldProps) {
  return (
    <BoundChoiceGroup field={field} hint="As CDSCO’s recall guidelines define it.">
      {(choice) => (
        <div className="mt-2 space-y-2">
          {recallClasses.map((recallClass) => {
            const { id, ...bound } = choice(recallClass);
            return (
              <div key={recallClass} className="flex items-start gap-3">
                <input
                  id={id}
                  type="radio"
                  {...bound}
                  defaultChecked={defaultValue === recallClass}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={id} className="text-slate-800">
                  {recallClassChoice(recallClass)}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </BoundChoiceGroup>
  );
}
