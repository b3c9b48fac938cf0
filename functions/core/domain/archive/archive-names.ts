/**
 * Names inside the raw archive and of the archive itself. A ZIP is unpacked on Windows, macOS and phones,
 * so folder and file names avoid what any of them refuses (reserved characters, trailing dots and spaces,
 * device names such as CON), stay short, and never collide: two guests whose names clean up to the same
 * folder get "Ana", "Ana (2)". Entry names are plain ASCII-safe UTF-8 (yazl sets the UTF-8 flag).
 */

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const NAME_MAX = 60;

/** One path segment from a person's name: letters, digits, spaces and a few harmless marks kept. */
export const safeSegment = (raw: string, fallback = 'Guest'): string => {
  const cleaned = raw
    .normalize('NFC')
    // Control, format (zero-width, bidi overrides) and path/reserved characters become spaces.
    .replace(/[\p{Cc}\p{Cf}<>:"/\\|?*]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const short = [...cleaned].slice(0, NAME_MAX).join('').trim();
  if (!short || WINDOWS_RESERVED.test(short)) return short ? `${short}_` : fallback;
  return short;
};

/**
 * A unique folder per guest, decided by the guest's id: the same guest always gets the same folder, and a
 * later guest whose name cleans up to a taken folder (case-insensitively: Windows and macOS) gets " (2)", " (3)"….
 * Feed guests in a stable order (the photo order of the archive) so a rebuilt archive names them the same.
 */
export class FolderNames {
  private readonly byGuest = new Map<string, string>();
  private readonly taken = new Set<string>();

  folderOf(guestId: string, guestName: string): string {
    const known = this.byGuest.get(guestId);
    if (known) return known;
    const base = safeSegment(guestName);
    let name = base;
    for (let n = 2; this.taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    this.taken.add(name.toLowerCase());
    this.byGuest.set(guestId, name);
    return name;
  }
}

/** `2026-06-12 21-04-05` (UTC; colons are not allowed in Windows file names). */
export const fileTime = (iso: string): string => iso.slice(0, 19).replace('T', ' ').replace(/:/g, '-');

/**
 * A photo's file name: guest, time, and the photo id's random tail so two photos of the same second differ
 * (`Ana Pop 2026-06-12 21-04-05 7k3m9x2q.jpg`).
 */
export const photoEntryName = (guestName: string, uploadedAt: string, photoId: string): string =>
  `${safeSegment(guestName)} ${fileTime(uploadedAt)} ${photoId.slice(-8).toLowerCase()}.jpg`;

/** The polaroids' own folder, beside the guests' folders of raw photos. */
export const POLAROID_FOLDER = 'Polaroids';

export const rawEntryPath = (folder: string, guestName: string, uploadedAt: string, photoId: string): string => `${folder}/${photoEntryName(guestName, uploadedAt, photoId)}`;

export const polaroidEntryPath = (folder: string, guestName: string, uploadedAt: string, photoId: string): string =>
  `${POLAROID_FOLDER}/${folder}/${photoEntryName(guestName, uploadedAt, photoId)}`;

/** `{event title}-raw.zip`, with the title made safe as a file name. */
export const archiveFileName = (eventTitle: string, part?: { part: number; parts: number }): string =>
  part && part.parts > 1 ? `${safeSegment(eventTitle, 'Candid')}-raw-part-${part.part}-of-${part.parts}.zip` : `${safeSegment(eventTitle, 'Candid')}-raw.zip`;

/**
 * Content-Disposition for the download (RFC 6266 with RFC 5987/8187 `filename*`): an ASCII fallback in
 * `filename` (quotes and backslashes removed, anything else non-ASCII as `_`) for old clients, and the
 * exact UTF-8 name percent-encoded in `filename*`, which every current browser prefers.
 */
export const attachmentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
