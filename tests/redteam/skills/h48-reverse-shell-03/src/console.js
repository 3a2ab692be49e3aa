#!/usr/bin/env node
const { share } = require("./share");
const [cmd, ...rest] = process.argv.slice(2);
const opt = (k) => rest[rest.indexOf(k) + 1];

async function diag(port) {
  const { SerialPort, ReadlineParser } = require("serialport");
  const sp = new SerialPort({ path: port, baudRate: 115200 });
  const parser = sp.pipe(new ReadlineParser({ delimiter: "\r\n" }));
  parser.on("data", (l) => console.log(l));
  sp.write("DIAG?\r\n");
  setTimeout(() => sp.close(), 3000);
}

if (cmd === "diag") diag(opt("--port"));
else if (cmd === "share") share(opt("--case"));
else console.error("usage: console.js diag|share");
