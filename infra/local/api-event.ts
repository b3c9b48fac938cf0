import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/core/http/client-key.js';
import { VIEWER_COUNTRY_HEADER } from '../../functions/core/http/viewer-country.js';

/**
 * Translation between Node HTTP and API Gateway HTTP API payload format 2.0, as Lambda sees it:
 * https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-develop-integrations-lambda.html
 */

/**
 * Bodies with these types reach the handler as text; anything else (form posts, a missing content type)
 * arrives base64-encoded, as API Gateway does (DESIGN section 13 "HTTP API bodies").
 */
const TEXT_TYPE = /^(text\/[^;\s]+|application\/(json|xml|javascript))\s*(;|$)/i;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** API Gateway's requestContext.time format: 21/Nov/2026:05:47:49 +0000 */
const requestTime = (d: Date): string => {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
};

export interface EventInput {
  req: IncomingMessage;
  body: Buffer;
  routeKey: string;
  pathParameters?: Record<string, string>;
  /** The origin secret the handlers trust (env ORIGIN_SECRET): sent along with the viewer address, as CloudFront does. */
  originSecret?: string;
  /** The viewer's country as CloudFront would write it (CloudFront-Viewer-Country); from CANDID_COUNTRY. */
  viewerCountry?: string;
}

export const buildApiEvent = ({ req, body, routeKey, pathParameters, originSecret, viewerCountry }: EventInput): APIGatewayProxyEventV2 => {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const rawQueryString = q < 0 ? '' : url.slice(q + 1);

  // Header names lower-cased, repeated values joined with commas; cookies move to their own field.
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  const cookies = req.headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);

  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawQueryString)) query[k] = k in query ? `${query[k]},${v}` : v;

  const now = new Date();
  const host = headers.host ?? 'localhost';
  const domainName = host.replace(/:\d+$/, '');
  const isText = TEXT_TYPE.test(headers['content-type'] ?? '');
  const requestId = randomUUID();
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  headers['x-forwarded-for'] ??= sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= String(req.socket.localPort ?? '');
  // Playing CloudFront: what the client sent in these two headers is dropped, never passed on; the viewer
  // address (ip:port, IPv6 without brackets, as CloudFront writes it) and the secret are set here.
  delete headers[VIEWER_ADDRESS_HEADER];
  delete headers[ORIGIN_VERIFY_HEADER];
  // CloudFront's own header: never the client's.
  delete headers[VIEWER_COUNTRY_HEADER];
  if (viewerCountry) headers[VIEWER_COUNTRY_HEADER] = viewerCountry;
  if (originSecret) {
    headers[VIEWER_ADDRESS_HEADER] = `${sourceIp}:${req.socket.remotePort ?? 0}`;
    headers[ORIGIN_VERIFY_HEADER] = originSecret;
  }

  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(pathParameters && Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: body.toString(isText ? 'utf8' : 'base64') } : {}),
    isBase64Encoded: body.length > 0 && !isText,
  };
};

/**
 * Normalises what a handler returned: a structured result is used as is; any other value (string or
 * object without statusCode) becomes a 200 JSON response, as API Gateway infers for format 2.0.
 */
export const normalizeResult = (result: unknown): APIGatewayProxyStructuredResultV2 => {
  if (result !== null && typeof result === 'object' && 'statusCode' in result)
    return result as APIGatewayProxyStructuredResultV2;
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: typeof result === 'string' ? result : JSON.stringify(result ?? null),
  };
};

export const writeApiResult = (
  res: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
  extraHeaders: Record<string, string>,
): void => {
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k.toLowerCase()] = String(v);
  if (body.length && !headers['content-type']) headers['content-type'] = 'application/json';
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  headers['content-length'] = String(body.length);
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(res.req.method === 'HEAD' ? undefined : body);
};
