import { useState } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../shared/i18n/locale';
import { switchLocale, useLocale, useTexts } from './texts';

/**
 * The language switch (lobby, menus, portal headers): one button per language, each named in its own
 * language and marked with it (`lang`), the current one pressed. The choice is remembered on the device.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useTexts('first');
  const [switching, setSwitching] = useState<Locale | null>(null);

  const choose = (next: Locale) => {
    if (next === locale || switching) return;
    setSwitching(next);
    // A failed load (offline) keeps the current language; the next tap tries again.
    void switchLocale(next)
      .catch(() => undefined)
      .finally(() => setSwitching(null));
  };

  return (
    <div className={['language-switch', className].filter(Boolean).join(' ')} role="group" aria-label={t.common.language}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-switch__option"
          aria-pressed={option === locale}
          aria-busy={switching === option || undefined}
          onClick={() => choose(option)}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
