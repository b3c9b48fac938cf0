import { describe, expect, it } from 'vitest';
import { archiveFileName, attachmentDisposition, FolderNames, photoEntryName, polaroidEntryPath, rawEntryPath, safeSegment } from './archive-names.js';

describe('folder names', () => {
  it('keeps a person\'s name readable and removes what a file system refuses', () => {
    expect(safeSegment('Ana Pop')).toBe('Ana Pop');
    expect(safeSegment('Ștefan Ţurcanu')).toBe('Ștefan Ţurcanu');
    expect(safeSegment('Ion / Ionescu')).toBe('Ion Ionescu');
    expect(safeSegment('a<b>c:d"e\\f|g?h*i')).toBe('a b c d e f g h i');
    expect(safeSegment('..hidden..')).toBe('hidden');
    expect(safeSegment('name. ')).toBe('name');
    expect(safeSegment('zero\u200bwidth\u202eflip')).toBe('zero width flip');
    expect(safeSegment('tab\tand\nnewline')).toBe('tab and newline');
  });

  it('never yields an empty name, a bare dot path or a Windows device name', () => {
    expect(safeSegment('')).toBe('Guest');
    expect(safeSegment('...')).toBe('Guest');
    expect(safeSegment('///')).toBe('Guest');
    expect(safeSegment('CON')).toBe('CON_');
    expect(safeSegment('lpt1')).toBe('lpt1_');
  });

  it('is at most 60 characters (by code point, never splitting one)', () => {
    const long = '😀'.repeat(100);
    const out = safeSegment(long);
    expect([...out]).toHaveLength(60);
    expect(out).toBe('😀'.repeat(60));
  });

  it('gives each guest one folder, and a clash (case-insensitive) a numbered one', () => {
    const names = new FolderNames();
    expect(names.folderOf('g1', 'Ana Pop')).toBe('Ana Pop');
    expect(names.folderOf('g2', 'ana pop')).toBe('ana pop (2)');
    expect(names.folderOf('g3', 'Ana: Pop')).toBe('Ana Pop (3)');
    expect(names.folderOf('g1', 'Ana Pop')).toBe('Ana Pop');
    expect(names.folderOf('g4', 'Ion')).toBe('Ion');
  });
});

describe('file names', () => {
  it('names a photo by guest and time (no colons) with the id\'s random tail', () => {
    expect(photoEntryName('Ana Pop', '2026-06-12T21:04:05.123Z', '01JZZZZZZZZZZZZZZZ7K3M9X2Q')).toBe('Ana Pop 2026-06-12 21-04-05 7k3m9x2q.jpg');
  });

  it('puts raw frames in the guest folder and polaroids in their own folder', () => {
    expect(rawEntryPath('Ana Pop', 'Ana Pop', '2026-06-12T21:04:05.000Z', 'X'.repeat(18) + 'ABCDEFGH')).toBe('Ana Pop/Ana Pop 2026-06-12 21-04-05 abcdefgh.jpg');
    expect(polaroidEntryPath('Ana Pop (2)', 'Ana: Pop', '2026-06-12T21:04:05.000Z', 'X'.repeat(18) + 'ABCDEFGH')).toBe('Polaroids/Ana Pop (2)/Ana Pop 2026-06-12 21-04-05 abcdefgh.jpg');
  });
});

describe('download file name and Content-Disposition (RFC 6266 / 5987)', () => {
  it('is "{event title}-raw.zip", safe as a file name', () => {
    expect(archiveFileName('Ana & Ion')).toBe('Ana & Ion-raw.zip');
    expect(archiveFileName('A/B: "C"')).toBe('A B C-raw.zip');
    expect(archiveFileName('')).toBe('Candid-raw.zip');
  });

  it('a part of a several-part archive says which part ("…-raw-part-2-of-5.zip"); a one-part archive keeps its name', () => {
    expect(archiveFileName('Ana & Ion', { part: 2, parts: 5 })).toBe('Ana & Ion-raw-part-2-of-5.zip');
    expect(archiveFileName('Ana & Ion', { part: 1, parts: 1 })).toBe('Ana & Ion-raw.zip');
  });

  it('an ASCII name is sent as is, with the same name in filename*', () => {
    expect(attachmentDisposition('Ana & Ion-raw.zip')).toBe(`attachment; filename="Ana & Ion-raw.zip"; filename*=UTF-8''Ana%20%26%20Ion-raw.zip`);
  });

  it('a non-ASCII name gets an ASCII fallback and the exact UTF-8 name percent-encoded', () => {
    const header = attachmentDisposition('Nuntă Ștefan-raw.zip');
    expect(header).toBe(`attachment; filename="Nunt_ _tefan-raw.zip"; filename*=UTF-8''Nunt%C4%83%20%C8%98tefan-raw.zip`);
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('Nuntă Ștefan-raw.zip');
  });

  it('cannot break out of the quoted string or the header (quotes, backslashes, CR/LF, RFC 5987 specials)', () => {
    const header = attachmentDisposition(`a"b\\c\r\nSet-Cookie: x'(y)*-raw.zip`);
    expect(header).not.toMatch(/[\r\n]/);
    const quoted = /filename="([^"]*)"/.exec(header)?.[1] ?? '';
    expect(quoted).toBe("a_b_c__Set-Cookie: x'(y)*-raw.zip");
    expect(header.split("filename*=UTF-8''")[1]).toMatch(/^[A-Za-z0-9%!._~-]+$/);
  });
});
