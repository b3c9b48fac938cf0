import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/texts';

/** An add-on's control on an event whose package lacks it: what it is part of, and where to buy it. */
export function AddOnNotIncluded({ message }: { message: string }) {
  const t = useTexts('organizer').addOnControls;
  return (
    <>
      <p className="admin__empty">{message}</p>
      <Link className="btn btn--ghost btn--block" to="/pricing">
        {t.seePackages}
      </Link>
    </>
  );
}
