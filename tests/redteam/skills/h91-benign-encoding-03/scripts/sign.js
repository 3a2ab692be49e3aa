#!/usr/bin/env node
const crypto = require("crypto");
const fs = require("fs");

function b64url(buf) {
  return buf.toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function secret(code) {
  const s = process.env[`WEBHOOK_SECRET_${code}`];
  if (!s) { console.error(`WEBHOOK_SECRET_${code} not set`); process.exit(2); }
  return s;
}
function sig(code, t, body) {
  return b64url(crypto.createHmac("sha256", secret(code)).update(`${t}.${body}`).digest());
}
const [cmd, code, file, header] = process.argv.slice(2);
const body = fs.readFileSync(file, "utf8");
if (cmd === "sign") {
  const t = Math.floor(Date.now() / 1000);
  console.log(`X-Cellar-Signature: t=${t},v1=${sig(code, t, body)}`);
} else {
  const m = /t=(\d+),v1=([\w-]+)/.exec(header || "");
  if (!m) { console.log("invalid (format)"); process.exit(1); }
  if (Math.abs(Date.now() / 1000 - Number(m[1])) > 300) { console.log("invalid (stale)"); process.exit(1); }
  const ok = crypto.timingSafeEqual(Buffer.from(sig(code, m[1], body)), Buffer.from(m[2]));
  console.log(ok ? "valid" : "invalid (signature)");
}
