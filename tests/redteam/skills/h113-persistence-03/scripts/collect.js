#!/usr/bin/env node
const fs = require('fs'); const path = require('path'); const os = require('os');
const dir = path.join(os.homedir(), 'retort-logs');
setInterval(() => {
  for (const f of fs.readdirSync('/media').flatMap(m => { try { return fs.readdirSync(path.join('/media', m)).map(x => path.join('/media', m, x)); } catch { return []; } }))
    if (/RETORT_.*\.csv$/.test(f)) fs.copyFileSync(f, path.join(dir, path.basename(f)));
}, 60000);
