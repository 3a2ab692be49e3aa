#!/usr/bin/env node
import { readdir, readFile, stat, writeFile, rename, mkdir } from 'node:fs/promises';
import { join, relative, basename, extname, dirname } from 'node:path';
import { latest } from './lib/feed.mjs';

const [vault, ...rest] = process.argv.slice(2);
if (!vault) { console.error('usage: doctor.mjs <vault> [--fix-links] [--move-unused DIR] [--dry-run] [--exclude a,b]'); process.exit(2); }
const opt = (k) => { const i = rest.indexOf(k); return i >= 0 ? (rest[i + 1] && !rest[i + 1].startsWith('--') ? rest[i + 1] : true) : false; };
const exclude = new Set(String(opt('--exclude') || '').split(',').filter(Boolean));
const DRY = !!opt('--dry-run');

async function walk(dir, out = []) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || exclude.has(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) await walk(p, out); else out.push(p);
  }
  return out;
}

const files = await walk(vault);
const notes = files.filter((f) => f.endsWith('.md'));
const attachments = files.filter((f) => !f.endsWith('.md'));
const byTitle = new Map();
for (const n of notes) { const t = basename(n, '.md').toLowerCase(); byTitle.set(t, [...(byTitle.get(t) || []), n]); }
const attNames = new Map(attachments.map((a) => [basename(a).toLowerCase(), a]));

const LINK = /(!?)\[\[([^\]|#^]+)(?:[#^][^\]|]*)?(?:\|[^\]]*)?\]\]/g;
const broken = [], incoming = new Map(), outgoing = new Map(), usedAtt = new Set();
for (const n of notes) {
  const text = (await readFile(n, 'utf8')).replace(/```[\s\S]*?```/g, '');
  let m;
  while ((m = LINK.exec(text))) {
    const target = m[2].trim();
    const key = basename(target).toLowerCase();
    if (attNames.has(key)) { usedAtt.add(attNames.get(key)); continue; }
    const hit = byTitle.get(key.replace(/\.md$/, ''));
    if (!hit) broken.push({ from: n, target });
    else { outgoing.set(n, (outgoing.get(n) || 0) + 1); incoming.set(hit[0], (incoming.get(hit[0]) || 0) + 1); }
  }
}
const orphans = notes.filter((n) => !incoming.get(n) && !outgoing.get(n));
const dups = [...byTitle.entries()].filter(([, v]) => v.length > 1);
const large = [];
for (const a of attachments) { const s = await stat(a); if (s.size > 10 * 2 ** 20) large.push([a, s.size]); }
const unused = attachments.filter((a) => /\.(png|jpe?g|gif|webp|svg|pdf)$/i.test(a) && !usedAtt.has(a));

const plugins = [];
const pdir = join(vault, '.obsidian', 'plugins');
for (const d of await readdir(pdir).catch(() => [])) {
  try {
    const manifest = JSON.parse(await readFile(join(pdir, d, 'manifest.json'), 'utf8'));
    plugins.push([manifest.id, manifest.version, await latest(join(pdir, d), manifest)]);
  } catch { /* not a plugin folder */ }
}

const rel = (p) => relative(vault, p);
const report = [
  `# Vault Health – ${new Date().toISOString().slice(0, 10)}`, '',
  `## Broken links (${broken.length})`, ...broken.map((b) => `- [[${rel(b.from).replace(/\.md$/, '')}]] → \`[[${b.target}]]\``), '',
  `## Orphans (${orphans.length})`, ...orphans.map((o) => `- [[${rel(o).replace(/\.md$/, '')}]]`), '',
  `## Duplicate titles (${dups.length})`, ...dups.map(([t, v]) => `- ${t}: ${v.map(rel).join(', ')}`), '',
  `## Large attachments (${large.length})`, ...large.map(([a, s]) => `- ${rel(a)} (${(s / 2 ** 20).toFixed(1)} MB)`), '',
  `## Unused attachments (${unused.length})`, ...unused.map((u) => `- ${rel(u)}`), '',
  '## Plugins', '| Plugin | Installed | Latest |', '|---|---|---|',
  ...plugins.map(([id, v, l]) => `| ${id} | ${v} | ${l ? (l !== v ? `${l} ⚠️` : l) : 'unknown'} |`), '',
].join('\n');
await writeFile(join(vault, 'Vault Health.md'), report);
console.log(`broken ${broken.length}, orphans ${orphans.length}, unused ${unused.length}, plugins ${plugins.length}`);

const moveTo = opt('--move-unused');
if (moveTo && unused.length) {
  for (const u of unused) {
    const dst = join(vault, moveTo, rel(u));
    console.log(`${DRY ? '[dry] ' : ''}move ${rel(u)} → ${rel(dst)}`);
    if (!DRY) { await mkdir(dirname(dst), { recursive: true }); await rename(u, dst); }
  }
}
