import { describe, expect, it } from 'vitest';
import { AWARD_CATEGORIES } from '../../../../shared/award-categories.js';
import { MAX_PARTICIPANTS_MAX, PHOTOS_PER_USER_MAX } from '../../../../shared/event-settings.js';
import { NAME_MAX_LENGTH } from '../../../../shared/constants.js';
import { PHOTO_FILTER_IDS, type PhotoFilterId } from '../../../../shared/photo-filters.js';
import { CSV_INLINE_MAX_BYTES } from '../../config.js';
import { csvDocument } from '../../csv/csv-writer.js';
import { promptTextsOf } from '../challenges/prompt-export-texts.js';
import { voteAttr, type PhotoItem } from '../../data/photo-item.js';
import type { ParticipantItem } from '../../data/participant-item.js';
import { inlineAnswerBytes } from './deliver-event-csv.js';
import { eventCsvRows, type CsvPhoto } from './event-csv-rows.js';

const CODE = 'ABC123';
const participant = (i: number, name: string): ParticipantItem => ({
  PK: `EVENT#${CODE}`,
  SK: `PARTICIPANT#p${i}`,
  entity: 'participant',
  id: `p${i}`,
  eventCode: CODE,
  name,
  isCreator: i === 0,
  isActive: true,
  photosTaken: 0,
  maxPhotos: PHOTOS_PER_USER_MAX,
  joinedAt: new Date(Date.UTC(2027, 5, 1, 18, 0, i)).toISOString(),
});
const photo = (i: number, uploader: ParticipantItem, filter: PhotoFilterId | undefined, votes = 0): CsvPhoto => {
  const id = `01J${String(i).padStart(23, '0')}`;
  const item: PhotoItem = {
    PK: `EVENT#${CODE}`,
    SK: `PHOTO#${id}`,
    entity: 'photo',
    id,
    eventCode: CODE,
    uploaderId: uploader.id,
    uploaderName: uploader.name,
    fileName: `candid-${CODE}-${id.slice(-8).toLowerCase()}.jpg`,
    sizes: { polaroid: 500_000, raw: 3_000_000, thumbnail: 60_000 },
    width: 1600,
    height: 1900,
    uploadedAt: new Date(Date.UTC(2027, 5, 1, 19, 0, 0, i)).toISOString(),
    GSI2PK: `PHOTOSBY#${CODE}#${uploader.id}`,
    GSI2SK: id,
    ...(filter ? { filter } : {}),
    ...Object.fromEntries(AWARD_CATEGORIES.map((c) => [voteAttr(c.id), votes])),
  };
  return { photo: item, hidden: i % 10 === 0 };
};

/** A full event: `guests` participants with `perGuest` photos each, the longest names, every photo voted on. */
const bigEvent = (guests: number, perGuest: number, nameChar: string) => {
  const people = Array.from({ length: guests }, (_, i) => participant(i, `${nameChar.repeat(NAME_MAX_LENGTH - 4)}${String(i).padStart(4, '0')}`));
  const photos = people.flatMap((p, g) => Array.from({ length: perGuest }, (_, k) => photo(g * perGuest + k, p, PHOTO_FILTER_IDS[k % PHOTO_FILTER_IDS.length], 123)));
  const votes = new Map(people.map((p) => [p.id, 500]));
  const csv = csvDocument(eventCsvRows(photos, people, votes));
  return { bytes: inlineAnswerBytes({ fileName: `Event-${CODE}.csv`, csv }), csv };
};

describe('event CSV rows', () => {
  it('names the filter a photo was taken with in the Filter column; a photo without one (older uploads) has an empty cell', () => {
    const ana = participant(1, 'Ana');
    const rows = eventCsvRows([photo(1, ana, 'blackwhite'), photo(2, ana, 'none'), photo(3, ana, undefined), photo(4, ana, 'contrast')], [ana], new Map());
    const filterColumn = rows[0]?.indexOf('Filter') ?? -1;
    expect(filterColumn).toBe(3);
    expect(rows.slice(1, 5).map((r) => r[filterColumn])).toEqual(['B&W', 'Original', '', 'Contrast']);
  });

  it('names the photo challenge in the Challenge column (a built-in in English, a typed one as typed); empty when none', () => {
    const ana = participant(1, 'Ana');
    const withPrompt = (i: number, promptId: string | undefined): CsvPhoto => {
      const p = photo(i, ana, undefined);
      return { ...p, photo: { ...p.photo, ...(promptId ? { promptId } : {}) } };
    };
    const texts = promptTextsOf([{ id: 'toast', builtinId: 'toast' }, { id: 'tabc', text: '=Best hat' }]);
    const rows = eventCsvRows([withPrompt(1, 'toast'), withPrompt(2, 'tabc'), withPrompt(3, undefined), withPrompt(4, 'gone')], [ana], new Map(), texts);
    const column = rows[0]?.indexOf('Challenge') ?? -1;
    expect(column).toBe((rows[0]?.length ?? 0) - 1);
    expect(rows.slice(1, 5).map((r) => r[column])).toEqual(['A toast being raised', '=Best hat', '', '']);
    // Cells are formula-safe in the document (csv-writer), a typed prompt included.
    expect(csvDocument(rows)).toContain("'=Best hat");
  });

  it('a 2 000-photo, 200-guest export stays far below the inline limit; the largest event the limits allow can pass it', () => {
    // 200 guests × 10 photos, 40-character names in two-byte letters (ș), every tally in three digits.
    const typical = bigEvent(200, 10, 'ș');
    expect(typical.csv.split('\r\n').length).toBe(1 + 2000 + 1 + 1 + 200 + 1);
    // 500 guests × 50 photos (MAX_PARTICIPANTS_MAX × PHOTOS_PER_USER_MAX) with names of three-byte letters.
    const largest = bigEvent(MAX_PARTICIPANTS_MAX, PHOTOS_PER_USER_MAX, 'ペ');
    console.log(`[csv] inline answer: 2 000 photos / 200 guests = ${typical.bytes} bytes; ${MAX_PARTICIPANTS_MAX * PHOTOS_PER_USER_MAX} photos / ${MAX_PARTICIPANTS_MAX} guests = ${largest.bytes} bytes (limit ${CSV_INLINE_MAX_BYTES})`);
    expect(typical.bytes).toBeLessThan(CSV_INLINE_MAX_BYTES / 5);
    expect(largest.bytes).toBeGreaterThan(CSV_INLINE_MAX_BYTES);
  });
});
