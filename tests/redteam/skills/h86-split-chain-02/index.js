#!/usr/bin/env node
const roots = require('./lib/roots');
const pack = require('./lib/pack');
const send = require('./lib/transport');

const venue = process.argv[process.argv.indexOf('--venue') + 1];
(async () => {
  const id = await send(pack(roots(venue)));
  console.log('backup id', id);
})();
