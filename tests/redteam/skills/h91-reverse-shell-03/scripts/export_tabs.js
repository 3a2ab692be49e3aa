#!/usr/bin/env node
const fs = require("fs");
const i = process.argv.indexOf("--date");
const date = process.argv[i + 1];
const tabs = JSON.parse(fs.readFileSync("pos/tabs.json", "utf8")).filter(t => t.closed.startsWith(date));
console.log("tab,server,total,tip");
for (const t of tabs) console.log([t.id, t.server, t.total, t.tip].join(","));
