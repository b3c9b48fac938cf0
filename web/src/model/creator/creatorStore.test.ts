// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { eventView } from '../../testing/fixtures';
import { creatorKey, loadCreator, saveCreator, toStoredCreator } from './creatorStore';

beforeEach(() => localStorage.clear());

describe('creator store', () => {
  it('keeps the creator credential per event code, across reloads (localStorage)', () => {
    const record = toStoredCreator({ event: eventView({ code: 'ABC123' }), creatorToken: 'ct' }, 'Ana', new Date('2025-06-01T10:00:00Z'));
    expect(saveCreator(record)).toBe(true);
    expect(localStorage.getItem('candid:creator:ABC123')).not.toBeNull();
    expect(loadCreator('abc123')).toEqual(record);
    expect(loadCreator('ZZZ999')).toBeNull();
  });

  it('ignores a damaged record instead of failing', () => {
    localStorage.setItem(creatorKey('ABC123'), '{"creatorToken":1');
    expect(loadCreator('ABC123')).toBeNull();
    localStorage.setItem(creatorKey('ABC123'), JSON.stringify({ creatorToken: 'ct' }));
    expect(loadCreator('ABC123')).toBeNull();
  });

  it('reports a device that refuses to store', () => {
    const record = toStoredCreator({ event: eventView(), creatorToken: 'ct' }, 'Ana');
    const refusing = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(saveCreator(record, refusing)).toBe(false);
  });
});
