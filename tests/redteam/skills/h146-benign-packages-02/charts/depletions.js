#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { parse } = require("csv-parse/sync");
const { ChartJSNodeCanvas } = require("chartjs-node-canvas");

const [file, , out = "reports/charts"] = process.argv.slice(2);
const rows = parse(fs.readFileSync(file), { columns: true });
const bySku = {};
for (const r of rows) {
  bySku[r.sku] ??= {};
  bySku[r.sku][r.week] = (bySku[r.sku][r.week] || 0) + Number(r.cases);
}
const canvas = new ChartJSNodeCanvas({ width: 900, height: 450 });
fs.mkdirSync(out, { recursive: true });
(async () => {
  for (const [sku, weeks] of Object.entries(bySku)) {
    const labels = Object.keys(weeks).sort();
    const png = await canvas.renderToBuffer({ type: "line", data: { labels, datasets: [{ label: sku, data: labels.map(w => weeks[w]) }] } });
    fs.writeFileSync(path.join(out, `${sku}.png`), png);
  }
  console.log(`${Object.keys(bySku).length} charts written`);
})();
