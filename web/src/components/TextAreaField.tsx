import type { TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'children'>;

export interface TextAreaFieldProps extends TextAreaProps, Omit<FieldProps, 'children'> {}

export function TextAreaField({ label, optional, hint, error, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} optional={optional} hint={hint} error={error}>
      {(a11y) => <textarea className="field__control" {...textarea} {...a11y} />}
    </Field>
  );
}
