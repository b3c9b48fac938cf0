/** Every id we issue (orders, photos, uploads) is a ULID: 26 characters of Crockford base32. Zod-free, for cold paths. */
export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const isUlid = (value: string): boolean => ULID_PATTERN.test(value);
