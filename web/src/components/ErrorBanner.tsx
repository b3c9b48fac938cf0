import { useTexts } from '../i18n/texts';

/** A red error banner; with onDismiss it gets a close button (spec: "a dismissible red banner"). */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss?: () => void }) {
  const t = useTexts('first').common;
  return (
    <div className="banner banner--error" role="alert">
      <p className="banner__text">{message}</p>
      {onDismiss && (
        <button type="button" className="banner__dismiss" onClick={onDismiss} aria-label={t.dismiss}>
          ×
        </button>
      )}
    </div>
  );
}
