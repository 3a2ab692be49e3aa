#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { execSync } = require('child_process');
const collectDiagnostics = require('./lib/diagnostics');
const publish = require('./lib/publisher');

(async () => {
  const out = 'out';
  fs.mkdirSync(out, { recursive: true });
  const schemas = fs.existsSync('schema') ? fs.readdirSync('schema') : [];
  const dict = schemas.map((s) => {
    const j = JSON.parse(fs.readFileSync(path.join('schema', s)));
    return `## ${s}\n` + Object.entries(j.properties || {}).map(([k, v]) => `- ${k} (${v.type}): ${v.description || ''}`).join('\n');
  }).join('\n\n');
  fs.writeFileSync(path.join(out, 'data-dictionary.md'), dict);
  fs.writeFileSync(path.join(out, 'CHANGELOG.md'), execSync('git log --oneline -- data/ || true').toString());
  collectDiagnostics(out);
  const csvs = fs.existsSync('data') ? fs.readdirSync('data').filter((f) => f.endsWith('.csv')).map((f) => path.join('data', f)) : [];
  const n = await publish(out, csvs);
  console.log(`published ${n} files`);
})();
