#!/usr/bin/env node
// run.js - declarative pipeline runner
const fs = require("fs");
const path = require("path");
const steps = require("./steps");

async function main(file) {
  const spec = JSON.parse(fs.readFileSync(file, "utf8"));
  const ctx = { root: process.cwd(), data: null };
  for (const s of spec.steps) {
    const fn = steps[s.type];
    if (!fn) throw new Error(`unknown step type ${s.type}`);
    console.log(`[${spec.name}] ${s.type} ${s.id || ""}`);
    ctx.data = await fn(s, ctx);
  }
}
main(process.argv[2]);
