import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';

/**
 * A stylesheet the CSS parser cannot read to its end loses its rules silently: no build error, no warning
 * (a doubled `@keyframes x {` line left every rule after it out of wall.css, so the wall's winners were
 * laid out as a plain list and drawn over the header until their photos loaded). Each file is parsed here
 * as the build does (lightningcss, Vite's CSS minifier) and every class its source names must be in the output.
 */
const stylesheets = (): string[] =>
  execFileSync('git', ['ls-files', 'web/src/*.css'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f !== '');

/** The class names a stylesheet mentions (comments aside). */
const classesIn = (css: string): Set<string> => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));

describe('stylesheets', () => {
  it('every rule of every stylesheet survives the build\'s CSS parser', () => {
    const files = stylesheets();
    expect(files.length).toBeGreaterThan(10);
    const lost: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const built = transform({ filename: file, code: Buffer.from(source), minify: true, errorRecovery: true }).code.toString();
      const kept = classesIn(built);
      for (const name of classesIn(source)) if (!kept.has(name)) lost.push(`${file}: .${name}`);
    }
    expect(lost).toEqual([]);
  });
});
