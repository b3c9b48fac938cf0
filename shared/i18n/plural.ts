import { intlTag, type Locale } from './locale.js';

/**
 * A count with its noun in the language's plural form (`Intl.PluralRules`). English has one/other; Romanian
 * has one ("1 fotografie"), few (0, 2–19 and 101–119…: "2 fotografii") and other, which takes "de"
 * ("20 de fotografii"). `{n}` in a form is replaced by the count, formatted for the language.
 */
export interface PluralForms {
  one: string;
  few?: string;
  other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();
const numbers = new Map<Locale, Intl.NumberFormat>();

export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(intlTag(locale))));
  const category = rule.select(count);
  const form = category === 'one' ? forms.one : category === 'few' ? (forms.few ?? forms.other) : forms.other;
  return form.replaceAll('{n}', numeral(locale, count));
}

/**
 * The count as the language writes it. A whole number under 1000 reads the same in every language we speak
 * (Latin digits, nothing to group), and the language's number format is the costliest Intl object to make
 * (10–16 ms the first time on a laptop core, as ICU loads its number data): a screen with only small counts
 * (the gallery's first render) never makes it.
 */
function numeral(locale: Locale, count: number): string {
  if (Number.isInteger(count) && Math.abs(count) < 1000) return String(count);
  let number = numbers.get(locale);
  if (!number) numbers.set(locale, (number = new Intl.NumberFormat(intlTag(locale))));
  return number.format(count);
}
