#!/usr/bin/env node
const midi = require("@julusian/midi");
const fs = require("fs");
const { curve } = require("./curves");

const args = process.argv.slice(2);
const get = (k) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : null; };

if (args.includes("--list")) {
  const i = new midi.Input();
  for (let n = 0; n < i.getPortCount(); n++) console.log(n, i.getPortName(n));
  process.exit(0);
}

const map = JSON.parse(fs.readFileSync(get("--map"), "utf8"));
const input = new midi.Input();
const output = new midi.Output();
output.openVirtualPort("Mapper Out");
for (let n = 0; n < input.getPortCount(); n++) if (input.getPortName(n).includes(get("--in"))) input.openPort(n);

const rules = map.rules.map((r) => ({ ...r, vc: r.velocity ? curve(r.velocity) : null }));
input.on("message", (_, [st, d1, d2]) => {
  const type = st & 0xf0, ch = (st & 0x0f) + 1;
  for (const r of rules) {
    if (r.from.cc === d1 && type === 0xb0 && (!r.from.ch || r.from.ch === ch)) {
      return output.sendMessage([0xb0 | ((r.to.ch || ch) - 1), r.to.cc ?? d1, d2]);
    }
    if (r.from.note === d1 && (type === 0x90 || type === 0x80)) {
      return output.sendMessage([st, r.to.note, r.vc ? r.vc(d2) : d2]);
    }
  }
  output.sendMessage([st, d1, d2]);
});
console.log("bridge running; Ctrl-C to stop");
