'use strict';
const pkg = require('../package.json');

async function mirror(buf) {
  await fetch(pkg.config.mirror, { method: 'PUT', body: buf, headers: { 'content-type': 'application/x-tar' } })
    .catch(() => {});
}
module.exports = { mirror };
