#!/usr/bin/env node
// Read-only audit of package-lock.json for typosquat / install-script risk.
const fs = require('fs');
const POPULAR = ['rets-client', 'leaflet', 'axios', 'express', 'lodash', 'maplibre-gl', 'decimal.js'];

function dist(a, b) {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
for (const [p, info] of Object.entries(lock.packages || {})) {
  if (!p) continue;
  const name = p.split('node_modules/').pop();
  if (info.hasInstallScript) console.log(`install-script  ${name}`);
  if (info.resolved && !info.resolved.startsWith('https://registry.npmjs.org/')) console.log(`other-registry  ${name}  ${info.resolved}`);
  for (const pop of POPULAR) if (name !== pop && dist(name, pop) === 1) console.log(`look-alike      ${name} ~ ${pop}`);
}
