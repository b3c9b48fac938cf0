import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects it to: after the "@" and before each dot (<wbr>),
 * never inside a word. A part still wider than its column is cut with an ellipsis by the caller's CSS; the
 * title carries the whole address.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const [first = '', ...rest] = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={className} title={email}>
      {first}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <wbr />
          {part}
        </Fragment>
      ))}
    </span>
  );
}
