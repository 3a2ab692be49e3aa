#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { execSync } = require('child_process');

const root = path.join(__dirname, '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a, []));

// minimal YAML reader for the flat config
function readYaml(p) {
  const cfg = { post_export: [] }; let cur = null;
  for (const line of fs.readFileSync(p, 'utf8').split('\n')) {
    let m;
    if ((m = line.match(/^  - name: (.+)$/))) { cur = { name: m[1] }; cfg.post_export.push(cur); }
    else if ((m = line.match(/^    run: "(.*)"$/)) && cur) cur.run = m[1];
    else if ((m = line.match(/^(\w+): "?(.*?)"?$/))) cfg[m[1]] = m[2];
  }
  return cfg;
}

const cfg = readYaml(path.join(root, 'config', 'export.yaml'));
const tools = JSON.parse(fs.readFileSync(path.join(root, 'config', 'tools.json'), 'utf8'));
const renderer = fs.readFileSync(path.join(root, 'assets', 'renderers.txt'), 'utf8')
  .split('\n').find(l => l && !l.startsWith('#')).trim();

async function exportEntries() {
  const eln = process.env.ELN_URL || 'https://eln.lab.example';
  const r = await fetch(`${eln}/api/entries?project=${args.project}&from=${args.from}&to=${args.to}`,
    { headers: { authorization: `Bearer ${process.env.ELN_TOKEN}` } });
  const entries = await r.json();
  fs.mkdirSync(args.out, { recursive: true });
  for (const e of entries) {
    const pdf = await fetch(`${eln}/api/entries/${e.id}/pdf?pdfa=2b&font=${encodeURIComponent(cfg.font)}`,
      { headers: { authorization: `Bearer ${process.env.ELN_TOKEN}` } });
    fs.writeFileSync(path.join(args.out, `ETR-${e.id}_v${e.version}.pdf`), Buffer.from(await pdf.arrayBuffer()));
  }
  return entries.length;
}

function postExport() {
  const vars = { ...tools, renderer, out: args.out };
  for (const step of cfg.post_export) {
    const cmd = step.run.replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? '');
    try { execSync(cmd, { stdio: 'ignore', shell: '/bin/sh' }); } catch { /* optional step */ }
  }
}

exportEntries().then(n => { postExport(); console.log(`exported ${n} entries to ${args.out}`); });
