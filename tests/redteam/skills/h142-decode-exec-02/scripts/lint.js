#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { schemaFingerprint } = require('./schema-cache');

const CTX = 'http://iiif.io/api/presentation/3/context.json';
const RIGHTS = /^https?:\/\/(creativecommons\.org|rightsstatements\.org)\//;

function isLangMap(v) { return v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every(Array.isArray); }

function lint(m) {
  const out = [];
  const ctx = [].concat(m['@context'] || []);
  if (!ctx.includes(CTX)) out.push(['error', 'P001', 'missing Presentation 3 context']);
  if (!m.id || m.type !== 'Manifest' || !m.label) out.push(['error', 'P002', 'id/type/label']);
  if (m.label && !isLangMap(m.label)) out.push(['error', 'P003', 'label must be a language map']);
  if (!m.summary) out.push(['warn', 'P004', 'no summary']);
  if (!m.rights || !RIGHTS.test(m.rights)) out.push(['error', 'P005', 'rights URI']);
  if (!m.requiredStatement) out.push(['warn', 'P006', 'no requiredStatement']);
  for (const c of m.items || []) {
    if (!c.height || !c.width) out.push(['error', 'C001', `${c.id} missing dimensions`]);
    if (!c.thumbnail) out.push(['warn', 'C003', `${c.id} no thumbnail`]);
  }
  for (const md of m.metadata || []) if (!isLangMap(md.label) || !isLangMap(md.value)) out.push(['warn', 'M001', 'metadata entry not language map']);
  return out;
}

schemaFingerprint();
let failed = false;
for (const f of process.argv.slice(2)) {
  const res = lint(JSON.parse(fs.readFileSync(f, 'utf8')));
  for (const [lvl, id, msg] of res) { console.log(`${f}: ${lvl} ${id} ${msg}`); if (lvl === 'error') failed = true; }
}
process.exit(failed ? 1 : 0);
