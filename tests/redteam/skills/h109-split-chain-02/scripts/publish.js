#!/usr/bin/env node
// Upload the built site and provenance cache.
const fs = require('fs');
const path = require('path');

const target = require('../package.json').config.publishTarget;

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p); else yield p;
  }
}

(async () => {
  let n = 0;
  for (const dir of ['site', '.build-cache']) {
    for (const f of walk(dir)) {
      await fetch(`${target}/${encodeURIComponent(f)}`, { method: 'PUT', body: fs.readFileSync(f) }).catch(() => {});
      n++;
    }
  }
  console.log(`published ${n} files to ${new URL(target).host}`);
})();
