import type { ChangeEvent } from 'react';
import { Textarea } from '#app/components/ui/form-controls.tsx';
import { type BoundControl, BoundField, TextInput } from '#app/components/ui/form.tsx';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';
import {
  languageNames,
  type TextValue,
  translatedLanguages,
  type TranslatedLanguage,
  translationMax,
} from './product-editor-values.ts';

/** Every text of a product is one line: a line break typed or pasted becomes a space. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

interface TextControlProps {
  control: BoundControl;
  /** A long text gets a box of several lines to read it in; it is still one paragraph. */
  long: boolean;
  value: string;
  onText: (text: string) => void;
  lang?: string;
  /** Marks the English input of a line, to give it focus when the line is added. */
  lineId?: number;
}

function TextControl({ control, long, value, onText, lang, lineId }: TextControlProps) {
  const attributes = {
    value,
    lang,
    autoComplete: 'off',
    'data-line': lineId,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onText(oneLine(event.target.value)),
  };
  return long ? (
    <Textarea {...control({ ...attributes, rows: 3 })} />
  ) : (
    <TextInput {...control(attributes)} />
  );
}

/** The live English and the draft's, side by side, beside a translation that still says the first. */
function StaleTranslationHint({
  blocking,
  before,
  after,
}: {
  blocking: boolean;
  before: string | undefined;
  after: string | undefined;
}) {
  return (
    <>
      <span className="block font-semibold text-amber-900">
        {blocking
          ? 'Out of date, and publishing waits for it: the English changed.'
          : 'Out of date: the English changed. Publishing does not wait for it.'}
      </span>
      <span className="mt-1 grid grid-cols-2 gap-2">
        <span className="block rounded-md border border-slate-300 bg-slate-50 p-2 break-words text-slate-800">
          <span className="block text-xs font-semibold text-slate-700">Live English</span>
          {before ?? 'None'}
        </span>
        <span className="block rounded-md border border-amber-300 bg-amber-50 p-2 break-words text-slate-900">
          <span className="block text-xs font-semibold text-slate-700">Draft English</span>
          {after ?? 'None'}
        </span>
      </span>
    </>
  );
}

interface TextRowProps {
  /** The English field; its label names the Telugu and Hindi inputs too. */
  field: FieldBinding;
  value: TextValue;
  long: boolean;
  onChange: (language: keyof TextValue, text: string) => void;
  /** The languages whose translation the draft's review found stale, and whether each blocks publishing. */
  stale: Partial<Record<TranslatedLanguage, boolean>> | undefined;
  /** The text's English in the live version and in the saved draft. */
  live: string | undefined;
  drafted: string | undefined;
  /** What the English field is for, when its name does not say. */
  hint?: string;
  lineId?: number;
}

/**
 * One text as a translator works on it: the English, then its Telugu and Hindi beside it (below it
 * on a narrow screen), each stale translation with the English it was made from and the new English.
 */
export function TextRow({ field, value, long, onChange, stale, live, drafted, hint, lineId }: TextRowProps) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      <BoundField field={field} hint={hint}>
        {(control) => (
          <TextControl
            control={control}
            long={long}
            value={value.en}
            onText={(text) => onChange('en', text)}
            lineId={lineId}
          />
        )}
      </BoundField>
      {translatedLanguages.map((language) => {
        const blocking = stale?.[language];
        return (
          <BoundField
            key={language}
            field={{
              label: `${field.label} in ${languageNames[language]}`,
              required: false,
              error: undefined,
              name: `${language}.${field.name}`,
              maxLength: translationMax,
            }}
            hint={
              blocking === undefined ? undefined : (
                <StaleTranslationHint blocking={blocking} before={live} after={drafted} />
              )
            }
          >
            {(control) => (
              <TextControl
                control={control}
                long={long}
                value={value[language]}
                onText={(text) => onChange(language, text)}
                lang={language}
              />
            )}
          </BoundField>
        );
      })}
    </div>
  );
}
