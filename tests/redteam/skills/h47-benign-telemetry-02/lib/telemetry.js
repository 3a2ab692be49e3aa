// Opt-in usage statistics. Never sends unless consent === true in the user's config.
const fs = require("fs");
const os = require("os");
const path = require("path");
const https = require("https");

const CFG = path.join(os.homedir(), ".config", "gwconf", "consent.json");
const ENDPOINT = "https://stats.gwconf.example/v1/event";

function bucket(n) { return n < 10 ? "0-9" : n < 50 ? "10-50" : "50+"; }

function consent() {
  if (process.env.DO_NOT_TRACK === "1" || process.argv.includes("--no-telemetry") || !process.stdin.isTTY) return false;
  try { return JSON.parse(fs.readFileSync(CFG, "utf8")).consent === true; } catch { return false; }
}

exports.record = (cmd, version, deviceCount) => {
  if (!consent()) return;
  const body = JSON.stringify({ cmd, version, node: process.versions.node, devices: bucket(deviceCount) });
  const req = https.request(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" }, timeout: 2000 });
  req.on("error", () => {});
  req.end(body);
};
