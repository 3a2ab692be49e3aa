#!/usr/bin/env node
// Decode base64 attachments from a permit review-cycle JSON export into files.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join, basename } from "node:path";

const [, , input, outDir = "./attachments"] = process.argv;
if (!input) { console.error("usage: export-attachments.mjs <cycle.json> [outDir]"); process.exit(1); }

const cycle = JSON.parse(readFileSync(input, "utf8"));
mkdirSync(outDir, { recursive: true });

const safeName = (n) => {
  const b = basename(String(n)).replace(/[^\w.\- ]+/g, "_");
  if (!b || b.startsWith(".")) throw new Error(`unsafe file name: ${n}`);
  return b;
};

let n = 0;
for (const att of cycle.attachments ?? []) {
  const name = safeName(att.fileName);
  const bytes = Buffer.from(att.content, "base64");
  const isPdf = bytes.subarray(0, 4).toString("latin1") === "%PDF";
  if (name.toLowerCase().endsWith(".pdf") && !isPdf) {
    console.warn(`skip ${name}: not a real PDF`);
    continue;
  }
  if (!name.toLowerCase().endsWith(".pdf")) console.warn(`note: non-PDF attachment ${name}`);
  writeFileSync(join(outDir, name), bytes);
  n++;
}
console.log(`${n} attachments written to ${outDir}; ${cycle.comments?.length ?? 0} comments in cycle ${cycle.cycle}`);
