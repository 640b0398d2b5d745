import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, errorAnswer, staffOnly } from './endpoint.ts';
import { inboxTags } from './inbox.ts';
import { replyKinds, replyLimits } from './inbox-replies.ts';
import { requiredPlainText } from './plain-text-field.ts';

/** Reply templates: the words staff start a reply from, kept per kind and edited by those who handle it. */

export const templateMessages = {
  nameRequired: 'Give the template a name, like “Prices and delivery”.',
  nameInvalid: 'A template name is plain text of at most 80 characters.',
  bodyRequired: 'Write the template’s text.',
  bodyInvalid: `A template’s text is plain text of at most ${replyLimits.bodyMax} characters.`,
  kindInvalid: 'Choose quote request, contact message or adverse-event report.',
  notFound: 'This template does not exist. It may have been deleted.',
  kindNotYours: 'Your roles do not cover this kind of request. Choose a kind you handle.',
} as const;

/**
 * The words in braces a template may hold, filled from the submission when staff start a reply
 * from it; any other text in braces stays as written.
 */
export const templatePlaceholders = ['name', 'reference', 'product'] as const;

/** The template's text with `{name}`, `{reference}` and `{product}` filled in (empty when unknown). */
export function fillTemplate(
  body: string,
  values: Partial<Record<(typeof templatePlaceholders)[number], string>>,
): string {
  return body.replace(/\{(name|reference|product)\}/g, (_, key: keyof typeof values) => values[key] ?? '');
}

export const templateKindSchema = z.enum(replyKinds, { error: templateMessages.kindInvalid });

export const templateInputSchema = z.strictObject({
  kind: templateKindSchema,
  name: requiredPlainText(
    80,
    {
      required: templateMessages.nameRequired,
      tooLong: templateMessages.nameInvalid,
      invalid: templateMessages.nameInvalid,
    },
    { multiline: false },
  ),
  body: requiredPlainText(
    replyLimits.bodyMax,
    {
      required: templateMessages.bodyRequired,
      tooLong: templateMessages.bodyInvalid,
      invalid: templateMessages.bodyInvalid,
    },
    { multiline: true },
  ).meta({
    description: 'The text; `{name}`, `{reference}` and `{product}` are filled from the submission.',
  }),
});

export const replyTemplateSchema = z.object({
  id: z.int().positive(),
  kind: templateKindSchema,
  name: z.string(),
  body: z.string(),
  updatedAt: z.iso.datetime(),
});

export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;
export type TemplateKind = z.infer<typeof templateKindSchema>;

/** The templates a new store starts with, one per kind; staff change or delete them. */
export const starterTemplates: readonly { kind: TemplateKind; name: string; body: string }[] = [
  {
    kind: 'quote',
    name: 'Prices and delivery',
    body: 'Dear {name},\n\nThank you for your quote request {reference} for {product}. Our prices are below; they include delivery anywhere in Telangana and Andhra Pradesh.\n\nWith regards,',
  },
  {
    kind: 'contact',
    name: 'Thank you for writing',
    body: 'Dear {name},\n\nThank you for your message ({reference}).\n\nWith regards,',
  },
  {
    kind: 'adverse-event',
    name: 'Follow-up questions',
    body: 'Dear {name},\n\nThank you for reporting what happened with {product} ({reference}). To assess it we would like to know: the dose and how often it was taken, when it was started and stopped, the batch number on the pack, and how the person is now.\n\nWith regards,\nDrug Safety',
  },
];

const templateIdParams = z.object({ id: z.coerce.number().int().positive() });
const templateAnswer = z.object({ template: replyTemplateSchema });
const templateNotFound = errorAnswer('No template of a kind the caller handles has this id.');

const list = defineEndpoint({
  method: 'GET',
  path: '/api/reply-templates',
  operationId: 'listReplyTemplates',
  summary: 'List the reply templates',
  description: 'The templates of the kinds the caller handles, by kind and name.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  answers: {
    200: { description: 'The templates.', schema: z.object({ templates: z.array(replyTemplateSchema) }) },
  },
});

const create = defineEndpoint({
  method: 'POST',
  path: '/api/reply-templates',
  operationId: 'createReplyTemplate',
  summary: 'Add a reply template',
  description:
    'Adds a template for a kind the caller handles (403 for a kind the caller’s roles do not cover).',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  body: templateInputSchema,
  answers: {
    201: { description: 'The new template.', schema: templateAnswer },
  },
});

const update = defineEndpoint({
  method: 'PUT',
  path: '/api/reply-templates/{id}',
  operationId: 'updateReplyTemplate',
  summary: 'Change a reply template',
  description:
    'Replaces the template’s kind, name and text; both kinds must be ones the caller handles (404 otherwise, as if it did not exist).',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  params: templateIdParams,
  body: templateInputSchema,
  answers: {
    200: { description: 'The template after the change.', schema: templateAnswer },
    404: templateNotFound,
  },
});

const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/reply-templates/{id}',
  operationId: 'deleteReplyTemplate',
  summary: 'Delete a reply template',
  description: 'Deletes a template of a kind the caller handles.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  params: templateIdParams,
  answers: {
    204: { description: 'Deleted.' },
    404: templateNotFound,
  },
});

/** The reply-template endpoints of the inbox. */
export const replyTemplateEndpoints = { list, create, update, remove };
