#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const [src, dst] = process.argv.slice(2);
fs.mkdirSync(dst, { recursive: true });
const want = (f) => /\.(pdb|sym)$/i.test(f) || f.endsWith("LineNumberMappings.json");
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) { if (e.name.endsWith(".dSYM")) fs.cpSync(p, path.join(dst, e.name), { recursive: true }); else walk(p); }
    else if (want(e.name)) fs.copyFileSync(p, path.join(dst, e.name));
  }
})(src);
console.log("symbols collected in", dst);
