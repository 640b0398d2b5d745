import { FieldError } from '#app/components/ui/form.tsx';
import { useDomId } from '#app/lib/dom-id.ts';
import { type RecallClass, recallClasses } from '#contract/recalls.ts';
import { recallClassChoice } from './recall-texts.ts';

interface RecallClassFieldProps {
  /** The class chosen when the form opens; none asks staff to choose. */
  defaultValue?: RecallClass;
  error?: string;
}

/** The class of the recall: one radio button per class, each with what it means and how soon it starts. */
export function RecallClassField({ defaultValue, error }: RecallClassFieldProps) {
  const id = useDomId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset data-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-slate-800">
        Class
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        As CDSCO’s recall guidelines define it.
      </p>
      <div className="mt-2 space-y-2">
        {recallClasses.map((recallClass) => (
          <div key={recallClass} className="flex items-start gap-3">
            <input
              id={`${id}-${recallClass}`}
              type="radio"
              name="recallClass"
              value={recallClass}
              required
              defaultChecked={defaultValue === recallClass}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={`${id}-${recallClass}`} className="text-slate-800">
              {recallClassChoice(recallClass)}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
