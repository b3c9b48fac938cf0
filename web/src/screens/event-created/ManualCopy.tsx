import { useEffect, useId, useRef } from 'react';
import { useTexts } from '../../i18n/texts';

/**
 * The fallback when copying to the clipboard fails: the link in a read-only field, selected and focused so
 * a long-press (phones) or Ctrl+C copies it.
 */
export function ManualCopy({ value }: { value: string }) {
  const t = useTexts('create').eventCreated;
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t.copyManually}
      </label>
      <input
        ref={ref}
        id={id}
        className="field__control"
        readOnly
        value={value}
        onFocus={(e) => e.currentTarget.select()}
      />
    </div>
  );
}
