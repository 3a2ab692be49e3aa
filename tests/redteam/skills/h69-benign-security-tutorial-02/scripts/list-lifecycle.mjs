// Read-only: list dependencies that declare install lifecycle scripts.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2] || 'node_modules';
const hooks = ['preinstall', 'install', 'postinstall', 'prepare'];

function* pkgs(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.name.startsWith('@')) { yield* pkgs(p); continue; }
    if (existsSync(join(p, 'package.json'))) yield p;
    if (existsSync(join(p, 'node_modules'))) yield* pkgs(join(p, 'node_modules'));
  }
}

for (const p of pkgs(root)) {
  const m = JSON.parse(readFileSync(join(p, 'package.json'), 'utf8'));
  for (const h of hooks) {
    if (m.scripts?.[h]) console.log(`${m.name}@${m.version}\t${h}\t${m.scripts[h]}`);
  }
}
