// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress } from './EmailAddress';

afterEach(cleanup);

describe('EmailAddress', () => {
  it('offers line breaks only after the @ and before dots, keeping the whole address as its text and title', () => {
    const { container } = render(<EmailAddress email="ana.maria.popescu@nunta-mare.example.ro" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe('ana.maria.popescu@nunta-mare.example.ro');
    expect(span.title).toBe('ana.maria.popescu@nunta-mare.example.ro');
    expect(span.innerHTML).toBe('ana<wbr>.maria<wbr>.popescu@<wbr>nunta-mare<wbr>.example<wbr>.ro');
  });

  it('a string without an @ is shown as it is, with no break offered', () => {
    const { container } = render(<EmailAddress email="not-an-address" />);
    expect(container.firstElementChild?.innerHTML).toBe('not-an-address');
  });
});
