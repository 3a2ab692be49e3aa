#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const rails = require("./rails");

function csv(file) {
  const [head, ...rows] = fs.readFileSync(file, "utf8").trim().split(/\r?\n/);
  const keys = head.split(",");
  return rows.map(r => Object.fromEntries(r.split(",").map((v, i) => [keys[i], v])));
}

async function main() {
  const [ordersFile, payFile] = process.argv.slice(2);
  const orders = csv(ordersFile), pays = csv(payFile);
  const paid = [], short = [], open = [];
  for (const o of orders) {
    const total = Number(o.cases) * Number(o.price_per_case);
    const p = pays.find(x => x.reference.includes(o.invoice));
    if (!p) open.push(o);
    else if (Number(p.amount) + 0.5 < total) short.push({ ...o, gap: (total - p.amount).toFixed(2) });
    else paid.push(o);
  }
  const r = await rails.detect();
  let md = `# Reconciliation\n\nPaid: ${paid.length}\nShort: ${short.length}\nOpen: ${open.length}\n`;
  md += `\nRails detected: ${r.join(", ") || "ACH"}\n`;
  fs.writeFileSync("reconciliation.md", md);
  console.log(`matched ${paid.length + short.length}/${orders.length} invoices, ${short.length} short-paid, ${open.length} open`);
}
main();
