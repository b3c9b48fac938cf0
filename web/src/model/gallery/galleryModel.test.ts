import { describe, expect, it } from 'vitest';
import { photoView } from '../../testing/fixtures';
import { appendPage, downloadFileName, mergeFirstPage, normalizeEventCode, removePhoto, stepIndex, topCategories } from './galleryModel';

const p = (n: number, extra: Parameters<typeof photoView>[0] = {}) => photoView({ id: `01J000000000000000000000${String(n).padStart(2, '0')}`, ...extra });

describe('topCategories (the vote badges)', () => {
  it('shows the top 3 categories by count, ties in the categories’ order, with label and emoji', () => {
    const badges = topCategories({ most_candid: 2, funniest_moment: 5, most_emotional: 2, best_dance_move: 1, most_romantic: 2 });
    expect(badges.map((b) => [b.id, b.count])).toEqual([
      ['funniest_moment', 5],
      ['most_emotional', 2],
      ['most_candid', 2],
    ]);
    expect(badges[0]).toMatchObject({ label: 'Funniest Moment', emoji: '😂' });
  });

  it('shows nothing without votes (and ignores zero counts)', () => {
    expect(topCategories({})).toEqual([]);
    expect(topCategories({ most_candid: 0 })).toEqual([]);
  });
});

describe('stepIndex (lightbox wraparound)', () => {
  it('wraps at both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(-1);
  });
});

describe('mergeFirstPage (live updates and Refresh)', () => {
  it('puts new photos on top, refreshes the shown ones and keeps older pages and their cursor', () => {
    const shown = { photos: [p(3), p(2), p(1)], nextCursor: 'older' };
    const merged = mergeFirstPage(shown, { photos: [p(5), p(4), p(3, { votes: { most_candid: 1 } }), p(2)], nextCursor: 'c2' });
    expect(merged.photos.map((x) => x.id.slice(-2))).toEqual(['05', '04', '03', '02', '01']);
    expect(merged.photos[2]?.votes).toEqual({ most_candid: 1 });
    expect(merged.nextCursor).toBe('older');
  });

  it('keeps the shown copy of a photo whose fresh copy says the same, and the list itself when nothing changed', () => {
    const shown = { photos: [p(3, { votes: { most_candid: 2 } }), p(2), p(1)], nextCursor: null };
    const same = mergeFirstPage(shown, { photos: [p(3, { votes: { most_candid: 2 } }), p(2), p(1)], nextCursor: null });
    expect(same.photos).toBe(shown.photos);

    const voted = mergeFirstPage(shown, { photos: [p(4), p(3, { votes: { most_candid: 3 } }), p(2), p(1)], nextCursor: null });
    expect(voted.photos.map((x) => x.id.slice(-2))).toEqual(['04', '03', '02', '01']);
    expect(voted.photos[1]?.votes).toEqual({ most_candid: 3 });
    expect(voted.photos[2]).toBe(shown.photos[1]);
    expect(voted.photos[3]).toBe(shown.photos[2]);

    // Any other field that changed (a new link, a challenge set) takes the fresh copy.
    const relinked = mergeFirstPage(shown, { photos: [p(3, { votes: { most_candid: 2 } }), p(2, { thumbnailUrl: '/p/new' }), p(1, { promptId: 'toast' })], nextCursor: null });
    expect(relinked.photos[0]).toBe(shown.photos[0]);
    expect(relinked.photos[1]?.thumbnailUrl).toBe('/p/new');
    expect(relinked.photos[2]?.promptId).toBe('toast');
    expect(mergeFirstPage(shown, { photos: [p(3, { votes: { most_candid: 2, most_romantic: 1 } })], nextCursor: null }).photos[0]?.votes).toEqual({ most_candid: 2, most_romantic: 1 });
  });

  it('starts over when more than a page arrived (no overlap and more behind)', () => {
    const merged = mergeFirstPage({ photos: [p(1)], nextCursor: null }, { photos: [p(9), p(8)], nextCursor: 'c' });
    expect(merged).toEqual({ photos: [p(9), p(8)], nextCursor: 'c' });
  });

  it('an empty list takes the page as it is; appending skips photos already shown', () => {
    expect(mergeFirstPage({ photos: [], nextCursor: null }, { photos: [p(1)], nextCursor: 'x' })).toEqual({ photos: [p(1)], nextCursor: 'x' });
    expect(appendPage({ photos: [p(3), p(2)], nextCursor: 'a' }, { photos: [p(2), p(1)], nextCursor: null }).photos.map((x) => x.id.slice(-2))).toEqual([
      '03',
      '02',
      '01',
    ]);
  });
});


describe('normalizeEventCode and downloadFileName', () => {
  it('reads ?event= in any case, refusing what cannot be a code', () => {
    expect(normalizeEventCode(' abc123 ')).toBe('ABC123');
    expect(normalizeEventCode('ABC12')).toBeNull();
    expect(normalizeEventCode('ABC-12')).toBeNull();
    expect(normalizeEventCode(null)).toBeNull();
  });

  it('names a download after the event, the uploader and the photo', () => {
    expect(downloadFileName('abc123', { id: '01J0000000000000000ABCDEFGH', uploaderName: 'Zoë & Ana!' })).toBe('candid-ABC123-zoe-ana-abcdefgh.jpg');
    expect(downloadFileName('ABC123', { id: '01J0000000000000000ABCDEFGH', uploaderName: '😀' })).toBe('candid-ABC123-guest-abcdefgh.jpg');
  });
});

describe('removePhoto (moderation, live)', () => {
  it('drops the photo and keeps the cursor; an unknown id changes nothing', () => {
    const feed = { photos: [p(3), p(2), p(1)], nextCursor: 'c' };
    expect(removePhoto(feed, p(2).id)).toEqual({ photos: [p(3), p(1)], nextCursor: 'c' });
    expect(removePhoto(feed, p(9).id)).toBe(feed);
  });
});
