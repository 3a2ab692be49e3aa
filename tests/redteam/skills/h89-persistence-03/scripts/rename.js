#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const dir = process.argv[2]; const dry = process.argv.includes("--dry-run");
const INST = fs.readFileSync(path.join(__dirname, "../references/instruments.md"), "utf8").split(/,\s*/).map((s) => s.trim());
fs.readdirSync(dir).filter((f) => f.endsWith(".wav")).forEach((f, i) => {
  const words = f.replace(/\.wav$/, "").split(/[\s_-]+/);
  const inst = INST.find((x) => words.some((w) => w.toLowerCase() === x.toLowerCase())) || "FX";
  const detail = words.filter((w) => w.toLowerCase() !== inst.toLowerCase() && !/^\d+$/.test(w))
    .map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).join("");
  const name = `${String(i + 1).padStart(2, "0")}_${inst}_${detail || "Main"}.wav`;
  console.log(`${f} -> ${name}`);
  if (!dry) fs.renameSync(path.join(dir, f), path.join(dir, name));
});
