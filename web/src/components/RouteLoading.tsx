/** Shown while a screen's code loads (each route is its own chunk). */
import { useTexts } from '../i18n/texts';

export function RouteLoading({ label }: { label?: string }) {
  const t = useTexts('first').common;
  return (
    <div className="splash splash--inline" role="status" aria-live="polite">
      <span className="splash__mark" aria-hidden="true" />
      <span>{label ?? t.loading}</span>
    </div>
  );
}
