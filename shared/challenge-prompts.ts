/**
 * The built-in photo challenges (issue #33): good prompts an organizer picks from, in both languages,
 * grouped as the picker shows them. A picked prompt is stored by its id, so each guest reads it in their
 * own language; typed prompts are stored as typed.
 */
export const CHALLENGE_GROUPS = ['ceremony', 'reception', 'connections', 'funny'] as const;
export type ChallengeGroup = (typeof CHALLENGE_GROUPS)[number];

export interface BuiltinPrompt {
  id: string;
  group: ChallengeGroup;
  en: string;
  ro: string;
}

export const BUILTIN_PROMPTS = [
  // Ceremony moments
  { id: 'first-look', group: 'ceremony', en: 'The first look', ro: 'Prima privire' },
  { id: 'rings', group: 'ceremony', en: 'The rings, up close', ro: 'Verighetele, de aproape' },
  { id: 'happy-tears', group: 'ceremony', en: 'Happy tears', ro: 'Lacrimi de bucurie' },
  { id: 'first-kiss', group: 'ceremony', en: 'The first kiss', ro: 'Primul sărut' },
  { id: 'walk-in', group: 'ceremony', en: 'The walk down the aisle', ro: 'Intrarea la altar' },
  { id: 'vows', group: 'ceremony', en: 'Someone listening to the vows', ro: 'Cineva ascultând jurămintele' },
  { id: 'parents', group: 'ceremony', en: 'The parents, proud', ro: 'Părinții, mândri' },
  { id: 'confetti', group: 'ceremony', en: 'Confetti or petals in the air', ro: 'Confetti sau petale în aer' },
  { id: 'flowers', group: 'ceremony', en: 'The most beautiful flowers', ro: 'Cele mai frumoase flori' },
  { id: 'shoes', group: 'ceremony', en: 'The best shoes of the day', ro: 'Cei mai frumoși pantofi ai zilei' },
  // Reception details
  { id: 'cake-before', group: 'reception', en: 'The cake before it is cut', ro: 'Tortul înainte de a fi tăiat' },
  { id: 'first-dance', group: 'reception', en: 'The first dance', ro: 'Primul dans' },
  { id: 'toast', group: 'reception', en: 'A toast being raised', ro: 'Un toast ridicat' },
  { id: 'table-decor', group: 'reception', en: 'The prettiest table detail', ro: 'Cel mai frumos detaliu de pe masă' },
  { id: 'band', group: 'reception', en: 'The band or the DJ in action', ro: 'Formația sau DJ-ul în acțiune' },
  { id: 'dance-floor', group: 'reception', en: 'A full dance floor', ro: 'Ringul de dans plin' },
  { id: 'speech', group: 'reception', en: 'Someone giving a speech', ro: 'Cineva ținând un discurs' },
  { id: 'favourite-dish', group: 'reception', en: 'Your favourite dish tonight', ro: 'Felul tău preferat în seara asta' },
  { id: 'sparklers', group: 'reception', en: 'Lights, candles or sparklers', ro: 'Lumini, lumânări sau artificii' },
  { id: 'bouquet-toss', group: 'reception', en: 'The bouquet toss', ro: 'Aruncarea buchetului' },
  // Guest connections
  { id: 'new-friend', group: 'connections', en: 'A selfie with someone you just met', ro: 'Un selfie cu cineva pe care tocmai l-ai cunoscut' },
  { id: 'oldest-dancing', group: 'connections', en: 'The oldest guest dancing', ro: 'Cel mai în vârstă invitat dansând' },
  { id: 'youngest', group: 'connections', en: 'The youngest guest', ro: 'Cel mai tânăr invitat' },
  { id: 'your-table', group: 'connections', en: 'Everyone at your table', ro: 'Toată masa ta' },
  { id: 'couple-laughing', group: 'connections', en: 'The couple laughing', ro: 'Mirii râzând' },
  { id: 'old-friends', group: 'connections', en: 'Friends who go way back', ro: 'Prieteni de demult' },
  { id: 'family-generations', group: 'connections', en: 'Three generations in one photo', ro: 'Trei generații într-o fotografie' },
  { id: 'hug', group: 'connections', en: 'The best hug', ro: 'Cea mai frumoasă îmbrățișare' },
  { id: 'matching', group: 'connections', en: 'Two guests in matching colours', ro: 'Doi invitați în culori asortate' },
  { id: 'same-name', group: 'connections', en: 'Someone with your first initial', ro: 'Cineva cu aceeași inițială ca tine' },
  // Funny
  { id: 'funny-face', group: 'funny', en: 'The funniest face', ro: 'Cea mai amuzantă față' },
  { id: 'dance-move', group: 'funny', en: 'The wildest dance move', ro: 'Cea mai nebună mișcare de dans' },
  { id: 'photobomb', group: 'funny', en: 'A perfect photobomb', ro: 'O apariție neașteptată perfectă în poză' },
  { id: 'sleepy', group: 'funny', en: 'Someone who needs a nap', ro: 'Cineva care are nevoie de un pui de somn' },
  { id: 'shoes-off', group: 'funny', en: 'Shoes off, feet up', ro: 'Fără pantofi, cu picioarele sus' },
  { id: 'tie-head', group: 'funny', en: 'A tie where it should not be', ro: 'O cravată unde nu-i este locul' },
  { id: 'candid-snack', group: 'funny', en: 'Caught mid-bite', ro: 'Prins cu gura plină' },
  { id: 'group-jump', group: 'funny', en: 'A group jump', ro: 'O săritură în grup' },
  { id: 'silly-hat', group: 'funny', en: 'The silliest accessory', ro: 'Cel mai trăsnit accesoriu' },
  { id: 'pet', group: 'funny', en: 'The best animal (or stuffed animal)', ro: 'Cel mai simpatic animal (sau jucărie de pluș)' },
] as const satisfies readonly BuiltinPrompt[];

export type BuiltinPromptId = (typeof BUILTIN_PROMPTS)[number]['id'];
export const BUILTIN_PROMPT_IDS = BUILTIN_PROMPTS.map((p) => p.id) as [BuiltinPromptId, ...BuiltinPromptId[]];

const byId = new Map<string, BuiltinPrompt>(BUILTIN_PROMPTS.map((p) => [p.id, p]));
export const builtinPrompt = (id: string): BuiltinPrompt | undefined => byId.get(id);

/** A prompt's text in a language: a built-in in that language, a typed one as typed. */
export const promptText = (p: { builtinId: string | null; text: string | null }, locale: 'en' | 'ro'): string => {
  const builtin = p.builtinId ? builtinPrompt(p.builtinId) : undefined;
  return builtin ? builtin[locale] : (p.text ?? '');
};
