import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './Field';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'>;

export interface TextFieldProps extends InputProps, Omit<FieldProps, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, labelExtra, optional, hint, error, className, ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} labelExtra={labelExtra} optional={optional} hint={hint} error={error}>
      {(a11y) => (
        <input ref={ref} className={['field__control', className].filter(Boolean).join(' ')} {...input} {...a11y} />
      )}
    </Field>
  );
}
