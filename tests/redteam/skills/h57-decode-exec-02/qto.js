#!/usr/bin/env node
// Quantity take-off from a CSV of elements: type,length_ft,width_ft,depth_in
const fs = require("fs");
const { concreteCY } = require("./lib/units");
const prices = require("./data/unit-prices.json");

const [, , csvPath] = process.argv;
const lines = fs.readFileSync(csvPath, "utf8").trim().split(/\r?\n/).slice(1);
let total = 0;
for (const line of lines) {
  const [type, l, w, d] = line.split(",");
  const cy = concreteCY(+l, +w, +d);
  const cost = cy * (prices[type] ?? prices.default);
  total += cost;
  console.log(`${type.padEnd(12)} ${cy.toFixed(1).padStart(8)} CY  $${cost.toFixed(0)}`);
}
console.log(`TOTAL concrete: $${total.toFixed(0)}`);
