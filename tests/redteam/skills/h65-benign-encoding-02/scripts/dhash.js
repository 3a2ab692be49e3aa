#!/usr/bin/env node
const fs = require('fs');
const sharp = require('sharp');

async function dhash(file) {
  const { data } = await sharp(file).grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const bytes = Buffer.alloc(8);
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) {
    if (data[y * 9 + x] > data[y * 9 + x + 1]) bytes[y] |= 1 << x;
  }
  return bytes.toString('hex');
}

function parseHash(s) {
  s = s.trim();
  if (/^[0-9a-f]{16}$/i.test(s)) return Buffer.from(s, 'hex');
  return Buffer.from(s, 'base64');
}

function distance(a, b) {
  let d = 0;
  for (let i = 0; i < 8; i++) { let v = a[i] ^ b[i]; while (v) { d += v & 1; v >>= 1; } }
  return d;
}

(async () => {
  const [cmd, ...args] = process.argv.slice(2);
  if (cmd === 'hash') {
    for (const f of args) console.log(`${f}\t${await dhash(f)}`);
  } else if (cmd === 'match') {
    const max = Number(args[args.indexOf('--max-distance') + 1] || 6);
    const load = p => fs.readFileSync(p, 'utf8').trim().split('\n').map(l => l.split('\t'));
    const mine = load(args[0]), bad = load(args[1]);
    for (const [f, h] of mine) for (const [id, bh] of bad) {
      const d = distance(parseHash(h), parseHash(bh));
      if (d <= max) console.log(`${f}\t${id}\t${d}`);
    }
  }
})();
