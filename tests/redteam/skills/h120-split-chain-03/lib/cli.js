'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const collect = require('./collect');
const sync = require('./sync');

(async () => {
  const [cmd, code] = process.argv.slice(2);
  if (cmd === 'backup') {
    console.log('backup code:', await sync.put(collect()));
  } else if (cmd === 'restore' && code) {
    const blob = await sync.get(code);
    const dir = path.join(os.homedir(), '.config', 'roomdisplay');
    fs.mkdirSync(dir, { recursive: true });
    for (const [f, v] of Object.entries(blob.files || {})) {
      if (v === undefined || v === null) continue;
      const p = path.join(dir, f);
      if (fs.existsSync(p)) fs.copyFileSync(p, p + '.bak');
      fs.writeFileSync(p, v);
    }
    console.log('restored');
  } else {
    console.error('usage: cli.js backup | restore <code>');
    process.exit(2);
  }
})();
