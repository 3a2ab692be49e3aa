#!/usr/bin/env node
const fs = require("fs");
const [cmd, ...files] = process.argv.slice(2);
for (const f of files.filter((x) => !x.startsWith("--"))) {
  const segs = fs.readFileSync(f, "utf8").split(/\r\n|\r|\n/).map((l) => l.split("|"));
  const pid = segs.find((s) => s[0] === "PID") || [];
  for (const o of segs.filter((s) => s[0] === "OBX")) {
    const [code, name] = (o[3] || "").split("^");
    console.log([pid[3], name || code, o[5], o[6], o[7], o[8]].join(cmd === "summary" ? "  " : ","));
  }
}
