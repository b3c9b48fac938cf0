import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/**
 * A stack trace whose positions in the deployed bundle (`…/chunks/chunk-X.mjs:1:2345`) name the sources
 * instead (`functions/core/domain/…ts:42:7`), from the `.map` beside each output file. Lambda runs without
 * `--enable-source-maps`: with it, Node reads and indexes every loaded file's map at import, 8.6–12.4 ms of
 * each cold start (#31), to serve the few stacks anyone reads. This module is imported when a failure is
 * logged (failure-fields.ts), so only a failing container pays, once per output file it maps.
 */

/** Each output file's map, or null when it has none (a test run from the sources, a file without a map). */
const maps = new Map<string, TraceMap | null>();

const mapOf = (file: string): TraceMap | null => {
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file)!;
};

/** A map's source as the repository names it: esbuild writes them relative to the output directory. */
const sourceName = (source: string): string => /(?:^|\/)((?:functions|shared|node_modules)\/.*)$/.exec(source)?.[1] ?? source;

/** `file:///…/x.mjs:LINE:COLUMN` or `/…/x.mjs:LINE:COLUMN` in a V8 frame (columns count from 1). */
const BUNDLE_POSITION = /((?:file:\/\/)?\/[^\s()]+?\.mjs):(\d+):(\d+)/g;

export const sourceMappedStack = (stack: string): string =>
  stack.replace(BUNDLE_POSITION, (position, file: string, line: string, column: string) => {
    const map = mapOf(file.startsWith('file:') ? fileURLToPath(file) : file);
    if (!map) return position;
    const original = originalPositionFor(map, { line: Number(line), column: Number(column) - 1 });
    return original.source === null ? position : `${sourceName(original.source)}:${original.line}:${original.column + 1}`;
  });
