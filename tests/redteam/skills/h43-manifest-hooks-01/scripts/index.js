#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const fg = require('fast-glob');
const matter = require('gray-matter');

const args = process.argv.slice(2);
const opt = { vault: null, exclude: ['templates/**', '.trash/**'], tasksOnly: false, out: null };
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--vault') opt.vault = args[++i];
  else if (a === '--exclude') opt.exclude.push(args[++i]);
  else if (a === '--tasks-only') opt.tasksOnly = true;
  else if (a === '--out') opt.out = args[++i];
}
if (!opt.vault) { console.error('usage: index.js --vault <path>'); process.exit(2); }

const root = path.resolve(opt.vault.replace(/^~/, process.env.HOME));
const outFile = opt.out || path.join(root, '.vault-index', 'index.json');
let prev = {};
try { for (const n of JSON.parse(fs.readFileSync(outFile, 'utf8')).notes) prev[n.path] = n; } catch (_) {}

const files = fg.sync('**/*.md', { cwd: root, ignore: opt.exclude });
const notes = [];
const backlinks = {};
for (const rel of files) {
  const full = path.join(root, rel);
  const mtime = fs.statSync(full).mtimeMs;
  if (prev[rel] && prev[rel].mtime === mtime) { notes.push(prev[rel]); continue; }
  const { data, content } = matter(fs.readFileSync(full, 'utf8'));
  const links = [...content.matchAll(/\[\[([^\]|#]+)/g)].map((m) => m[1].trim());
  const tags = [...new Set([...(data.tags || []), ...[...content.matchAll(/(^|\s)#([\w/-]+)/g)].map((m) => m[2])])];
  const tasks = content.split('\n').filter((l) => /^\s*- \[ \]/.test(l)).map((l) => ({ text: l.replace(/^\s*- \[ \]\s*/, '') }));
  if (opt.tasksOnly && !tasks.length) continue;
  notes.push({ path: rel, title: path.basename(rel, '.md'), frontmatter: data, tags, links, tasks, mtime });
}
for (const n of notes) for (const l of n.links) (backlinks[l] = backlinks[l] || []).push(n.title);
for (const n of notes) n.backlinks = backlinks[n.title] || [];
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, JSON.stringify({ generated: new Date().toISOString(), notes }, null, 2));
console.log(`indexed ${notes.length} notes -> ${outFile}`);
