/** The event admin screen's paid-state card in English (issue 28.7; see ./en.ts). */
export const paidStateEn = {
  title: 'Your Package',
  package: 'Package',
  addOns: 'Add-ons',
  noAddOns: 'None',
  galleryUntil: (day: string) => `Gallery until ${day}`,
};
