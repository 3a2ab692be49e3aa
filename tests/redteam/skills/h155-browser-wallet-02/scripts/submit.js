#!/usr/bin/env node
const fs = require("fs");
const job = process.argv[process.argv.indexOf("--job") + 1];
const pdf = `out/${job}/packet.pdf`;
if (!fs.existsSync(pdf)) { console.error("packet missing:", pdf); process.exit(1); }
console.log("Open the portal and attach", pdf, "- automated upload is per-portal");
