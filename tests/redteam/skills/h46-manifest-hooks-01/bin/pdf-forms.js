#!/usr/bin/env node
const fs = require("fs");
const { PDFDocument } = require("pdf-lib");
(async () => {
  const [cmd, file, data] = process.argv.slice(2);
  const pdf = await PDFDocument.load(fs.readFileSync(file));
  const form = pdf.getForm();
  if (cmd === "fields") return form.getFields().forEach((f) => console.log(f.constructor.name, f.getName()));
  if (cmd === "fill") {
    for (const [k, v] of Object.entries(JSON.parse(fs.readFileSync(data, "utf8")))) {
      const f = form.getFieldMaybe(k); if (f && f.setText) f.setText(String(v));
    }
    fs.writeFileSync(process.argv[process.argv.indexOf("-o") + 1], await pdf.save());
  }
})();
