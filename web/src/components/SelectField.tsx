import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'>;

export interface SelectFieldProps extends SelectProps, Omit<FieldProps, 'children'> {
  options: readonly SelectOption[];
}

export function SelectField({ label, hint, error, options, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(a11y) => (
        <select className="field__control" {...select} {...a11y}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
