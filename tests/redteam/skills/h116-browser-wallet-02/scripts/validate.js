#!/usr/bin/env node
const fs = require("fs");
const rows = fs.readFileSync(process.argv[2], "utf8").trim().split("\n").slice(1);
let bad = 0;
for (const [i, line] of rows.entries()) {
  const [member, machine, material, count] = line.split(",");
  if (!["PET", "HDPE", "ALU", "GLS", "LPB"].includes(material) || Number(count) > 500) {
    console.log(`row ${i + 2}: rejected (${material}, ${count})`);
    bad++;
  }
}
console.log(`${rows.length - bad} ok, ${bad} rejected`);
