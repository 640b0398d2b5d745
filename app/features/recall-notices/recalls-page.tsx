import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { productChoices } from '#app/data/catalogue.ts';
import { packCheckPath } from '#contract/pack-checks.ts';
import {
  recallClasses,
  recallClassTexts,
  recallFeedPath,
  recallSubscriptionLimits,
  recallSubscriptionsPath,
} from '#contract/recalls.ts';

const productOptions = productChoices();
const linkClass = 'font-medium text-teal-800 underline';

/**
 * `/recalls` and, written from it by the server, each notice's page. The notices themselves are
 * not in the build: the server reads them from the store on every request and writes them into
 * `data-recall-notices` (server/site/recall-html.ts), with a visitor's message in
 * `data-recall-message`. The subscription is a plain form post, answered by the server.
 */
export function RecallsPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-800 sm:px-6">
        <div data-recall-message="" className="recall-slot" />
        <div data-recall-notices="" className="recall-slot" />
        <section aria-labelledby="recall-check-heading" className="space-y-3">
          <h2 id="recall-check-heading" className="text-2xl font-semibold text-slate-900">
            Is my pack affected?
          </h2>
          <p>
            A notice names the batches it recalls: compare them with the batch number (B. No.) printed on your
            pack, or{' '}
            <a href={packCheckPath} className={linkClass}>
              check your pack
            </a>{' '}
            by its QR code or batch number. A recalled batch is answered as recalled, with what to do.
          </p>
        </section>
        <section id="recall-mail" aria-labelledby="recall-mail-heading" className="space-y-4">
          <h2 id="recall-mail-heading" className="text-2xl font-semibold text-slate-900">
            Get recall notices by email
          </h2>
          <p>
            Choose a product and we will email you whenever we recall a batch of it. We first send a link to
            confirm your address; nothing more is sent until you confirm it within{' '}
            {recallSubscriptionLimits.confirmHours} hours.
          </p>
          <form
            method="post"
            action={recallSubscriptionsPath}
            data-recall-subscribe=""
            aria-labelledby="recall-mail-heading"
            className="grid gap-4 sm:grid-cols-2"
          >
            <FormField label="Product" required>
              <Select
                name="product"
                options={productOptions}
                placeholder="Choose a product"
                defaultValue=""
              />
            </FormField>
            <FormField label="Email" required>
              <TextInput name="email" type="email" autoComplete="email" defaultValue="" />
            </FormField>
            <p className="text-sm text-slate-700 sm:col-span-2">
              We use your address only to mail recall notices of this product. Every mail has a link that
              unsubscribes you at once and deletes your address. See our{' '}
              <a href="/privacy" className={linkClass}>
                privacy policy
              </a>
              .
            </p>
            <div className="sm:col-span-2">
              <Button type="submit" size="field">
                Email me recall notices
              </Button>
            </div>
          </form>
          <p>
            Or follow the notices in a feed reader:{' '}
            <a href={recallFeedPath} type="application/atom+xml" className={linkClass}>
              recall notices as an Atom feed
            </a>
            .
          </p>
        </section>
        <section aria-labelledby="recall-classes-heading" className="space-y-3">
          <h2 id="recall-classes-heading" className="text-2xl font-semibold text-slate-900">
            How recalls are classed
          </h2>
          <p>
            We class every recall as the Central Drugs Standard Control Organisation (CDSCO) defines it, and
            start it within the time CDSCO sets for its class:
          </p>
          <ul className="list-disc space-y-2 pl-5">
            {recallClasses.map((recallClass) => (
              <li key={recallClass}>
                <strong>Class {recallClass}</strong>: {recallClassTexts[recallClass].meaning}; the recall
                starts within {recallClassTexts[recallClass].startsWithin}.
              </li>
            ))}
          </ul>
          <p>
            A batch found “not of standard quality” is one of ours that failed a test of quality; it is not a
            fake. Packs that only look like ours are recalled as “spurious”.
          </p>
        </section>
      </div>
    </>
  );
}
