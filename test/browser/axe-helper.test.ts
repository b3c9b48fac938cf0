import { describe, expect, it } from 'vitest';
import { usePhones } from '../support/browser.js';
import { seriousAxeFindings } from '../support/page-helpers.js';

/*
 * The accessibility check every screen test leans on (seriousAxeFindings) still finds what it must: it runs axe in
 * the page (legacy mode) and asks for violations only, so a change there could silently check nothing.
 */

const phones = usePhones('http://127.0.0.1:9/');

describe('seriousAxeFindings', () => {
  it('names the serious findings of a page (an image without a text alternative, text too faint to read, a nameless button) and nothing on a clean one', async () => {
    const page = await phones.open();
    await page.setContent(
      '<html lang="en"><head><title>Bad</title></head><body><main><h1>Bad</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
        '<p style="color:#bbb;background:#fff">Too faint to read</p>' +
        '<button></button></main></body></html>',
    );
    const found = await seriousAxeFindings(page, 'bad');
    expect(found.map((f) => f.replace(/ \(.*$/, ''))).toEqual(expect.arrayContaining(['bad: axe image-alt', 'bad: axe color-contrast', 'bad: axe button-name']));
    expect(found.every((f) => f.startsWith('bad: axe '))).toBe(true);

    await page.setContent('<html lang="en"><head><title>Good</title></head><body><main><h1>Good</h1><p>Plain text</p><button>Go</button></main></body></html>');
    expect(await seriousAxeFindings(page, 'good')).toEqual([]);
  });
});
