/** One figure of the overview or analytics: label, value, and a line under it. */
export function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className="stat-card">
      <span className="stat-card__label">{label}</span>
      <span className="stat-card__value">{value}</span>
      {note && <span className="stat-card__note">{note}</span>}
    </li>
  );
}
