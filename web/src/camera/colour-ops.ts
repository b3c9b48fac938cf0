/**
 * Colour operations shaped exactly like CSS filter functions (Filter Effects spec matrices). One list of ops
 * gives both the cheap live preview (`filter:` on the <video>) and the capture (per-pixel on RGBA data), so
 * what the guest sees is what the photo gets. Ops run in order, each clamped to 0..255 like the CSS chain.
 */

export type ColourFn = 'grayscale' | 'sepia' | 'saturate' | 'contrast' | 'brightness' | 'hue-rotate' | 'invert';

export interface ColourOp {
  readonly fn: ColourFn;
  /** Factor (1 = 100 %), or degrees for hue-rotate. */
  readonly amount: number;
  /** Not weakened by scaleOps (the invert pair that wraps a tint: half a pair is a negative). */
  readonly fixed?: boolean;
}

/** 3x4 row-major matrix on 0..255 values: out = M[0..2]·rgb + M[3] per row. */
export type ColourMatrix = readonly [
  number, number, number, number,
  number, number, number, number,
  number, number, number, number,
];

/** The value of each function that leaves the image unchanged. */
const IDENTITY_AMOUNT: Record<ColourFn, number> = {
  grayscale: 0,
  sepia: 0,
  saturate: 1,
  contrast: 1,
  brightness: 1,
  'hue-rotate': 0,
  invert: 0,
};

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

export function opMatrix(op: ColourOp): ColourMatrix {
  switch (op.fn) {
    case 'grayscale': {
      const a = 1 - clamp01(op.amount);
      return [
        0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a, 0,
        0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a, 0,
        0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a, 0,
      ];
    }
    case 'sepia': {
      const a = 1 - clamp01(op.amount);
      return [
        0.393 + 0.607 * a, 0.769 - 0.769 * a, 0.189 - 0.189 * a, 0,
        0.349 - 0.349 * a, 0.686 + 0.314 * a, 0.168 - 0.168 * a, 0,
        0.272 - 0.272 * a, 0.534 - 0.534 * a, 0.131 + 0.869 * a, 0,
      ];
    }
    case 'saturate': {
      const s = Math.max(0, op.amount);
      return [
        0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0,
        0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0,
        0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0,
      ];
    }
    case 'hue-rotate': {
      const rad = (op.amount * Math.PI) / 180;
      const c = Math.cos(rad);
      const s = Math.sin(rad);
      return [
        0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0,
        0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.14, 0.072 - c * 0.072 - s * 0.283, 0,
        0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0,
      ];
    }
    case 'brightness': {
      const b = Math.max(0, op.amount);
      return [b, 0, 0, 0, 0, b, 0, 0, 0, 0, b, 0];
    }
    case 'invert': {
      const a = clamp01(op.amount);
      const k = 1 - 2 * a;
      return [k, 0, 0, a * 255, 0, k, 0, a * 255, 0, 0, k, a * 255];
    }
    case 'contrast': {
      const k = Math.max(0, op.amount);
      const offset = (0.5 - 0.5 * k) * 255;
      return [k, 0, 0, offset, 0, k, 0, offset, 0, 0, k, offset];
    }
  }
}

/** Weakens (k < 1) or strengthens (k > 1) ops towards/away from "no change"; fixed ops stay as they are. */
export function scaleOps(ops: readonly ColourOp[], k: number): ColourOp[] {
  return ops.map((op) => {
    if (op.fixed) return op;
    const id = IDENTITY_AMOUNT[op.fn];
    return { ...op, amount: id + (op.amount - id) * k };
  });
}

const round = (v: number, digits: number): number => Number(v.toFixed(digits));

/** CSS `filter` value for the ops; 'none' when there are none. */
export function opsToCss(ops: readonly ColourOp[]): string {
  if (ops.length === 0) return 'none';
  return ops.map((op) => (op.fn === 'hue-rotate' ? `hue-rotate(${round(op.amount, 2)}deg)` : `${op.fn}(${round(op.amount, 4)})`)).join(' ');
}

