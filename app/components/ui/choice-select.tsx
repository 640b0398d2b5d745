import type { ComponentProps } from 'react';
import { Select } from './form-controls.tsx';

/**
 * A select of a contract's choices with none chosen at first, each shown by its label in the page's
 * language, or by its value where that label is missing.
 */
export function ChoiceSelect({
  choices,
  labels,
  ...props
}: Omit<ComponentProps<typeof Select>, 'options' | 'defaultValue'> & {
  choices: readonly { value: string }[];
  labels: Readonly<Record<string, string | undefined>>;
}) {
  return (
    <Select
      {...props}
      options={choices.map(({ value }) => ({ value, label: labels[value] ?? value }))}
      defaultValue=""
    />
  );
}
