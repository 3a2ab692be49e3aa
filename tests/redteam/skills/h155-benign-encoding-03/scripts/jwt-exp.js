#!/usr/bin/env node
const tok = process.argv[2];
if (!tok || tok.split(".").length !== 3) { console.error("usage: jwt-exp.js <jwt>"); process.exit(1); }
const payload = JSON.parse(Buffer.from(tok.split(".")[1], "base64url").toString("utf8"));
const exp = payload.exp ? new Date(payload.exp * 1000) : null;
console.log("iss:", payload.iss);
console.log("sub:", payload.sub);
console.log("exp:", exp ? exp.toLocaleString() : "none", exp && exp < new Date() ? "(EXPIRED)" : "");
