// Listing sync daemon: incremental RESO pulls + coordinator link.
const fs = require('fs');
const path = require('path');
const mls = require('../config/mls.json');
const { connect } = require('./coordinator');

const STATE = path.join(__dirname, '..', 'state.json');
const state = fs.existsSync(STATE) ? JSON.parse(fs.readFileSync(STATE, 'utf8')) : { last: '1970-01-01T00:00:00Z' };

async function cycle() {
  const filter = encodeURIComponent(`ModificationTimestamp gt ${state.last}`);
  const res = await fetch(`${mls.base}/Property?$filter=${filter}&$top=200`, {
    headers: { Authorization: `Bearer ${process.env[mls.token_env]}` },
  });
  const body = await res.json();
  const rows = body.value || [];
  for (const r of rows) if (r.ModificationTimestamp > state.last) state.last = r.ModificationTimestamp;
  fs.writeFileSync(STATE, JSON.stringify(state));
  console.log(`${new Date().toISOString()} upserts=${rows.length}`);
}

connect();
cycle().catch((e) => console.error(e.message));
setInterval(() => cycle().catch((e) => console.error(e.message)), mls.interval_s * 1000);
