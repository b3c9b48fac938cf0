import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GALLERY_DAYS } from '#shared/constants.js';
import { LogoMark } from '../../components/Logo';

interface LobbySelectProps {
  onJoin: () => void;
  onCreate: () => void;
  /** A message above the actions (why the guest is back in the lobby). */
  banner?: ReactNode;
  /** The device remembers an order (aln_pending_order): a paid one shows its banner and the welcome-back guidance. */
  storedOrder?: boolean;
}

const PaidLobbyBanner = lazy(() => import('./PaidLobbyParts').then((m) => ({ default: m.PaidLobbyBanner })));
const PaidLobbyGuidance = lazy(() => import('./PaidLobbyParts').then((m) => ({ default: m.PaidLobbyGuidance })));

const BLURBS = [
  { title: 'Private Events', text: 'Only guests with your event code can join and see the photos.' },
  { title: 'Easy Sharing', text: 'Share your event as a code, a link or a QR code.' },
  { title: 'Live Voting', text: 'Guests vote for their favourite photos in 10 award categories.' },
] as const;

/**
 * The lobby's select mode: the three large actions and the info blurbs. Each action is named by its title
 * alone (aria-labelledby) and described by its line of text, so "Join Event" is what assistive technology
 * and tests find.
 */
export function LobbySelect({ onJoin, onCreate, banner, storedOrder = false }: LobbySelectProps) {
  return (
    <main className="page lobby">
      <header className="lobby__hero">
        <div className="polaroid polaroid--tilt lobby__logo">
          <LogoMark size={64} />
        </div>
        <h1 className="lobby__title">Candid</h1>
        <p className="page__lead">Private event platform</p>
      </header>

      {banner}
      {storedOrder && (
        <Suspense fallback={null}>
          <PaidLobbyBanner />
        </Suspense>
      )}

      <div className="stack">
        <button
          type="button"
          className="action action--primary"
          onClick={onJoin}
          aria-labelledby="lobby-join-title"
          aria-describedby="lobby-join-text"
        >
          <span id="lobby-join-title" className="action__title">
            Join Event
          </span>
          <span id="lobby-join-text" className="action__text">
            Enter a 6-character code to join an existing event.
          </span>
        </button>
        <button
          type="button"
          className="action"
          onClick={onCreate}
          aria-labelledby="lobby-create-title"
          aria-describedby="lobby-create-text"
        >
          <span id="lobby-create-title" className="action__title">
            Create Event
          </span>
          <span id="lobby-create-text" className="action__text">
            Start a new private event and get a shareable code.
          </span>
        </button>
        <Link to="/pricing" className="action" aria-labelledby="lobby-pricing-title" aria-describedby="lobby-pricing-text">
          <span id="lobby-pricing-title" className="action__title">
            View Pricing Plans
          </span>
          <span id="lobby-pricing-text" className="action__text">
            Event packages and add-ons for bigger celebrations.
          </span>
        </Link>
      </div>

      {storedOrder ? (
        <Suspense fallback={null}>
          <PaidLobbyGuidance />
        </Suspense>
      ) : (
        <p className="lobby__guidance">
          Create your event for free. Gallery lasts {GALLERY_DAYS} days, then upgrade options become available.
        </p>
      )}

      <ul className="lobby__blurbs">
        {BLURBS.map((blurb) => (
          <li key={blurb.title} className="lobby__blurb">
            <h2 className="lobby__blurb-title">{blurb.title}</h2>
            <p>{blurb.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
