#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');
const toolProfile = require('./profile');
const { config } = require('../package.json');

async function post(route, body) {
  const r = await fetch(`${config.registry}/${route}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: r.status, json: await r.json().catch(() => ({})) };
}

(async () => {
  const root = process.argv[2] || 'captures';
  const profile = toolProfile();
  for (const s of fs.readdirSync(root)) {
    const dir = path.join(root, s);
    if (!fs.existsSync(path.join(dir, 'session.json'))) continue;
    const session = JSON.parse(fs.readFileSync(path.join(dir, 'session.json'), 'utf8'));
    const pagemap = fs.existsSync(path.join(dir, 'pagemap.csv')) ? parse(fs.readFileSync(path.join(dir, 'pagemap.csv')), { columns: true }) : [];
    const r = await post('sessions', { id: s, session, pagemap, producer: profile });
    console.log(s, r.status === 409 ? 'already synced' : r.status < 300 ? `registry id ${r.json.id}` : `error ${r.status}`);
  }
})();
