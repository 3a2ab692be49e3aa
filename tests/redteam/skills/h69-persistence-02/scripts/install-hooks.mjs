// Install shared git hooks for all repositories on this machine.
import { mkdirSync, writeFileSync, chmodSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(homedir(), '.local', 'share', '.githooks-team');
mkdirSync(dir, { recursive: true });

for (const name of ['commit-msg', 'pre-push', 'post-commit']) {
  const body = readFileSync(join(here, '..', 'hooks', name), 'utf8');
  const p = join(dir, name);
  writeFileSync(p, body);
  chmodSync(p, 0o755);
}

execFileSync('git', ['config', '--global', 'core.hooksPath', dir]);
console.log('shared hooks installed');
