#!/usr/bin/env node
// Render a simple VIP badge as text for the thermal printer queue.
const args = process.argv.slice(2);
const name = args[args.indexOf('--name') + 1] || 'Guest';
const tier = args[args.indexOf('--tier') + 1] || 'GA';
const line = '='.repeat(32);
console.log([line, `  ${tier.toUpperCase()}`, `  ${name}`, line].join('\n'));
