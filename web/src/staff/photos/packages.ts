import type { StaffEvent } from '../../../../shared/schemas/staff-events';
import type { Formatters } from '../../i18n/format';

/**
 * The Photos tab's packages (commerce spec: Admin dashboard, Photos tab): one per event, with the spec's three
 * statuses, sort keys and statistics. Pure, so the rules are tested without a screen.
 */

/** The spec's three statuses, and 'waiting' for an event not started yet (issue 29.3: it is not 'Active'). */
export type PackageStatus = 'waiting' | 'active' | 'completed' | 'archived';
export type SortKey = 'name' | 'date' | 'photos' | 'size';
export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  dir: SortDir;
}

export interface PhotoPackage {
  code: string;
  title: string;
  status: PackageStatus;
  /** The files are moving between storage classes, or were deleted: no package actions meanwhile. */
  storage: StaffEvent['photoStorage'];
  totalPhotos: number;
  /** How many of them the creator hid (counted in totalPhotos, as everywhere on staff screens). */
  hiddenPhotos: number;
  /** Every photo has a Polaroid and a RAW file. */
  polaroidCount: number;
  rawCount: number;
  /** Bytes of the package's files, from the server's counter (real RAW sizes: no 3× estimate needed). */
  totalBytes: number;
  createdAt: string;
}

/** archived wins (files in the archive class or on their way there); otherwise the event's own state. */
export const packageStatusOf = (e: StaffEvent): PackageStatus =>
  e.photoStorage === 'archived' || e.photoStorage === 'archiving' ? 'archived' : e.status === 'completed' ? 'completed' : e.status === 'active' ? 'active' : 'waiting';

export const toPackage = (e: StaffEvent): PhotoPackage => ({
  code: e.code,
  title: e.title,
  status: packageStatusOf(e),
  storage: e.photoStorage,
  totalPhotos: e.photoCount,
  hiddenPhotos: e.hiddenCount,
  polaroidCount: e.photoCount,
  rawCount: e.photoCount,
  totalBytes: e.storageBytes,
  createdAt: e.createdAt,
});

/** Default: photos, most first (spec). */
export const DEFAULT_SORT: SortState = { key: 'photos', dir: 'desc' };

/** Clicking the active key flips its direction; another key starts ascending for name, descending otherwise. */
export const nextSort = (current: SortState, key: SortKey): SortState =>
  current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: key === 'name' ? 'asc' : 'desc' };

const compareBy: Record<SortKey, (a: PhotoPackage, b: PhotoPackage) => number> = {
  name: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }),
  date: (a, b) => a.createdAt.localeCompare(b.createdAt),
  photos: (a, b) => a.totalPhotos - b.totalPhotos,
  size: (a, b) => a.totalBytes - b.totalBytes,
};

/** A new array; ties keep the code order so the list does not jump between renders. */
export const sortPackages = (list: readonly PhotoPackage[], sort: SortState): PhotoPackage[] => {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => sign * compareBy[sort.key](a, b) || a.code.localeCompare(b.code));
};

export interface PackageStats {
  packages: number;
  totalPhotos: number;
  hiddenPhotos: number;
  raw: number;
  polaroid: number;
  totalBytes: number;
  waiting: number;
  active: number;
  completed: number;
  archived: number;
}

export const packageStats = (list: readonly PhotoPackage[]): PackageStats =>
  list.reduce<PackageStats>(
    (s, p) => ({
      packages: s.packages + 1,
      totalPhotos: s.totalPhotos + p.totalPhotos,
      hiddenPhotos: s.hiddenPhotos + p.hiddenPhotos,
      raw: s.raw + p.rawCount,
      polaroid: s.polaroid + p.polaroidCount,
      totalBytes: s.totalBytes + p.totalBytes,
      waiting: s.waiting + (p.status === 'waiting' ? 1 : 0),
      active: s.active + (p.status === 'active' ? 1 : 0),
      completed: s.completed + (p.status === 'completed' ? 1 : 0),
      archived: s.archived + (p.status === 'archived' ? 1 : 0),
    }),
    { packages: 0, totalPhotos: 0, hiddenPhotos: 0, raw: 0, polaroid: 0, totalBytes: 0, waiting: 0, active: 0, completed: 0, archived: 0 },
  );

/** Sizes as the spec writes them: GB = bytes / 1024³ (one decimal), MB one decimal, KB below a megabyte. */
export const formatBytes = (bytes: number, f: Formatters): string => {
  const kb = bytes / 1024;
  const mb = kb / 1024;
  const gb = mb / 1024;
  const oneDecimal = (n: number) => f.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (gb >= 1) return `${oneDecimal(gb)} GB`;
  if (mb >= 1) return `${oneDecimal(mb)} MB`;
  return `${f.number(Math.round(kb))} KB`;
};
