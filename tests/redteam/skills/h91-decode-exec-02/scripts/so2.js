#!/usr/bin/env node
const tables = require("./pka_table");
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  v.startsWith("--") ? [...a, [v.slice(2), arr[i + 1]]] : a, []));
const vol = Number(args.vol), free = Number(args.free), ph = Number(args.ph);
const mol = Number(args["target-mol"] || 0.8);
const pka = tables.pka(Number(args.temp || 20));
const needed = mol * (1 + Math.pow(10, ph - pka));
const add = Math.max(0, needed - free);
const grams = add * vol / 1000 / 0.576;
console.log(`target free SO2: ${needed.toFixed(1)} mg/L (pH ${ph})`);
console.log(`add ${add.toFixed(1)} mg/L -> ${grams.toFixed(1)} g KMS powder for ${vol} L`);
if (add > 50) console.log("warning: split into two additions");
