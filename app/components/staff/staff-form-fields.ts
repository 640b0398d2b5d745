import type { z } from 'zod';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';
import { type FieldConstraint, fieldConstraint } from '#contract/field-constraints.ts';

/** The names of the fields a staff form sends: the keys of its endpoint's body. */
export type StaffFieldName<Schema extends z.ZodObject> = keyof z.input<Schema> & string;

/** Each shown field's label, keyed by its name in the schema; a name the schema lacks fails the typecheck. */
export type StaffFieldLabels<Schema extends z.ZodObject, Labels> = Labels & {
  readonly [Unknown in Exclude<keyof Labels, StaffFieldName<Schema>>]: never;
};

const constraintsBySchema = new WeakMap<z.ZodObject, Map<string, FieldConstraint>>();

/** The schema's facts about its fields, worked out once per schema. */
function constraintsOf(schema: z.ZodObject): Map<string, FieldConstraint> {
  let constraints = constraintsBySchema.get(schema);
  if (!constraints) {
    constraints = new Map(
      Object.entries(schema.shape).map(([name, field]) => [name, fieldConstraint(field as z.ZodType)]),
    );
    constraintsBySchema.set(schema, constraints);
  }
  return constraints;
}

/**
 * Binds a staff form's fields to its endpoint's body schema: `field(name)` gives `BoundField` the
 * field's label, whether the schema requires it, its error, its name and its string's longest
 * length. Only the names of the shown fields, the keys of `labels`, are taken, so a misspelt name
 * fails the typecheck; what the schema does not decide (hints, types, options) stays with the form.
 */
export function staffFormFields<
  Schema extends z.ZodObject,
  const Labels extends { readonly [Name in StaffFieldName<Schema>]?: string },
>(
  schema: Schema,
  labels: StaffFieldLabels<Schema, Labels>,
  errors: Readonly<Partial<Record<string, string>>>,
): <Name extends keyof Labels & StaffFieldName<Schema>>(name: Name) => FieldBinding<Name> {
  const constraints = constraintsOf(schema);
  return (name) => ({
    label: labels[name] as string,
    required: constraints.get(name)?.required ?? false,
    error: errors[name],
    name,
    maxLength: constraints.get(name)?.maxLength,
  });
}
