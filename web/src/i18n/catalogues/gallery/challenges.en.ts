import { plural } from '../../../../../shared/i18n/plural';

/**
 * The gallery area's Challenges view texts in English (see ./en.ts; issue #33). The prompts themselves come
 * from shared/challenge-prompts.ts in the chosen language.
 */
export const challengesEn = {
  loading: 'Loading challenges…',
  progress: (done: number, total: number) => plural('en', total, { one: `${done} of {n} challenge`, other: `${done} of {n} challenges` }),
  filterLabel: 'Show challenge',
  all: 'All',
  done: 'Done',
  notDone: 'Not done yet',
  photoCount: (n: number) => plural('en', n, { one: '{n} photo', other: '{n} photos' }),
  countsOnly: 'Photos for each challenge are revealed when the event ends. Until then you see how many there are.',
  off: 'There are no photo challenges at this event.',
  empty: 'No photos for this challenge yet',
  errorTitle: 'Could not load the challenges',
  photosFailed: 'Could not load the photos for this challenge.',
  tryAgain: 'Try Again',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  photoBy: (name: string) => `Photo by ${name}`,
};
