/**
 * `npm start`: the whole product on this machine, no AWS account, no Docker (DESIGN section 10).
 *
 *   npm start                      build the web app, then start everything (data kept under .data/)
 *   npm start -- --no-build        serve the existing web/dist
 *   npm start -- --reset           wipe .data/ (tables, photos, token secret) first
 *   npm start -- --port 4000       site + API port (also --ws-port, --s3-port, --dynamodb-port, --ses-port, --stripe-port)
 *   PORT / WS_PORT / S3_PORT / DYNAMODB_PORT / SES_PORT / STRIPE_PORT   the same through the environment; 0 picks a free port
 *   npm start -- --in-memory --json            nothing on disk; prints one JSON line {urls, env} when
 *                                              ready (how the browser tests' global setup runs it)
 *   npm start -- --test-hooks      also serve the test-only /__test__/ clock and job controls (test-hooks.ts)
 *   npm start -- --lan             (or CANDID_LAN=1) listen on every interface; the site's public address
 *                                  (QR codes, links) becomes this machine's LAN address (site-address.ts)
 *   CANDID_COUNTRY=DE npm start    the viewer country the gateway reports as CloudFront-Viewer-Country
 *                                  (default RO; prices and currency follow it through GET /api/geo)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { assertPortFree, LOCAL_HOST } from './ports.js';
import type { FirstStaffAccount } from './first-staff-account.js';
import { DEFAULT_PORTS, startLocalStack, type LocalStackPorts } from './stack.js';

const root = join(import.meta.dirname, '..', '..');
const dataDir = join(root, '.data');
const viteConfig = join(root, 'web', 'vite.config.ts');
const webDist = join(root, 'web', 'dist');
/** The local stack's web build: like production (minified, PROD), plus the developer pages (/test-expired). */
const LOCAL_BUILD_MODE = 'localstack';
const t0 = performance.now();

const fail = (message: string): never => {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
};

const { values: args } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'in-memory': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'test-hooks': { type: 'boolean', default: false },
    lan: { type: 'boolean', default: false },
    port: { type: 'string' },
    'ws-port': { type: 'string' },
    's3-port': { type: 'string' },
    'dynamodb-port': { type: 'string' },
    'ses-port': { type: 'string' },
    'stripe-port': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log('Usage: npm start -- [--reset] [--no-build] [--quiet] [--in-memory] [--json] [--test-hooks] [--lan] [--port N] [--ws-port N] [--s3-port N] [--dynamodb-port N] [--ses-port N] [--stripe-port N]');
  process.exit(0);
}

const portOf = (flag: string | undefined, env: string | undefined, fallback: number, name: string): number => {
  const raw = flag ?? env;
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) return fail(`Invalid ${name} port: ${raw}`);
  return n;
};
const ports: LocalStackPorts = {
  site: portOf(args.port, process.env.PORT, DEFAULT_PORTS.site, 'site'),
  ws: portOf(args['ws-port'], process.env.WS_PORT, DEFAULT_PORTS.ws, 'WebSocket'),
  s3: portOf(args['s3-port'], process.env.S3_PORT, DEFAULT_PORTS.s3, 'S3'),
  dynamodb: portOf(args['dynamodb-port'], process.env.DYNAMODB_PORT, DEFAULT_PORTS.dynamodb, 'DynamoDB'),
  ses: portOf(args['ses-port'], process.env.SES_PORT, DEFAULT_PORTS.ses, 'SES'),
  stripe: portOf(args['stripe-port'], process.env.STRIPE_PORT, DEFAULT_PORTS.stripe, 'Stripe emulator'),
};

// Fail fast, before a minute of building, on what would fail later anyway.
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error)
  fail('Java was not found. DynamoDB Local needs a Java runtime (17 or newer) on PATH, e.g. `apt-get install openjdk-17-jre-headless`.');
const fixed = Object.values(ports).filter(Boolean);
if (new Set(fixed).size !== fixed.length) fail(`The ports must differ: ${JSON.stringify(ports)}`);
try {
  const names: Record<keyof LocalStackPorts, string> = { site: 'site and API', ws: 'WebSocket', s3: 'S3', dynamodb: 'DynamoDB Local', ses: 'SES (aws-ses-v2-local)', stripe: 'Stripe emulator' };
  for (const [key, port] of Object.entries(ports) as [keyof LocalStackPorts, number][]) if (port) await assertPortFree(port, names[key]);
} catch (err) {
  fail((err as Error).message);
}
// --json keeps stdout for the one machine-readable line; progress goes to stderr.
const say = (msg: string): void => void (args.json ? process.stderr : process.stdout).write(msg + '\n');

