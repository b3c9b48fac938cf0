import { hasHiddenCharacters } from './code-and-name.js';

/** The frame's branding text (issue #28, branded frames): short enough to fit the polaroid's bottom border. */
export const BRANDING_TEXT_MAX_LENGTH = 40;

export type BrandingTextProblem = 'BRANDING_TEXT_TOO_LONG' | 'BRANDING_TEXT_HIDDEN_CHARACTERS';

/** Trimmed, inner runs of spaces collapsed (the frame shows one line). An empty result means "no text". */
export const normalizeBrandingText = (raw: string): string => raw.trim().replace(/ {2,}/g, ' ');

/**
 * The same character rules as names (shared/rules/code-and-name.ts: no control, zero-width or direction
 * characters), then the length. Counted in code points, so a diacritic or an emoji counts as one.
 */
export const brandingTextProblem = (raw: string): BrandingTextProblem | undefined => {
  const text = normalizeBrandingText(raw);
  if (hasHiddenCharacters(text)) return 'BRANDING_TEXT_HIDDEN_CHARACTERS';
  if ([...text].length > BRANDING_TEXT_MAX_LENGTH) return 'BRANDING_TEXT_TOO_LONG';
  return undefined;
};
