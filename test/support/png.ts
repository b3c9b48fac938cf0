import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Uint8Array): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * A real (decodable) RGBA PNG of one colour: signature, IHDR, one zlib IDAT of filter-0 scanlines, IEND.
 * For tests that need a logo file a browser can draw and the server's checks accept.
 */
export const solidPng = (width: number, height: number, [r, g, b, a]: readonly [number, number, number, number] = [200, 30, 30, 255]): Uint8Array<ArrayBuffer> => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, filter 0, no interlace
  const row = Buffer.alloc(1 + width * 4);
  for (let x = 0; x < width; x++) row.set([r, g, b, a], 1 + x * 4);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out = Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array(0))]);
  return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength));
};
