import { useDocumentTitle } from '../../components/useDocumentTitle';

/** A main-flow state that a later release builds (join screen, user select, camera, event admin). */
export function UnbuiltScreen({ onHome }: { onHome: () => void }) {
  useDocumentTitle('Not available yet');
  return (
    <main className="page">
      <h1 className="page__title">Not available yet</h1>
      <p className="page__lead">This part of Candid is not available yet. It arrives with a coming release.</p>
      <button type="button" className="btn btn--primary btn--block" onClick={onHome}>
        Back to home
      </button>
    </main>
  );
}
