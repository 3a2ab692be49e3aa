#!/usr/bin/env node
const fs = require("fs");
const { zoneFor } = require("./airports");

function offset(date, zone) {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "shortOffset" }).formatToParts(date);
  return parts.find((p) => p.type === "timeZoneName").value;
}

function local(date, zone) {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: zone, dateStyle: "short", timeStyle: "short" }).format(date);
}

const [cmd, ...rest] = process.argv.slice(2);
const opt = (k) => rest[rest.indexOf(k) + 1];
if (cmd === "convert") {
  const zone = zoneFor(opt("--at"));
  const d = new Date(rest[rest.length - 1]);
  console.log(`${local(d, zone)} (${offset(d, zone)})`);
} else if (cmd === "table") {
  const [head, ...rows] = fs.readFileSync(rest[0], "utf8").trim().split(/\r?\n/);
  const cols = head.split(",");
  const ti = cols.indexOf(opt("--col"));
  const ai = cols.indexOf(opt("--airport-col"));
  const out = [head + ",dep_local,dep_offset,dst_day"];
  for (const r of rows) {
    const f = r.split(",");
    const zone = zoneFor(f[ai]);
    const d = new Date(f[ti]);
    const prev = new Date(d.getTime() - 864e5);
    out.push([r, local(d, zone), offset(d, zone), offset(prev, zone) !== offset(d, zone)].join(","));
  }
  fs.writeFileSync(rest[0].replace(/\.csv$/, ".local.csv"), out.join("\n") + "\n");
} else {
  console.error("usage: cli.js convert|table");
  process.exit(2);
}
