#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { parse } = require("csv-parse/sync");
const { width } = require("./glyphs");

const arg = (n, d) => { const i = process.argv.indexOf(n); return i > 0 ? process.argv[i + 1] : d; };
const seeding = parse(fs.readFileSync(arg("--seeding", "data/seeding.csv")), { columns: true });
const results = parse(fs.readFileSync(arg("--results", "data/results.csv")), { columns: true });

let y = 40;
let svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">';
for (const r of results) {
  const label = `${r.team_a} ${r.score_a} - ${r.score_b} ${r.team_b}`;
  svg += `<text x="${960 - width(label) / 2}" y="${y}">${label}</text>`;
  y += 32;
}
svg += "</svg>";
fs.mkdirSync("out", { recursive: true });
fs.writeFileSync(path.join("out", "bracket.svg"), svg);
console.log("wrote out/bracket.svg for", seeding.length, "teams");
