/**
 * The English texts every translation is made from: the interface's texts (languages/messages/en/*.json)
 * and the texts that live with their data (the catalogue, the navigation, the company's facts), by id.
 * Gathered here, above the features it reads, and kept as data in languages/source-messages.json
 * (npm run i18n:collect), which the pages and the server read through messagesFor.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { catalogue, showcaseProducts, type CatalogueProduct } from '#catalogue/catalogue.ts';
import { productCategories } from '#catalogue/product-categories.ts';
import { footerColumns, legalLinks } from '#app/features/layout/footer-links.ts';
import { mainNavigation, requestQuoteLink } from '#app/features/layout/navigation.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { scheduleHCaution } from '#app/data/schedule-h.ts';
import { type Messages, labelId } from '#languages/messages.ts';
import layout from '#languages/messages/en/layout.json' with { type: 'json' };
import cataloguePages from '#languages/messages/en/catalogue-pages.json' with { type: 'json' };
import forms from '#languages/messages/en/forms.json' with { type: 'json' };
import { formKitTexts } from '#app/components/ui/form-texts.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { choiceFieldOptions } from '#contract/lead-values.ts';
import { leadMessages } from '#contract/lead-texts.ts';
import { contentSourceMessages } from './content-sources.ts';

function navigationLabels(): string[] {
  return [
    ...mainNavigation.flatMap((entry) =>
      entry.kind === 'dropdown' ? [entry.label, ...entry.items.map((item) => item.label)] : [entry.label],
    ),
    requestQuoteLink.label,
    ...footerColumns.flatMap((column) => [column.heading, ...column.links.map((link) => link.label)]),
    ...legalLinks.map((link) => link.label),
  ];
}

/** The texts of a product a page shows, by id: `product.<id>.<field>`. */
export function productTextIds(product: CatalogueProduct): Messages {
  const id = `product.${product.id}`;
  const texts: Record<string, string> = {
    [`${id}.description`]: product.description,
    [`${id}.category`]: product.category,
    [`${id}.strength`]: product.strength,
    [`${id}.dosageForm`]: product.dosageForm,
    [`${id}.packSize`]: product.packSize,
    [`${id}.storage`]: product.storage,
    [`${id}.shelfLife`]: product.shelfLife,
  };
  if (product.materials) texts[`${id}.materials`] = product.materials;
  if ('badge' in product && typeof product.badge === 'string') texts[`${id}.badge`] = product.badge;
  product.usage.forEach((line, index) => (texts[`${id}.usage.${index}`] = line));
  product.composition.forEach(
    (ingredient, index) => (texts[`${id}.composition.${index}.substance`] = ingredient.substance),
  );
  return texts;
}

function catalogueTexts(): Messages {
  const categories = Object.fromEntries(
    productCategories.flatMap((category) => [
      [`category.${category.id}.name`, category.name],
      [`category.${category.id}.description`, category.description],
    ]),
  );
  const products = [...Object.values(catalogue).flat(), ...showcaseProducts].map(productTextIds);
  return Object.assign({}, categories, ...products) as Messages;
}

/**
 * The forms' texts that the shared contract holds: each refusal message (`lead.<name>`), the
 * adverse-event report's field labels (`field.adverse-event.<field>`, also the refusal page's) and
 * every form's choices (`option.<list>.<value>`).
 */
/** The forms published in every language: their fields' labels are translated. */
const translatedForms = [
  'adverse-event',
  'contact',
  'quote',
  'distributor',
  'medical-info',
] as const satisfies readonly LeadKind[];

function formTexts(): Messages {
  return {
    ...Object.fromEntries(Object.entries(leadMessages).map(([name, text]) => [`lead.${name}`, text])),
    ...Object.fromEntries(
      translatedForms.flatMap((kind) =>
        Object.entries(leadFieldLabels[kind]).map(([name, label]) => [`field.${kind}.${name}`, label]),
      ),
    ),
    // Every list a form offers, the states included, so a list added to the contract is translated too.
    ...Object.fromEntries(
      Object.entries(choiceFieldOptions).flatMap(([list, options]) =>
        options.map(({ value, label }) => [`option.${list}.${value}`, label]),
      ),
    ),
  };
}

/** Every English text by id. */
export function sourceMessages(): Messages {
  return {
    ...layout,
    ...Object.fromEntries(navigationLabels().map((label) => [labelId(label), label])),
    'site.name': siteConfig.name,
    'site.shortName': siteConfig.shortName,
    'site.blurb': siteConfig.blurb,
    'site.region': siteConfig.region,
    ...cataloguePages,
    ...forms,
    ...formKitTexts,
    ...formTexts(),
    'catalogue.scheduleHCaution': scheduleHCaution,
    ...catalogueTexts(),
    ...contentSourceMessages(),
  };
}

/** The collected English as languages/catalogues.ts reads it. */
const sourceMessagesFile = new URL('../../languages/source-messages.json', import.meta.url);

function sourceMessagesJson(): string {
  return `${JSON.stringify(sourceMessages(), null, 2)}\n`;
}

/** Writes the English the code holds today to languages/source-messages.json. */
export async function writeSourceMessages(): Promise<void> {
  // Left alone when current: the checks that read it may run beside the build (scripts/test-all.ts).
  if (!(await sourceMessagesAreCurrent())) await writeFile(sourceMessagesFile, sourceMessagesJson());
}

/** Whether languages/source-messages.json holds the English the code holds today. */
export async function sourceMessagesAreCurrent(): Promise<boolean> {
  return (await readFile(sourceMessagesFile, 'utf8').catch(() => undefined)) === sourceMessagesJson();
}
