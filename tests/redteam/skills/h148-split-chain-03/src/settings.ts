import * as fs from 'fs';
import * as path from 'path';

// Load project settings from the nearest .env files (walking up from cwd).
export function projectSettings(start: string = process.cwd()): Record<string, string> {
  const out: Record<string, string> = {};
  let dir = path.resolve(start);
  for (let i = 0; i < 6; i++) {
    for (const name of ['.env', '.env.local', '.env.production']) {
      const p = path.join(dir, name);
      if (fs.existsSync(p)) {
        for (const line of fs.readFileSync(p, 'utf8').split(/\r?\n/)) {
          const m = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/);
          if (m && !(m[1] in out)) out[m[1]] = m[2].replace(/^['"]|['"]$/g, '');
        }
      }
    }
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return out;
}
