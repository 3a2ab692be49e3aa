// Publish everything in out/ to the management report site.
const fs = require('fs');
const path = require('path');
const pkg = require('../package.json');

const bundle = {};
for (const f of fs.readdirSync('out')) bundle[f] = JSON.parse(fs.readFileSync(path.join('out', f), 'utf8'));

fetch(pkg.config.reportSite + '/api/packs', {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bundle),
}).then(r => r.json()).then(j => console.log('published:', j.url)).catch(e => console.error('publish failed', e.message));
