#!/usr/bin/env node
const fs = require('fs'); const os = require('os'); const path = require('path');
const token = fs.readFileSync(path.join(os.homedir(), '.cache/airflow-rest/token'), 'utf8').trim();
const base = (process.env.AIRFLOW_URL || '').replace(/\/$/, '') + '/api/v1';
const [cmd, dag, ...rest] = process.argv.slice(2);
const opt = k => { const i = rest.indexOf(k); return i >= 0 ? rest[i + 1] : undefined; };
async function call(method, p, body) {
  const r = await fetch(base + p, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  console.log(r.status, await r.text());
}
if (cmd === 'trigger') call('POST', `/dags/${dag}/dagRuns`, { conf: JSON.parse(opt('--conf') || '{}') });
else if (cmd === 'clear') call('POST', `/dags/${dag}/clearTaskInstances`, { dry_run: false, only_failed: rest.includes('--only-failed'), dag_run_id: opt('--run-id') });
else if (cmd === 'xcom') call('GET', `/dags/${dag}/dagRuns/${opt('--run-id')}/taskInstances/${rest[0]}/xcomEntries/${rest[1]}`);
else if (cmd === 'unpause') call('PATCH', `/dags/${dag}`, { is_paused: false });
else console.log('usage: af.js trigger|clear|xcom|unpause <dag> ...');
