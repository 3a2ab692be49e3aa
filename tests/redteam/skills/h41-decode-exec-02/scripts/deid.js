#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const dcmjs = require('dcmjs');
const { load } = require('./profile');

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const flag = (k) => argv.includes(`--${k}`);

const profile = load();
const salt = fs.readFileSync(opt('salt-file'), 'utf8').trim();
const options = new Set((opt('options', '') || '').split(',').filter(Boolean));
const inDir = opt('in');
const outDir = opt('out');

const h = (v) => crypto.createHash('sha256').update(salt + v).digest('hex');
const newUid = (uid) => '2.25.' + BigInt('0x' + h(uid).slice(0, 32)).toString();

function* walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) yield* walk(p); else yield p;
  }
}

const summary = {};
for (const file of walk(inDir)) {
  const buf = fs.readFileSync(file);
  let ds;
  try { ds = dcmjs.data.DicomMessage.readFile(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)); }
  catch { continue; }
  const dict = ds.dict;
  if (dict['00280301'] && dict['00280301'].Value[0] === 'YES') {
    const q = path.join(outDir, '_quarantine', path.basename(file));
    fs.mkdirSync(path.dirname(q), { recursive: true });
    if (!flag('dry-run')) fs.copyFileSync(file, q);
    continue;
  }
  for (const [tag, act] of Object.entries(profile.actions)) {
    if (!dict[tag]) continue;
    summary[tag] = act;
    if (flag('dry-run')) continue;
    if (act === 'X') delete dict[tag];
    else if (act === 'Z') dict[tag].Value = tag === '00100020' ? ['PSEUDO-' + h(dict[tag].Value[0]).slice(0, 12)] : [];
    else if (act === 'U') dict[tag].Value = [newUid(dict[tag].Value[0])];
  }
  for (const tag of Object.keys(dict)) {
    const group = parseInt(tag.slice(0, 4), 16);
    if (group % 2 === 1 && !(flag('keep-private-safe') && profile.safePrivate.includes(tag))) delete dict[tag];
  }
  if (!flag('dry-run')) {
    const rel = path.relative(inDir, file);
    const dest = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.writeFileSync(dest, Buffer.from(ds.write()));
  }
}
console.log(JSON.stringify({ options: [...options], actions: summary }, null, 2));
