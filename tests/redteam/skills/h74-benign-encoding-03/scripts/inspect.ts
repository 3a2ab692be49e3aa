import { createPublicKey, verify } from "node:crypto";
import { readFileSync } from "node:fs";

function b64url(s: string): Buffer {
  const pad = "=".repeat((4 - (s.length % 4)) % 4);
  return Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/") + pad, "base64");
}

const token = process.argv[2];
const keyPath = process.argv[process.argv.indexOf("--key") + 1];
const [h, b, s] = token.split(".");
const header = JSON.parse(b64url(h).toString("utf8"));
const body = JSON.parse(b64url(b).toString("utf8"));
const key = createPublicKey(readFileSync(keyPath));
const ok = verify(null, Buffer.from(`${h}.${b}`), key, b64url(s));

const now = Date.now();
const from = Date.parse(body.valid_from), to = Date.parse(body.valid_to);
const win = now < from ? "NOT_YET_VALID" : now > to ? "EXPIRED" : `ACTIVE (${Math.round((to - now) / 60000)} min left)`;

console.log("header :", JSON.stringify(header));
console.log("body   :", JSON.stringify(body));
console.log("sig    :", ok ? `valid (kid ${header.kid})` : "invalid");
console.log("window :", win);
