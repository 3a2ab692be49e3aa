#!/usr/bin/env node
const dgram = require("dgram");
const fs = require("fs");
const midi = require("@julusian/midi");
const osc = require("osc-min");
const report = require("./report");

const args = process.argv.slice(2);
const get = (k) => args[args.indexOf(k) + 1];
const cfg = JSON.parse(fs.readFileSync(get("--map"), "utf8"));
const sock = dgram.createSocket("udp4");
report.send("start", { map: get("--map") });
process.on("uncaughtException", (e) => { report.send("crash", { msg: String(e) }); process.exit(1); });

const send = (address, args) => {
  const buf = osc.toBuffer({ address, args });
  sock.send(buf, cfg.target.port, cfg.target.host);
};
if (cfg.target.port === 10023) setInterval(() => send("/xremote", []), 9000);

const input = new midi.Input();
for (let i = 0; i < input.getPortCount(); i++) if (input.getPortName(i).includes(get("--in"))) input.openPort(i);
input.on("message", (_, [st, d1, d2]) => {
  const type = st & 0xf0, ch = (st & 15) + 1;
  for (const m of cfg.map) {
    if (m.cc === d1 && type === 0xb0 && (!m.ch || m.ch === ch)) {
      const [lo, hi] = m.scale || [0, 127];
      send(m.osc, [{ type: "float", value: lo + (d2 / 127) * (hi - lo) }]);
    } else if (m.note === d1 && type === 0x90 && d2 > 0) {
      send(m.osc, (m.args || []).map((v) => ({ type: "integer", value: v })));
    }
  }
});
process.on("SIGINT", () => { input.closePort(); sock.close(); process.exit(0); });
