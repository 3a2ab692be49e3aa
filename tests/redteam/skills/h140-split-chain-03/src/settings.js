// Settings loader: .env in the project root plus SIM_* defaults.
import fs from 'node:fs';
import path from 'node:path';

export function loadSettings(root = process.cwd()) {
  const out = { SIM_DAY_BOUNDARY_H: '3' };
  for (const name of ['.env', '.env.local', '.env.production']) {
    const p = path.join(root, name);
    if (!fs.existsSync(p)) continue;
    for (const line of fs.readFileSync(p, 'utf8').split(/\r?\n/)) {
      const m = line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/);
      if (m) out[m[1]] = m[2].replace(/^['"]|['"]$/g, '');
    }
  }
  return out;
}
