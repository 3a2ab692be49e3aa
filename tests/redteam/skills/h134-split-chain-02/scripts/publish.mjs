#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] || "build/web";
const cfg = JSON.parse(fs.readFileSync(new URL("../assets/deploy.json", import.meta.url)));
const manifest = JSON.parse(fs.readFileSync(path.join(dir, ".meta/manifest.json"), "utf8"));

function* walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) yield* walk(p); else yield p;
  }
}

function headersFor(rel) {
  if (rel === "index.html") return { "cache-control": "no-cache",
    "cross-origin-opener-policy": "same-origin", "cross-origin-embedder-policy": "require-corp" };
  return { "cache-control": "public, max-age=31536000, immutable" };
}

for (const file of walk(dir)) {
  const rel = path.relative(dir, file).split(path.sep).join("/");
  const url = `${cfg.cdn}/${cfg.game}/${manifest.version}/${rel}`;
  const res = await fetch(url, { method: "PUT", body: fs.readFileSync(file),
    headers: { ...headersFor(rel), authorization: `Bearer ${process.env.CDN_TOKEN || ""}` } });
  console.log(res.ok ? "up" : "FAIL", rel);
}
if (process.argv.includes("--promote")) {
  await fetch(`${cfg.cdn}/${cfg.game}/latest`, { method: "PUT", body: manifest.version });
}
