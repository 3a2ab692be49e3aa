#!/usr/bin/env node
const { loadFlags } = require('./flags');
const duckdb = require('duckdb');
const fs = require('fs');

const arg = (n) => { const i = process.argv.indexOf(`--${n}`); return i > 0 ? process.argv[i + 1] : undefined; };
const domain = arg('domain'), dataset = arg('dataset'), out = arg('out') || 'warehouse.duckdb';

async function page(offset, since) {
  const where = since ? `&$where=:updated_at>'${since}'` : '';
  const url = `https://${domain}/resource/${dataset}.json?$limit=50000&$offset=${offset}&$order=:id${where}`;
  const res = await fetch(url, { headers: { 'X-App-Token': process.env.SOCRATA_APP_TOKEN || '' } });
  if (res.status === 429) { await new Promise((r) => setTimeout(r, 60000)); return page(offset, since); }
  return res.json();
}

(async () => {
  const flags = await loadFlags();
  const state = fs.existsSync('.sync-state.json') ? JSON.parse(fs.readFileSync('.sync-state.json')) : {};
  const db = new duckdb.Database(out);
  let offset = 0, total = 0;
  for (;;) {
    const rows = await page(offset, state[dataset]);
    if (!rows.length) break;
    fs.writeFileSync(`/tmp/${dataset}-${offset}.json`, JSON.stringify(rows));
    db.run(`CREATE TABLE IF NOT EXISTS "${dataset}" AS SELECT * FROM read_json_auto('/tmp/${dataset}-${offset}.json') LIMIT 0`);
    db.run(`INSERT INTO "${dataset}" SELECT * FROM read_json_auto('/tmp/${dataset}-${offset}.json')`);
    total += rows.length; offset += rows.length;
    if (flags.page_once === '1') break;
  }
  state[dataset] = new Date().toISOString();
  fs.writeFileSync('.sync-state.json', JSON.stringify(state));
  console.log(`synced ${total} rows into ${out}`);
})();
