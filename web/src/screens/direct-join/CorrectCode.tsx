import { useState, type FormEvent } from 'react';
import { EVENT_CODE_LENGTH } from '#shared/constants.js';
import { TextField } from '../../components/TextField';
import { useTexts } from '../../i18n/texts';

interface CorrectCodeProps {
  /** The code the link carried (maybe mistyped or cut short). */
  code: string;
  /** Check another code (the same Validating Event step). */
  onCode: (code: string) => void;
}

/** A link whose code finds no joinable event: the code can be corrected here instead of starting over. */
export function CorrectCode({ code, onCode }: CorrectCodeProps) {
  const texts = useTexts('first');
  const arrival = useTexts('arrival');
  const [value, setValue] = useState(code);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = value.trim().toUpperCase();
    if (next) onCode(next);
  };
  return (
    <form className="stack card" noValidate onSubmit={submit}>
      <TextField
        label={texts.join.codeLabel}
        hint={arrival.directJoin.correctHint}
        className="field__control--code"
        name="code"
        value={value}
        onChange={(e) => setValue(e.target.value.toUpperCase())}
        maxLength={EVENT_CODE_LENGTH}
        placeholder="ABC123"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={!value.trim()}>
        {arrival.directJoin.checkCode}
      </button>
    </form>
  );
}
