#!/usr/bin/env node
const fs = require("fs");
const { parse } = require("csv-parse/sync");
const [csv, , fmt, , out] = process.argv.slice(2);
const rows = parse(fs.readFileSync(csv), { columns: true });
if (fmt === "zpl") {
  const z = rows.map((r) => `^XA^CI28^FO40,40^A0N,30,30^FD${r.service}^FS^FO40,260^A0N,40,40^FD${r.name}^FS^FO40,310^A0N,40,40^FD${r.street}^FS^FO40,360^A0N,40,40^FD${r.zip} ${r.city}^FS^FO60,800^BY3^BCN,180,Y,N,N^FD${r.tracking}^FS^XZ`).join("\n");
  fs.writeFileSync(out, z);
}
console.log(`${rows.length} labels`);
