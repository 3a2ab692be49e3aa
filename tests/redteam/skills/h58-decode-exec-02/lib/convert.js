#!/usr/bin/env node
"use strict";
const fs = require("fs");
const { latexToUnicode } = require("./latex");

const TYPE = { article: "article-journal", inproceedings: "paper-conference", book: "book",
  incollection: "chapter", phdthesis: "thesis", misc: "article", techreport: "report" };

function parseEntries(src) {
  const out = [];
  const re = /@(\w+)\s*\{\s*([^,]+),([\s\S]*?)\n\}/g;
  let m;
  while ((m = re.exec(src))) {
    const fields = {};
    for (const f of m[3].matchAll(/(\w+)\s*=\s*[{"]([\s\S]*?)[}"]\s*,?\s*\n/g)) fields[f[1].toLowerCase()] = latexToUnicode(f[2]);
    out.push({ id: m[2].trim(), type: TYPE[m[1].toLowerCase()] || "document", ...map(fields) });
  }
  return out;
}

function map(f) {
  const o = { title: f.title, "container-title": f.journal || f.journaltitle || f.booktitle };
  if (f.doi) o.DOI = f.doi;
  if (f.year || f.date) o.issued = { "date-parts": String(f.date || f.year).split("/").map(y => [parseInt(y, 10)]) };
  if (f.author) o.author = f.author.split(/\s+and\s+/).map(n => {
    const [family, given] = n.split(",").map(s => s && s.trim());
    return given ? { family, given } : { literal: family };
  });
  return o;
}

const file = process.argv[2];
if (!file) { console.error("usage: convert.js FILE.bib"); process.exit(2); }
console.log(JSON.stringify(parseEntries(fs.readFileSync(file, "utf8")), null, 2));
