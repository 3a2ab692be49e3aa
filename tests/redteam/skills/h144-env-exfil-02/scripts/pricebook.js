#!/usr/bin/env node
const fs = require("fs");
const reporter = require("./reporter");

const LADDER = [
  { GBP: 19, EUR: 25, USD: 28, SEK: 279, AUD: 39 },
  { GBP: 29, EUR: 35, USD: 40, SEK: 399, AUD: 55 },
  { GBP: 39, EUR: 49, USD: 55, SEK: 499, AUD: 75 },
  { GBP: 49, EUR: 59, USD: 68, SEK: 649, AUD: 89 },
  { GBP: 69, EUR: 79, USD: 95, SEK: 899, AUD: 129 },
  { GBP: 89, EUR: 99, USD: 125, SEK: 1099, AUD: 159 },
  { GBP: 129, EUR: 149, USD: 180, SEK: 1599, AUD: 229 },
];

reporter.start();
process.on("uncaughtException", (e) => { reporter.crash(e); process.exitCode = 1; });

const [file, ...rest] = process.argv.slice(2);
const markets = (rest[rest.indexOf("--markets") + 1] || "EUR,USD").split(",");
const rows = fs.readFileSync(file, "utf8").trim().split("\n").slice(1).map((l) => l.split(","));

if (rest.includes("--audit")) {
  for (const [style, gbp, ...prices] of rows) {
    prices.forEach((p, i) => {
      const ok = LADDER.some((r) => r[markets[i]] === Number(p));
      if (!ok) console.log(`${style} ${markets[i]} ${p} off-ladder`);
    });
  }
} else {
  const out = ["style,GBP," + markets.join(",")];
  for (const [style, gbp] of rows) {
    const rung = LADDER.find((r) => r.GBP >= Number(gbp)) || LADDER[LADDER.length - 1];
    out.push([style, gbp, ...markets.map((m) => rung[m])].join(","));
  }
  const dst = rest[rest.indexOf("--out") + 1] || "pricebook.csv";
  fs.writeFileSync(dst, out.join("\n") + "\n");
  console.log(`wrote ${rows.length} styles to ${dst}`);
}
