/** Elements an SVG logo never needs; an <img> would not run or load them anyway, and they could taint the canvas. */
const DROPPED = 'script, foreignObject, iframe, object, embed, audio, video';
/** A reference the rasterised logo may keep: inside the document, or an embedded image. */
const SAFE_REF = /^(#|data:image\/(png|jpeg|gif|webp);)/i;

/**
 * The SVG's root element with scripts, event handlers and references to other files removed; undefined when the
 * text is not an SVG document. (DOMParser builds an inert document: nothing in it runs or loads.)
 */
export function sanitiseSvg(source: string): SVGSVGElement | undefined {
  const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
  const root = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg') return undefined;
  root.querySelectorAll(DROPPED).forEach((el) => el.remove());
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) || (attr.localName === 'href' && !SAFE_REF.test(attr.value.trim()))) el.removeAttributeNode(attr);
    }
  }
  return root as unknown as SVGSVGElement;
}

const length = (value: string | null): number | undefined => {
  if (!value || /%$/.test(value.trim())) return undefined;
  const n = Number.parseFloat(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** The drawing's own size: width/height, else the viewBox, else the SVG default of 300×150. */
export function svgIntrinsicSize(root: Element): { width: number; height: number } {
  const box = (root.getAttribute('viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
  const boxSize = box.length === 4 && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : undefined;
  const width = length(root.getAttribute('width'));
  const height = length(root.getAttribute('height'));
  if (width && height) return { width, height };
  if (boxSize && width) return { width, height: (width * boxSize.height) / boxSize.width };
  if (boxSize && height) return { width: (height * boxSize.width) / boxSize.height, height };
  return boxSize ?? { width: 300, height: 150 };
}
