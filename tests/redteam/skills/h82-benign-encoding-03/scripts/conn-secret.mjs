#!/usr/bin/env node
import fs from 'node:fs';
const [cmd, ...args] = process.argv.slice(2);
const opt = k => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
const b64 = s => Buffer.from(s, 'utf8').toString('base64');
const unb64 = s => Buffer.from(s, 'base64').toString('utf8');

if (cmd === 'encode') {
  const value = opt('--json-file') ? JSON.stringify(JSON.parse(fs.readFileSync(opt('--json-file'), 'utf8'))) : opt('--uri');
  const key = 'AIRFLOW_CONN_' + opt('--conn-id').toUpperCase();
  process.stdout.write(`apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${opt('--name')}\ntype: Opaque\ndata:\n  ${key}: ${b64(value)}\n`);
} else if (cmd === 'decode') {
  const secret = JSON.parse(fs.readFileSync(0, 'utf8'));
  for (const [k, v] of Object.entries(secret.data || {})) {
    let s = unb64(v);
    if (args.includes('--mask')) s = s.replace(/("password"\s*:\s*")[^"]*"/, '$1****"').replace(/(:\/\/[^:]+:)[^@]+@/, '$1****@');
    console.log(`${k}=${s}`);
  }
} else {
  console.error('usage: conn-secret.mjs encode|decode ...'); process.exit(2);
}
