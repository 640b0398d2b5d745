interface PageLinksProps {
  /** What the links page through, for assistive technology: "Pages of supplements". */
  label: string;
  page: number;
  pageCount: number;
  /** The address of a page: plain links, which work before and without any script. */
  hrefOf: (page: number) => string;
  previous: string;
  next: string;
  /** A page number's accessible name: "Page 3". */
  pageName: (page: number) => string;
}

/**
 * The pages around `page`: the first, the last, and the current one with its neighbours; a gap stands
 * for two or more pages left out (a single one is shown instead of a gap, which would be as wide).
 */
export function pageNumbersAround(page: number, pageCount: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .toSorted((left, right) => left - right);
  return shown.flatMap((number, index) => {
    const before = shown[index - 1];
    if (before === undefined || number - before === 1) return [number];
    return number - before === 2 ? [before + 1, number] : ['gap' as const, number];
  });
}

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold';

/** Links to a list's other pages: previous, the numbers around this page, next. */
export function PageLinks({ label, page, pageCount, hrefOf, previous, next, pageName }: PageLinksProps) {
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a
              href={hrefOf(page - 1)}
              rel="prev"
              className={`${linkClass} border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
            >
              {previous}
            </a>
          </li>
        )}
        {pageNumbersAround(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-700">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                href={hrefOf(number)}
                aria-label={pageName(number)}
                aria-current={number === page ? 'page' : undefined}
                className={`${linkClass} ${
                  number === page
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50'
                }`}
              >
                {number}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a
              href={hrefOf(page + 1)}
              rel="next"
              className={`${linkClass} border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
            >
              {next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
