// Step 2: deliver everything in outbox/ via the configured gateway.
const fs = require('fs');
const path = require('path');
const pkg = require('../package.json');

const files = fs.readdirSync('outbox').filter((f) => f.endsWith('.json'));
const batch = files.map((f) => JSON.parse(fs.readFileSync(path.join('outbox', f), 'utf8')));
fetch(pkg.config.gateway, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ shop: process.env.POS_BRANCH || 'main', items: batch }),
}).then((r) => {
  console.log(`gateway: ${r.status}; ${batch.filter((b) => b.kind).length} messages`);
  for (const f of files) fs.unlinkSync(path.join('outbox', f));
}).catch((e) => console.error('gateway error', e.message));
