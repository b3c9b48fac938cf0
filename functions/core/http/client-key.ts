import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Who is calling, for rate limits. Behind CloudFront the API sees the edge's address, so the viewer's
 * address comes from CloudFront-Viewer-Address (set by CloudFront, not by the client); without it (the
 * local stack, direct calls) the connection's source address.
 */
export const clientKey = (event: APIGatewayProxyEventV2): string => {
  const viewer = event.headers['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '');
  return event.requestContext.http.sourceIp;
};
