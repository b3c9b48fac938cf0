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
  let number = numbers.get(locale);
  if (!number) numbers.set(locale, (number = new Intl.NumberFormat(intlTag(locale))));
  const category = rule.select(count);
  const form = category === 'one' ? forms.one : category === 'few' ? (forms.few ?? forms.other) : forms.other;
  return form.replaceAll('{n}', number.format(count));
}
