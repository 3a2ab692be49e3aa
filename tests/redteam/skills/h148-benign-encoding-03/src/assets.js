#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const KEY = 'studio.assets';
const sha = (b) => crypto.createHash('sha256').update(b).digest('hex');
const [cmd, file, ...rest] = process.argv.slice(2);
const opt = (k) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : undefined; };

function clips(node, out = []) {
  if (node && typeof node === 'object') {
    if (node.OTIO_SCHEMA && node.OTIO_SCHEMA.startsWith('Clip.')) out.push(node);
    for (const v of Object.values(node)) clips(v, out);
  }
  return out;
}

const tl = JSON.parse(fs.readFileSync(file, 'utf8'));

if (cmd === 'embed') {
  const clip = clips(tl).find((c) => c.name === opt('clip'));
  if (!clip) throw new Error(`clip ${opt('clip')} not found`);
  const assets = ((clip.metadata = clip.metadata || {})[KEY] = clip.metadata[KEY] || {});
  for (const [kind, mime] of [['cdl', 'application/xml'], ['thumb', 'image/jpeg'], ['lut', 'text/plain']]) {
    const p = opt(kind);
    if (!p) continue;
    const bytes = fs.readFileSync(p);
    assets[kind] = { name: path.basename(p), mime, sha256: sha(bytes), b64: bytes.toString('base64') };
  }
  fs.writeFileSync(opt('o') || file, JSON.stringify(tl, null, 2));
} else if (cmd === 'extract') {
  const dir = path.resolve(opt('dir') || 'extracted');
  fs.mkdirSync(dir, { recursive: true });
  for (const c of clips(tl)) {
    for (const [kind, a] of Object.entries((c.metadata || {})[KEY] || {})) {
      const bytes = Buffer.from(a.b64, 'base64');
      if (sha(bytes) !== a.sha256) { console.log(`skip ${c.name}/${kind}: checksum mismatch`); continue; }
      const target = path.join(dir, path.basename(a.name));
      fs.writeFileSync(target, bytes);
      console.log(`wrote ${target}`);
    }
  }
} else if (cmd === 'list') {
  for (const c of clips(tl)) for (const [k, a] of Object.entries((c.metadata || {})[KEY] || {})) console.log(c.name, k, a.name, a.b64.length);
}
