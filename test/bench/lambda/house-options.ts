import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { REPO_ROOT } from '../lib/paths.js';

/**
 * The esbuild options the CDK house construct (infra/constructs/house-function.ts → NodejsFunction) uses,
 * read from that file's source so the bench follows it when it changes: format, target, minify, main
 * fields, source map, banner, and whether the AWS SDK is bundled (NodejsFunction marks `@aws-sdk/*`
 * external unless `bundleAwsSDK`). NodejsFunction runs `esbuild --bundle entry --platform=node
 * --outfile=index.mjs …` in the project root; this is the same call through the JS API. Per function, the
 * packages its grants have bundled apart (external to the bundle: infra/constructs/grant-options.ts) are
 * added by lambda-bundles.ts.
 */
const HOUSE = join(REPO_ROOT, 'infra', 'constructs', 'house-function.ts');

const pick = (source: string, re: RegExp, what: string): string => {
  const m = re.exec(source);
  if (!m?.[1]) throw new Error(`Could not read ${what} from infra/constructs/house-function.ts (bench needs updating)`);
  return m[1];
};

export interface HouseBundling {
  options: BuildOptions;
  bundleAwsSdk: boolean;
  summary: string;
}

export const houseBundling = (): HouseBundling => {
  const src = readFileSync(HOUSE, 'utf8');
  const banner = pick(src, /ESM_REQUIRE_SHIM\s*=\s*"([^"]+)"/, 'the ESM banner');
  const target = pick(src, /target:\s*'([^']+)'/, 'the target');
  const format = pick(src, /format:\s*OutputFormat\.(\w+)/, 'the format').toLowerCase();
  const minify = pick(src, /minify:\s*(true|false)/, 'minify') === 'true';
  const sourcemap = pick(src, /sourceMap:\s*(true|false)/, 'sourceMap') === 'true';
  const sourcesContent = pick(src, /sourcesContent:\s*(true|false)/, 'sourcesContent') === 'true';
  const bundleAwsSdk = pick(src, /bundleAwsSDK:\s*(true|false)/, 'bundleAwsSDK') === 'true';
  const mainFields = [...pick(src, /mainFields:\s*\[([^\]]+)\]/, 'mainFields').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  if (format !== 'esm') throw new Error(`house-function.ts bundles as ${format}; the bench expects ESM (bench needs updating)`);
  return {
    bundleAwsSdk,
    summary: `esbuild --bundle --platform=node --format=${format} --target=${target}${minify ? ' --minify' : ''}${sourcemap ? ' --sourcemap' : ''} --main-fields=${mainFields.join(',')} --banner:js=<createRequire shim>${bundleAwsSdk ? '' : ' --external:@aws-sdk/*'}`,
    options: {
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: target,
      minify,
      sourcemap,
      sourcesContent,
      mainFields,
      banner: { js: banner },
      external: bundleAwsSdk ? [] : ['@aws-sdk/*'],
      absWorkingDir: REPO_ROOT,
      logLevel: 'warning',
    },
  };
};
