import { describe, expect, it } from 'vitest';
import type { WallPhoto } from '../../../../shared/schemas/wall';
import { addNewest, mergeFresh, nextFeatured, removePhoto } from './wallPhotos';
import { wallLink, wallTokenFromHash } from './wallLink';

const photo = (id: string, uploadedAt = `2026-01-01T00:00:${id.padStart(2, '0')}.000Z`): WallPhoto => ({ id, uploaderName: `P${id}`, uploadedAt, url: `u${id}`, width: 1, height: 1 });

describe('wall photos', () => {
  it('keeps at most max, newest first, each photo once', () => {
    let list: WallPhoto[] = [];
    for (let i = 1; i <= 40; i++) list = addNewest(list, photo(String(i)), 5);
    expect(list.map((p) => p.id)).toEqual(['40', '39', '38', '37', '36']);
    expect(addNewest(list, photo('38'), 5).map((p) => p.id)).toEqual(['38', '40', '39', '37', '36']);
  });

  it('removes a photo', () => {
    expect(removePhoto([photo('1'), photo('2')], '1').map((p) => p.id)).toEqual(['2']);
    expect(removePhoto([photo('1')], 'x').map((p) => p.id)).toEqual(['1']);
  });

  it('a fresh page wins, photos newer than it stay in front', () => {
    const list = [photo('9'), photo('5'), photo('4')];
    expect(mergeFresh(list, [photo('6'), photo('5')], 10).map((p) => p.id)).toEqual(['9', '6', '5']);
    expect(mergeFresh(list, [], 10).map((p) => p.id)).toEqual(['9', '5', '4']);
  });

  it('cycles through the list', () => {
    const list = [photo('3'), photo('2'), photo('1')];
    expect(nextFeatured(list, '3')).toBe('2');
    expect(nextFeatured(list, '1')).toBe('3');
    expect(nextFeatured(list, null)).toBe('3');
    expect(nextFeatured([], null)).toBeNull();
  });
});

describe('wall link', () => {
  it('puts the token in the fragment, and reads it back', () => {
    const link = wallLink('https://candid.example', 'ABC123', 'a.b-c_d');
    expect(link).toBe('https://candid.example/wall?event=ABC123#k=a.b-c_d');
    const url = new URL(link);
    expect(url.search).not.toContain('a.b-c_d');
    expect(wallTokenFromHash(url.hash)).toBe('a.b-c_d');
    expect(wallTokenFromHash('')).toBeNull();
  });
});
