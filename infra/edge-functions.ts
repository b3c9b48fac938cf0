/**
 * The CloudFront Functions of the distribution (viewer request, JS 2.0 runtime), as source text so a unit
 * test can run exactly what CloudFront runs (edge-functions.test.ts). They are plain ES5-style JS on purpose.
 */

/**
 * The S3 behaviour. With a custom domain, a request that reached the distribution under another host (its
 * *.cloudfront.net default domain) is redirected to the custom domain keeping path and query (commerce spec
 * "App root": the preview-domain redirect), so every link and QR code a visitor copies names the real site.
 * Otherwise the SPA fallback for client-side routes only: a path whose last segment has no file extension
 * (/e/ABC123, /admin) gets /index.html. Distribution-wide errorResponses are not used because they would also
 * rewrite the API's own 404/403 JSON under /api/*.
 */
export const siteRequestFunction = (canonicalHost?: string): string => `function handler(event) {
  var request = event.request;
  var canonical = ${JSON.stringify(canonicalHost ?? '')};
  var host = request.headers && request.headers.host ? request.headers.host.value : '';
  if (canonical && host && host.toLowerCase() !== canonical) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: 'https://' + canonical + request.uri + queryOf(request.querystring) } },
    };
  }
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}

// The query as it arrived (keys and values are passed on as received, repeated keys kept in order).
function queryOf(query) {
  var parts = [];
  for (var key in query || {}) {
    var entry = query[key];
    var values = entry.multiValue && entry.multiValue.length ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === '' ? key : key + '=' + values[i].value);
  }
  return parts.length ? '?' + parts.join('&') : '';
}`;

/**
 * The /api/* behaviour: the viewer's address (x-candid-viewer-address, CloudFront-Viewer-Address's ip:port
 * shape) is written here from the address the edge itself saw, over whatever the viewer sent (the origin request policy AllViewerExceptHostHeader passes viewer headers on as
 * they came). The API trusts it only next to the secret origin header (functions/core/http/client-key.ts).
 * CloudFront Functions see no source port: ":0" keeps the header's ip:port shape.
 */
export const API_REQUEST_FUNCTION = `function handler(event) {
  var request = event.request;
  request.headers['x-candid-viewer-address'] = { value: event.viewer.ip + ':0' };
  return request;
}`;

/**
 * Same-origin realtime, as on the local stack (\`wss://<site>/ws?event=CODE&ticket=...\`): API Gateway WebSocket
 * APIs accept no path after the stage, so /ws is rewritten to the stage path; the query string passes as is.
 */
export const wsToStage = (stage: string): string => `function handler(event) {
  event.request.uri = '/${stage}';
  return event.request;
}`;

/**
 * Where the SPA reads photos on the site's own origin (functions get it as PHOTO_READ_PATH): a read link is
 * `/p/<path of the presigned GET>?<its query>`. The /p/* behaviour sends it to the photo bucket with the
 * query intact, so S3 itself checks the presigned signature (the local gateway does the same against its emulator).
 */
export const PHOTO_READ_PATH = '/p';

/** The /p/* behaviour: the prefix goes, the rest of the path is the object's (the query string passes as is). */
export const PHOTO_READ_FUNCTION = `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('${PHOTO_READ_PATH}/') === 0) request.uri = request.uri.substring(${PHOTO_READ_PATH.length});
  return request;
}`;
