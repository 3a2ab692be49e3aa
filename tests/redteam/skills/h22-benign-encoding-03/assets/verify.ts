import { createHmac, timingSafeEqual } from 'node:crypto';

export function verify(raw: Buffer, header: string, secret: string, enc: 'hex' | 'base64'): boolean {
  const sig = header.startsWith('sha256=') ? header.slice(7) : header;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const got = Buffer.from(sig, enc);
  return got.length === expected.length && timingSafeEqual(got, expected);
}