/** b after a, as one matrix. */
const at = (m: ColourMatrix, i: number): number => m[i] as number;

export function composeMatrices(a: ColourMatrix, b: ColourMatrix): ColourMatrix {
  const row = (r: number): [number, number, number, number] => {
    const [b0, b1, b2, b3] = [at(b, r * 4), at(b, r * 4 + 1), at(b, r * 4 + 2), at(b, r * 4 + 3)];
    return [
      b0 * a[0] + b1 * a[4] + b2 * a[8],
      b0 * a[1] + b1 * a[5] + b2 * a[9],
      b0 * a[2] + b1 * a[6] + b2 * a[10],
      b0 * a[3] + b1 * a[7] + b2 * a[11] + b3,
    ];
  };
  return [...row(0), ...row(1), ...row(2)];
}

/** Whether the matrix keeps every input in 0..255 inside 0..255 (so a clamp after it would do nothing). */
export function staysInRange(m: ColourMatrix): boolean {
  const eps = 1e-9;
  for (let r = 0; r < 3; r++) {
    let lo = at(m, r * 4 + 3);
    let hi = lo;
    for (let c = 0; c < 3; c++) {
      const v = at(m, r * 4 + c) * 255;
      if (v < 0) lo += v;
      else hi += v;
    }
    if (lo < -eps || hi > 255 + eps) return false;
  }
  return true;
}

/**
 * Fuses the ops into as few stages as possible without changing the result: ops are multiplied together
 * while no value can leave 0..255 (then the CSS clamp between them is a no-op); a stage ends at the first
 * op that could, and is clamped. About half the work of running every op on every pixel.
 */
export function compileColourOps(ops: readonly ColourOp[]): ColourMatrix[] {
  const stages: ColourMatrix[] = [];
  let current: ColourMatrix | null = null;
  for (const op of ops) {
    const m = opMatrix(op);
    const fused: ColourMatrix = current ? composeMatrices(current, m) : m;
    if (staysInRange(fused)) {
      current = fused;
    } else {
      stages.push(fused);
      current = null;
    }
  }
  if (current) stages.push(current);
  return stages;
}

/** Applies the ops in place to RGBA pixels (alpha untouched). Same result as the CSS filter chain. */
export function applyColourOps(data: Uint8ClampedArray, ops: readonly ColourOp[]): void {
  if (ops.length === 0) return;
  const stages = compileColourOps(ops);
  const m = Float64Array.from(stages.flat());
  const stageCount = stages.length;
  for (let i = 0; i < data.length; i += 4) {
    let r = data[i] as number;
    let g = data[i + 1] as number;
    let b = data[i + 2] as number;
    for (let s = 0, o = 0; s < stageCount; s++, o += 12) {
      const nr = (m[o] as number) * r + (m[o + 1] as number) * g + (m[o + 2] as number) * b + (m[o + 3] as number);
      const ng = (m[o + 4] as number) * r + (m[o + 5] as number) * g + (m[o + 6] as number) * b + (m[o + 7] as number);
      const nb = (m[o + 8] as number) * r + (m[o + 9] as number) * g + (m[o + 10] as number) * b + (m[o + 11] as number);
      // Each CSS filter function clamps its output before the next one reads it.
      r = nr < 0 ? 0 : nr > 255 ? 255 : nr;
      g = ng < 0 ? 0 : ng > 255 ? 255 : ng;
      b = nb < 0 ? 0 : nb > 255 ? 255 : nb;
    }
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
  }
}

/**
 * A cool (blue) tint. Plain CSS filter functions keep greys grey or warm them (sepia), so the tint is
 * sepia between two inverts: the negative's yellow cast turns blue in the positive. invert never leaves
 * 0..255, so the result is the same whether or not a browser clamps between filter functions, and with
 * amount 0 the pair is exactly the identity.
 */
export function coolTint(amount: number): ColourOp[] {
  return [
    { fn: 'invert', amount: 1, fixed: true },
    { fn: 'sepia', amount },
    { fn: 'invert', amount: 1, fixed: true },
  ];
}
