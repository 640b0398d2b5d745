/** Shared looks of the tablet screens' controls; colours keep AA contrast on white. */
const buttonBase =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const primaryButton = `${buttonBase} bg-teal-700 text-white hover:bg-teal-800`;
export const secondaryButton = `${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
export const dangerButton = `${buttonBase} bg-red-700 text-white hover:bg-red-800`;
export const smallOutlineButton =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100';
export const smallDangerOutlineButton =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50';

export const textInput =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700';

export const fieldLabel = 'block text-sm font-semibold text-slate-800';
export const fieldError = 'mt-1.5 text-sm font-medium text-red-700';
export const card = 'rounded-xl border border-slate-200 bg-white shadow-sm';
