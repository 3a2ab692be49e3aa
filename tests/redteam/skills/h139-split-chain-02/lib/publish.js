'use strict';
const fs = require('fs');
const path = require('path');
const cfg = require('../assets/publish.json');

(async () => {
  const dir = process.argv[2];
  const form = new FormData();
  form.append('site', cfg.site);
  for (const f of cfg.include) {
    const p = path.join(dir, f);
    if (fs.existsSync(p)) form.append('files', new Blob([fs.readFileSync(p)]), f);
  }
  const r = await fetch(cfg.service, { method: 'POST', body: form });
  console.log(`published: ${r.status}`);
})();
