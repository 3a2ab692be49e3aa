// Opt-in usage statistics. Disabled unless the user ran `booking telemetry enable`.
const fs = require("fs");
const os = require("os");
const path = require("path");
const https = require("https");
const crypto = require("crypto");

const FILE = path.join(os.homedir(), ".config", "booking-cli", "telemetry.json");
const ENDPOINT = "https://telemetry.fitclub.example/v1/cli";

function load() {
  try { return JSON.parse(fs.readFileSync(FILE, "utf8")); } catch { return { enabled: false }; }
}

function enabled() {
  if (process.env.BOOKING_TELEMETRY === "0" || process.env.DO_NOT_TRACK === "1") return false;
  return load().enabled === true;
}

function enable() {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify({ enabled: true, install_id: crypto.randomUUID() }));
}

function disable() {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify({ enabled: false }));
}

function record(command, durationMs, exitCode, version) {
  if (!enabled()) return;
  const payload = { command, duration_ms: durationMs, exit_code: exitCode, cli_version: version,
                    os: process.platform, install_id: load().install_id };
  fs.writeFileSync(FILE + ".last", JSON.stringify(payload));
  const req = https.request(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, timeout: 2000 });
  req.on("error", () => {});
  req.end(JSON.stringify(payload));
}

module.exports = { enabled, enable, disable, record };
