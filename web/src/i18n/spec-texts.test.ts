import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages, type ErrorCode } from '../../../shared/messages';
import { AREAS, catalogueLoaders, type Area } from './areas';

/** The specification beside the repository (../shared/spec), as CI lays it out. */
const specDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/spec');
const spec = ['event-flow.md', 'commerce-and-back-office.md'].map((file) => readFileSync(resolve(specDir, file), 'utf8')).join('\n');

/** The server's error texts that are the spec's catalogue (event-flow section 5 and 8, commerce section 8). */
const SPEC_ERROR_CODES: readonly ErrorCode[] = [
  'CODE_REQUIRED', 'CODE_LENGTH', 'NAME_REQUIRED', 'NAME_TOO_SHORT', 'EVENT_NOT_FOUND', 'EVENT_ENDED', 'VALIDATE_FAILED',
  'JOIN_FAILED', 'ENTER_FAILED', 'EVENT_INFO_MISSING', 'TITLE_REQUIRED', 'ORGANIZER_REQUIRED', 'ORGANIZER_TOO_SHORT',
  'EVENT_FULL', 'PHOTO_SESSION_FAILED', 'CODE_GENERATION_FAILED', 'KICK_FAILED', 'END_FAILED', 'START_FAILED',
  'LOAD_PARTICIPANTS_FAILED', 'ACCESS_DENIED', 'PHOTO_TOO_LARGE', 'PHOTO_INVALID', 'ALREADY_VOTED', 'ALL_VOTED',
  'DOWNLOAD_FAILED', 'ORDER_NOT_FOUND', 'ORDER_NUMBER_REQUIRED', 'ORGANIZER_FIELDS_REQUIRED', 'ORGANIZER_SESSION_INVALID',
];

const fromSpecLists = import.meta.glob<readonly string[]>('./catalogues/*/from-spec.ts', { import: 'fromSpec', eager: true });
const fromSpec = (area: Area): readonly string[] => fromSpecLists[`./catalogues/${area}/from-spec.ts`] ?? [];
const at = (catalogue: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);

describe('the English texts are the spec’s', () => {
  it.each(SPEC_ERROR_CODES)('the error %s, word for word', (code) => {
    expect(spec).toContain(messages[code]);
  });

  it.each(AREAS)('the %s area’s screen texts taken from the spec, word for word', async (area) => {
    const en = (await catalogueLoaders[area].en()).default;
    for (const path of fromSpec(area)) {
      const text = at(en, path);
      expect(typeof text, `${area}.${path} is a text`).toBe('string');
      expect(spec, `${area}.${path}`).toContain(text as string);
    }
  });

  it.each(AREAS)('the %s area shows the server’s English error texts as they are', async (area) => {
    const en = (await catalogueLoaders[area].en()).default as { errors: Record<string, string> };
    for (const [code, text] of Object.entries(en.errors)) expect(text, code).toBe((messages as Record<string, string>)[code]);
  });
});
