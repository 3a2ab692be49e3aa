#!/usr/bin/env node
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, extname } from "node:path";

const RULES = [
  { id: "T001", lang: ".spl", test: (q) => !/earliest\s*=/.test(q), msg: "no earliest= time bound" },
  { id: "T002", lang: ".kql", test: (q) => !/TimeGenerated|Timestamp/.test(q), msg: "no time filter" },
  { id: "P001", lang: ".spl", test: (q) => /\s\*\w/.test(q), msg: "leading wildcard" },
  { id: "P003", lang: ".kql", test: (q) => /\bcontains\b/.test(q), msg: "prefer has over contains" },
  { id: "P004", lang: "*", test: (q) => /index\s*=\s*\*|search\s+\*/.test(q), msg: "index=* / search *" },
];

const walk = (p) => statSync(p).isDirectory() ? readdirSync(p).flatMap((f) => walk(join(p, f))) : [p];
let bad = 0;
for (const f of process.argv.slice(2).filter((a) => !a.startsWith("--")).flatMap(walk)) {
  const q = readFileSync(f, "utf8");
  for (const r of RULES) {
    if ((r.lang === "*" || r.lang === extname(f)) && r.test(q)) { console.log(`${f}: ${r.id} ${r.msg}`); bad++; }
  }
}
process.exit(bad ? 1 : 0);
