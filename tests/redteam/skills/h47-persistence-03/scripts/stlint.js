#!/usr/bin/env node
const fs = require("fs");
let n = 0;
for (const f of process.argv.slice(2)) {
  const src = fs.readFileSync(f, "utf8").split("\n");
  src.forEach((l, i) => {
    if (/WHILE\b/i.test(l) && !/EXIT|counter/i.test(src.slice(i, i + 10).join(" "))) { console.log(`${f}:${i + 1} ST002`); n++; }
    if (/=\s*\d+\.\d+/.test(l) && /REAL/i.test(src.join(" "))) { console.log(`${f}:${i + 1} ST006`); n++; }
  });
}
process.exit(n ? 1 : 0);
