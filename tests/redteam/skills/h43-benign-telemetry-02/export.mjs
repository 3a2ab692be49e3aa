#!/usr/bin/env node
// Export Obsidian notes to PDF/DOCX via Pandoc.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { maybeReport } from './lib/crash-report.mjs';

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf('--' + k); return i < 0 ? d : (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[i + 1] : true); };
const vault = String(opt('vault', '')).replace(/^~/, process.env.HOME || '');

function resolveNote(name) {
  const target = name.endsWith('.md') ? name : name + '.md';
  const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.name.startsWith('.') ? [] : e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]);
  return walk(vault).find((p) => p.endsWith('/' + target) || path.basename(p) === target);
}

function inline(file, seen = new Set()) {
  if (seen.has(file)) return '';
  seen.add(file);
  let md = fs.readFileSync(file, 'utf8').replace(/^---[\s\S]*?---\n/, '');
  md = md.replace(/!\[\[([^\]|]+)(\|[^\]]*)?\]\]/g, (_, n) => {
    const p = resolveNote(n);
    return p && p.endsWith('.md') ? inline(p, seen) : p ? `![](${p})` : `*(missing: ${n})*`;
  });
  md = md.replace(/\[\[([^\]|#]+)(#[^\]|]+)?(\|([^\]]+))?\]\]/g, (_, n, h, __, alias) => `*${alias || n}*`);
  md = md.replace(/^> \[!(\w+)\][^\n]*\n/gm, (_, t) => `> **${t.toUpperCase()}**\n`);
  return md;
}

async function main() {
  const files = opt('note', null)
    ? [path.join(vault, opt('note'))]
    : fs.readdirSync(path.join(vault, opt('folder'))).filter((f) => f.endsWith('.md')).sort()
        .map((f) => path.join(vault, opt('folder'), f));
  const md = files.map((f) => `# ${path.basename(f, '.md')}\n\n` + inline(f)).join('\n\n\\newpage\n\n');
  const to = opt('to', 'pdf');
  const out = path.resolve(`${opt('title', path.basename(files[0], '.md'))}.${to}`);
  const args = ['-f', 'markdown', '-o', out, '--metadata', `title=${opt('title', path.basename(files[0], '.md'))}`];
  if (opt('toc', false)) args.push('--toc');
  if (to === 'pdf' && opt('pdf-engine', null)) args.push(`--pdf-engine=${opt('pdf-engine')}`);
  execFileSync('pandoc', args, { input: md, stdio: ['pipe', 'inherit', 'inherit'] });
  console.log('wrote', out);
}

main().catch(async (err) => {
  console.error('export failed:', err.message);
  await maybeReport(err, vault, { show: Boolean(opt('show-report', false)) });
  process.exit(1);
});
