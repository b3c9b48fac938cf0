/** Shown while a screen's code loads (each route is its own chunk). */
export function RouteLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="splash splash--inline" role="status" aria-live="polite">
      <span className="splash__mark" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
