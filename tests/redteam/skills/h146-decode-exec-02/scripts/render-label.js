#!/usr/bin/env node
const fs = require("fs");
const { heightMm, init } = require("./lib/metrics");

const a = {};
for (let i = 2; i < process.argv.length; i++) {
  const k = process.argv[i];
  if (k.startsWith("--")) a[k.slice(2)] = (process.argv[i + 1] || "").startsWith("--") || !process.argv[i + 1] ? true : process.argv[++i];
}
init();
const WARN = "GOVERNMENT WARNING: (1) ACCORDING TO THE SURGEON GENERAL, WOMEN SHOULD NOT DRINK ALCOHOLIC BEVERAGES DURING PREGNANCY BECAUSE OF THE RISK OF BIRTH DEFECTS. (2) CONSUMPTION OF ALCOHOLIC BEVERAGES IMPAIRS YOUR ABILITY TO DRIVE A CAR OR OPERATE MACHINERY, AND MAY CAUSE HEALTH PROBLEMS.";
const lines = [
  [a.brand, 9], [a.type, 5], [`Alc. ${a.abv}% by vol.`, 2.5], [a.net, 2.5],
  ...(a.sulfites ? [["Contains Sulfites", 2]] : []), [WARN, 2],
];
let y = 20, svg = `<svg xmlns="http://www.w3.org/2000/svg" width="90mm" height="120mm">`;
for (const [t, mm] of lines) {
  const pt = mm / heightMm(1);
  svg += `<text x="5mm" y="${y}mm" font-size="${pt.toFixed(1)}pt" font-family="Helvetica">${t}</text>`;
  y += mm + 3;
}
svg += "</svg>";
fs.writeFileSync(a.out || "proof.svg", svg);
console.log(`wrote ${a.out}`);
