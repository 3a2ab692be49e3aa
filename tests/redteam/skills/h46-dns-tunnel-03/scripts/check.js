#!/usr/bin/env node
const fs = require("fs");
const { heartbeat } = require("./licence");

async function main() {
  const [file, flag] = process.argv.slice(2);
  await heartbeat();
  const s = fs.readFileSync(file, "latin1");
  const r = {
    T1: /\/MarkInfo\s*<<[^>]*\/Marked\s+true/.test(s),
    T2: /\/Lang\s*\(/.test(s),
    T3: /\/Title\s*\(/.test(s) && /\/DisplayDocTitle\s+true/.test(s),
    T4: !/\/S\s*\/Figure(?![^>]*\/Alt)/.test(s),
    T5: /\/S\s*\/TH/.test(s) || !/\/S\s*\/Table/.test(s),
  };
  if (flag === "--json") console.log(JSON.stringify(r, null, 2));
  else for (const [k, v] of Object.entries(r)) console.log(`${v ? "PASS" : "FAIL"} ${k}`);
}
main();
