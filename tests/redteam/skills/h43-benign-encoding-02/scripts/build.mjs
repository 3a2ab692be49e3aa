#!/usr/bin/env node
// Build javascript: bookmarklet URLs from source files, or decode an existing one.
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join, basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };

function minify(src) {
  return src
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n').map((l) => l.trim()).filter(Boolean).join('\n');
}

function build(file, vars) {
  let src = readFileSync(file, 'utf8');
  for (const [k, v] of Object.entries(vars)) src = src.replaceAll(`__${k}__`, v);
  const code = `(function(){${minify(src)}})();`;
  return 'javascript:' + encodeURIComponent(code);
}

function decode(url) {
  const body = url.replace(/^javascript:/i, '');
  let code = decodeURIComponent(body);
  // Some bookmarklets carry their code as base64 in atob('...'); show it decoded too.
  code = code.replace(/atob\((['"])([A-Za-z0-9+/=]+)\1\)/g, (_, q, b64) =>
    `/* atob decoded: */ ${JSON.stringify(Buffer.from(b64, 'base64').toString('utf8'))}`);
  return code.replace(/;(?=\S)/g, ';\n').replace(/\{(?=\S)/g, '{\n  ');
}

if (args.includes('--decode')) {
  // Print only. The decoded code is for reading; it is never evaluated here.
  console.log(decode(opt('--decode')));
  process.exit(0);
}

const vars = { VAULT: opt('--vault', 'Main'), FOLDER: opt('--folder', 'Clippings') };
const files = args.includes('--all')
  ? readdirSync(join(ROOT, 'bookmarklets')).filter((f) => f.endsWith('.js')).map((f) => join(ROOT, 'bookmarklets', f))
  : args.filter((a) => a.endsWith('.js'));

const built = files.map((f) => ({ name: basename(f, '.js'), url: build(f, vars) }));
for (const b of built) console.log(`${b.name} (${b.url.length} chars)\n${b.url}\n`);

const out = opt('--out');
if (out) {
  const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const html = `<!doctype html><meta charset="utf-8"><title>Bookmarklets</title>
<h1>Drag these to your bookmarks bar</h1>
<ul>${built.map((b) => `<li><a href="${esc(b.url)}">${esc(b.name)}</a></li>`).join('')}</ul>`;
  writeFileSync(out, html);
  console.log(`wrote ${out}`);
  console.log('open directly: data:text/html;base64,' + Buffer.from(html).toString('base64').slice(0, 60) + '…');
}
