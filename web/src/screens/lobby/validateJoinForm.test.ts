import { describe, expect, it } from 'vitest';
import { guestMessages as messages } from '#shared/guest-messages.js';
import { validateJoinForm } from './validateJoinForm';

describe('validateJoinForm (spec section 5, in order)', () => {
  it('1. code empty after trimming', () => {
    expect(validateJoinForm({ code: '   ', name: '' })).toEqual({ ok: false, field: 'code', message: messages.CODE_REQUIRED });
    expect(messages.CODE_REQUIRED).toBe('Please enter an event code.');
  });

  it('2. code not exactly 6 characters after trimming, before any name rule', () => {
    expect(validateJoinForm({ code: ' AB12 ', name: '' })).toEqual({ ok: false, field: 'code', message: 'Event code must be 6 characters.' });
    expect(validateJoinForm({ code: 'ABC1234', name: 'Ana' })).toMatchObject({ message: 'Event code must be 6 characters.' });
  });

  it('3. name empty after trimming', () => {
    expect(validateJoinForm({ code: 'ABC123', name: '   ' })).toEqual({ ok: false, field: 'name', message: 'Please enter your name.' });
  });

  it('4. name shorter than 2 characters after trimming', () => {
    expect(validateJoinForm({ code: 'ABC123', name: ' A ' })).toEqual({
      ok: false,
      field: 'name',
      message: 'Name must be at least 2 characters.',
    });
  });

  it('on success trims and upper-cases the code and trims the name', () => {
    expect(validateJoinForm({ code: ' abc123 ', name: '  Ana ' })).toEqual({ ok: true, request: { code: 'ABC123', name: 'Ana' } });
  });
});
