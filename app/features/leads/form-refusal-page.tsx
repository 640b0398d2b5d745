import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { localHref } from '#languages/translated-pages.ts';
import type { Locale } from '#languages/locales.ts';

/** One control of the refused form, as it was sent. */
export interface RefusedControl {
  name: string;
  label: string;
  control: 'input' | 'textarea' | 'checkbox';
  /** What was typed; for a checkbox, whether it was ticked. */
  value: string;
  checked: boolean;
  error?: string;
}

export interface FormRefusalTexts {
  title: string;
  sendAgain: string;
  homePage: string;
  leaveEmpty: string;
}

const controlClass =
  'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700';

/**
 * The answer to a public form posted without JavaScript and refused: what went wrong, and the
 * form again with what the person typed, so nothing has to be typed twice. It posts as the form
 * did, to the same endpoint and in the same language.
 */
export function FormRefusalPage({
  texts,
  message,
  controls,
  action,
  locale,
}: {
  texts: FormRefusalTexts;
  message: string;
  controls: readonly RefusedControl[];
  action: string;
  locale: Locale;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold text-ink">{texts.title}</h1>
      <div
        role="alert"
        className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-900"
      >
        <p>{message}</p>
      </div>
      <form
        method="post"
        action={action}
        noValidate
        className="relative mt-8 space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 [&_label]:block [&_label]:font-semibold [&_label]:text-ink"
      >
        {controls.map((field) => (
          <RefusedField key={field.name} field={field} />
        ))}
        <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor="website">{texts.leaveEmpty}</label>
          <input id="website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
          {texts.sendAgain}
        </button>
      </form>
      <p className="mt-6">
        <a href={localHref('/', locale)} className="font-medium text-brand-800 underline">
          {texts.homePage}
        </a>
      </p>
    </div>
  );
}

function RefusedField({ field }: { field: RefusedControl }) {
  const { name, label, error } = field;
  const errorId = `${name}-error`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const errorLine = error && (
    <p id={errorId} className="mt-1 font-semibold text-red-700">
      {error}
    </p>
  );
  if (field.control === 'checkbox') {
    return (
      <div>
        <label>
          <input
            type="checkbox"
            name={name}
            defaultChecked={field.checked}
            {...described}
            className="mr-2 size-5 accent-brand-700"
          />{' '}
          {label}
        </label>
        {errorLine}
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={name}>{label}</label>
      {field.control === 'textarea' ? (
        <textarea
          id={name}
          name={name}
          rows={5}
          defaultValue={field.value}
          {...described}
          className={controlClass}
        />
      ) : (
        <input id={name} name={name} defaultValue={field.value} {...described} className={controlClass} />
      )}
      {errorLine}
    </div>
  );
}
