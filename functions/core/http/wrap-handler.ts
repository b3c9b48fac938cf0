import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import type { AuthKind } from '../../../shared/api/endpoint.js';
import { log } from '../log.js';
import type { AuthContext } from './auth-context.js';
import { contractLoader, type Contract } from './contract.js';
import { errorResponse } from './error-response.js';
import { parseRequest } from './parse-request.js';
import { json, redirect } from './response.js';

export interface HandlerRequest<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  auth: AuthContext;
  requestId: string;
  event: APIGatewayProxyEventV2;
}

/** A browser opening the URL as a page (a navigation asks for HTML first); fetch, SDKs and download tools do not. */
const opensAsPage = (event: APIGatewayProxyEventV2): boolean => /\btext\/html\b/i.test(event.headers?.accept ?? '');

export type HttpHandler = (event: APIGatewayProxyEventV2, context?: Pick<Context, 'awsRequestId'>) => Promise<APIGatewayProxyStructuredResultV2>;

/** Decides whether the caller may reach the handler (authenticate.ts, or nothing for a public route). */
export type Authenticator = (auth: AuthKind, event: APIGatewayProxyEventV2, pathEventCode: string | undefined) => Promise<AuthContext>;

/**
 * Every HTTP handler is this wrapper around one domain call (DESIGN section 4): validate → authenticate →
 * run → shape the response through the endpoint's schema (which also strips anything internal) → or map
 * the failure in error-response.ts. The authenticator is passed in so a public route's bundle need not
 * hold the token verifier and its secret loader (define-handler.ts, define-public-handler.ts).
 */
export const wrapHandler = <P extends z.core.$ZodType, Q extends z.core.$ZodType, B extends z.core.$ZodType, R extends z.core.$ZodType>(
  contract: Contract<P, Q, B, R>,
  authenticate: Authenticator,
  run: (req: HandlerRequest<z.output<P>, z.output<Q>, z.output<B>>) => Promise<z.input<R>>,
): HttpHandler => {
  const endpointOf = contractLoader(contract);
  return async (event, context) => {
    const requestId = context?.awsRequestId ?? event.requestContext.requestId;
    log.appendKeys({ requestId });
    let refusalPage: string | undefined;
    try {
      const endpoint = await endpointOf();
      log.appendKeys({ route: endpoint.id });
      refusalPage = endpoint.refusalPage && opensAsPage(event) ? endpoint.refusalPage : undefined;
      const { params, query, body } = parseRequest(endpoint, event);
      const code = (params as { code?: unknown } | undefined)?.code;
      const auth = await authenticate(endpoint.auth, event, typeof code === 'string' ? code : undefined);
      const result = await run({ params, query, body, auth, requestId, event });
      const shaped = z.safeParse(endpoint.response, result);
      // A response that breaks its own contract is our bug, not the client's: a 500, never a 400.
      if (!shaped.success) throw new Error(`response of ${endpoint.id} breaks its schema: ${shaped.error.message}`);
      if (endpoint.successStatus === 302) return redirect((shaped.data as { location: string }).location);
      return json(endpoint.successStatus, shaped.data, endpoint.cacheControl ? { 'cache-control': endpoint.cacheControl } : {});
    } catch (err) {
      return await errorResponse(err, requestId, refusalPage);
    } finally {
      log.removeKeys(['requestId', 'route']);
    }
  };
};
