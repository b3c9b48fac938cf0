import type * as z from 'zod/mini';

/**
 * Who may call a route; the server decides from the credential presented, never from the body.
 * `joining` is public with an optional credential of the path's event: the creator credential (the organizer
 * enters as the creator) or the participant token this device holds for the name it joins (its proof that
 * it may continue as that name). Any other credential is refused, not ignored.
 * `order` is public with an optional order access token (header X-Order-Token, DESIGN 15): the token
 * upgrades the order's view and is required by the domain for changes (cancel); it is not a bearer token.
 * A bearer token grants nothing on an order route, with one exception the domain checks: a purchase from an
 * event (POST /api/orders, post_event) needs a credential with that event's creator rights as its bearer.
 * `creatorWithOrder` needs both: the event's creator credential (bearer, as `creator`) AND an order access
 * token (X-Order-Token), which the domain checks against the order (POST /api/link-order, DESIGN 15).
 * `wall` is a live wall's read-only credential (audience candid:wall, DESIGN 16): it reads the wall routes of
 * its event and nothing else; the domain checks that the creator has not revoked it.
 */
export type AuthKind = 'public' | 'joining' | 'order' | 'creatorWithOrder' | 'participant' | 'creator' | 'organizer' | 'admin' | 'stripe' | 'wall';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Error statuses a route can answer (each with the `{error:{code,message}}` body). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

/**
 * The contract of one HTTP route, shared by the server (validation, OpenAPI, infra) and the web client
 * (typed calls). `functions/routes.ts` binds each contract to its handler module.
 */
export interface Endpoint<
  P extends z.core.$ZodType = z.core.$ZodType,
  Q extends z.core.$ZodType = z.core.$ZodType,
  B extends z.core.$ZodType = z.core.$ZodType,
  R extends z.core.$ZodType = z.core.$ZodType,
> {
  id: string;
  method: HttpMethod;
  /** API Gateway path syntax: /api/events/{code} */
  path: `/api/${string}`;
  auth: AuthKind;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** 302: a redirect; the handler returns `{ location }` (the response schema) and the body is empty. */
  successStatus: 200 | 201 | 204 | 302;
  /**
   * Statuses beyond those the OpenAPI generator derives from the rest of the contract (auth → 401/403,
   * params/query/body → 400, body → 413, `{code}` in the path → 404, every route → 429/503): the route's
   * business refusals, e.g. `[409, 410]`.
   */
  errors?: readonly ErrorStatus[];
  /**
   * The app page (a route of web/) that explains this route's refusals to a person: a browser opening the
   * route's URL as a page (Accept: text/html — an e-mailed link) is sent there, 303 to `{page}?error={CODE}`,
   * instead of being shown the JSON error body. Other callers get the JSON error as on every route.
   */
  refusalPage?: `/${string}`;
  /**
   * The success response's Cache-Control; absent = `no-store` (every answer is per caller). Only for an
   * answer that is the same for everyone who shares its CloudFront cache key (GET /api/geo: per country).
   */
  cacheControl?: string;
}

export const defineEndpoint = <
  P extends z.core.$ZodType = z.ZodMiniUndefined,
  Q extends z.core.$ZodType = z.ZodMiniUndefined,
  B extends z.core.$ZodType = z.ZodMiniUndefined,
  R extends z.core.$ZodType = z.core.$ZodType,
>(
  e: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => e;

/** Fills `{name}` placeholders of an endpoint path, URL-encoding each value. */
export const buildPath = (path: string, params: Record<string, string>): string =>
  path.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k}`);
    return encodeURIComponent(v);
  });
