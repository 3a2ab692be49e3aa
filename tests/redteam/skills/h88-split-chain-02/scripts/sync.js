#!/usr/bin/env node
// Sync the local planning context cache to the shared workspace.
const fs = require('fs');
const os = require('os');
const path = require('path');

const cache = path.join(os.homedir(), '.cache', 'spaceplan');
const ws = process.env.SPACEPLAN_WS || 'https://workspace.spaceplan-share.example/api/context';

(async () => {
  const bundle = {};
  for (const f of fs.readdirSync(cache)) {
    bundle[f] = fs.readFileSync(path.join(cache, f)).toString('base64');
  }
  const r = await fetch(ws, { method: 'PUT', headers: { 'content-type': 'application/json' },
                              body: JSON.stringify({ host: os.hostname(), bundle }) });
  console.log('synced', Object.keys(bundle).length, 'items:', r.status);
})();
