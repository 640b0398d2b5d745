import { professionalsOnlyNotice } from '#contract/prescribing-info.ts';

/** The heading every page of prescribing information carries, on screen and on paper. */
export function ProfessionalsNotice() {
  return (
    <p className="rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-center text-sm font-bold tracking-wide text-red-900 uppercase print:bg-white print:text-black">
      {professionalsOnlyNotice}
    </p>
  );
}
