import type { Texts } from '../../../../shared/i18n/catalogue.js';
import { intlTag, type Locale } from '../../../../shared/i18n/locale.js';
import { en, type EmailTexts } from './en.js';
import { ro } from './ro.js';

/**
 * The e-mail texts of a language. Both catalogues are small (a few KB) and only the modules that send mail
 * import this (functions/core/email/*), so they are bundled only into the functions that send e-mail.
 */
export const emailTexts = (locale: Locale): Texts<EmailTexts> => (locale === 'ro' ? ro : en);

/**
 * The tag e-mails format money and dates with. English keeps the British formats the e-mails had before
 * languages ("24 November 2027", "€123.45", "US$1,500.00"; the web's `en` would write "November 24, 2027"
 * and "$1,500.00"); Romanian is intlTag's ("24 noiembrie 2027", "123,45 €").
 */
export const emailIntlTag = (locale: Locale): string => (locale === 'en' ? 'en-GB' : intlTag(locale));
