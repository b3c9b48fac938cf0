/** The Candid mark: a tiny polaroid. Decorative; the product name beside it carries the meaning. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="8" y="4" width="48" height="56" rx="3" fill="#ffffff" stroke="#1a1a1a" strokeWidth="3" />
      <rect x="14" y="10" width="36" height="34" fill="#1a1a1a" />
      <circle cx="32" cy="27" r="9" fill="#f2b134" />
    </svg>
  );
}
