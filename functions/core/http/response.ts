import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
} as const;

export const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { ...JSON_HEADERS, ...headers },
  body: statusCode === 204 ? '' : JSON.stringify(body),
});

/** A redirect (GET /api/downloads/{token} → a fresh presigned URL): never cached, the target expires. */
export const redirect = (location: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode: 302,
  headers: { location, 'cache-control': 'no-store' },
  body: '',
});

/** "See that page": a refusal shown to a person by the app's page for it (Endpoint.refusalPage); never cached. */
export const seeOther = (location: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode: 303,
  headers: { location, 'cache-control': 'no-store' },
  body: '',
});
