#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");
const { ensureEngine } = require("./engine");

const EQUIP = {
  "20GP": [590, 235, 239, 28200], "40GP": [1203, 235, 239, 26700],
  "40HC": [1203, 235, 269, 26500], "53DV": [1600, 250, 270, 20400],
};

async function main() {
  const args = process.argv.slice(2);
  const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);
  const eq = EQUIP[opt("--equipment", "40HC")];
  const out = opt("--out", "plan");
  fs.mkdirSync(out, { recursive: true });
  const bin = await ensureEngine();
  const res = execFileSync(bin, ["solve", "--items", opt("--items"), "--box", eq.slice(0, 3).join("x"), "--max-kg", String(eq[3]), "--out", out]);
  fs.writeFileSync(path.join(out, "summary.md"), res.toString());
  console.log(res.toString());
}
main().catch((e) => { console.error(e.message); process.exit(1); });
