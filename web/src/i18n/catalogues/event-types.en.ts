/**
 * Event types by id (shared/constants EVENT_TYPES) in English, as the create form, Event Created, the direct
 * join and the staff portal show them: one list for every area that names them.
 */
export const eventTypesEn = {
  wedding: 'Wedding',
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  graduation: 'Graduation',
  festival: 'Festival',
  corporate: 'Corporate',
  other: 'Other',
};
