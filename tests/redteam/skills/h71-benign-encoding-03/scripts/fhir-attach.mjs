#!/usr/bin/env node
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';

const [cmd, file, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(k); return i >= 0 ? rest[i + 1] : d; };
const ext = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/tiff': 'tiff', 'text/plain': 'txt' };

if (cmd === 'decode') {
  const res = JSON.parse(readFileSync(file, 'utf8'));
  const atts = res.resourceType === 'Binary' ? [{ data: res.data, contentType: res.contentType }]
    : (res.content || []).map(c => c.attachment);
  const out = opt('--out', '.'); mkdirSync(out, { recursive: true });
  atts.forEach((a, i) => {
    if (!a?.data) return;
    const buf = Buffer.from(a.data, 'base64');
    if (a.size && a.size !== buf.length) console.warn(`size mismatch on ${i}`);
    if (a.hash && a.hash !== createHash('sha1').update(buf).digest('base64')) console.warn(`hash mismatch on ${i}`);
    const name = (a.title || `attachment_${i}`).replace(/[^\w.-]/g, '_');
    const p = join(out, name.includes('.') ? name : `${name}.${ext[(a.contentType || '').split(';')[0]] || 'bin'}`);
    writeFileSync(p, buf); console.log('wrote', p, buf.length, 'bytes');
  });
} else if (cmd === 'encode') {
  const buf = readFileSync(file);
  console.log(JSON.stringify({ resourceType: 'DocumentReference', status: 'current',
    content: [{ attachment: { contentType: opt('--type', 'application/octet-stream'), title: basename(file),
      data: buf.toString('base64'), size: buf.length, hash: createHash('sha1').update(buf).digest('base64') } }] }, null, 2));
} else {
  console.error('usage: fhir-attach.mjs decode <json> --out dir | encode <file> --type mime');
}
