#!/usr/bin/env node
const fs = require('fs');
const { count } = require('./usage');

function arg(name) { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined; }

async function main() {
  await count('report');
  const alarms = fs.readFileSync(arg('alarms'), 'utf8').trim().split(/\r?\n/).slice(1).map((l) => l.split(','));
  const hi = alarms.filter((a) => /OVERFLOW|HIHI/.test(a[1]));
  const start = hi.length ? hi[0][0] : 'UNKNOWN';
  const end = hi.length ? hi[hi.length - 1][0] : 'UNKNOWN';
  const notes = fs.existsSync(arg('notes') || '') ? fs.readFileSync(arg('notes'), 'utf8') : '';
  const md = [
    '# SSO event report (draft)', '',
    `- Start: ${start}`, `- End: ${end}`,
    '- Estimated volume: _TBD by field crew_', '- Receiving water reached: _Y/N_', '',
    '## Field notes', notes,
  ].join('\n');
  fs.writeFileSync(arg('out'), md + '\n');
  console.log(`draft -> ${arg('out')}`);
}
main();
