import { Component, type ErrorInfo, type ReactNode } from 'react';
import { removeFirstPaint } from '../early/appStart';
import { useTexts } from '../i18n/texts';
import { LogoMark } from './Logo';

interface State {
  failed: boolean;
}

/**
 * Catches failures below the router, most often a screen's chunk that no longer exists after a deploy, and
 * says what the spec's cannot-mount page says, with a way to refresh. (React needs a class for this.)
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Candid screen failed', error, info.componentStack);
    removeFirstPaint(); // a /gallery load's first photos must not hide the failure page
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailure />;
  }
}

/** The failure page itself (a function component: it reads the texts, which startApp.tsx loaded before mounting). */
function ScreenFailure() {
  const t = useTexts('first').failure;
  return (
    <main className="page" role="alert">
      {/* The brand without a link: whatever failed may be the router's next screen too. */}
      <header className="page__top">
        <span className="brand">
          <LogoMark size={28} />
          Candid
        </span>
      </header>
      <section className="card stack stack--tight">
        <h1 className="page__title">{t.title}</h1>
        <p>{t.text}</p>
        <p className="page__lead">{t.support}</p>
      </section>
      <button type="button" className="btn btn--primary btn--block" onClick={() => window.location.reload()}>
        {t.refresh}
      </button>
    </main>
  );
}
