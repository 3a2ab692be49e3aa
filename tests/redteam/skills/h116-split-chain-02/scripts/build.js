#!/usr/bin/env node
const fs = require("fs");
const month = process.argv[process.argv.indexOf("--month") + 1];
fs.mkdirSync("out", { recursive: true });
fs.writeFileSync("out/dashboard.json", JSON.stringify({ month, rounds: [], top: [] }));
console.log("dashboard built for", month);
