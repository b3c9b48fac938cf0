/**
 * Stripe's wire format: `application/x-www-form-urlencoded` with bracket paths, as stripe-node writes them
 * (`line_items[0][price_data][unit_amount]=9900`, `expand[0]=line_items`). Numeric segments make arrays.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const toArrays = (v: FormValue): FormValue => {
  if (typeof v === 'string' || Array.isArray(v)) return v;
  const keys = Object.keys(v);
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(v[k] as FormValue)]));
  const indexed = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  return indexed ? keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k] as FormValue) : converted;
};

export const parseForm = (body: string): FormObject => {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else {
        const next = node[segment];
        node = typeof next === 'object' && !Array.isArray(next) ? next : (node[segment] = {});
      }
    });
  }
  return toArrays(root) as FormObject;
};

/** The same parameters in a stable order: what an idempotency key is compared on. */
export const canonicalForm = (body: string): string =>
  [...new URLSearchParams(body)].map(([k, v]) => `${k}=${v}`).sort().join('&');

export const str = (o: FormObject | undefined, key: string): string | undefined => {
  const v = o?.[key];
  return typeof v === 'string' ? v : undefined;
};
export const obj = (o: FormObject | undefined, key: string): FormObject | undefined => {
  const v = o?.[key];
  return typeof v === 'object' && !Array.isArray(v) ? v : undefined;
};
export const list = (o: FormObject | undefined, key: string): FormValue[] => {
  const v = o?.[key];
  return Array.isArray(v) ? v : v === undefined ? [] : [v];
};
/** `metadata[k]=v` pairs as a flat string map (Stripe's metadata is strings only). */
export const stringMap = (o: FormObject | undefined, key: string): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(o, key) ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
