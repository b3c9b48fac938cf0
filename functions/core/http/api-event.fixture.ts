import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** An API Gateway v2 event for unit tests of handlers (integration tests go through the real gateway). */
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
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-test',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
};

export const parseBody = (res: { body?: string }): unknown => JSON.parse(res.body ?? 'null');
