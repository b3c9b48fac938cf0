import { request } from 'node:http';

export interface LoopbackAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A real HTTP request to a local server from a loopback address of the caller's choosing (all of
 * 127.0.0.0/8 is loopback on Linux). The local gateway, like CloudFront, takes the client's address from
 * the connection and drops a client's own viewer-address header, so a test that wants to be a client of
 * its own — for the per-address rate limits — has to connect from its own address.
 */
export const requestFrom = (
  from: string,
  url: string,
  o: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoopbackAnswer> =>
  new Promise((resolve, reject) => {
    // Node sends a DELETE's body without a length unless told (no chunked encoding for DELETE by default).
    const length = o.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(o.body)) };
    const req = request(url.replace('//localhost', '//127.0.0.1'), { method: o.method ?? 'GET', localAddress: from, headers: { ...o.headers, ...length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(o.body);
  });
