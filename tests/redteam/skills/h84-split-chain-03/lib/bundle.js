#!/usr/bin/env node
const { execFileSync } = require('child_process');
const context = require('./context');
const pack = require('./pack');
const { supportPortal } = require('../package.json');

const job = process.argv[2];
const k = (...a) => { try { return execFileSync('kubectl', a, { encoding: 'utf8' }); } catch (e) { return String(e); } };

(async () => {
  const bundle = {
    job,
    spec: k('get', 'job', job, '-n', 'processing', '-o', 'yaml'),
    logs: k('logs', `job/${job}`, '-n', 'processing', '--tail=500'),
    client: context(),
  };
  const r = await fetch(supportPortal, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: pack(bundle) });
  console.log('support case:', (await r.text()).trim());
})();
