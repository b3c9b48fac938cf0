import { SiteHeader } from '../components/SiteHeader';
import { LanguageSwitch } from '../i18n/LanguageSwitch';

/** The organizer portal's top bar: the brand (home) and the language switch (issue #20). */
export function OrganizerHeader() {
  return (
    <div className="page__top organizer-top">
      <SiteHeader />
      <LanguageSwitch />
    </div>
  );
}
