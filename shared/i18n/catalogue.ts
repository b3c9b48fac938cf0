/**
 * A translation has exactly the English catalogue's shape: every text a string, every text with values a
 * function of the same parameters, nested groups alike. `const ro: Texts<typeof en> = {…}` then fails the
 * typecheck on a missing key, an extra one, or a function where a string belongs.
 */
export type Texts<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Texts<T[K]>;
};

/** Every leaf key path of a catalogue ("lobby.title"), for the tests that compare two languages. */
export function keyPaths(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? keyPaths(value as object, path) : [path];
  });
}
