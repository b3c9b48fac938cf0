import { useEffect, useState } from 'react';
import type { promptText as PromptText } from '#shared/challenge-prompts.js';

/**
 * The challenge prompts' text function (shared/challenge-prompts.ts: the 40 built-ins in both languages),
 * loaded once the wall has prompts to name. Imported statically, that module (shared with the gallery's
 * Challenges view and the awards) is a chunk the app's entry lists among the wall's, and the guest entry is
 * at its budget; loaded from here, the list lives in the wall's own chunk.
 */
export function useWallPromptText(needed: boolean): typeof PromptText | null {
  const [promptText, setPromptText] = useState<typeof PromptText | null>(null);
  useEffect(() => {
    if (!needed || promptText) return;
    let live = true;
    import('#shared/challenge-prompts.js').then(
      (m) => {
        if (live) setPromptText(() => m.promptText);
      },
      (error: unknown) => console.warn('wall: could not load the challenge prompts', error),
    );
    return () => {
      live = false;
    };
  }, [needed, promptText]);
  return promptText;
}
