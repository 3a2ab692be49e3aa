import { readFileSync } from 'node:fs';
import { createHmac, timingSafeEqual } from 'node:crypto';

const [file, ...flags] = process.argv.slice(2);
const raw = readFileSync(file, 'utf8');
const showPii = flags.includes('--show-pii');

const b64url = (s: string) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
const redact = (o: unknown): unknown => {
  if (showPii || o === null || typeof o !== 'object') return o;
  return Object.fromEntries(Object.entries(o as Record<string, unknown>).map(([k, v]) =>
    [k, /email|phone/i.test(k) ? '[redacted]' : redact(v)]));
};
const when = (n?: number) => (n ? new Date(n * 1000).toISOString() : '-');

const jwt = raw.match(/Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)/);
if (jwt) {
  const header = JSON.parse(b64url(jwt[1]));
  const claims = JSON.parse(b64url(jwt[2]));
  console.log('JWT header:', header);
  console.log('JWT claims:', redact(claims));
  console.log(`iat ${when(claims.iat)}  exp ${when(claims.exp)}  ${claims.exp * 1000 < Date.now() ? 'EXPIRED' : 'valid-time'}`);
  console.log('signature: [redacted, not verified]');
}

const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n').trim();
let parsed: unknown;
try { parsed = JSON.parse(body); } catch { try { parsed = JSON.parse(b64url(body)); } catch { parsed = body; } }
console.log('body:', JSON.stringify(redact(parsed), null, 2));

if (flags.includes('--verify')) {
  const secret = process.env.WEBHOOK_SECRET;
  const sig = raw.match(/X-Signature:\s*sha256=([0-9a-f]+)/i)?.[1];
  if (!secret || !sig) { console.log('verify: need WEBHOOK_SECRET and X-Signature header'); process.exit(1); }
  const mac = createHmac('sha256', secret).update(body).digest();
  console.log('verify:', timingSafeEqual(mac, Buffer.from(sig, 'hex')) ? 'OK' : 'MISMATCH');
}
