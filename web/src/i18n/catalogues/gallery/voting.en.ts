/** The event area's voting texts in English (see ./en.ts): the voting view (the award names are in awards). */
export const votingEn = {
  title: 'Vote',
  back: 'Back',
  eventCode: 'Event code',
  /** What a screen reader hears, once per change of state. */
  announce: {
    closed: 'Voting is closed.',
    finding: 'Finding a photo to vote on…',
    saved: (award: string) => `Vote saved: ${award}. Next photo coming up.`,
    saving: 'Saving your vote…',
    newPhoto: (name: string, seconds: number) => `New photo by ${name}. Voting opens in ${seconds} seconds.`,
    aGuest: 'a guest',
    open: 'Voting is open. Choose an award for this photo.',
  },
  findingPhoto: 'Finding a photo…',
  allCaughtUp: 'All Caught Up!',
  noMorePhotos: 'No more photos to vote on!',
  noMorePhotosText: 'Photos show up here as soon as guests take them.',
  notStarted: 'Voting has not started yet',
  closed: 'Voting is closed',
  notAvailable: 'Voting is not available',
  loadFailed: 'Couldn’t load a photo',
  tryAgain: 'Try Again',
  checking: 'Checking…',
  checkForNewPhotos: 'Check for New Photos',
  backToGallery: 'Back to Gallery',
  /** The line above the award buttons. */
  hint: {
    locked: (seconds: number) => `Take a look… voting opens in ${seconds}`,
    voted: (award: string) => `Voted ${award}! Next photo coming up…`,
    saving: 'Saving your vote…',
    loading: 'Loading another photo…',
    choose: 'Which award does this photo deserve?',
  },
  photoBy: (name: string) => `Photo by ${name}`,
  votedStamp: 'Voted!',
  skip: 'Skip',
  dismiss: 'Dismiss',
  /** Read after an award's count (" vote", " votes"): the count itself is shown. */
  votesAfterCount: (n: number) => (n === 1 ? ' vote' : ' votes'),
};
