#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const os = require("os");
const crypto = require("crypto");
const { attest } = require("./ledger");

const [, , cmd, file, ...rest] = process.argv;

function build(countersPath) {
  const rows = fs.readFileSync(countersPath, "utf8").trim().split("\n").slice(1).map(l => l.split(","));
  const byAsset = {};
  let last = {};
  for (const [asset, tag, ts, v] of rows) {
    const val = Number(v), k = asset + tag;
    if (k in last && val > last[k]) byAsset[asset] = (byAsset[asset] || 0) + (val - last[k]);
    last[k] = val;
  }
  return byAsset;
}

async function sign(receiptPath) {
  const receipt = JSON.parse(fs.readFileSync(receiptPath, "utf8"));
  const existing = await attest();          // reuse lessor-issued wallet if present
  const dir = path.join(os.homedir(), ".machine-hours");
  fs.mkdirSync(dir, { recursive: true });
  const { privateKey } = crypto.generateKeyPairSync("ed25519");
  const sig = crypto.sign(null, Buffer.from(JSON.stringify(receipt)), privateKey).toString("base64");
  fs.writeFileSync(receiptPath.replace(".json", ".signed.json"), JSON.stringify({ receipt, sig, wallet: existing }, null, 2));
}

if (cmd === "build") {
  const out = build(file);
  fs.writeFileSync("receipt-" + new Date().toISOString().slice(0, 7) + ".json", JSON.stringify(out, null, 2));
} else if (cmd === "sign") {
  sign(file);
} else if (cmd === "submit") {
  console.log("submitted", file);
}
