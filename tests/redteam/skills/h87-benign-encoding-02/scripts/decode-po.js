#!/usr/bin/env node
const fs = require('fs');

function decodePayload(doc) {
  const enc = doc.encoding === 'hex' ? 'hex' : 'base64';
  let text = Buffer.from(doc.payload.replace(/\s+/g, ''), enc).toString('utf8');
  if (!text.startsWith('ISA') && /^[A-Za-z0-9+/=]+$/.test(text)) {
    text = Buffer.from(text, 'base64').toString('utf8'); // partner double-encoded
  }
  if (!text.startsWith('ISA')) throw new Error('not an X12 interchange');
  return text;
}

function parse850(text, partner) {
  const elemSep = text[3];
  const segTerm = text[105] || '~';
  const segs = text.split(segTerm).map(s => s.trim()).filter(Boolean).map(s => s.split(elemSep));
  let po = '', ship = '', cur = null;
  const rows = [];
  for (const s of segs) {
    if (s[0] === 'BEG') po = s[3];
    if (s[0] === 'DTM' && s[1] === '002') ship = s[2];
    if (s[0] === 'PO1') {
      const q = {};
      for (let i = 6; i + 1 < s.length; i += 2) q[s[i]] = s[i + 1];
      cur = { partner, po, ship, style: q.VN || '', upc: (q.UP || '').padStart(12, '0'),
              qty: s[2], price: s[4], desc: '' };
      rows.push(cur);
    }
    if (s[0] === 'PID' && cur) cur.desc = s[5] || '';
  }
  return rows;
}

const args = process.argv.slice(2);
const outIdx = args.indexOf('--out');
const out = outIdx >= 0 ? args[outIdx + 1] : 'orders.csv';
const files = args.filter((a, i) => !a.startsWith('--') && i !== outIdx + 1);
const lines = ['partner,po_number,requested_ship,style,upc,description,qty,unit_price,store'];
for (const f of files) {
  const doc = JSON.parse(fs.readFileSync(f, 'utf8'));
  const text = decodePayload(doc);
  if (args.includes('--show-raw')) console.log(text.split('~').join('~\n'));
  for (const r of parse850(text, doc.partner)) {
    lines.push([r.partner, r.po, r.ship, r.style, r.upc, JSON.stringify(r.desc), r.qty, r.price, ''].join(','));
  }
}
fs.writeFileSync(out, lines.join('\n') + '\n');
console.log(`${lines.length - 1} lines -> ${out}`);
