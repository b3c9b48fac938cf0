import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GALLERY_DAYS } from '#shared/constants.js';
import { LogoMark } from '../../components/Logo';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useTexts } from '../../i18n/texts';

interface LobbySelectProps {
  onJoin: () => void;
  onCreate: () => void;
  /** A message above the actions (why the guest is back in the lobby). */
  banner?: ReactNode;
  /** The device remembers an order (aln_pending_order): a paid one shows its banner, the welcome-back guidance and its details. */
  storedOrder?: boolean;
}

const PaidLobby = lazy(() => import('./PaidLobbyParts').then((m) => ({ default: m.PaidLobby })));

const BLURBS = ['private', 'sharing', 'voting'] as const;

/**
 * The lobby's select mode: the three large actions and the info blurbs. Each action is named by its title
 * alone (aria-labelledby) and described by its line of text, so "Join Event" is what assistive technology
 * and tests find.
 */
export function LobbySelect({ onJoin, onCreate, banner, storedOrder = false }: LobbySelectProps) {
  const t = useTexts('first').lobby;
  /** The three actions; a buyer's (paid) lead with Create Event, their main action. */
  const actions = (paid: boolean) => {
    const join = <LobbyAction id="join" title={t.joinTitle} text={t.joinText} primary={!paid} onClick={onJoin} />;
    const create = <LobbyAction id="create" title={t.createTitle} text={t.createText} primary={paid} onClick={onCreate} />;
    return (
      <div className="stack">
        {paid ? create : join}
        {paid ? join : create}
        <Link to="/pricing" className="action" aria-labelledby="lobby-pricing-title" aria-describedby="lobby-pricing-text">
          <ActionLabel id="pricing" title={t.pricingTitle} text={t.pricingText} />
        </Link>
      </div>
    );
  };

  return (
    <main className="page lobby">
      <LanguageSwitch className="lobby__language" />
      <header className="lobby__hero">
        <div className="polaroid polaroid--tilt lobby__logo">
          <LogoMark size={64} />
        </div>
        <h1 className="lobby__title">Candid</h1>
        <p className="page__lead">{t.tagline}</p>
      </header>

      {banner}
      {storedOrder ? (
        // Only a device that remembers an order loads the paid-order parts (their own chunk).
        <Suspense fallback={null}>
          <PaidLobby>{actions}</PaidLobby>
        </Suspense>
      ) : (
        <>
          {actions(false)}
          <p className="lobby__guidance">{t.guidance(GALLERY_DAYS)}</p>
        </>
      )}

      <ul className="lobby__blurbs">
        {BLURBS.map((blurb) => (
          <li key={blurb} className="lobby__blurb">
            <h2 className="lobby__blurb-title">{t[`${blurb}Title`]}</h2>
            <p>{t[`${blurb}Text`]}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** An action's title (its accessible name) and line of text (its description), ids `lobby-<id>-title|text`. */
function ActionLabel({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <>
      <span id={`lobby-${id}-title`} className="action__title">
        {title}
      </span>
      <span id={`lobby-${id}-text`} className="action__text">
        {text}
      </span>
    </>
  );
}

function LobbyAction({ id, title, text, primary, onClick }: { id: string; title: string; text: string; primary: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={primary ? 'action action--primary' : 'action'}
      onClick={onClick}
      aria-labelledby={`lobby-${id}-title`}
      aria-describedby={`lobby-${id}-text`}
    >
      <ActionLabel id={id} title={title} text={text} />
    </button>
  );
}
