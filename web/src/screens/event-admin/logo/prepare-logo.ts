import { LOGO_MAX_BYTES, LOGO_MAX_EDGE_PX, type LogoContentType } from '#shared/rules/branding-logo.js';
import { type BrandLogo, bitmapLogo, canvasToBlob } from '../../../camera';
import { sanitiseSvg, svgIntrinsicSize } from './svg-logo';

/** Why a picked file cannot be the logo, by the server's own codes (the texts are the same). */
export class LogoFileError extends Error {
  override readonly name = 'LogoFileError';
  constructor(readonly code: 'LOGO_INVALID' | 'LOGO_TOO_LARGE') {
    super(code);
  }
}

/** What goes up: a PNG or JPEG (an SVG already rasterised), and its decoded image for the live preview. */
export interface PreparedLogo {
  readonly blob: Blob;
  readonly contentType: LogoContentType;
  readonly preview: BrandLogo;
}

/** An SVG's longest edge once rasterised: sharp on a 1080 px polaroid, where the logo is a fraction of the border. */
const SVG_RASTER_EDGE = 1024;

/** The file's kind by its first bytes (never by its name or the browser's guess). */
export function sniffLogo(head: Uint8Array): 'png' | 'jpeg' | 'svg' | undefined {
  if (head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const text = new TextDecoder().decode(head).replace(/^\uFEFF/, '').trimStart();
  // Markup: an SVG candidate (its root may follow an XML declaration or comments); parsing it decides.
  return text.startsWith('<') ? 'svg' : undefined;
}

/**
 * Checks a picked file the way the server will (≤ 1 MB, a real PNG/JPEG of sane size) so the organizer
 * hears at once, and turns an SVG into a PNG: sanitised (no scripts, handlers or outside references), drawn
 * at SVG_RASTER_EDGE on a canvas, smaller until the PNG fits in 1 MB. The server checks everything again.
 */
export async function prepareLogo(file: Blob): Promise<PreparedLogo> {
  if (file.size > LOGO_MAX_BYTES) throw new LogoFileError('LOGO_TOO_LARGE');
  const kind = sniffLogo(new Uint8Array(await file.slice(0, 1024).arrayBuffer()));
  if (kind === 'svg') return rasteriseSvg(await file.text());
  if (!kind) throw new LogoFileError('LOGO_INVALID');
  const preview = await bitmapLogo(file).catch(() => {
    throw new LogoFileError('LOGO_INVALID');
  });
  if (preview.width > LOGO_MAX_EDGE_PX || preview.height > LOGO_MAX_EDGE_PX) throw new LogoFileError('LOGO_INVALID');
  return { blob: file, contentType: kind === 'png' ? 'image/png' : 'image/jpeg', preview };
}

async function rasteriseSvg(source: string): Promise<PreparedLogo> {
  const root = sanitiseSvg(source);
  if (!root) throw new LogoFileError('LOGO_INVALID');
  const size = svgIntrinsicSize(root);
  if (!root.hasAttribute('viewBox')) root.setAttribute('viewBox', `0 0 ${size.width} ${size.height}`);
  for (let edge = SVG_RASTER_EDGE; edge >= 128; edge = Math.round(edge * 0.7)) {
    const scale = edge / Math.max(size.width, size.height);
    const width = Math.max(1, Math.round(size.width * scale));
    const height = Math.max(1, Math.round(size.height * scale));
    root.setAttribute('width', String(width));
    root.setAttribute('height', String(height));
    const blob = await drawSvg(new XMLSerializer().serializeToString(root), width, height);
    if (blob.size <= LOGO_MAX_BYTES) return { blob, contentType: 'image/png', preview: await bitmapLogo(blob) };
  }
  throw new LogoFileError('LOGO_TOO_LARGE');
}

/** The SVG as an <img> (which runs no script and loads nothing else) drawn onto a canvas, encoded as PNG. */
async function drawSvg(svg: string, width: number, height: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image(width, height);
    img.src = url;
    await img.decode().catch(() => {
      throw new LogoFileError('LOGO_INVALID');
    });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.drawImage(img, 0, 0, width, height);
    return await canvasToBlob(canvas, 'image/png', 1);
  } finally {
    URL.revokeObjectURL(url);
  }
}
