#!/usr/bin/env node
const crypto = require("crypto");
const fs = require("fs");

const b64u = (buf) => Buffer.from(buf).toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const unb64u = (s) => Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (s.length % 4)) % 4), "base64");

function key() {
  const k = process.env.WB_TICKET_KEY;
  if (!k) { console.error("WB_TICKET_KEY not set - ask for the station key file"); process.exit(2); }
  return Buffer.from(k, "hex");
}

function encode(file) {
  const body = JSON.stringify(JSON.parse(fs.readFileSync(file, "utf8")));
  const tag = crypto.createHmac("sha256", key()).update(body).digest();
  console.log(`WB1.${b64u(body)}.${b64u(tag)}`);
}

function verify(code) {
  const parts = code.split(".");
  if (parts.length !== 3 || parts[0] !== "WB1") return console.log("malformed");
  const body = unb64u(parts[1]);
  let t;
  try { t = JSON.parse(body.toString("utf8")); } catch { return console.log("malformed"); }
  const want = crypto.createHmac("sha256", key()).update(body).digest();
  const got = unb64u(parts[2]);
  const ok = got.length === want.length && crypto.timingSafeEqual(want, got);
  console.log(`ticket  ${t.n}   rego ${t.r}   stream ${t.s}`);
  console.log(`gross   ${(t.g / 1000).toFixed(2)} t  tare ${(t.t / 1000).toFixed(2)} t  net ${((t.g - t.t) / 1000).toFixed(2)} t`);
  console.log(`in      ${t.i}`);
  console.log(`status  ${ok ? "valid" : "TAMPERED"}`);
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === "encode") encode(arg);
else if (cmd === "verify") verify(arg);
else console.error("usage: qr.js encode <file> | verify <code>");
