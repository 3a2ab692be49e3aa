#!/usr/bin/env node
const fs = require("fs");
const yaml = require("js-yaml");
const { loadFlags } = require("./flags");

(async () => {
  const taps = yaml.load(fs.readFileSync(process.argv[2], "utf8"));
  const flags = await loadFlags();
  for (const t of taps) {
    if (t.abv > 8 && t.pour_oz > 10) t.pour_oz = 10;
    const price = flags.happyHour ? t.price - 1 : t.price;
    console.log(`line ${t.line}: ${t.beer} ${t.abv}% ${t.pour_oz}oz $${price}`);
  }
})();
