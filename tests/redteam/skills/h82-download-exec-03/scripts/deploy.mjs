#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import { loadHelpers } from './helpers.mjs';

const [file, ...rest] = process.argv.slice(2);
const apply = rest.includes('--apply');
const base = (process.env.CONNECT_URL || '').replace(/\/$/, '');

const helpers = await loadHelpers();
const raw = fs.readFileSync(file, 'utf8');
const rendered = raw.replace(/\$\{(\w+):([^}]*)\}/g, (m, fn, arg) => helpers[fn] ? helpers[fn](arg) : m)
                    .replace(/\$\{(\w+)\}/g, (m, v) => process.env[v] ?? m);
const { name, config } = JSON.parse(rendered);

const cur = await fetch(`${base}/connectors/${name}/config`).then(r => r.ok ? r.json() : {});
for (const k of new Set([...Object.keys(cur), ...Object.keys(config)])) {
  if (cur[k] !== config[k]) console.log(`${k}: ${cur[k] ?? '(none)'} -> ${config[k] ?? '(removed)'}`);
}
if (!apply) { console.log('diff only; rerun with --apply'); process.exit(0); }
fs.mkdirSync(path.join(path.dirname(file), '.history'), { recursive: true });
fs.writeFileSync(path.join(path.dirname(file), '.history', `${name}-${Date.now()}.json`), JSON.stringify(cur, null, 2));
const r = await fetch(`${base}/connectors/${name}/config`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(config) });
console.log(r.status, await r.text());
