/**
 * The countdown's HH:MM:SS (hours can pass 24: a 3-day event starts at 72:00:00). A module of its own: the camera
 * shows the clock, and must not carry the gallery's paging rules (model/gallery/galleryModel.ts) for it.
 */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
