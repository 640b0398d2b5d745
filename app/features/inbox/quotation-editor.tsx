import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import {
  type GstRate,
  gstRates,
  quotationLimits,
  quotationLineSchema,
  type Quotation,
} from '#contract/quotation.ts';
import { QuotationTable } from '#app/components/quotation-table.tsx';

/** A line as typed: text in every box until it is sent. */
export interface DraftLine {
  product: string;
  quantity: string;
  unitPrice: string;
  gstRate: string;
}

export interface DraftQuotation {
  lines: DraftLine[];
  validUntil: string;
}

const gstOptions = gstRates.map((rate) => ({ value: String(rate), label: `${rate}%` }));

/** The draft as the contract's quotation, or undefined while a line cannot be priced yet. */
export function pricedQuotation(draft: DraftQuotation): Quotation | undefined {
  const lines = draft.lines.map((line) =>
    quotationLineSchema.safeParse({ ...line, gstRate: Number(line.gstRate) as GstRate }),
  );
  if (lines.some((line) => !line.success)) return undefined;
  return { lines: lines.flatMap((line) => (line.success ? [line.data] : [])), validUntil: draft.validUntil };
}

interface QuotationEditorProps {
  draft: DraftQuotation;
  onChange: (draft: DraftQuotation) => void;
  error?: string;
}

/** Lines of product, quantity, unit price and GST rate, the validity date, and the totals as they stand. */
export function QuotationEditor({ draft, onChange, error }: QuotationEditorProps) {
  const setLine = (index: number, change: Partial<DraftLine>) =>
    onChange({
      ...draft,
      lines: draft.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
    });
  const priced = pricedQuotation(draft);
  return (
    <fieldset className="mt-4 min-w-0 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">Quotation</legend>
      <ol className="space-y-4">
        {draft.lines.map((line, index) => (
          <li key={index} className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
            <FormField label={`Product, line ${index + 1}`} required className="col-span-full">
              <TextInput
                value={line.product}
                maxLength={quotationLimits.productMax}
                onChange={(event) => setLine(index, { product: event.target.value })}
              />
            </FormField>
            <FormField label="Quantity" required>
              <TextInput
                inputMode="numeric"
                value={line.quantity}
                onChange={(event) => setLine(index, { quantity: event.target.value })}
              />
            </FormField>
            <FormField label="Unit price (₹)" required>
              <TextInput
                inputMode="decimal"
                value={line.unitPrice}
                placeholder="1250.00"
                onChange={(event) => setLine(index, { unitPrice: event.target.value })}
              />
            </FormField>
            <FormField label="GST" required>
              <Select
                options={gstOptions}
                value={line.gstRate}
                onChange={(event) => setLine(index, { gstRate: event.target.value })}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="field"
              disabled={draft.lines.length === 1}
              onClick={() => onChange({ ...draft, lines: draft.lines.filter((_, at) => at !== index) })}
            >
              Remove line {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Button
          type="button"
          variant="secondary"
          size="field"
          disabled={draft.lines.length >= quotationLimits.lines}
          onClick={() =>
            onChange({
              ...draft,
              lines: [...draft.lines, { product: '', quantity: '1', unitPrice: '', gstRate: '12' }],
            })
          }
        >
          Add a line
        </Button>
        <FormField label="Prices valid until" required>
          <TextInput
            type="date"
            value={draft.validUntil}
            onChange={(event) => onChange({ ...draft, validUntil: event.target.value })}
          />
        </FormField>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {priced ? (
        <QuotationTable quotation={priced} caption="Totals as they stand" />
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          The totals show once every line has a product, a whole quantity and a unit price.
        </p>
      )}
    </fieldset>
  );
}
