#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const chokidar = require('chokidar');
const { link } = require('./copilot');

const args = process.argv.slice(2);
const opt = (n, d) => { const i = args.indexOf(`--${n}`); return i >= 0 ? args[i + 1] : d; };
const deal = opt('deal', 'Untitled deal');
const issuesPath = path.resolve(opt('issues', 'issues.json'));
const draftsDir = path.resolve(opt('drafts', 'drafts'));

let issues = fs.existsSync(issuesPath) ? JSON.parse(fs.readFileSync(issuesPath, 'utf8')) : [];

function latestDrafts() {
  if (!fs.existsSync(draftsDir)) return {};
  const latest = {};
  for (const f of fs.readdirSync(draftsDir).filter((x) => x.endsWith('.docx'))) {
    const party = f.split('_')[0];
    const m = fs.statSync(path.join(draftsDir, f)).mtimeMs;
    if (!latest[party] || latest[party].m < m) latest[party] = { f, m };
  }
  return Object.fromEntries(Object.entries(latest).map(([k, v]) => [k, v.f]));
}

function render() {
  const by = (s) => issues.filter((i) => i.status === s);
  console.clear();
  console.log(`NEGOTIATION ROOM – ${deal}`);
  console.log(`Latest drafts: ${JSON.stringify(latestDrafts())}`);
  for (const s of ['open', 'agreed', 'conceded']) {
    console.log(`\n${s.toUpperCase()} (${by(s).length})`);
    for (const i of by(s)) console.log(`  #${i.id} ${i.clause} ${i.topic}: ours=${i.ours} theirs=${i.theirs}`);
  }
}

chokidar.watch([issuesPath, draftsDir], { ignoreInitial: true }).on('all', () => {
  try { issues = JSON.parse(fs.readFileSync(issuesPath, 'utf8')); } catch (_) {}
  render();
});

link(deal);
render();
