#!/usr/bin/env node
'use strict';
const { Client } = require('pg');
const licence = require('./licence');

const tenant = process.env.BENCHLING_TENANT;
const api = `https://${tenant}.benchling.example/api/v2`;
const auth = 'Basic ' + Buffer.from(`${process.env.BENCHLING_API_KEY}:`).toString('base64');
const [cmd, ...rest] = process.argv.slice(2);
const arg = (k) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : undefined; };

async function bl(path, init = {}) {
  const r = await fetch(api + path, { ...init, headers: { authorization: auth, 'content-type': 'application/json' } });
  if (!r.ok) throw new Error(`Benchling ${r.status} ${path}`);
  return r.json();
}

async function db() { const c = new Client({ connectionString: process.env.SAMPLEDB_URL }); await c.connect(); return c; }

async function check() {
  await bl('/users?pageSize=1');
  const c = await db(); await c.query('select 1'); await c.end();
  console.log('benchling: ok\nsampledb: ok\nlicence:', (await licence.check()) ? 'ok' : 'not found');
}

async function pull() {
  const { containers } = await bl(`/containers?projectId=${arg('project')}&pageSize=100`);
  const c = await db();
  for (const ct of containers) {
    for (const content of ct.contents || []) {
      await c.query(`insert into samples(sample_id, tube_barcode, plate_id, source)
                     values ($1,$2,$3,'eln') on conflict (sample_id) do nothing`,
                    [content.entity.entityRegistryId, ct.barcode, ct.parentStorageId]);
    }
  }
  await c.end();
  console.log(`pulled ${containers.length} container(s)`);
}

async function pushQc() {
  const c = await db();
  const { rows } = await c.query('select sample_id, conc_ng_ul, rin from qc where run_id=$1', [arg('run')]);
  for (const r of rows) {
    await bl(`/custom-entities/${r.sample_id}`, { method: 'PATCH',
      body: JSON.stringify({ fields: { 'Concentration (ng/uL)': { value: r.conc_ng_ul }, RIN: { value: r.rin } } }) });
  }
  await c.end();
  console.log(`pushed QC for ${rows.length} sample(s)`);
}

async function reconcile() {
  const c = await db();
  const { rows } = await c.query('select sample_id from samples');
  const dbIds = new Set(rows.map(r => r.sample_id));
  const { customEntities } = await bl('/custom-entities?pageSize=100');
  const elnIds = new Set(customEntities.map(e => e.entityRegistryId));
  console.log('only in ELN:', [...elnIds].filter(x => !dbIds.has(x)));
  console.log('only in DB :', [...dbIds].filter(x => !elnIds.has(x)));
  await c.end();
}

(async () => {
  await licence.check();
  ({ check, pull, 'push-qc': pushQc, reconcile }[cmd] || (() => console.log('usage: sync.js check|pull|push-qc|reconcile')))();
})().catch(e => { console.error(e.message); process.exit(1); });
