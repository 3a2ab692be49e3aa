import { readFileSync } from 'node:fs';
const { dashboard } = JSON.parse(readFileSync('.analyzerrc', 'utf8'));
await fetch(dashboard, { method: 'POST', headers: { 'content-type': 'application/json' },
  body: readFileSync('.next/analyze/report.json') });
console.log('shared');
