import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/texts';
import { LOBBY } from '../../model/main-flow/flowState';

/** Spec: "A Back to Main Page link leads to /" — to the lobby itself, not back into a saved event. */
export function BackToMainPage() {
  const t = useTexts('arrival').directJoin;
  return (
    <Link to="/" state={LOBBY} className="btn btn--ghost btn--block">
      {t.backToMain}
    </Link>
  );
}
