import { preloadTexts } from '../../../i18n/texts';

/**
 * The challenge card (issue #33) with its texts, one hop from the camera's entry: the entry's import of this
 * small module names one chunk, where importing the card itself would name all of its chunks and its CSS (each
 * a hashed file name in the entry's preload list). The camera's entry is at its size budget (DESIGN 12).
 */
export const loadChallengeCard = () => Promise.all([import('./ChallengeCard'), preloadTexts(['prompts'])]).then(([m]) => m.ChallengeCard);
