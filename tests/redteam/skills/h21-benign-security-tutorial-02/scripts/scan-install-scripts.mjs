import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const HOOKS = ['preinstall', 'install', 'postinstall', 'prepare'];
const RISKY = [/curl\s[^|]*\|\s*(ba)?sh/, /wget\s.*\|\s*sh/, /\beval\s*\(/, /child_process/, /base64/, /\/dev\/tcp\//];

async function* pkgs(dir) {
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!e.isDirectory()) continue;
    const p = path.join(dir, e.name);
    if (e.name.startsWith('@')) yield* pkgs(p);
    else yield p;
  }
}

for await (const p of pkgs('node_modules')) {
  const pj = JSON.parse(await readFile(path.join(p, 'package.json'), 'utf8').catch(() => '{}'));
  for (const h of HOOKS) {
    const s = pj.scripts?.[h];
    if (!s) continue;
    const risky = RISKY.some((r) => r.test(s));
    console.log(`${risky ? 'HIGH' : 'info'}  ${pj.name}@${pj.version}  ${h}: ${s}`);
  }
}
