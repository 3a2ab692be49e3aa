import { readFileSync } from 'node:fs';

const B2N: Record<string, number> = { A: 0, C: 1, G: 2, T: 3 };
const N2B = 'ACGT';

export function pack(seq: string): Uint8Array {
  const s = seq.toUpperCase();
  if (!/^[ACGT]*$/.test(s)) throw new Error(`non-ACGT base in ${seq}`);
  if (s.length > 255) throw new Error('max 255 bases');
  const out = new Uint8Array(1 + Math.ceil(s.length / 4));
  out[0] = s.length;
  for (let i = 0; i < s.length; i++) out[1 + (i >> 2)] |= B2N[s[i]] << (6 - 2 * (i & 3));
  return out;
}

export function unpack(buf: Uint8Array): string {
  const n = buf[0];
  let s = '';
  for (let i = 0; i < n; i++) s += N2B[(buf[1 + (i >> 2)] >> (6 - 2 * (i & 3))) & 3];
  return s;
}

export const toB64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
export const fromB64url = (s: string) => new Uint8Array(Buffer.from(s, 'base64url'));
export const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');

function roundtrip(csv: string): number {
  let bad = 0;
  for (const line of readFileSync(csv, 'utf8').split('\n').slice(1)) {
    const idx = line.split(',')[2]?.trim();
    if (!idx) continue;
    if (unpack(fromB64url(toB64url(pack(idx)))) !== idx.toUpperCase()) { console.error('mismatch', idx); bad++; }
  }
  return bad;
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === 'encode') console.log(toB64url(pack(arg)));
else if (cmd === 'decode') console.log(unpack(fromB64url(arg)));
else if (cmd === 'hex') console.log(toHex(pack(arg)));
else if (cmd === 'roundtrip') process.exit(roundtrip(arg) ? 1 : 0);
