/**
 * The live wall's "Challenge: …" cards (issue #33), sparingly: while the wall cycles through its photos
 * (nothing new arriving), every CARD_EVERY-th turn shows the next prompt of the card instead of a photo, for
 * one turn (CYCLE_MS, 8 s): three photos, then a challenge, 24 s of photos to 8 s of prompt. A new photo
 * always shows at once and starts the count again, so a busy wall shows photos only.
 */
export const CARD_EVERY = 4;

/** After `turns` quiet turns: the prompt (index into the card) to show on this turn, or null for a photo. */
export function challengeCardAt(turns: number, promptCount: number): number | null {
  if (promptCount === 0 || turns === 0 || turns % CARD_EVERY !== 0) return null;
  return (turns / CARD_EVERY - 1) % promptCount;
}
