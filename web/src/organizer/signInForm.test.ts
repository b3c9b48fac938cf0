import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { setLocale } from '../i18n/localeStore';
import { loadTexts } from '../i18n/texts';
import {
  codeComplete,
  needsNewCode,
  normalizeCodeInput,
  signInDisabled,
  signInErrorText,
  signInFieldsError,
  trimmedFields,
} from './signInForm';

describe('organizer sign-in form rules (commerce spec section 5)', () => {
  it('disables the button while either field is empty or a request is under way', () => {
    expect(signInDisabled({ email: '', eventName: 'Ana' }, false)).toBe(true);
    expect(signInDisabled({ email: 'a@b.ro', eventName: '' }, false)).toBe(true);
    expect(signInDisabled({ email: 'a@b.ro', eventName: 'Ana' }, true)).toBe(true);
    expect(signInDisabled({ email: 'a@b.ro', eventName: 'Ana' }, false)).toBe(false);
  });

  it("says 'Please fill in all fields' when a field holds only spaces", () => {
    expect(signInFieldsError({ email: '   ', eventName: 'Ana' })).toBe('Please fill in all fields');
    expect(signInFieldsError({ email: 'a@b.ro', eventName: ' \t ' })).toBe('Please fill in all fields');
    expect(signInFieldsError({ email: ' a@b.ro ', eventName: ' Ana ' })).toBeNull();
  });

  it('sends both fields trimmed', () => {
    expect(trimmedFields({ email: ' Ana@Example.com ', eventName: '  ana & dan ' })).toEqual({ email: 'Ana@Example.com', eventName: 'ana & dan' });
  });

  it('keeps six digits of whatever is typed or pasted into the code field', () => {
    expect(normalizeCodeInput('123 456')).toBe('123456');
    expect(normalizeCodeInput('Code: 1234567')).toBe('123456');
    expect(normalizeCodeInput('12a')).toBe('12');
    expect(codeComplete('12345')).toBe(false);
    expect(codeComplete('123456')).toBe(true);
  });

  it("shows the server's text when it sent one, else 'Login failed'; locked and expired codes ask for a new code", () => {
    const wrong = new ApiError({ status: 401, code: 'ORGANIZER_CODE_INVALID', message: 'Wrong code. Check the e-mail and try again.', fromServer: true });
    const locked = new ApiError({ status: 410, code: 'ORGANIZER_CODE_LOCKED', message: 'Too many wrong codes. Request a new code.', fromServer: true });
    const proxy = new ApiError({ status: 502, code: 'INTERNAL', message: 'Bad Gateway' });
    expect(signInErrorText(wrong)).toBe('Wrong code. Check the e-mail and try again.');
    expect(signInErrorText(proxy)).toBe('Login failed');
    expect(signInErrorText(new Error('boom'))).toBe('Login failed');
    expect(needsNewCode(locked)).toBe(true);
    expect(needsNewCode(wrong)).toBe(false);
  });
});

describe('organizer sign-in form rules in Romanian (issue 20)', () => {
  afterEach(() => setLocale('en'));

  it('says the empty-field message, the server’s errors by their code and Login failed in Romanian', async () => {
    await loadTexts('organizer', 'ro');
    setLocale('ro');
    const locked = new ApiError({ status: 410, code: 'ORGANIZER_CODE_LOCKED', message: 'Too many wrong codes. Request a new code.', fromServer: true });
    const expired = new ApiError({ status: 410, code: 'ORGANIZER_CODE_EXPIRED', message: 'This code has expired. Request a new code.', fromServer: true });
    const newer = new ApiError({ status: 400, code: 'SOMETHING_NEW', message: 'A newer server’s text.', fromServer: true });
    expect(signInFieldsError({ email: ' ', eventName: 'Ana' })).toBe('Completează toate câmpurile');
    expect(signInErrorText(locked)).toBe('Prea multe coduri greșite. Cere un cod nou.');
    expect(signInErrorText(expired)).toBe('Codul a expirat. Cere un cod nou.');
    expect(signInErrorText(new ApiError({ status: 502, code: 'INTERNAL', message: 'Bad Gateway' }))).toBe('Autentificarea a eșuat');
    // A code this client does not know yet: the server's own text rather than nothing.
    expect(signInErrorText(newer)).toBe('A newer server’s text.');
  });
});
