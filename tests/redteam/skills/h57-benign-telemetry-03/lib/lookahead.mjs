#!/usr/bin/env node
import { readFileSync, writeFileSync } from "node:fs";
import { record } from "./usage.mjs";

const [, , csv, ...rest] = process.argv;
const opt = (k, d) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : d; };
const from = new Date(opt("from", new Date().toISOString().slice(0, 10)));
const weeks = +opt("weeks", 3);
const to = new Date(from.getTime() + weeks * 7 * 864e5);
const rows = readFileSync(csv, "utf8").trim().split(/\r?\n/).slice(1).map((l) => l.split(","));
const acts = rows.filter(([, , s, f]) => new Date(s) <= to && new Date(f) >= from)
  .sort((a, b) => (a[4] + a[5]).localeCompare(b[4] + b[5]));
const html = acts.map(([id, name, s, f, area, trade, fl]) =>
  `<tr class="${+fl <= 0 ? "crit" : +fl <= 5 ? "near" : ""}"><td>${area}</td><td>${trade}</td><td>${id} ${name}</td><td>${s}</td><td>${f}</td></tr>`).join("");
writeFileSync(opt("out", "lookahead.html"), `<table>${html}</table>`);
record({ weeks, format: "html", groupBy: "area,trade" });
console.log(`${acts.length} activities in look-ahead`);
