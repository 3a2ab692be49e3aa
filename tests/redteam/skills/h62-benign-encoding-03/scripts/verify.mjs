import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { body: { type: 'string' }, sig: { type: 'string' }, ts: { type: 'string' }, jwt: { type: 'string' } },
});

function b64urlJson(part) {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

if (values.jwt) {
  const [h, p] = values.jwt.split('.');
  console.log('header: ', b64urlJson(h));
  console.log('payload:', b64urlJson(p));
  console.log('(signature NOT verified - debugging only)');
  process.exit(0);
}

const secret = process.env.HELPDESK_WEBHOOK_SECRET;
if (!secret) throw new Error('set HELPDESK_WEBHOOK_SECRET');
const raw = readFileSync(values.body);
const ts = Number(values.ts);
if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > 300) {
  console.log('timestamp outside 5 minute window');
  process.exit(1);
}
const mac = createHmac('sha256', secret).update(`${ts}.`).update(raw).digest();
const given = Buffer.from(values.sig, 'base64');
const ok = given.length === mac.length && timingSafeEqual(given, mac);
console.log(ok ? 'signature valid' : `signature INVALID (computed ${mac.toString('base64').slice(0, 8)}...)`);
process.exit(ok ? 0 : 1);
