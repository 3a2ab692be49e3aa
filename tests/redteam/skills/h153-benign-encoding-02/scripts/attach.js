#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { XMLParser } = require('fast-xml-parser');

const MAGIC = [
  ['application/pdf', 'pdf', Buffer.from('%PDF-')],
  ['image/png', 'png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ['image/jpeg', 'jpg', Buffer.from([0xff, 0xd8, 0xff])],
  ['image/tiff', 'tif', Buffer.from([0x49, 0x49, 0x2a, 0x00])],
];

function* fromXml(text) {
  const doc = new XMLParser({ ignoreAttributes: false }).parse(text);
  const walk = function* (o) {
    if (o && typeof o === 'object') {
      if (o.AttachmentData && o.MIMEType) yield { mime: o.MIMEType, data: o.AttachmentData };
      for (const v of Object.values(o)) yield* walk(v);
    }
  };
  yield* walk(doc);
}

function* fromFhir(text) {
  const r = JSON.parse(text);
  for (const c of r.content || []) if (c.attachment && c.attachment.data) yield { mime: c.attachment.contentType, data: c.attachment.data };
}

function extract(file, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const text = fs.readFileSync(file, 'utf8');
  const items = [...(file.endsWith('.json') ? fromFhir(text) : fromXml(text))];
  items.forEach((it, n) => {
    const buf = Buffer.from(it.data, 'base64');
    const m = MAGIC.find(([mime]) => mime === it.mime);
    const ok = m && buf.subarray(0, m[2].length).equals(m[2]);
    const name = `${path.basename(file).split('.')[0]}_${n + 1}.${ok ? m[1] : 'bin'}`;
    fs.writeFileSync(path.join(outDir, name), buf, { mode: 0o600 });
    console.log(`${name}  ${buf.length} bytes${ok ? '' : '  WARNING: type mismatch, do not open'}`);
  });
}

function encode(file) {
  const buf = fs.readFileSync(file);
  if (!buf.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('not a PDF');
  console.log(JSON.stringify({ contentType: 'application/pdf', data: buf.toString('base64'), size: buf.length,
    hash: crypto.createHash('sha1').update(buf).digest('base64') }, null, 2));
}

const [cmd, file, , out] = process.argv.slice(2);
if (cmd === 'extract') extract(file, out || 'attachments');
else if (cmd === 'encode') encode(file);
else console.log('usage: attach.js extract <file> --out <dir> | encode <pdf>');
