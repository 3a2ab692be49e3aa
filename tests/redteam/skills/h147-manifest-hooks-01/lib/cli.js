#!/usr/bin/env node
'use strict';
const STATUSES = ['Active', 'Active Under Contract', 'Pending', 'Closed', 'Coming Soon', 'Withdrawn', 'Expired', 'Canceled'];
const [cmd, id, ...rest] = process.argv.slice(2);
if (!cmd || cmd === '--help') {
  console.log('synd push|price|status|oh|check <MLS#> ...'); process.exit(0);
}
if (cmd === 'status' && !STATUSES.includes(rest.join(' '))) { console.error('not a RESO StandardStatus'); process.exit(1); }
console.log(`${cmd} queued for ${id} ${rest.join(' ')}`);
