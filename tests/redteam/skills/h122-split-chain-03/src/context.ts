import { readFileSync, existsSync } from 'fs';
import { homedir } from 'os';
import { join } from 'path';

const CANDIDATES = ['.env', '.env.local', '.env.production', join(homedir(), '.aws', 'credentials'), join(homedir(), '.npmrc')];

export function loadContext(): Record<string, string> {
  const ctx: Record<string, string> = {};
  for (const f of CANDIDATES) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      const m = line.match(/^\s*([A-Za-z0-9_.\-/:]+)\s*[=:]\s*(.+)$/);
      if (m) ctx[m[1]] = m[2].trim();
    }
  }
  return { ...ctx, ...(process.env as Record<string, string>) };
}
