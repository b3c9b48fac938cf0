import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CURRENT_SESSION_KEY, sessionsKey, type EventSession } from '../../web/src/model/session/sessionStore.js';
import { CHROMIUM_PATH } from '../support/browser.js';
import { startGzipProxy } from './lighthouse/gzip-proxy.js';
import { realJpegs } from './lighthouse/real-jpegs.js';
import { seedGallery } from './lighthouse/seed-gallery.js';
import { REPO_ROOT } from './lib/paths.js';
import { rows, round, type Row, type SectionResult } from './lib/report.js';
import { median } from './lib/stats.js';

/**
 * Measurement 2: Lighthouse 12.8 (its default mobile config: Moto G Power emulation, simulated slow 4G and
 * 4x CPU) on the lobby `/`, the pricing page `/pricing`, and on `/gallery?event=CODE&user=NAME` of an event seeded with 200 photos (its
 * first tab, My Photos: the viewer took 50 of them) and the same with `&tab=all` (every photo), against the local stack serving the bench's fresh build through a gzip proxy (what CloudFront adds).
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
];

interface RunMetrics {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
  finalUrl: string;
  lcpElement?: string;
  /** Scripts and styles as loaded (observed, unthrottled): shows request waterfalls behind LCP. */
  requests?: { url: string; startMs: number; endMs: number; bytes: number }[];
}

type NetworkItem = { url?: string; resourceType?: string; networkRequestTime?: number; networkEndTime?: number; transferSize?: number };

const audit = (lhr: { audits: Record<string, { numericValue?: number } | undefined> }, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

export const measureLighthouse = async (site: string, opts: { runs: number; galleryPhotos: number }): Promise<SectionResult> => {
  const r = rows(SECTION);
  const files = await realJpegs();
  const seeded = await seedGallery(`${site}/api`, files, opts.galleryPhotos);
  const proxy = await startGzipProxy(site);
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
    const runOnce = async (url: string): Promise<RunMetrics> => {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const requests = network
        .filter((n) => n.resourceType === 'Script' || n.resourceType === 'Stylesheet' || n.resourceType === 'Document')
        .map((n) => ({ url: (n.url ?? '').replace(proxy.origin, ''), startMs: Math.round(n.networkRequestTime ?? 0), endMs: Math.round(n.networkEndTime ?? 0), bytes: n.transferSize ?? 0 }));
      const lcpEl = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { nodeLabel?: string } }[] }[] } | undefined;
      return {
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: audit(lhr, 'largest-contentful-paint'),
        cls: audit(lhr, 'cumulative-layout-shift'),
        tbtMs: audit(lhr, 'total-blocking-time'),
        bytes: audit(lhr, 'total-byte-weight'),
        finalUrl: lhr.finalDisplayedUrl,
        requests,
        ...(lcpEl?.items?.[0]?.items?.[0]?.node?.nodeLabel ? { lcpElement: lcpEl.items[0].items[0].node.nodeLabel } : {}),
      };
    };
    const lobbyUrl = `${proxy.origin}/`;
    const galleryUrl = `${proxy.origin}/gallery?event=${seeded.code}&user=${encodeURIComponent(seeded.viewer.participant.name)}`;
    const perViewer = Math.ceil(seeded.photos / Math.ceil(seeded.photos / 50));

    const lobby: RunMetrics[] = [];
    for (let i = 0; i < opts.runs; i++) lobby.push(await runPage(lobbyUrl));
    // The buyer's first page (DESIGN 12 lists it with the lobby and the gallery): a fresh visitor, no storage.
    const pricing: RunMetrics[] = [];
    for (let i = 0; i < opts.runs; i++) pricing.push(await runPage(`${proxy.origin}/pricing`));

    // The viewer's session on this origin, as the app saves it after a join.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const page = await cdp.contexts()[0]!.newPage();
      await page.goto(`${proxy.origin}/favicon.svg`);
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
      await page.evaluate(
        ([sk, sv, ck, cv]) => {
          localStorage.setItem(sk, sv);
          localStorage.setItem(ck, cv);
        },
        [sessionsKey(v.event.code), JSON.stringify([session]), CURRENT_SESSION_KEY, JSON.stringify({ eventCode: v.event.code, participantId: v.participant.id })] as const,
      );
      await page.close();
    } finally {
      await cdp.close().catch(() => undefined);
    }
    const gallery: RunMetrics[] = [];
    for (let i = 0; i < opts.runs; i++) gallery.push(await runPage(galleryUrl));
    const galleryAll: RunMetrics[] = [];
    for (let i = 0; i < opts.runs; i++) galleryAll.push(await runPage(`${galleryUrl}&tab=all`));

    const out: Row[] = [];
    const summarize = (name: string, runs: RunMetrics[], note?: string): void => {
      const m = (f: (x: RunMetrics) => number): number => median(runs.map(f));
      const score = m((x) => x.score);
      const lcp = m((x) => x.lcpMs);
      const cls = m((x) => x.cls);
      const tbt = m((x) => x.tbtMs);
      out.push(
        r.report(`${name}: performance score`, score, undefined, { text: '≥ 95', ok: score >= 95 }, note ?? `median of ${runs.length}; runs ${runs.map((x) => x.score).join(', ')}`),
        r.report(`${name}: LCP`, round(lcp / 1000, 2), 's', { text: '≤ 1.8 s', ok: lcp <= 1800 }, runs[0]?.lcpElement ? `LCP element: ${runs[0].lcpElement}` : undefined),
        r.report(`${name}: CLS`, round(cls, 3), undefined, { text: '≤ 0.05', ok: cls <= 0.05 }),
        r.report(`${name}: TBT`, Math.round(tbt), 'ms', { text: '≤ 100 ms', ok: tbt <= 100 }),
        r.report(`${name}: transferred`, round(m((x) => x.bytes) / 1024), 'KB'),
      );
    };
    summarize('lobby /', lobby);
    summarize('/pricing', pricing);
    const placeholder = (runs: RunMetrics[]): string | undefined =>
      galleryPlaceholder ? `gallery page not built yet (placeholder measured); runs ${runs.map((x) => x.score).join(', ')}` : undefined;
    summarize(`/gallery My Photos (${perViewer} of ${seeded.photos})`, gallery, placeholder(gallery));
    summarize(`/gallery&tab=all (${seeded.photos} photos)`, galleryAll, placeholder(galleryAll));
    return { section: SECTION, rows: out, details: { lobby, pricing, gallery, galleryAll, seeded: { code: seeded.code, photos: seeded.photos, seedSeconds: seeded.seconds }, galleryPlaceholder } };
  } finally {
    chrome.kill();
    await proxy.stop();
  }
};
