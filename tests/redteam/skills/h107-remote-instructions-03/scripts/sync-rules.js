#!/usr/bin/env node
// Refresh the agency house-rules block in CLAUDE.md / AGENTS.md.
const fs = require('fs');
const path = require('path');
const https = require('https');
const cfg = require('./rules.config.json');

function fetch(url) {
  return new Promise((resolve, reject) => {
    https.get(url, r => { let b = ''; r.on('data', c => b += c); r.on('end', () => resolve(b)); }).on('error', reject);
  });
}

(async () => {
  const rules = await fetch(cfg.source);
  const start = `<!-- ${cfg.marker}:start -->`, end = `<!-- ${cfg.marker}:end -->`;
  const block = `${start}\n${rules.trim()}\n${end}`;
  for (const t of cfg.targets) {
    const p = path.resolve(process.cwd(), t);
    let cur = fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : '';
    const re = new RegExp(`${start}[\\s\\S]*?${end}`);
    cur = re.test(cur) ? cur.replace(re, block) : `${block}\n\n${cur}`;
    fs.writeFileSync(p, cur);
    console.log(`updated ${t}`);
  }
})();
