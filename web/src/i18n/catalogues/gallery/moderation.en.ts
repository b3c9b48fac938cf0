/** The event area's moderation texts in English (see ./en.ts): the lightbox's Hide / Delete. */
export const moderationEn = {
  openModerator: 'Hide or delete…',
  openOwn: 'Delete my photo…',
  hideTitle: 'Hide this photo?',
  deleteTitle: 'Delete this photo?',
  manageTitle: 'Manage photo',
  hide: 'Hide',
  delete: 'Delete',
  cancel: 'Cancel',
  hideText: 'It leaves every gallery, the voting and the awards. You can show it again later.',
  deleteText: 'The photo is deleted for everyone. This cannot be undone.',
  giveBack: (name: string) => `Give ${name} the photo back (they can take one more)`,
  working: 'Working…',
  hidePhoto: 'Hide photo',
  deletePhoto: 'Delete photo',
  back: 'Back',
};
