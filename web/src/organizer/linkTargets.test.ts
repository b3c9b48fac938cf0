// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { eventView } from '../testing/fixtures';
import { saveCreator, toStoredCreator } from '../model/creator/creatorStore';
import { linkTargets } from './linkTargets';

afterEach(() => localStorage.clear());

describe('link targets: the events this phone created that have no package yet', () => {
  it('lists the stored creator credentials without a package, newest first, and ignores other keys', () => {
    saveCreator(toStoredCreator({ event: eventView({ code: 'AAA111', title: 'Old' }), creatorToken: 't1' }, 'Ana', new Date('2026-11-01T10:00:00Z')));
    saveCreator(toStoredCreator({ event: eventView({ code: 'BBB222', title: 'New' }), creatorToken: 't2' }, 'Ana', new Date('2026-11-02T10:00:00Z')));
    saveCreator(toStoredCreator({ event: eventView({ code: 'CCC333', package: { eventType: 'personal', eventSize: 'medium' } }), creatorToken: 't3' }, 'Ana'));
    localStorage.setItem('candid:creator:BROKEN', 'not json');
    localStorage.setItem('aln_organizer_token', 'x');
    expect(linkTargets().map((t) => [t.event.code, t.creatorToken])).toEqual([
      ['BBB222', 't2'],
      ['AAA111', 't1'],
    ]);
  });
});
