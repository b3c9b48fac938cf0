import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conflict, forbidden, notFound, unauthorized } from '../errors.js';
import { domainError, errorStatus } from './errors.js';

const FUNCTIONS = join(import.meta.dirname, '..', '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );

/** Every place in functions/ that gives an error code a status by hand, as [code, status, file]. */
const statusesInCode = (): [string, number, string][] => {
  const helperStatus: Record<string, number> = { notFound: 404, conflict: 409 };
  return sources(FUNCTIONS).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const name = file.slice(FUNCTIONS.length + 1);
    return [
      ...[...text.matchAll(/new (?:DomainError|RequestError)\(\s*'([A-Z_]+)',\s*(\d{3})/g)].map((m): [string, number, string] => [m[1]!, Number(m[2]), name]),
      ...[...text.matchAll(/\b(notFound|conflict)\(\s*'([A-Z_]+)'/g)].map((m): [string, number, string] => [m[2]!, helperStatus[m[1]!]!, name]),
    ];
  });
};

describe('the error status table', () => {
  it('is what every domain error in functions/ answers with (a code never has two statuses)', () => {
    const found = statusesInCode();
    expect(found.length).toBeGreaterThan(10);
    const table: Record<string, number> = errorStatus;
    const disagreeing = found.filter(([code, status]) => table[code] !== status).map(([code, status, file]) => `${file}: ${code} ${status}, table ${table[code] ?? 'missing'}`);
    expect(disagreeing).toEqual([]);
  });

  it('the helpers agree with it', () => {
    expect(unauthorized().status).toBe(errorStatus.UNAUTHORIZED);
    expect(forbidden().status).toBe(errorStatus.FORBIDDEN);
    expect(notFound().status).toBe(errorStatus.NOT_FOUND);
    expect(notFound('PHOTO_NOT_FOUND').status).toBe(errorStatus.PHOTO_NOT_FOUND);
    expect(conflict('ALREADY_VOTED').status).toBe(errorStatus.ALREADY_VOTED);
  });

  it('domainError takes the status from it and keeps the detail for logs', () => {
    const e = domainError('OWN_PHOTO', 'photo 1');
    expect([e.code, e.status, e.message]).toEqual(['OWN_PHOTO', 409, 'photo 1']);
  });
});
