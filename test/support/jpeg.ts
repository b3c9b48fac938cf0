/**
 * A byte-exact stand-in for a camera JPEG: SOI, a JFIF APP0 segment, a baseline SOF0 frame header with the given pixel size
 * (early, as in real files), padding inside COM segments, EOI. Enough for the server's checks (magic bytes, frame header), tiny to send.
 */
export const fakeJpeg = (width: number, height: number, totalBytes: number): Uint8Array<ArrayBuffer> => {
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  // APP0 "JFIF": real camera JPEGs open with an APPn segment, and parsers expect one there.
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const fixed = 2 + app0.length + sof.length + 2;
  const padding = totalBytes - fixed;
  if (padding < 4) throw new Error('fakeJpeg: too small');
  const out = new Uint8Array(totalBytes);
  out.set([0xff, 0xd8], 0);
  out.set(app0, 2);
  out.set(sof, 2 + app0.length);
  // COM segments hold at most 65533 bytes of payload; chain as many as needed.
  let at = 2 + app0.length + sof.length;
  let left = padding;
  while (left > 0) {
    const payload = Math.min(65533, left - 4);
    out.set([0xff, 0xfe, (payload + 2) >> 8, (payload + 2) & 0xff], at);
    at += 4 + payload;
    left -= 4 + payload;
    if (left > 0 && left < 4) throw new Error('fakeJpeg: awkward size, pick another');
  }
  out.set([0xff, 0xd9], at);
  return out;
};
