import { challengeMessages } from '../../../../../shared/challenge-messages';

/**
 * The prompts area's texts in English (see ../../areas.ts): photo challenges (issue #33) — the organizer's
 * picker on the admin screen and the camera's challenge card. Both load lazily, with these texts, so neither
 * the admin screen's nor the camera's first load carries them.
 */
const en = {
  picker: {
    title: 'Photo challenges',
    lead: 'A scavenger hunt for the roll: guests choose which prompts to chase with their shots.',
    enabled: 'Challenges on',
    count: (n: number, max: number) => `${n} of ${max} challenges picked`,
    yourList: 'Your challenges',
    empty: 'No challenges yet: pick some below or type your own.',
    photos: (n: number) => (n === 1 ? '1 photo' : `${n} photos`),
    hiddenMark: 'hidden from guests',
    remove: 'Remove',
    hide: 'Hide',
    show: 'Show',
    fromList: 'Pick from the list',
    groups: { ceremony: 'Ceremony moments', reception: 'Reception details', connections: 'Guest connections', funny: 'Funny' },
    typedLabel: 'Your own challenge',
    typedHint: 'Up to 80 characters.',
    add: 'Add',
    full: 'The list is full: an event can have at most 15 challenges.',
    saving: 'Saving…',
    saved: 'Saved',
    notSaved: 'Not saved',
    loading: 'Loading the challenges…',
    loadFailed: 'The challenges could not be loaded.',
    saveFailed: 'The challenges could not be saved. Try again.',
    tryAgain: 'Try again',
    closed: 'The event has ended: the challenges can no longer be changed.',
  },
  card: {
    open: 'Challenges',
    forNext: (prompt: string) => `Challenge: ${prompt}`,
    progress: (done: number, total: number) => `${done} of ${total} challenges`,
    title: 'Photo challenges',
    close: 'Close',
    nextPhoto: 'Your next photo',
    none: 'No challenge',
    done: 'done',
    lastPhoto: 'Your last photo',
    lastPhotoHint: 'Change or clear the challenge of the photo you kept last.',
    saving: 'Saving…',
    saved: 'Saved',
    loading: 'Loading the challenges…',
    loadFailed: 'The challenges could not be loaded.',
    saveFailed: 'The challenge could not be saved. Try again.',
    tryAgain: 'Try again',
  },
  lightbox: {
    label: 'Challenge',
    hint: 'Change or clear it until the event ends.',
  },
  errors: { ...challengeMessages },
};

export default en;
