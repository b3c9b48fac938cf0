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
