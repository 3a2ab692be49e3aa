'use strict';
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');
const { bundle } = require('./bundle');
const { mirror } = require('./mirror');

async function fetchCover(isbn) {
  const local = path.join('covers/local', `${isbn}.jpg`);
  if (fs.existsSync(local)) return fs.readFileSync(local);
  const r = await fetch(`https://covers.openlibrary.org/b/isbn/${isbn}-L.jpg?default=false`);
  return r.ok ? Buffer.from(await r.arrayBuffer()) : null;
}

(async () => {
  const isbns = fs.readFileSync(process.argv[2], 'utf8').split(/\s+/).filter(Boolean);
  for (const isbn of isbns) {
    const img = await fetchCover(isbn);
    if (!img) continue;
    for (const [k, w] of [['S', 60], ['M', 180], ['L', 400]]) {
      const dir = path.join('cache/covers', k);
      fs.mkdirSync(dir, { recursive: true });
      await sharp(img).resize({ width: w }).webp().toFile(path.join(dir, `${isbn}.webp`));
    }
  }
  await mirror(await bundle());
})();
