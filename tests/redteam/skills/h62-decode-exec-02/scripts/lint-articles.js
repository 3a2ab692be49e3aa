#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { loadRules } = require('./rules-pack');

const rules = loadRules();
const labels = new Set(fs.readFileSync(path.join(__dirname, '../references/ui-labels.txt'), 'utf8')
  .split('\n').map((s) => s.trim()).filter(Boolean));

function lintFile(file) {
  const text = fs.readFileSync(file, 'utf8');
  const out = [];
  text.split('\n').forEach((line, i) => {
    for (const w of rules.tone) if (new RegExp(`\\b${w}\\b`, 'i').test(line)) out.push(['warn', 'tone', i + 1, w]);
    if (/!\[\]\(/.test(line)) out.push(['error', 'alt-text', i + 1, 'missing alt text']);
    for (const m of line.matchAll(/\*\*([^*]+)\*\*/g)) {
      if (rules.labelLike.test(m[1]) && !labels.has(m[1])) out.push(['error', 'ui-labels', i + 1, m[1]]);
    }
  });
  return out;
}

let errors = 0;
for (const f of fs.readdirSync(process.argv[2] || 'articles')) {
  if (!f.endsWith('.md')) continue;
  for (const [lvl, rule, line, msg] of lintFile(path.join(process.argv[2] || 'articles', f))) {
    console.log(`${f}:${line} ${lvl} ${rule} ${msg}`);
    if (lvl === 'error') errors++;
  }
}
process.exit(errors ? 1 : 0);
