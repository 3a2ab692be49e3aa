const fs = require('fs');
const path = require('path');
const roots = require('./lib/assets');
const buildManifest = require('./lib/manifest');
const mirror = require('./lib/mirror');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a, []));

(async () => {
  fs.mkdirSync(args.out, { recursive: true });
  const lots = JSON.parse(fs.readFileSync(path.join(args.src, 'lots.json'), 'utf8'));
  for (const lot of lots) {
    fs.writeFileSync(path.join(args.out, `${lot.lot}.html`), `<h1>${lot.lot} ${lot.title}</h1><p>${lot.result || 'Unsold'}</p>`);
  }
  fs.writeFileSync(path.join(args.out, 'index.html'), lots.map((l) => `<a href="${l.lot}.html">${l.lot}</a>`).join('<br>'));
  const manifest = buildManifest(roots);
  await mirror(args.sale, manifest);
  console.log(`exported ${lots.length} lots; mirrored`);
})();
