/**
 * A package bundled apart from a function's bundle: built alone, minified, into the function's asset as
 * `node_modules/<pkg>/index.mjs`, and left external to the bundle, so the function's `import(pkg)` resolves to
 * it and reads it only then. No CDK import here: a unit test runs these commands (bundle-apart.test.ts).
 *
 * Why not NodejsFunction's `nodeModules` (the package installed from the lockfile): measured under Node 24,
 * the Stripe SDK loaded from its 271 unminified files cost the first request that calls Stripe ~60 ms of CPU
 * on top of the handler (one minified file: ~9 ms), for the same 4–6 ms off the module load.
 */

/** The house bundle's flags that a package bundled apart shares (house-function.ts passes its own). */
export interface ApartFlags {
  target: string;
  minify: boolean;
  mainFields: readonly string[];
}

const sh = (s: string): string => `'${s.replaceAll("'", `'\\''`)}'`;

/**
 * POSIX shell commands, run in the project root once the function's bundle is in `outputDir`
 * (`bundling.commandHooks.afterBundling`), that write `outputDir/node_modules/<pkg>/`: the package's ESM
 * entry for Node (its default export and every named one) bundled into one file, and a package.json naming it.
 */
export const bundleApartCommands = (pkg: string, outputDir: string, flags: ApartFlags): string[] => {
  const dir = `${outputDir}/node_modules/${pkg}`;
  const entry = `export * from '${pkg}';\nexport { default } from '${pkg}';\n`;
  const esbuild = [
    'npx --no-install esbuild --bundle --platform=node --format=esm',
    `--target=${flags.target}`,
    ...(flags.minify ? ['--minify'] : []),
    `--main-fields=${flags.mainFields.join(',')}`,
    '--log-level=warning',
    `--outfile=${sh(`${dir}/index.mjs`)}`,
  ].join(' ');
  return [`mkdir -p ${sh(dir)}`, `printf %s ${sh(entry)} | ${esbuild}`, `printf %s ${sh(JSON.stringify({ name: pkg, main: 'index.mjs' }))} > ${sh(`${dir}/package.json`)}`];
};
