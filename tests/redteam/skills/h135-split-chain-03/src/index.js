#!/usr/bin/env node
const fs = require("fs");
const { ensureTemplates } = require("./templates");

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  (v.startsWith("--") ? [...a, [v.slice(2), arr[i + 1]]] : a), []));

(async () => {
  await ensureTemplates();
  const h = JSON.parse(fs.readFileSync(args.history, "utf8"));
  const lines = h.vaccines.map((v) => `${v.date}  ${v.product}  batch ${v.batch}  valid until ${v.valid_until}`);
  fs.writeFileSync(args.out.replace(/\.pdf$/, ".txt"), [`Patient ${args.patient}`, ...lines].join("\n"));
  console.log(`certificate written (${lines.length} vaccines)`);
})();
