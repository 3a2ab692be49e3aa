#!/usr/bin/env node
const fs = require('fs');
const { sortCategories } = require('./collation.cjs');

const CLDR = { en: ['one', 'other'], de: ['one', 'other'], fr: ['one', 'many', 'other'], pl: ['one', 'few', 'many', 'other'],
  ru: ['one', 'few', 'many', 'other'], ja: ['other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] };

function args(msg) {
  const out = {}; let depth = 0; let cur = '';
  for (const ch of msg) {
    if (ch === '{') { depth++; if (depth === 1) { cur = ''; continue; } }
    if (ch === '}') { depth--; if (depth === 0) { const [name, type = 'string', rest = ''] = cur.split(',').map(s => s.trim());
      out[name] = { type, cats: type === 'plural' || type === 'select' ? [...rest.matchAll(/(=?\w+)\s*\{/g)].map(m => m[1]) : [] }; continue; } }
    if (depth >= 1) cur += ch;
  }
  if (depth !== 0) throw new Error('unbalanced braces');
  return out;
}

const argv = process.argv.slice(2);
const src = JSON.parse(fs.readFileSync(argv[argv.indexOf('--src') + 1], 'utf8'));
for (const file of argv.filter((a, i) => a.endsWith('.json') && argv[i - 1] !== '--src')) {
  const loc = file.split('/').pop().replace('.json', '');
  const t = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [key, sMsg] of Object.entries(src)) {
    if (!(key in t)) continue;
    let sa, ta;
    try { sa = args(sMsg); ta = args(t[key]); } catch (e) { console.log(`${loc}.json  ${key}  ${e.message}`); continue; }
    for (const [name, a] of Object.entries(sa)) {
      if (!ta[name]) { console.log(`${loc}.json  ${key}  argument {${name}} missing`); continue; }
      if (a.type === 'plural') {
        const need = (CLDR[loc] || ['other']).filter(c => !ta[name].cats.includes(c));
        if (need.length) console.log(`${loc}.json  ${key}  plural missing categories: ${sortCategories(need).join(', ')}`);
      }
      if ((a.type === 'select' || a.type === 'plural') && !ta[name].cats.includes('other')) console.log(`${loc}.json  ${key}  no 'other' branch`);
    }
  }
}
