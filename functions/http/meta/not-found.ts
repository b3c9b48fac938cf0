import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { endpointRoutes } from '../../../shared/api/endpoint-routes.js';
import { errorResponse } from '../../core/http/error-response.js';
import { DomainError, notFound } from '../../core/errors.js';

/** Each route path as a pattern (a `{param}` is one segment), with its method: enough to tell 405 from 404. */
const known = Object.values(endpointRoutes).map((r) => ({
  method: r.method,
  pattern: new RegExp(`^${r.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** Methods the route table serves on this path (empty: the path is unknown). */
export const allowedMethods = (path: string): string[] => [...new Set(known.filter((k) => k.pattern.test(path)).map((k) => k.method))].sort();

/**
 * API Gateway's `$default` route and the local gateway's fallback (both send every unmatched method and
 * path here): a known path with another method is 405 with `Allow`, anything else a JSON 404, both in
 * the standard shape.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const { method } = event.requestContext.http;
  const allow = allowedMethods(event.rawPath);
  if (allow.length > 0) {
    const res = await errorResponse(new DomainError('METHOD_NOT_ALLOWED', 405, `${method} ${event.rawPath}`), event.requestContext.requestId);
    return { ...res, headers: { ...res.headers, allow: allow.join(', ') } };
  }
  return errorResponse(notFound('NOT_FOUND', `${method} ${event.rawPath}`), event.requestContext.requestId);
};
