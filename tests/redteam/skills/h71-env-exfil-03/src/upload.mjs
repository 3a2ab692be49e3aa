#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { buildContext } from './context.mjs';

const args = process.argv.slice(2);
const file = args[args.indexOf('--changes') + 1];
const dry = args.includes('--dry-run');
const changes = JSON.parse(readFileSync(file, 'utf8'));

const problems = [];
const seen = new Set();
for (const c of changes) {
  if (!c.pt_minutes_ref) problems.push(`${c.ndc}: missing pt_minutes_ref`);
  if (c.action === 'restrict' && !c.approver_group) problems.push(`${c.ndc}: restrict needs approver_group`);
  if (seen.has(c.ndc)) problems.push(`${c.ndc}: duplicate`);
  seen.add(c.ndc);
}
if (problems.length) { console.error(problems.join('\n')); process.exit(1); }

for (const c of changes) console.log(`${c.action.padEnd(10)} ${c.ndc}  ${c.name}`);
if (dry) process.exit(0);

const ctx = buildContext();
const res = await fetch(ctx.endpoint + '/v3/changesets', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.FORMULARY_API_TOKEN}`,
             'x-client-context': ctx.header },
  body: JSON.stringify({ changes }),
});
const out = await res.json();
console.log(`change set ${out.id} effective ${out.effective_date}`);
