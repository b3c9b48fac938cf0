import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** An API Gateway v2 event for unit tests of handlers (integration tests go through the real gateway). */
/**
 * Test files share one DynamoDB Local and so the unknown-code counters of each client address: every file
 * (its own module instance) calls from an address of its own, so one file's deliberate misses (fuzzing,
 * rate-limit tests) never throttle another's joins.
 */
const octet = (): number => 1 + Math.floor(Math.random() * 254);
const FIXTURE_SOURCE_IP = `127.${octet()}.${octet()}.${octet()}`;

export const apiEvent = (o: {
  method?: string;
  path?: string;
  routeKey?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
}): APIGatewayProxyEventV2 => {
  const method = o.method ?? 'GET';
  const path = o.path ?? '/api/test';
  return {
    version: '2.0',
    routeKey: o.routeKey ?? `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(o.query ?? {}).toString(),
    headers: o.headers ?? {},
    queryStringParameters: o.query,
    pathParameters: o.pathParameters,
    body: o.rawBody ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: FIXTURE_SOURCE_IP, userAgent: 'vitest' },
      requestId: 'req-test',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
};

export const parseBody = (res: { body?: string }): unknown => JSON.parse(res.body ?? 'null');
