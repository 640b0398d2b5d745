import {
  declarationFields,
  declarationPath,
  declarationTexts,
  declaredValue,
  professionalDeclaration,
} from '#contract/prescribing-info.ts';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { ProfessionalsNotice } from './professionals-notice.tsx';

/**
 * Asked once per visit before the first page of prescribing information: a plain form, so it works
 * without script. The server answers a prescribing page with this one in its place, headed with
 * that page's title, until the visitor has declared; "Yes" sets a cookie for the visit and opens
 * the page (`next`), "No" leads to the public page `back`. `message` says why the last answer was
 * refused.
 */
export function DeclarationPage({
  title,
  lead,
  next,
  back,
  message,
}: {
  title: string;
  lead: string;
  next: string;
  back: string;
  message?: string | undefined;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <ProfessionalsNotice />
      <h1 className="mt-8 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{lead}</p>
      {message && (
        <div className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-medium text-red-900">
          <p role="alert">{message}</p>
        </div>
      )}
      <form
        method="post"
        action={declarationPath}
        aria-labelledby="declaration-title"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <input type="hidden" name={declarationFields.next} defaultValue={next} />
        <h2 id="declaration-title" className="text-xl font-semibold text-slate-900">
          Please confirm
        </h2>
        <p className="mt-3 text-lg text-slate-900">“{professionalDeclaration}”</p>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            name={declarationFields.declared}
            value={declaredValue}
            className={buttonVariants({ variant: 'primary', size: 'lg' })}
          >
            {declarationTexts.yes}
          </button>
          <a href={back} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            {declarationTexts.no}
          </a>
        </div>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        We keep your answer for this visit only, in a cookie your browser deletes when you close it (see our{' '}
        <a href="/cookies" className="font-medium text-teal-800 underline">
          cookie policy
        </a>
        ). Patients and carers: each product’s own page gives the facts on its label, and your doctor or
        pharmacist can answer your questions.
      </p>
    </div>
  );
}
