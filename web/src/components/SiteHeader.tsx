import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { LogoMark } from './Logo';

/** Top bar of the secondary pages: the brand, linking home, and the language switch. */
export function SiteHeader() {
  return (
    <header className="page__top">
      <Link to="/" className="brand">
        <LogoMark size={28} />
        Candid
      </Link>
      <LanguageSwitch />
    </header>
  );
}
