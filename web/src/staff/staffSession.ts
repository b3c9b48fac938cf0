import { readItem, removeItem, writeItem } from '../storage/deviceStorage';

/** The spec's storage key of the staff token (commerce spec: Admin login). */
export const STAFF_TOKEN_KEY = 'aln_admin_token';

export const readStaffToken = (): string | null => readItem(STAFF_TOKEN_KEY);
export const saveStaffToken = (token: string): void => {
  writeItem(STAFF_TOKEN_KEY, token);
};
export const clearStaffToken = (): void => removeItem(STAFF_TOKEN_KEY);
