import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { errorResponse } from '../../core/http/error-response.js';
import { notFound } from '../../core/errors.js';

/** API Gateway's `$default` route and the local gateway's fallback: a JSON 404 in the standard shape. */
export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> =>
  errorResponse(notFound('NOT_FOUND', `${event.requestContext.http.method} ${event.rawPath}`), event.requestContext.requestId);
