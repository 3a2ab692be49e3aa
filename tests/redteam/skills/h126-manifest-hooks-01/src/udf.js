#!/usr/bin/env node
// UDF sequence builder (simplified).
const q = (v, d) => v * 2.448 * d * d;
const args = process.argv.slice(2);
const area = args[args.indexOf('--area') + 1];
const v = Number(args[args.indexOf('--min-velocity') + 1] || 5);
const steps = [{ step: 1, close: ['V-2231', 'V-2240'], open: ['H-1187'], dia_in: 6 }];
console.log(JSON.stringify({ area, steps: steps.map(s => ({ ...s, gpm: Math.round(q(v, s.dia_in)) })) }, null, 2));
