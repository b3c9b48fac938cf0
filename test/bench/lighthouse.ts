import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { LOCALE_STORAGE_KEY } from '../../web/src/i18n/localeStore.js';
import { CURRENT_SESSION_KEY, sessionsKey, type EventSession } from '../../web/src/model/session/sessionStore.js';
import { STAFF_TOKEN_KEY } from '../../web/src/staff/staffSession.js';
import { CHROMIUM_PATH } from '../support/browser.js';
import { seedOrder, staffToken } from './lighthouse/commerce-seed.js';
import { startCloudFrontProxy } from './lighthouse/cloudfront-proxy.js';
import { realJpegs } from './lighthouse/real-jpegs.js';
import { seedGallery } from './lighthouse/seed-gallery.js';
import { REPO_ROOT } from './lib/paths.js';
import { rows, round, type Row, type SectionResult } from './lib/report.js';
import { median } from './lib/stats.js';

/**
 * Measurement 2: Lighthouse 12.8 (its default mobile config: Moto G Power emulation, simulated slow 4G and
 * 4x CPU) on the lobby `/`, the pricing page `/pricing` (English, and Romanian as a visitor who chose it),
 * the organizer sign-in `/organizer`, an order's public tracking page `/order/{number}`, on
 * `/gallery?event=CODE&user=NAME` of an event seeded with 200 photos (its first tab, My Photos: the viewer
 * took 50 of them) and the same with `&tab=all` (every photo), and the staff dashboard `/admin/dashboard`
 * signed in (its first paint reported, no budget: a desk tool, not a phone's first impression), against
 * the local stack serving the bench's fresh build through a proxy that serves the page as CloudFront does
 * (lighthouse/cloudfront-proxy.ts: TLS, HTTP/2, gzip).
 * Debian's Chromium via chrome-launcher. The gallery viewer's session (participant token) is put into
 * localStorage the way the app stores it (web/src/model/session/sessionStore.ts) before its runs;
 * Lighthouse's storage reset leaves localStorage alone. Median of `runs` runs per page. Timings only.
 */
const SECTION = 'lighthouse mobile';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The proxy's certificate is self-signed (lighthouse/cloudfront-proxy.ts).
  '--ignore-certificate-errors',
];

interface RunMetrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  finalUrl: string;
  lcpElement?: string;
  /** Where the LCP's time went (Lighthouse's phases: TTFB, Load Delay, Load Time, Render Delay), ms. */
  lcpPhases?: Record<string, number>;
  /** The main thread's long tasks as simulated (what TBT counts beyond 50 ms each): script, start and length, ms. */
  longTasks?: { url: string; startMs: number; durationMs: number }[];
  /** Documents, scripts, styles, API reads and the first images as loaded (observed, unthrottled): the waterfall behind LCP. */
  requests?: { url: string; startMs: number; endMs: number; bytes: number }[];
}

type NetworkItem = { url?: string; resourceType?: string; networkRequestTime?: number; networkEndTime?: number; transferSize?: number };

