import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { leadLimits } from '#contract/lead-fields.ts';
import {
  furtherLineNumbers,
  furtherProductField,
  furtherQuantityField,
  quoteLinesMax,
} from '#contract/quote-lines.ts';
import { formatMessage } from '#languages/messages.ts';
import type { Locale } from '#languages/locales.ts';
import type { LeadFieldLabels } from '#contract/lead-field-labels.ts';
import type { quoteFormContent } from './quote-content.ts';

export const quoteProductListId = 'quote-product-names';

/** A whole number of units, within the contract's bounds. */
export function QuantityInput(props: { name: string; placeholder?: string }) {
  return (
    <TextInput type="number" inputMode="numeric" min={1} max={leadLimits.quantityMax} step={1} {...props} />
  );
}

/**
 * The quote's lines after the first: one empty line shows at a time below those filled in, up to
 * the contract's twenty products in all (app.css reveals them, so it works without script too).
 * Placeholders are what that rule reads, so every input here has one.
 */
export function FurtherProductLines({
  errors,
  labels,
  texts,
  locale,
}: {
  errors: Readonly<Record<string, string>>;
  /** The contract's labels of the lines' fields, in the page's language. */
  labels: LeadFieldLabels['quote'];
  texts: typeof quoteFormContent;
  locale: Locale;
}) {
  return (
    <fieldset className="md:col-span-2" aria-describedby="quote-more-products-hint">
      <legend className="text-base font-semibold text-slate-900">{texts.moreProducts}</legend>
      <p id="quote-more-products-hint" className="mt-1 text-sm text-slate-600">
        {formatMessage(texts.moreProductsHint, locale, { count: quoteLinesMax - 1 })}
      </p>
      <ol className="mt-4 space-y-4">
        {furtherLineNumbers.map((line) => {
          const product = furtherProductField(line);
          const quantity = furtherQuantityField(line);
          return (
            // The line's display is app.css's to set; its layout is the inner grid's.
            <li key={line} data-quote-line>
              <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                <FormField label={labels[product]} error={errors[product]}>
                  <TextInput
                    name={product}
                    list={quoteProductListId}
                    placeholder={texts.productPlaceholder}
                    maxLength={leadLimits.productNameMax}
                  />
                </FormField>
                <FormField label={labels[quantity]} error={errors[quantity]}>
                  <QuantityInput name={quantity} placeholder={texts.quantityPlaceholder} />
                </FormField>
              </div>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
