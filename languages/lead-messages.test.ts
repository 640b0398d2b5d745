import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { leadKinds } from '#contract/lead-fields.ts';
import { leadMessages } from '#contract/lead-texts.ts';
import { submissionEndpoints } from '#contract/submissions.ts';
import { formRefusalIds, formRefusals, localiseLeadMessage } from './lead-messages.ts';

interface WalkedDef {
  error?: unknown;
  checks?: readonly { _zod?: { def?: { error?: unknown } } }[];
  shape?: Record<string, z.core.$ZodType>;
  options?: readonly z.core.$ZodType[];
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  element?: z.core.$ZodType;
}

/**
 * Every message a schema names for its fields: its own and its checks' (`error`), through objects,
 * wrappers, pipes, arrays and unions. An error given as a function is asked once with no input, as
 * zod asks it for a missing field.
 */
function schemaMessages(schema: z.core.$ZodType | undefined, found = new Set<string>()): Set<string> {
  if (!schema) return found;
  const def = schema._zod.def as WalkedDef;
  const take = (error: unknown) => {
    if (typeof error !== 'function') return;
    const said: unknown = error({ input: undefined });
    const message = typeof said === 'string' ? said : (said as { message?: string } | undefined)?.message;
    if (message) found.add(message);
  };
  take(def.error);
  for (const check of def.checks ?? []) take(check._zod?.def?.error);
  for (const inner of [def.innerType, def.in, def.out, def.element, ...(def.options ?? [])])
    schemaMessages(inner, found);
  for (const field of Object.values(def.shape ?? {})) schemaMessages(field, found);
  return found;
}

/** A translated page's texts with just these ids, each marked so a translated one shows. */
const translatedOnly = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, `[te] ${id}`]));

describe.each(leadKinds)('the %s form’s island', (kind) => {
  const carried = translatedOnly(formRefusalIds(kind));

  it('carries every refusal its schema can give, in the page’s language', () => {
    const messages = [...schemaMessages(submissionEndpoints[kind].body)];
    expect(messages.length).toBeGreaterThan(2);
    const untranslated = messages.filter((message) => localiseLeadMessage(message, carried) === message);
    expect(untranslated).toEqual([]);
  });

  it('carries the server’s answers to any form: its guards against spam and floods', () => {
    for (const name of ['honeypotFilled', 'tooFast', 'tooManyRequests', 'invalidCharacters'] as const)
      expect(localiseLeadMessage(leadMessages[name], carried)).toBe(`[te] lead.${name}`);
  });

  it('carries no refusal twice', () => {
    expect(new Set(formRefusals[kind]).size).toBe(formRefusals[kind].length);
  });
});

describe('refusals a schema gives from its refinements, which a walk of its fields does not see', () => {
  it('a further quote line with a product and no quantity, or the other way round', () => {
    expect(formRefusals.quote).toContain('furtherQuantityRequired');
    expect(formRefusals.quote).toContain('furtherProductRequired');
  });

  it('a GSTIN whose check character is wrong, or that is registered in another state', () => {
    expect(formRefusals.distributor).toContain('gstinCheck');
    expect(formRefusals.distributor).toContain('gstinOtherState');
  });
});

it('the newsletter’s island carries its own few refusals, not every form’s', () => {
  expect(formRefusals.newsletter.length).toBeLessThan(Object.keys(leadMessages).length / 5);
});
