import { plural } from '../../../../../shared/i18n/plural';

/** The event area's live wall texts in English (see ./en.ts). */
export const wallEn = {
  title: 'Live wall',
  documentTitle: (event: string) => `Live wall · ${event}`,
  loading: 'Loading the live wall…',
  awardWinners: 'Award winners',
  newestPhoto: 'Newest photo',
  recentPhotos: 'Recent photos',
  photoBy: (name: string) => `Photo by ${name}`,
  emptyTitle: 'Photos appear here as guests take them',
  emptyText: 'Scan the code to join and take the first one.',
  winnersTitle: 'And the winners are…',
  endedThanks: 'The event has ended. Thank you for the photos!',
  winnerAlt: (award: string, name: string) => `${award}: photo by ${name}`,
  andMore: (n: number) => ` and ${n} more`,
  votes: (n: number) => plural('en', n, { one: '{n} vote', other: '{n} votes' }),
  joinTheEvent: 'Join the event',
  qrLabel: (event: string) => `QR code to join ${event}`,
  scanToJoin: 'Scan to join, or enter the code',
  photos: (n: number) => plural('en', n, { one: '{n} photo', other: '{n} photos' }),
  revealTitle: 'The photos are revealed when the event ends',
  revealText: 'Keep shooting: everyone sees them together at the end.',
  photosTaken: (n: number) => plural('en', n, { one: '{n} photo taken', other: '{n} photos taken' }),
  /** While the socket is down (a failed or dropped connection), until it is open again: what shows may be late. */
  reconnecting: 'Reconnecting to live updates…',
  ended: 'The event has ended',
  votingOpen: 'Vote on your phones: the winners appear here when voting closes.',
  /** Issue #33: a photo's challenge under its taker's name, and the cards shown between photos. */
  challenge: (prompt: string) => `Challenge: ${prompt}`,
  challengeLabel: 'Challenge:',
  challengeHint: 'Take a photo for it with your phone',
};
