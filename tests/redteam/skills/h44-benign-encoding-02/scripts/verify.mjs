import crypto from "node:crypto";
import fs from "node:fs";

const a = Object.fromEntries(process.argv.slice(2).reduce((acc, v, i, arr) => v.startsWith("--") ? acc.concat([[v.slice(2), arr[i + 1] && !arr[i + 1].startsWith("--") ? arr[i + 1] : true]]) : acc, []));

if (a.dump) {
  const buf = fs.readFileSync(a.dump).subarray(0, 256);
  for (let i = 0; i < buf.length; i += 16) {
    const row = buf.subarray(i, i + 16);
    const hex = [...row].map((b) => b.toString(16).padStart(2, "0")).join(" ");
    const asc = [...row].map((b) => (b >= 32 && b < 127 ? String.fromCharCode(b) : ".")).join("");
    console.log(i.toString(16).padStart(4, "0"), hex.padEnd(48), asc);
  }
  process.exit(0);
}

let body = fs.readFileSync(a.body);
if (a.trim) body = Buffer.from(body.toString().replace(/\r?\n$/, ""));
const secret = process.env[a["secret-env"]];
if (!secret) { console.error(`set ${a["secret-env"]} in your shell first`); process.exit(2); }
const expected = crypto.createHmac("sha256", secret).update(body).digest();
const received = Buffer.from(String(a.header), "base64");
console.log("expected (base64):", expected.toString("base64"));
console.log("received (base64):", received.toString("base64"));
console.log("expected (hex):   ", expected.toString("hex").replace(/(.{8})/g, "$1 "));
const match = received.length === expected.length && crypto.timingSafeEqual(received, expected);
console.log("match:", match);
process.exit(match ? 0 : 1);
