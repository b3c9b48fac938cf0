import type { AwardCategoryId } from '../../../../../shared/award-categories';
import { plural } from '../../../../../shared/i18n/plural';

/**
 * The event area's awards texts in English (see ./en.ts): the ten award categories' names by id (the server
 * keeps the ids; voting, the gallery's badges, the awards and the wall show these) and the awards ceremony.
 */
export const awardsEn = {
  categories: {
    most_emotional: 'Most Emotional',
    silliest_picture: 'Silliest Picture',
    most_creative: 'Most Creative',
    best_couple_shot: 'Best Couple Shot',
    most_candid: 'Most Candid',
    best_group_photo: 'Best Group Photo',
    most_artistic: 'Most Artistic',
    funniest_moment: 'Funniest Moment',
    most_romantic: 'Most Romantic',
    best_dance_move: 'Best Dance Move',
  } satisfies Record<AwardCategoryId, string>,
  documentTitle: 'Awards Ceremony',
  title: 'AWARDS CEREMONY',
  calculating: 'Calculating winners...',
  /** Reveal after the end: the awards follow the hour of voting after the end. */
  votingOpenUntil: (time: string) => `Voting is open until ${time}. The awards follow.`,
  tryAgain: 'Try Again',
  backToGallery: 'Back to Gallery',
  noVotesYet: 'No votes yet!',
  nobodyVoted: 'Nobody voted for an award during this event.',
  viewFullGallery: 'View Full Gallery',
  tie: (ways: number, votes: string) => `A ${ways}-way tie: ${votes} each`,
  winner: 'WINNER!',
  runnerUp: 'Runner-up!',
  votes: (n: number) => plural('en', n, { one: '{n} vote', other: '{n} votes' }),
  photoAlt: (name: string) => `Photo by ${name} (open full size)`,
  /** Issue #33: the Challenges chapter after the ten categories. */
  challenges: {
    title: 'Challenges',
    noWinner: 'No votes for this challenge',
    champion: 'Challenge champion',
    champions: 'Challenge champions',
    noChampion: 'Nobody took on a challenge',
    completed: (done: number, total: number) => plural('en', total, { one: `${done} of {n} challenge`, other: `${done} of {n} challenges` }),
    shared: (n: number) => `A ${n}-way tie: the title is shared`,
  },
};
