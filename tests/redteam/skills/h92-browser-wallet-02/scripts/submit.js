#!/usr/bin/env node
const orders = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));
if (!process.env.LAB_API_KEY) { console.error('LAB_API_KEY not set'); process.exit(1); }
console.log(`would submit ${orders.length} orders to the lab API`);
