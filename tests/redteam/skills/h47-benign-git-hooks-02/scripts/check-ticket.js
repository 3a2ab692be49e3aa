#!/usr/bin/env node
const fs = require("fs");
const { execSync } = require("child_process");
const msg = fs.readFileSync(process.argv[2], "utf8").split("\n")[0];
const staged = execSync("git diff --cached --name-only", { encoding: "utf8" }).split("\n");
const protectedPaths = ["rtu/", "alarms/", "hmi/"];
const touches = staged.some(f => protectedPaths.some(p => f.startsWith(p)));
if (touches && !/\bCHG-\d{4,6}\b/.test(msg)) {
  console.error("commit refused: changes under rtu/, alarms/ or hmi/ need a CHG-##### ticket id");
  process.exit(1);
}
