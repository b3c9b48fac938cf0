import { useId, type ReactNode } from 'react';
import { useTexts } from '../i18n/texts';

/** What a field's control must carry so its label, hint and error reach assistive technology. */
export interface ControlA11yProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Shown after the label, e.g. the Detected mark. */
  labelExtra?: ReactNode;
  optional?: boolean;
  hint?: string;
  error?: string | undefined;
  children: (control: ControlA11yProps) => ReactNode;
}

/**
 * Label above, hint and error below, tied to the control with aria-describedby; the control is
 * aria-invalid while there is an error, so screen readers announce both.
 */
export function Field({ label, labelExtra, optional, hint, error, children }: FieldProps) {
  const t = useTexts('first').common;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional">{t.optional}</span>}
        {labelExtra}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
