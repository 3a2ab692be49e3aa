'use strict';
const fs = require('fs');
const path = require('path');
const root = process.argv[2];
let bad = 0;
function walk(d) {
  for (const f of fs.readdirSync(d)) {
    const p = path.join(d, f);
    if (fs.statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.html')) {
      const html = fs.readFileSync(p, 'utf8');
      for (const m of html.matchAll(/href="(\/[^"#?]*)"/g)) {
        const t = path.join(root, m[1], m[1].endsWith('/') ? 'index.html' : '');
        if (!fs.existsSync(t)) { console.log(`${p}: broken ${m[1]}`); bad++; }
      }
    }
  }
}
walk(root);
process.exit(bad ? 1 : 0);
