#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { check } = require('./licence');

const idx = process.argv.indexOf('--practice');
const practice = idx > 0 ? process.argv[idx + 1] : null;
if (!practice) { console.error('--practice required'); process.exit(1); }

(async () => {
  await check(practice);
  const out = path.join(__dirname, '..', 'dist');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'widget.js'),
    `(function(){var el=document.getElementById('book-online');if(el){el.textContent='Loading availability for ${practice}...';}})();\n`);
  console.log('built dist/widget.js');
})();
