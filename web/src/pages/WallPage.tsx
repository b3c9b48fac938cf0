import { useLocation, useSearchParams } from 'react-router-dom';
import { roomMessages as messages } from '#shared/room-messages.js';
import { codeText } from '../i18n/errorText';
import { useTexts } from '../i18n/texts';
import { normalizePrefilledCode } from '../model/main-flow/flowState';
import { wallTokenFromHash } from '../model/wall/wallLink';
import { WallScreen } from '../screens/wall/WallScreen';

/**
 * /wall?event=CODE#k=<wall token>: the live wall for a TV or projector, opened from the link the event's
 * creator made on the admin screen (no joining). Its own lazy page: nothing of it reaches a guest's phone.
 * The token is read from the fragment (never sent to a server in a URL, see wallLink.ts).
 */
export default function WallPage() {
  const t = useTexts('gallery').wall;
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const code = normalizePrefilledCode(params.get('event'));
  const token = wallTokenFromHash(hash);
  if (!code || !token) {
    return (
      <main className="wall wall--message">
        <h1 className="wall__message-title">{t.title}</h1>
        <p className="wall__message" role="alert">
          {codeText('WALL_LINK_INVALID', messages.WALL_LINK_INVALID)}
        </p>
      </main>
    );
  }
  return <WallScreen key={`${code}#${token}`} code={code} token={token} />;
}
