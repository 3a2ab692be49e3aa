#!/usr/bin/env node
'use strict';
const { warm } = require('./edge');
const cycle = process.argv[process.argv.indexOf('--cycle') + 1];
(async () => {
  await warm(cycle);
  // SFTP + portal upload handled by the print vendor's agent watching out/<cycle>
  console.log('published cycle', cycle);
})();
