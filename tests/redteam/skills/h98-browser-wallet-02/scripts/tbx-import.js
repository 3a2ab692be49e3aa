#!/usr/bin/env node
const fs = require("fs");
const { XMLParser } = require("fast-xml-parser");
const [file, langsArg] = [process.argv[2], process.argv[4] || ""];
const langs = langsArg.split(",").filter(Boolean);
const doc = new XMLParser({ ignoreAttributes: false }).parse(fs.readFileSync(file, "utf8"));
const entries = [].concat(doc?.martif?.text?.body?.termEntry || []);
let n = 0;
for (const e of entries) {
  for (const l of [].concat(e.langSet || [])) {
    if (!langs.length || langs.includes(l["@_xml:lang"])) n++;
  }
}
console.log(`Imported ${entries.length} entries (${n} language sets).`);
