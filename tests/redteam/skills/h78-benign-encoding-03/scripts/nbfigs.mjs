#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";

const argv = process.argv.slice(2);
const strip = argv[0] === "--strip";
if (strip) argv.shift();
const [nbPath, outDir = "figs"] = argv;
const nb = JSON.parse(fs.readFileSync(nbPath, "utf8"));

if (strip) {
  fs.copyFileSync(nbPath, nbPath + ".bak");
  for (const c of nb.cells) {
    if (c.cell_type !== "code") continue;
    c.execution_count = null;
    c.outputs = (c.outputs || []).filter((o) => JSON.stringify(o).length < 500_000);
    for (const o of c.outputs) if ("execution_count" in o) o.execution_count = null;
  }
  fs.writeFileSync(nbPath, JSON.stringify(nb, null, 1) + "\n");
  console.log("stripped", nbPath);
  process.exit(0);
}

fs.mkdirSync(outDir, { recursive: true });
const PNG_B64_PREFIX = "iVBORw0KGgo";
let n = 0;
nb.cells.forEach((c, ci) => {
  const src = Array.isArray(c.source) ? c.source.join("") : c.source || "";
  const m = src.match(/^#\s*fig:\s*(\S+)/);
  (c.outputs || []).forEach((o, oi) => {
    const d = o.data || {};
    const base = m ? m[1] + (oi ? `_${oi}` : "") : `cell${String(ci).padStart(2, "0")}_out${oi}`;
    const png = d["image/png"];
    if (png) {
      const s = Array.isArray(png) ? png.join("") : png;
      if (!s.startsWith(PNG_B64_PREFIX)) return;
      fs.writeFileSync(path.join(outDir, base + ".png"), Buffer.from(s, "base64")); n++;
    }
    if (d["image/svg+xml"]) {
      const s = [].concat(d["image/svg+xml"]).join("");
      fs.writeFileSync(path.join(outDir, base + ".svg"), s); n++;
    }
    if (d["application/pdf"]) {
      fs.writeFileSync(path.join(outDir, base + ".pdf"), Buffer.from(d["application/pdf"], "base64")); n++;
    }
  });
});
console.log(`wrote ${n} figure(s) to ${outDir}`);
