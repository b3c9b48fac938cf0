// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sniffLogo } from './prepare-logo';
import { sanitiseSvg, svgIntrinsicSize } from './svg-logo';

const bytes = (s: string | number[]) => (typeof s === 'string' ? new TextEncoder().encode(s) : new Uint8Array(s));

describe('logo files', () => {
  it('are told apart by their first bytes, not their names', () => {
    expect(sniffLogo(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe('png');
    expect(sniffLogo(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffLogo(bytes('\uFEFF  <?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffLogo(bytes('hello, not a logo'))).toBeUndefined();
    expect(sniffLogo(bytes([0x47, 0x49, 0x46, 0x38]))).toBeUndefined();
  });

  it('an SVG loses scripts, handlers and outside references, keeps its drawing', () => {
    const root = sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" viewBox="0 0 10 5">' +
        '<script>alert(2)</script><foreignObject><div/></foreignObject>' +
        '<rect width="10" height="5" fill="red" onclick="x()"/><image href="https://evil.example/x.png"/><use xlink:href="#a"/></svg>',
    );
    expect(root).toBeDefined();
    const out = new XMLSerializer().serializeToString(root!);
    expect(out).not.toMatch(/script|foreignObject|onload|onclick|evil\.example/);
    expect(out).toContain('<rect');
    expect(out).toContain('#a');
  });

  it('anything that is not an SVG document is refused', () => {
    expect(sanitiseSvg('<html><body/></html>')).toBeUndefined();
    expect(sanitiseSvg('<svg xmlns="http://www.w3.org/2000/svg"><unclosed></svg>')).toBeUndefined();
  });

  it('the drawing size comes from width/height, else the viewBox, else 300×150', () => {
    const size = (attrs: string) => svgIntrinsicSize(sanitiseSvg(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}/>`)!);
    expect(size('width="200" height="100"')).toEqual({ width: 200, height: 100 });
    expect(size('viewBox="0 0 40 10"')).toEqual({ width: 40, height: 10 });
    expect(size('width="80px" viewBox="0 0 40 10"')).toEqual({ width: 80, height: 20 });
    expect(size('width="100%" height="100%"')).toEqual({ width: 300, height: 150 });
  });
});
