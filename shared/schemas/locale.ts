import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locale.js';

/** The language a person reads (an order's e-mails, an organizer's sign-in code): "en" or "ro". */
export const localeSchema = z.enum(LOCALES);