const audit = (lhr: { audits: Record<string, { numericValue?: number } | undefined> }, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The pages the section measures; `--pages` picks some (a quicker look while working on one). */
export const LIGHTHOUSE_PAGES = ['lobby', 'pricing', 'organizer', 'order', 'pricingRo', 'gallery', 'galleryAll', 'dashboard'] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

export const measureLighthouse = async (
  site: string,
  opts: { runs: number; galleryPhotos: number; staff?: { email: string; password: string }; pages?: readonly LighthousePage[]; traceDir?: string },
): Promise<SectionResult> => {
  const wanted = new Set<LighthousePage>(opts.pages ?? LIGHTHOUSE_PAGES);
  const r = rows(SECTION);
  const files = await realJpegs();
  const seeded = await seedGallery(`${site}/api`, files, opts.galleryPhotos);
  const orderNumber = await seedOrder(site);
  const staff = opts.staff ? await staffToken(site, opts.staff) : undefined;
  const proxy = await startCloudFrontProxy(site);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
  const galleryPlaceholder = /NotAvailableYet/.test(readFileSync(join(REPO_ROOT, 'web', 'src', 'pages', 'GalleryPage.tsx'), 'utf8'));
  try {
    const runPage = async (url: string, retries = 1): Promise<RunMetrics> => {
      try {
        return await runOnce(url);
      } catch (e) {
        if (retries <= 0) throw e;
        console.error(`[lighthouse] ${e instanceof Error ? e.message : String(e)} — retrying once`);
        return runPage(url, retries - 1);
      }
    };
    let traced = 0;
    const runOnce = async (url: string): Promise<RunMetrics> => {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr;
      if (opts.traceDir) {
        // Each run's Chrome trace (open it in DevTools' Performance panel): which task was long, and why.
        const slug = url.replace(proxy.origin, '').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'lobby';
        mkdirSync(opts.traceDir, { recursive: true });
        writeFileSync(join(opts.traceDir, `${String(++traced).padStart(3, '0')}-${slug.slice(0, 60)}.json`), JSON.stringify(result.artifacts.Trace));
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      // The LCP's chain: documents, scripts, styles, the API reads (Fetch) and the first few images.
      const firstImages = new Set(network.filter((n) => n.resourceType === 'Image').slice(0, 4));
      const requests = network
        .filter((n) => ['Script', 'Stylesheet', 'Document', 'Fetch', 'XHR'].includes(n.resourceType ?? '') || firstImages.has(n))
        .map((n) => ({ url: (n.url ?? '').replace(proxy.origin, ''), startMs: Math.round(n.networkRequestTime ?? 0), endMs: Math.round(n.networkEndTime ?? 0), bytes: n.transferSize ?? 0 }));
      const lcpEl = lhr.audits['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { nodeLabel?: string }; phase?: string; timing?: number }[] }[] }
        | undefined;
      const tasks = (lhr.audits['long-tasks']?.details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? [];
      const phases = (lcpEl?.items?.[1]?.items ?? []).flatMap((p) => (p.phase && Number.isFinite(p.timing) ? [[p.phase, Math.round(p.timing!)] as const] : []));
      return {
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        fcpMs: audit(lhr, 'first-contentful-paint'),
        lcpMs: audit(lhr, 'largest-contentful-paint'),
        cls: audit(lhr, 'cumulative-layout-shift'),
        tbtMs: audit(lhr, 'total-blocking-time'),
        bytes: audit(lhr, 'total-byte-weight'),
        finalUrl: lhr.finalDisplayedUrl,
        requests,
        ...(lcpEl?.items?.[0]?.items?.[0]?.node?.nodeLabel ? { lcpElement: lcpEl.items[0].items[0].node.nodeLabel } : {}),
        ...(phases.length ? { lcpPhases: Object.fromEntries(phases) } : {}),
        longTasks: tasks.map((t) => ({ url: (t.url ?? '').replace(proxy.origin, ''), startMs: Math.round(t.startTime ?? 0), durationMs: Math.round(t.duration ?? 0) })),
      };
    };
    const lobbyUrl = `${proxy.origin}/`;
    const galleryUrl = `${proxy.origin}/gallery?event=${seeded.code}&user=${encodeURIComponent(seeded.viewer.participant.name)}`;
    const perViewer = Math.ceil(seeded.photos / Math.ceil(seeded.photos / 50));

    /** `opts.runs` runs of the page, or none when it is not among the pages asked for. */
    const repeat = async (page: LighthousePage, url: string): Promise<RunMetrics[]> => {
      const out: RunMetrics[] = [];
      for (let i = 0; wanted.has(page) && i < opts.runs; i++) out.push(await runPage(url));
      return out;
    };
    const lobby = await repeat('lobby', lobbyUrl);
    // The buyer's first page (DESIGN 12 lists it with the lobby and the gallery): a fresh visitor, no storage.
    const pricing = await repeat('pricing', `${proxy.origin}/pricing`);

    /** Sets (or with `undefined`, removes) localStorage entries on the site's origin, as the app would have saved them. */
    const storage = async (entries: Record<string, string | undefined>): Promise<void> => {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const page = await cdp.contexts()[0]!.newPage();
        await page.goto(`${proxy.origin}/favicon.svg`);
        await page.evaluate((all) => {
          for (const [k, v] of Object.entries(all)) {
            if (v === undefined) localStorage.removeItem(k);
            else localStorage.setItem(k, v);
          }
        }, entries);
        await page.close();
      } finally {
        await cdp.close().catch(() => undefined);
      }
    };
    // Fresh visitors, no storage: the organizer's sign-in and the public view of an order (anyone with its number).
    const organizer = await repeat('organizer', `${proxy.origin}/organizer`);
    const order = await repeat('order', `${proxy.origin}/order/${orderNumber}`);
    // A visitor who chose Romanian (the language switch remembers it).
    await storage({ [LOCALE_STORAGE_KEY]: 'ro' });
    const pricingRo = await repeat('pricingRo', `${proxy.origin}/pricing`);
    await storage({ [LOCALE_STORAGE_KEY]: undefined });

    // The viewer's session on this origin, as the app saves it after a join.
    const at = new Date().toISOString();
    const v = seeded.viewer;
    const session: EventSession = {
      eventId: v.event.id,
      eventCode: v.event.code,
      participantId: v.participant.id,
      userName: v.participant.name,
      eventTitle: v.event.title,
      createdAt: at,
      lastUsedAt: at,
      token: v.token,
      creator: false,
    };
    await storage({
      [sessionsKey(v.event.code)]: JSON.stringify([session]),
      [CURRENT_SESSION_KEY]: JSON.stringify({ eventCode: v.event.code, participantId: v.participant.id }),
    });
    const gallery = await repeat('gallery', galleryUrl);
    const galleryAll = await repeat('galleryAll', `${galleryUrl}&tab=all`);
    // The staff dashboard, signed in (the token where the sign-in keeps it).
    let dashboard: RunMetrics[] = [];
    if (staff && wanted.has('dashboard')) {
      await storage({ [STAFF_TOKEN_KEY]: staff });
      dashboard = await repeat('dashboard', `${proxy.origin}/admin/dashboard`);
    }

    const out: Row[] = [];
    /** The LCP element, and where the median run's LCP went (an image's load delay and load time, a text's render delay). */
    const lcpNote = (runs: RunMetrics[], lcp: number): string | undefined => {
      const at = runs.find((x) => x.lcpMs === lcp) ?? runs[0];
      const phases = at?.lcpPhases ? Object.entries(at.lcpPhases).map(([p, ms]) => `${p} ${ms}`).join(', ') : '';
      const element = runs[0]?.lcpElement ? `LCP element: ${runs[0].lcpElement}` : '';
      return [element, phases && `phases (ms): ${phases}`].filter(Boolean).join('; ') || undefined;
    };
    /** Every guest and buyer page: score ≥ 95, LCP ≤ 1.8 s (DESIGN 12); tighter where issue #31 asks for margin. */
    const summarize = (name: string, runs: RunMetrics[], note?: string, budget: { score: number; lcpMs: number } = { score: 95, lcpMs: 1800 }): void => {
      if (runs.length === 0) return; // not among the pages asked for
      const m = (f: (x: RunMetrics) => number): number => median(runs.map(f));
      const score = m((x) => x.score);
      const lcp = m((x) => x.lcpMs);
      const cls = m((x) => x.cls);
      const tbt = m((x) => x.tbtMs);
      out.push(
        r.report(`${name}: performance score`, score, undefined, { text: `≥ ${budget.score}`, ok: score >= budget.score }, note ?? `median of ${runs.length}; runs ${runs.map((x) => x.score).join(', ')}`),
        r.report(`${name}: LCP`, round(lcp / 1000, 2), 's', { text: `≤ ${budget.lcpMs / 1000} s`, ok: lcp <= budget.lcpMs }, lcpNote(runs, lcp)),
        r.report(`${name}: CLS`, round(cls, 3), undefined, { text: '≤ 0.05', ok: cls <= 0.05 }),
        r.report(`${name}: TBT`, Math.round(tbt), 'ms', { text: '≤ 100 ms', ok: tbt <= 100 }, `median of ${runs.length}; runs ${runs.map((x) => Math.round(x.tbtMs)).join(', ')}`),
        r.report(`${name}: transferred`, round(m((x) => x.bytes) / 1024), 'KB'),
      );
    };
    summarize('lobby /', lobby);
    // Where people decide to pay (issue #31): faster than the other pages' line.
    const PRICING = { score: 98, lcpMs: 1500 };
    summarize('/pricing (en)', pricing, undefined, PRICING);
    summarize('/pricing (ro)', pricingRo, undefined, PRICING);
    summarize('/organizer', organizer);
    summarize('/order/{number} (public view)', order);
    const placeholder = (runs: RunMetrics[]): string | undefined =>
      galleryPlaceholder ? `gallery page not built yet (placeholder measured); runs ${runs.map((x) => x.score).join(', ')}` : undefined;
    // The gallery with margin (issue #31): LCP ≤ 1.5 s at 200 photos.
    const GALLERY = { score: 95, lcpMs: 1500 };
    summarize(`/gallery My Photos (${perViewer} of ${seeded.photos})`, gallery, placeholder(gallery), GALLERY);
    summarize(`/gallery&tab=all (${seeded.photos} photos)`, galleryAll, placeholder(galleryAll), GALLERY);
    if (dashboard.length) {
      const m = (f: (x: RunMetrics) => number): number => median(dashboard.map(f));
      out.push(
        r.report('/admin/dashboard (signed in): first contentful paint', round(m((x) => x.fcpMs) / 1000, 2), 's', undefined, `median of ${dashboard.length}; reported, no budget`),
        r.report('/admin/dashboard (signed in): LCP', round(m((x) => x.lcpMs) / 1000, 2), 's', undefined, dashboard[0]?.lcpElement ? `LCP element: ${dashboard[0].lcpElement}` : undefined),
        r.report('/admin/dashboard (signed in): performance score / TBT', `${m((x) => x.score)} / ${Math.round(m((x) => x.tbtMs))} ms`),
      );
    } else if (wanted.has('dashboard')) out.push(r.report('/admin/dashboard (signed in)', null, undefined, undefined, 'not measured: no staff account password from this stack start'));
    return { section: SECTION, rows: out, details: { lobby, pricing, pricingRo, organizer, order, orderNumber, dashboard, gallery, galleryAll, seeded: { code: seeded.code, photos: seeded.photos, seedSeconds: seeded.seconds }, galleryPlaceholder } };
  } finally {
    chrome.kill();
    await proxy.stop();
  }
};
