import { supportEmailFrom } from '#shared/support.js';

/** The one support address (shared/support.ts): the build's CANDID_SUPPORT_EMAIL, as the e-mails name it. */
export const SUPPORT_EMAIL = supportEmailFrom(import.meta.env.VITE_SUPPORT_EMAIL);
