// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resetShadowForTests } from '../../storage/deviceStorage';
import { removeSession, saveSession } from '../session/sessionStore';
import { markPhotoVoted, readVotedPhotos, replaceVotedPhotos } from './votedRecord';

beforeEach(() => {
  localStorage.clear();
  resetShadowForTests();
});

describe('the device\'s voted-photos record', () => {
  it('lives at candid:voted:{CODE}:{participantId} as a list of photo ids, per event and user', () => {
    markPhotoVoted('abc123', 'p-gus', 'photo-1');
    markPhotoVoted('ABC123', 'p-gus', 'photo-2');
    markPhotoVoted('ABC123', 'p-gus', 'photo-1');
    markPhotoVoted('ABC123', 'p-hana', 'photo-3');
    expect(JSON.parse(localStorage.getItem('candid:voted:ABC123:p-gus') ?? 'null')).toEqual(['photo-1', 'photo-2']);
    expect(readVotedPhotos('ABC123', 'p-hana')).toEqual(['photo-3']);
    expect(readVotedPhotos('XYZ789', 'p-gus')).toEqual([]);
  });

  it('is replaced by a re-sync, and survives junk', () => {
    replaceVotedPhotos('ABC123', 'p-gus', ['a', 'b', 'a']);
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual(['a', 'b']);
    localStorage.setItem('candid:voted:ABC123:p-gus', '{not json');
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual([]);
    localStorage.setItem('candid:voted:ABC123:p-gus', JSON.stringify(['a', 3, null, '']));
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual(['a']);
  });

  it('goes with its session (clearing a session removes its voted record)', () => {
    saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p-gus', userName: 'Gus', eventTitle: 'Party', token: 't', creator: false });
    markPhotoVoted('ABC123', 'p-gus', 'photo-1');
    removeSession('ABC123', 'p-gus');
    expect(readVotedPhotos('ABC123', 'p-gus')).toEqual([]);
  });
});
