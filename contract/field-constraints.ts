import type { z } from 'zod';

/** What a form control can be told of a field: whether it must be filled in, and its longest text. */
export interface FieldConstraint {
  readonly required?: true;
  readonly maxLength?: number;
}

type WrapperDef = z.core.$ZodTypeDef & {
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
};

/** Wrappers that keep the schema they hold as the field's own: a missing value aside, it checks the same text. */
const holdingWrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional']);

/**
 * The longest text a field's schema takes: its string's `max`, found through the wrappers zod 4
 * puts around it (`optional`, `default`, and `pipe` for a preprocess, a transform or a second schema).
 */
export function stringMax(schema: z.core.$ZodType): number | undefined {
  const def = schema._zod.def as WrapperDef;
  if (def.type === 'string') return (schema as z.ZodString).maxLength ?? undefined;
  if (holdingWrappers.has(def.type) && def.innerType) return stringMax(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return stringMax(def.in) ?? stringMax(def.out);
  return undefined;
}

/** What a field's schema says of it: required when it refuses the field left out, and its longest text. */
export function fieldConstraint(schema: z.core.$ZodType): FieldConstraint {
  const maxLength = stringMax(schema);
  return {
    ...((schema as z.ZodType).safeParse(undefined).success ? {} : { required: true }),
    ...(maxLength === undefined ? {} : { maxLength }),
  };
}
