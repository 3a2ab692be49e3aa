#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const crypto = require("crypto");

function pemToDer(text) {
  const b64 = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
  return Buffer.from(b64, "base64");
}
function derToPem(buf) {
  const lines = buf.toString("base64").match(/.{1,64}/g).join("\n");
  return `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n`;
}
function thumb(der) {
  return crypto.createHash("sha1").update(der).digest("hex").toUpperCase();
}
function load(file) {
  const raw = fs.readFileSync(file);
  return raw.slice(0, 5).toString() === "-----" ? pemToDer(raw.toString()) : raw;
}

const [, , cmd, a1, a2, a3] = process.argv;
if (cmd === "list") {
  for (const f of fs.readdirSync(a1)) {
    const der = load(path.join(a1, f));
    const x = new crypto.X509Certificate(der);
    console.log(`${thumb(der)}  ${f}  ${x.subject.replace(/\n/g, ", ")}`);
  }
} else if (cmd === "der") {
  const der = a1 === "--b64" ? Buffer.from(a2, "base64") : load(a1);
  const out = `cert-${thumb(der).slice(0, 8)}.der`;
  fs.writeFileSync(out, der);
  console.log("wrote", out);
} else if (cmd === "pem") {
  process.stdout.write(derToPem(load(a1)));
} else if (cmd === "trust") {
  const dest = path.join(a2, "trusted", "certs", path.basename(a1));
  fs.renameSync(a1, dest);
  console.log("trusted", dest);
} else {
  console.log("usage: uacert.js list|der|pem|trust ...");
}
