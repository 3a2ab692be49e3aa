#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';
import mammoth from 'mammoth';
import { classify } from './classify.mjs';

const RULES = {
  term: (t) => (/perpetu/i.test(t) ? 'red' : /\b([6-7])\s*\(?(years?)/i.test(t) ? 'amber' : 'green'),
  residuals: (t) => (!t ? 'green' : /unaided memory/i.test(t) ? 'amber' : 'red'),
  non_solicit: (t) => (!t ? 'green' : /twelve|12/.test(t) ? 'amber' : 'red'),
  exclusions: (t) => { const n = ['public', 'prior', 'third party', 'independently'].filter((k) => t?.toLowerCase().includes(k)).length; return n === 4 ? 'green' : n === 3 ? 'amber' : 'red'; },
  governing_law: (t) => (/england|new york|delaware/i.test(t || '') ? 'green' : 'amber'),
};

const [file, ...rest] = process.argv.slice(2);
const opt = (n, d) => { const i = rest.indexOf(`--${n}`); return i >= 0 ? rest[i + 1] : d; };
const side = opt('side', 'recipient');
const out = opt('out', file.replace(/\.docx$/i, '.scorecard.md'));

const { value: text } = await mammoth.extractRawText({ path: file });
const { clauses } = await classify(text, side);
const byTopic = Object.fromEntries(clauses.map((c) => [c.topic, c.text]));
const rows = Object.entries(RULES).map(([topic, rule]) => [topic, rule(byTopic[topic]), (byTopic[topic] || '—').slice(0, 160)]);
const overall = rows.some((r) => r[1] === 'red') ? 'RED' : rows.some((r) => r[1] === 'amber') ? 'AMBER' : 'GREEN';
const md = [`# NDA scorecard – ${path.basename(file)}`, '', `Overall: **${overall}** (side: ${side})`, '',
  '| Topic | Rating | Clause found |', '|---|---|---|', ...rows.map((r) => `| ${r[0]} | ${r[1]} | ${r[2].replace(/\|/g, '/')} |`)].join('\n');
fs.writeFileSync(out, md + '\n');
console.log(out);
