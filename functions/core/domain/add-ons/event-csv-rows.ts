import { AWARD_CATEGORIES } from '../../../../shared/award-categories.js';
import { PHOTO_FILTER_LABELS } from '../../../../shared/photo-filters.js';
import type { CsvCell } from '../../csv/csv-writer.js';
import { voteAttr, type PhotoItem } from '../../data/photo-item.js';
import type { ParticipantItem } from '../../data/participant-item.js';

export interface CsvPhoto {
  photo: PhotoItem;
  hidden: boolean;
}

export const PHOTO_HEADER: readonly string[] = ['Photo ID', 'Guest', 'Taken at', 'Filter', ...AWARD_CATEGORIES.map((c) => `Votes: ${c.label}`), 'Hidden', 'Challenge'];
export const PARTICIPANT_HEADER: readonly string[] = ['Participant', 'Joined at', 'Photos', 'Votes cast'];

/**
 * The export's rows (one file, two sections, a blank row between): every photo, hidden ones marked, with its
 * tallies per award category (maintained on the photo item), then every participant with the photos they
 * have in the event and the votes they cast. Oldest first in both, as an organizer reads a timeline.
 */
export const eventCsvRows = (
  photos: readonly CsvPhoto[],
  participants: readonly ParticipantItem[],
  votesByVoter: ReadonlyMap<string, number>,
  promptTexts: ReadonlyMap<string, string> = new Map(),
): CsvCell[][] => {
  const photosBy = new Map<string, number>();
  for (const { photo } of photos) photosBy.set(photo.uploaderId, (photosBy.get(photo.uploaderId) ?? 0) + 1);
  const photoRows = photos.map(({ photo, hidden }): CsvCell[] => [
    photo.id,
    photo.uploaderName,
    photo.uploadedAt,
    // The filter's English name ("B&W"); empty for photos uploaded before the filter was recorded.
    photo.filter ? PHOTO_FILTER_LABELS[photo.filter] : '',
    ...AWARD_CATEGORIES.map((c) => photo[voteAttr(c.id)] ?? 0),
    hidden ? 'yes' : 'no',
    // The photo challenge it was taken for (issue #33): its text, English for a built-in; empty when none.
    photo.promptId ? (promptTexts.get(photo.promptId) ?? '') : '',
  ]);
  const participantRows = [...participants]
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))
    .map((p): CsvCell[] => [p.name, p.joinedAt, photosBy.get(p.id) ?? 0, votesByVoter.get(p.id) ?? 0]);
  return [[...PHOTO_HEADER], ...photoRows, [], [...PARTICIPANT_HEADER], ...participantRows];
};
