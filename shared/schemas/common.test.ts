import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { eventCodeSchema, personNameSchema, photoLinkSchema } from './common.js';

const first = (s: typeof eventCodeSchema | typeof personNameSchema, v: unknown) => {
  const r = s.safeParse(v);
  return r.success ? r.data : `error: ${r.error.issues[0]?.message}`;
};

describe('eventCodeSchema', () => {
  it('trims and upper-cases (lookup is case-insensitive)', () => {
    expect(first(eventCodeSchema, '  ab12cd ')).toBe('AB12CD');
  });
  it('checks empty, then length, then alphabet, with the spec messages', () => {
    expect(first(eventCodeSchema, '   ')).toBe(`error: ${messages.CODE_REQUIRED}`);
    expect(first(eventCodeSchema, 'ABC12')).toBe(`error: ${messages.CODE_LENGTH}`);
    expect(first(eventCodeSchema, 'ABC1234')).toBe(`error: ${messages.CODE_LENGTH}`);
    expect(first(eventCodeSchema, 'ABC-12')).toBe(`error: ${messages.CODE_CHARSET}`);
    expect(first(eventCodeSchema, 'ÄBC123')).toBe(`error: ${messages.CODE_CHARSET}`);
    expect(first(eventCodeSchema, 42)).toBe(`error: ${messages.CODE_REQUIRED}`);
  });
});

describe('personNameSchema', () => {
  it('requires 2+ characters after trimming', () => {
    expect(first(personNameSchema, '  ')).toBe(`error: ${messages.NAME_REQUIRED}`);
    expect(first(personNameSchema, ' A ')).toBe(`error: ${messages.NAME_TOO_SHORT}`);
    expect(first(personNameSchema, ' Al ')).toBe('Al');
    expect(first(personNameSchema, 'x'.repeat(41))).toBe(`error: ${messages.NAME_TOO_LONG}`);
  });
});

describe('photoLinkSchema', () => {
  it('takes a site path (/p/…) or an absolute URL, never a protocol-relative one', () => {
    expect(photoLinkSchema.safeParse('/p/events/ABC123/01H/thumbnail.jpg?X-Amz-Signature=ab').success).toBe(true);
    expect(photoLinkSchema.safeParse('https://b.s3.eu-west-1.amazonaws.com/events/ABC123/01H/thumbnail.jpg?X-Amz-Signature=ab').success).toBe(true);
    for (const bad of ['//evil.example/x.jpg', '/\\evil.example/x.jpg', 'p/events/x.jpg', '', '/']) expect(photoLinkSchema.safeParse(bad).success, bad).toBe(false);
  });
});
