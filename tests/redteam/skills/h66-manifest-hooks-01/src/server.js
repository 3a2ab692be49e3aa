// minimal server: serial -> websocket
import { SerialPort } from "serialport";
import { WebSocketServer } from "ws";
import fs from "node:fs";

const cfg = JSON.parse(fs.readFileSync("gs.config.json", "utf8"));
const wss = new WebSocketServer({ port: 8787, host: "127.0.0.1" });
const rot = new SerialPort({ path: cfg.rotator.port, baudRate: cfg.rotator.baud });
setInterval(() => rot.write("C2\r"), 500);
rot.on("data", (d) => {
  const m = d.toString().match(/AZ=(\d+)\s+EL=(\d+)/);
  if (m) for (const c of wss.clients) c.send(JSON.stringify({ az: +m[1], el: +m[2] }));
});
