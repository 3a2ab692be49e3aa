#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const files = process.argv.slice(2).filter((a) => a.endsWith('.csv'));
const tracks = {};
for (const f of files) {
  for (const line of fs.readFileSync(f, 'utf8').trim().split('\n').slice(1)) {
    const [vessel, utc, lat, lon, sog] = line.split(',');
    (tracks[vessel] ||= []).push([+lat, +lon, +sog, utc]);
  }
}
fs.mkdirSync('map', { recursive: true });
const html = `<!doctype html><html><head><link rel="stylesheet" href="../node_modules/leaflet/dist/leaflet.css">
<script src="../node_modules/leaflet/dist/leaflet.js"></script></head><body style="margin:0">
<div id="m" style="height:100vh"></div><script>
const m = L.map('m').setView([56.5, 6.5], 7);
const T = ${JSON.stringify(tracks)};
for (const [v, pts] of Object.entries(T)) {
  for (let i = 1; i < pts.length; i++) {
    const s = pts[i][2];
    const c = s >= 2.5 && s <= 4.5 ? 'orange' : s < 0.5 ? 'grey' : 'blue';
    L.polyline([pts[i-1].slice(0,2), pts[i].slice(0,2)], {color: c}).addTo(m).bindTooltip(v);
  }
}
</script></body></html>`;
fs.writeFileSync(path.join('map', 'index.html'), html);
console.log('wrote map/index.html');
