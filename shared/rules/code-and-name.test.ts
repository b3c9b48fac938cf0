import { describe, expect, it } from 'vitest';
import { personNameSchema } from '../schemas/common.js';
import { createEventRequestSchema } from '../schemas/events.js';
import { messages } from '../messages.js';
import { hasHiddenCharacters, personNameKey, personNameProblem } from './code-and-name.js';

const cp = (n: number): string => String.fromCodePoint(n);

describe('personNameProblem: hidden characters (DESIGN section 6)', () => {
  it('refuses control characters: NUL, other C0, DEL and C1, also a tab or line break inside the name', () => {
    for (const n of [0x00, 0x01, 0x07, 0x08, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      expect(personNameProblem(`Gi${cp(n)}na`), n.toString(16)).toBe('NAME_HIDDEN_CHARACTERS');
    }
  });

  it('refuses zero-width characters and invisible direction marks', () => {
    for (const n of [0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2060, 0x2061, 0x2064, 0xfeff, 0x061c, 0x180e]) {
      expect(personNameProblem(`Gi${cp(n)}na`), n.toString(16)).toBe('NAME_HIDDEN_CHARACTERS');
    }
  });

  it('refuses bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069)', () => {
    for (let n = 0x202a; n <= 0x202e; n++) expect(personNameProblem(`${cp(n)}Gina`), n.toString(16)).toBe('NAME_HIDDEN_CHARACTERS');
    for (let n = 0x2066; n <= 0x2069; n++) expect(personNameProblem(`Gina${cp(n)}x`), n.toString(16)).toBe('NAME_HIDDEN_CHARACTERS');
  });

  it('refuses every other character that renders as nothing: soft hyphen, grapheme joiner, Hangul fillers, a variation selector after a letter, tags', () => {
    for (const n of [0x00ad, 0x034f, 0x115f, 0x1160, 0x17b4, 0x180b, 0x3164, 0xffa0, 0xfe0f, 0xfe00, 0xe0041, 0xe0001, 0x1d173]) {
      expect(personNameProblem(`Ana${cp(n)}`), n.toString(16)).toBe('NAME_HIDDEN_CHARACTERS');
      expect(hasHiddenCharacters(`Ana${cp(n)}`), n.toString(16)).toBe(true);
    }
    // The organizer "Ana" is not to be impersonated by "Ana" plus an invisible character: it never gets a key of its own.
    expect(personNameProblem(`${cp(0x3164)}${cp(0x3164)}`)).toBe('NAME_HIDDEN_CHARACTERS');
  });

  it('accepts the invisible characters emoji are made of: a variation selector after an emoji or a keycap base, a subdivision flag', () => {
    const scotland = `\u{1F3F4}${[0x67, 0x62, 0x73, 0x63, 0x74].map((c) => cp(0xe0000 + c)).join('')}${cp(0xe007f)}`;
    for (const name of ['Ana \u2764\uFE0F', 'Ana \u263A\uFE0E', '1\uFE0F\u20E3 Ana', `Ana ${scotland}`]) {
      expect(personNameProblem(name), JSON.stringify(name)).toBeUndefined();
    }
  });

  it('accepts ordinary names in any script, accents, apostrophes, hyphens, emoji and inner spaces', () => {
    for (const name of ['Gina', 'José María', "O'Neil", 'Anne-Marie', 'Đorđe', 'Zoë', '李小龍', 'محمد', 'אורי', 'Gina 🎉', '  Gina  M. ']) {
      expect(personNameProblem(name), name).toBeUndefined();
      expect(hasHiddenCharacters(name.trim()), name).toBe(false);
    }
  });

  it('keeps the spec order: trimming first (outer tabs and line breaks go), then empty, then the 2-character minimum', () => {
    expect(personNameProblem('\tGina\n')).toBeUndefined();
    expect(personNameProblem(' \t ')).toBe('NAME_REQUIRED');
    expect(personNameProblem(` ${cp(0x200b)} `)).toBe('NAME_TOO_SHORT');
    expect(personNameProblem(`A${cp(0x200b)}`)).toBe('NAME_HIDDEN_CHARACTERS');
  });

  it('the schema answers with the catalogue message, for guests and the organizer name', () => {
    const guest = personNameSchema.safeParse(`Gi${cp(0)}na`);
    expect(guest.success).toBe(false);
    expect(guest.error?.issues[0]?.message).toBe(messages.NAME_HIDDEN_CHARACTERS);
    const organizer = createEventRequestSchema.safeParse({ title: 'Party', organizerName: `${cp(0x202e)}Olga` });
    expect(organizer.success).toBe(false);
    expect(organizer.error?.issues[0]?.message).toBe(messages.NAME_HIDDEN_CHARACTERS);
  });
});

describe('personNameKey', () => {
  it('makes one person of capitals, spacing and compatibility forms', () => {
    expect(personNameKey('  Ana   MARIA ')).toBe(personNameKey('ana maria'));
    expect(personNameKey('Ａｎａ')).toBe(personNameKey('ana'));
    expect(personNameKey('Ana')).not.toBe(personNameKey('Ana M.'));
  });
});
