import { cn } from '#app/components/ui/class-names.ts';
import { formatPaise, paiseOf, type Quotation, quotationTotals } from '#contract/quotation.ts';
import { useContent } from '#languages/content.ts';
import { fillText } from '#languages/messages.ts';
import { quotationTableContent } from './quotation-table-content.ts';

/** A quotation's lines and totals, as the buyer's mail states them, in the page's language. */
export function QuotationTable({ quotation, caption }: { quotation: Quotation; caption: string }) {
  const totals = quotationTotals(quotation);
  const texts = useContent('quotation', quotationTableContent);
  return (
    <div
      role="region"
      aria-label={fillText(texts.scrolling, { caption })}
      // Focusable so keyboard users can scroll the table sideways on a narrow screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="mt-2 overflow-x-auto"
    >
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {[texts.product, texts.quantity, texts.unitPrice, texts.gst, texts.amount].map(
              (heading, index, all) => (
                // The product reads from the start; the figures line up at the end, the last without a gap after it.
                <th
                  key={index}
                  scope="col"
                  className={cn('py-1', index < all.length - 1 && 'pr-2', index > 0 && 'text-right')}
                >
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {quotation.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-200">
              <th scope="row" className="py-1 pr-2 font-normal">
                <bdi>{line.product}</bdi>
              </th>
              <td className="py-1 pr-2 text-right">{line.quantity}</td>
              <td className="py-1 pr-2 text-right">{formatPaise(paiseOf(line.unitPrice))}</td>
              <td className="py-1 pr-2 text-right">{line.gstRate}%</td>
              <td className="py-1 text-right">{formatPaise(totals.lines[index]!)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className="py-1 pr-2 text-right font-normal">
              {texts.subtotal}
            </th>
            <td className="py-1 text-right">{formatPaise(totals.subtotal)}</td>
          </tr>
          {totals.gst.map((entry) => (
            <tr key={entry.rate}>
              <th scope="row" colSpan={4} className="py-1 pr-2 text-right font-normal">
                {fillText(texts.gstOn, { rate: String(entry.rate), taxable: formatPaise(entry.taxable) })}
              </th>
              <td className="py-1 text-right">{formatPaise(entry.tax)}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th scope="row" colSpan={4} className="py-1 pr-2 text-right">
              {texts.total}
            </th>
            <td className="py-1 text-right">{formatPaise(totals.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-1 text-xs text-slate-700">
        {fillText(texts.validUntil, { date: quotation.validUntil })}
      </p>
    </div>
  );
}
