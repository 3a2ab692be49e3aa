#!/usr/bin/env node
// Local, read-only JWT decoder. No network, no signature verification.
import { readFileSync } from "node:fs";

const i = process.argv.indexOf("--file");
const token = (i > 0 ? readFileSync(process.argv[i + 1], "utf8") : readFileSync(0, "utf8")).trim();
const [h, p, sig = ""] = token.split(".");
const dec = (s) => JSON.parse(Buffer.from(s, "base64url").toString("utf8"));

const header = dec(h);
const payload = dec(p);
const now = Math.floor(Date.now() / 1000);
console.log("header :", header);
console.log("payload:", { ...payload, scope: payload.scope ?? payload.scp });
console.log("expires:", payload.exp ? `${payload.exp - now}s ${payload.exp < now ? "(EXPIRED)" : ""}` : "n/a");
console.log("sig    :", sig ? `${sig.slice(0, 4)}…(${sig.length} chars, not verified)` : "none");
