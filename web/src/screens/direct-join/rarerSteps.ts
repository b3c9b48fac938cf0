/** The Join screen's rarer steps, one chunk loaded on demand (see JoinScreen). */
export { CorrectCode } from './CorrectCode';
export { SelectUser } from './SelectUser';
