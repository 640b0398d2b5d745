import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { Island } from '#app/lib/island.tsx';
import { PackScanner } from './pack-scanner.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { productChoices } from '#app/data/catalogue.ts';
import { packCheckPath, packCheckQuery, packReportLinks } from '#contract/pack-checks.ts';

const productOptions = productChoices();

/**
 * `/verify`: how to check a pack, and the two ways to ask. Both forms are plain GET forms, so a
 * check works without script; the server answers with this page and the answer written into
 * `data-pack-answer`, where a scanned label (`/verify/{code}`) lands too.
 */
export function VerifyPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-800 sm:px-6">
        <div data-pack-answer="" className="pack-answer" />
        <section aria-labelledby="check-code-heading" className="space-y-4">
          <h2 id="check-code-heading" className="text-2xl font-semibold text-slate-900">
            Check the code on a pack
          </h2>
          <p>
            Point your phone’s camera at the QR code on the pack: it opens this page with the answer. Or type
            the code printed under the QR code.
          </p>
          {/* Room kept for the scan button, which shows once the page's code finds a camera to ask for. */}
          <div className="min-h-14">
            <Island name="pack-scanner" component={PackScanner} props={{}} />
          </div>
          <form
            method="get"
            action={packCheckPath}
            aria-labelledby="check-code-heading"
            className="space-y-4"
          >
            <FormField label="Pack code" required>
              <TextInput
                name={packCheckQuery.code}
                defaultValue=""
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono"
              />
            </FormField>
            <Button type="submit" size="field">
              Check code
            </Button>
          </form>
        </section>
        <section aria-labelledby="check-batch-heading" className="space-y-4">
          <h2 id="check-batch-heading" className="text-2xl font-semibold text-slate-900">
            Check a batch number
          </h2>
          <p>
            A pack without a QR code shows its batch number (B. No.) near the dates. Choose the product and
            type the batch number.
          </p>
          <form
            method="get"
            action={packCheckPath}
            aria-labelledby="check-batch-heading"
            className="grid gap-4 sm:grid-cols-2"
          >
            <FormField label="Product" required>
              <Select
                name={packCheckQuery.product}
                options={productOptions}
                placeholder="Choose a product"
                defaultValue=""
              />
            </FormField>
            <FormField label="Batch number" required>
              <TextInput
                name={packCheckQuery.batch}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono"
              />
            </FormField>
            <div className="sm:col-span-2">
              <Button type="submit" size="field">
                Check batch
              </Button>
            </div>
          </form>
        </section>
        <section aria-labelledby="pack-doubt-heading" className="space-y-3">
          <h2 id="pack-doubt-heading" className="text-2xl font-semibold text-slate-900">
            If you doubt a pack
          </h2>
          <p>
            Do not use it. Keep the pack and the receipt, and{' '}
            <a href={packReportLinks.contact} className="font-medium text-teal-800 underline">
              contact us
            </a>
            . If you have taken a medicine and feel unwell, see a doctor and{' '}
            <a href={packReportLinks.adverseEvent} className="font-medium text-teal-800 underline">
              report the side effect
            </a>
            . You can also report a pack you believe is not genuine to the{' '}
            <a href={packReportLinks.cdsco} rel="external" className="font-medium text-teal-800 underline">
              Central Drugs Standard Control Organisation (CDSCO)
            </a>
            .
          </p>
        </section>
      </div>
    </>
  );
}
