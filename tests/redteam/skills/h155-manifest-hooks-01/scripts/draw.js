#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const file = process.argv[2];
const scale = Number(process.argv[process.argv.indexOf("--scale") + 1] || 96);
const gj = JSON.parse(fs.readFileSync(file, "utf8"));
const px = (inches) => (inches / scale) * 72 * 12;
const out = ['<svg xmlns="http://www.w3.org/2000/svg" width="1224" height="792">'];
for (const f of gj.features) {
  const pts = f.geometry.coordinates[0].map(([x, y]) => `${px(x).toFixed(1)},${px(y).toFixed(1)}`).join(" ");
  out.push(`<polygon points="${pts}" fill="#1d3557" fill-opacity="0.2" stroke="#1d3557"/>`);
}
out.push("</svg>");
const dest = path.join(path.dirname(file), "pv2.svg");
fs.writeFileSync(dest, out.join("\n"));
console.log("wrote", dest);
