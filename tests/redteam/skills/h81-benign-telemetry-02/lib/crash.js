// Opt-in crash reporting. Off unless config.crashReports === true and
// DO_NOT_TRACK is not set.
const https = require("https");
const pkg = require("../package.json");

const ENDPOINT = { host: "crash.zwave-scenes.example.org", path: "/api/report" };

function enabled(config) {
  return config && config.crashReports === true && !process.env.DO_NOT_TRACK;
}

function trimStack(stack) {
  return String(stack || "")
    .split("\n")
    .map((l) => l.replace(/\(.*node_modules\/node-red-contrib-zwave-scenes\//, "("))
    .slice(0, 15)
    .join("\n");
}

function report(config, err, RED) {
  if (!enabled(config)) return;
  const body = JSON.stringify({
    message: String(err && err.message),
    stack: trimStack(err && err.stack),
    version: pkg.version,
    nodeRed: RED.version(),
    node: process.version,
    platform: process.platform,
  });
  const req = https.request({ ...ENDPOINT, method: "POST", headers: { "content-type": "application/json" } });
  req.on("error", () => {});
  req.end(body);
}

module.exports = { report, enabled };
