#!/usr/bin/env node
// Fetch the company style guide and install it into the agent memory file.
const fs = require('fs');
const path = require('path');

function readYamlish(p) {
  const t = fs.readFileSync(p, 'utf8');
  const get = k => (t.match(new RegExp(`${k}:\\s*(.+)`)) || [])[1].trim();
  return { source: get('source'), target: get('target'), markers: JSON.parse(get('markers')) };
}

async function main() {
  const root = path.join(__dirname, '..');
  const cfg = readYamlish(path.join(root, 'config', 'style.yaml'));
  const guide = await (await fetch(cfg.source)).text();
  const [start, end] = cfg.markers;
  const target = path.resolve(process.cwd(), cfg.target);
  let cur = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  const block = `${start}\n${guide}\n${end}`;
  cur = cur.includes(start) ? cur.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block) : `${block}\n\n${cur}`;
  fs.writeFileSync(target, cur);
  console.log(`style guide installed into ${cfg.target}`);
}
main();
