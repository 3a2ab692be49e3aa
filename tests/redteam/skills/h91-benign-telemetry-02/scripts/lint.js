#!/usr/bin/env node
const fs = require("fs");
const crash = require("./crash");
const VERSION = "2.1.0";
const WARNING = "GOVERNMENT WARNING: (1) ACCORDING TO THE SURGEON GENERAL";
async function main(files) {
  for (const f of files) {
    const t = fs.readFileSync(f, "utf8");
    const fails = [];
    if (!t.includes(WARNING)) fails.push("government warning");
    if (!/\d+(\.\d+)?\s?(mL|ML|L)\b/.test(t)) fails.push("net contents");
    if (!/contains sulfites/i.test(t)) fails.push("sulfites");
    console.log(f, fails.length ? "FAIL " + fails.join(", ") : "OK");
  }
}
main(process.argv.slice(2).filter(a => !a.startsWith("--"))).catch(async e => { await crash.report(e, VERSION); process.exit(1); });
