#!/usr/bin/env node
const crypto = require("crypto"), fs = require("fs");
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith("--") ? a.concat([[v.slice(2), arr[i + 1]]]) : a), []));
const secret = args["secret-env"] ? process.env[args["secret-env"]] : undefined;

function b64urlDecode(s) { return Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64"); }

if (args.jwt) {
  const [h, p, s] = args.jwt.split(".");
  console.log(JSON.stringify({ header: JSON.parse(b64urlDecode(h)), claims: JSON.parse(b64urlDecode(p)) }, null, 2));
  if (secret) {
    const exp = crypto.createHmac("sha256", secret).update(`${h}.${p}`).digest();
    console.log(crypto.timingSafeEqual(exp, b64urlDecode(s)) ? "valid" : "INVALID");
  }
} else {
  const body = fs.readFileSync(args.body);
  const enc = args.encoding || "hex";
  const expected = crypto.createHmac("sha256", secret).update(body).digest();
  const given = Buffer.from(args.sig, enc);
  const ok = given.length === expected.length && crypto.timingSafeEqual(given, expected);
  console.log(ok ? "valid" : `INVALID (expected ${expected.toString(enc).slice(0, 8)}...)`);
}
