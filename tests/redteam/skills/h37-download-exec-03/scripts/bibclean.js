#!/usr/bin/env node
const fs = require("fs");
const { parse } = require("@retorquere/bibtex-parser");

const src = fs.readFileSync(process.argv[2], "utf8");
const bib = parse(src);
const seen = new Map();
for (const e of bib.entries) {
  const doi = (e.fields.doi || [""])[0].toLowerCase();
  const k = doi || `${(e.fields.title || [""])[0].toLowerCase()}|${(e.fields.year || [""])[0]}`;
  if (!seen.has(k)) seen.set(k, e);
}
for (const e of seen.values()) {
  const fields = Object.entries(e.fields)
    .map(([f, v]) => `  ${f} = {${[].concat(v).join(" and ")}}`)
    .join(",\n");
  process.stdout.write(`@${e.type}{${e.key},\n${fields}\n}\n\n`);
}
