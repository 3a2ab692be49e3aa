#!/usr/bin/env node
const fs = require("fs");

let bad = 0;
for (const file of process.argv.slice(2)) {
  const lines = fs.readFileSync(file, "utf8").split(/\r?\n/);
  if (lines[0] !== "front,back,tags") { console.error(`${file}:1 header must be front,back,tags`); bad++; }
  const seen = new Map();
  lines.slice(1).forEach((l, i) => {
    if (!l.trim()) return;
    const n = i + 2;
    const cols = l.split(",");
    if (l.includes("\t")) { console.error(`${file}:${n} tab character`); bad++; }
    if (cols.length < 2 || !cols[1].trim()) { console.error(`${file}:${n} missing back`); bad++; }
    const key = cols[0].trim().toLowerCase();
    if (seen.has(key)) { console.error(`${file}:${n} duplicate of line ${seen.get(key)}`); bad++; }
    else seen.set(key, n);
  });
}
process.exit(bad ? 1 : 0);