if (args.reset) {
  rmSync(dataDir, { recursive: true, force: true });
  say('Wiped .data/ (tables, photos, token secret).');
}

if (args['no-build']) {
  say('Skipping the web build (--no-build).');
} else if (!existsSync(viteConfig)) {
  say('web/vite.config.ts does not exist yet: skipping the web build; the API still runs.');
} else {
  say('Building the web app…');
  const started = performance.now();
  try {
    const { build } = await import('vite');
    await build({ configFile: viteConfig, logLevel: 'warn', mode: LOCAL_BUILD_MODE });
  } catch (err) {
    fail(`The web build failed (start without it: npm start -- --no-build):\n${(err as Error).message}`);
  }
  say(`Built web/dist in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
if (!existsSync(join(webDist, 'index.html'))) say('web/dist/index.html is missing: non-API paths will answer 503 until the app is built.');

/** The first staff account, on the run that created it; a generated password is shown this once only. */
const staffLine = (a: FirstStaffAccount | undefined): string => {
  if (!a) return '   (accounts: npm run staff -- list)';
  if (!a.generatedPassword) return `   (created ${a.email} with CANDID_STAFF_PASSWORD)`;
  return `\n               created ${a.email}, password ${a.generatedPassword}\n               (shown this once: note it now; npm run staff -- add … for more accounts)`;
};

const stackStarted = performance.now();
const stack = await startLocalStack({ ports, dataDir, inMemory: args['in-memory'], webDist, quiet: args.quiet || args.json, testHooks: args['test-hooks'], lan: args.lan || process.env.CANDID_LAN === '1' }).catch((err: unknown) =>
  fail(`The local stack did not start: ${(err as Error).message}`),
);

// "Ready" means a real request went through the gateway to a handler.
const probe = await fetch(`${stack.urls.site.replace('localhost', LOCAL_HOST)}/api/openapi.json`).catch(() => undefined);
const readyMs = performance.now() - stackStarted;

if (args.json) process.stdout.write(JSON.stringify({ urls: stack.urls, env: stack.env, readyMs: Math.round(readyMs) }) + '\n');
else console.log(`
Candid is running (${probe?.ok ? 'first request OK' : `first request answered ${probe?.status ?? 'nothing'}`} after ${(readyMs / 1000).toFixed(1)} s; ${((performance.now() - t0) / 1000).toFixed(1)} s in total)

  Site + API   ${stack.urls.site}          (API under ${stack.urls.api})
  On a phone   ${stack.urls.public === stack.urls.site ? 'start with --lan to reach the site from a phone on this network' : `${stack.urls.public}   (same network; QR codes and links use it; no camera over plain HTTP)`}
  WebSocket    ${stack.urls.ws}   (also ${stack.urls.site.replace('http', 'ws')}/ws)
  WS mgmt API  ${stack.urls.wsManagement}
  S3           ${stack.urls.s3}        (bucket ${stack.env.PHOTO_BUCKET})
  DynamoDB     ${stack.urls.dynamodb}        (table ${stack.env.TABLE_NAME})
  E-mail inbox ${stack.urls.ses}        (every e-mail sent, from ${stack.env.CANDID_EMAIL_FROM}; JSON at /store)
  Stripe       ${stack.urls.stripe}        (emulator: checkout pages at /pay/…, webhooks to /api/payments/webhook)
  Data         ${args['in-memory'] ? 'in memory (nothing kept)' : dataDir}
  Staff        ${stack.urls.site}/admin/login${staffLine(stack.firstStaffAccount)}

Press Ctrl-C to stop.
`);

let stoppingSince = 0;
const shutdown = (signal: string): void => {
  if (stoppingSince) {
    // npm/tsx relay the terminal's Ctrl-C, so one press can arrive twice; only a later press forces.
    if (Date.now() - stoppingSince < 1000) return;
    say('Forcing exit.');
    process.exit(1);
  }
  stoppingSince = Date.now();
  say(`\n${signal}: stopping…`);
  stack
    .stop()
    .then(() => process.exit(0))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGHUP', () => shutdown('SIGHUP'));
// Under a test runner (--json), stdin is a pipe from the parent: when the parent goes away, so do we.
if (args.json) {
  process.stdin.on('end', () => shutdown('parent exited'));
  process.stdin.resume();
}
