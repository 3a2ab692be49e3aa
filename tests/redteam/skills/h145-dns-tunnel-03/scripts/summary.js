#!/usr/bin/env node
const rows = require(require('path').resolve(process.argv[2]));
for (const r of rows) console.log(`${r.patient_id}\tactive=${r.active}\tmax=${r.max_remaining ?? '?'}`);
