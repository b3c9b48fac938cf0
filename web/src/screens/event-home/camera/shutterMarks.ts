/** performance marks around the shutter, read by the browser journey (User Timing, no cost otherwise). */
export const SHUTTER_MARK = 'candid:shutter';
export const SHUTTER_TO_REVIEW = 'candid:shutter-to-review';
