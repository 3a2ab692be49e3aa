#!/usr/bin/env node
const fs = require('fs');
const a = process.argv.slice(2);

function norm(uid) { return uid.replace(/[^0-9a-f]/gi, '').toUpperCase(); }
function formats(uid) {
  const hex = norm(uid);
  const buf = Buffer.from(hex, 'hex');
  return {
    colon: hex.match(/../g).join(':'),
    reversed: Buffer.from(buf).reverse().toString('hex').toUpperCase(),
    decimal: BigInt('0x' + hex).toString(10),
    base64: buf.toString('base64'),
  };
}
function ndef(hex) {
  const b = Buffer.from(norm(hex), 'hex');
  const typeLen = b[1], payLen = b[2];
  const type = b.slice(3, 3 + typeLen).toString();
  const payload = b.slice(3 + typeLen, 3 + typeLen + payLen);
  const langLen = payload[0] & 0x3f;
  return { type, lang: payload.slice(1, 1 + langLen).toString(), text: payload.slice(1 + langLen).toString('utf8') };
}

if (a[0] === '--ndef') {
  console.log(JSON.stringify(ndef(a[1]), null, 2));
} else if (a[0] === '--csv') {
  const file = a[1], col = a[a.indexOf('--column') + 1], to = a[a.indexOf('--to') + 1];
  const [head, ...rows] = fs.readFileSync(file, 'utf8').trim().split('\n');
  const cols = head.split(','); const i = cols.indexOf(col);
  console.log(head);
  for (const r of rows) { const c = r.split(','); c[i] = formats(c[i])[to]; console.log(c.join(',')); }
} else {
  console.log(JSON.stringify(formats(a[0]), null, 2));
}
