import { describe, expect, it } from 'vitest';
import type { StaffEvent } from '../../../../shared/schemas/staff-events';
import { formattersFor } from '../../i18n/format';
import { DEFAULT_SORT, formatBytes, nextSort, packageStats, sortPackages, toPackage } from './packages';

const event = (patch: Partial<StaffEvent>): StaffEvent => ({
  code: 'AAAAAA',
  title: 'Event',
  eventType: 'birthday',
  maxParticipants: 20,
  photoCount: 0,
  hiddenCount: 0,
  participantCount: 0,
  status: 'completed',
  createdAt: '2026-01-01T10:00:00.000Z',
  organizerName: 'Ana',
  storageBytes: 0,
  photoStorage: 'standard',
  ...patch,
});

const list = [
  toPackage(event({ code: 'AAAAAA', title: 'beta', photoCount: 5, storageBytes: 300, createdAt: '2026-01-02T00:00:00.000Z', status: 'active' })),
  toPackage(event({ code: 'BBBBBB', title: 'Alpha', photoCount: 9, storageBytes: 100, createdAt: '2026-01-03T00:00:00.000Z' })),
  toPackage(event({ code: 'CCCCCC', title: 'gamma', photoCount: 1, storageBytes: 900, createdAt: '2026-01-01T00:00:00.000Z', photoStorage: 'archived' })),
];
const codes = (l: { code: string }[]) => l.map((p) => p.code);

describe('photo packages', () => {
  it('status: archived (or archiving) wins, then completed, active; a waiting event is Waiting, not Active (issue 29.3)', () => {
    expect(list.map((p) => p.status)).toEqual(['active', 'completed', 'archived']);
    expect(toPackage(event({ status: 'waiting' })).status).toBe('waiting');
    expect(toPackage(event({ photoCount: 5, hiddenCount: 2 }))).toMatchObject({ totalPhotos: 5, hiddenPhotos: 2 });
    expect(toPackage(event({ photoStorage: 'archiving' })).status).toBe('archived');
  });

  it('sorts by photos descending by default; name starts ascending, others descending; the active key flips', () => {
    expect(codes(sortPackages(list, DEFAULT_SORT))).toEqual(['BBBBBB', 'AAAAAA', 'CCCCCC']);
    const byName = nextSort(DEFAULT_SORT, 'name');
    expect(byName).toEqual({ key: 'name', dir: 'asc' });
    expect(codes(sortPackages(list, byName))).toEqual(['BBBBBB', 'AAAAAA', 'CCCCCC']); // Alpha, beta, gamma (case-blind)
    expect(codes(sortPackages(list, nextSort(byName, 'name')))).toEqual(['CCCCCC', 'AAAAAA', 'BBBBBB']);
    expect(nextSort(byName, 'date')).toEqual({ key: 'date', dir: 'desc' });
    expect(codes(sortPackages(list, { key: 'date', dir: 'desc' }))).toEqual(['BBBBBB', 'AAAAAA', 'CCCCCC']);
    expect(codes(sortPackages(list, { key: 'size', dir: 'desc' }))).toEqual(['CCCCCC', 'AAAAAA', 'BBBBBB']);
    expect(nextSort({ key: 'photos', dir: 'desc' }, 'photos')).toEqual({ key: 'photos', dir: 'asc' });
  });

  it('statistics: packages, photos, RAW, Polaroid, storage and the three status counts', () => {
    expect(packageStats(list)).toEqual({ packages: 3, totalPhotos: 15, hiddenPhotos: 0, raw: 15, polaroid: 15, totalBytes: 1300, waiting: 0, active: 1, completed: 1, archived: 1 });
  });

  it('formats sizes with 1024 steps', () => {
    const en = formattersFor('en');
    expect(formatBytes(512 * 1024, en)).toBe('512 KB');
    expect(formatBytes(1.5 * 1024 * 1024, en)).toBe('1.5 MB');
    expect(formatBytes(2.25 * 1024 ** 3, en)).toBe('2.3 GB');
    expect(formatBytes(2.25 * 1024 ** 3, formattersFor('ro'))).toBe('2,3 GB');
  });
});
