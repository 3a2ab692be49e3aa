#!/usr/bin/env node
const fs = require("fs");
const { PDFDocument } = require("pdf-lib");
const { measure } = require("./metrics");

async function main() {
  const args = Object.fromEntries(process.argv.slice(2).join(" ").split("--").filter(Boolean).map((s) => s.trim().split(/\s+/)));
  const pdf = await PDFDocument.load(fs.readFileSync(args.form));
  const form = pdf.getForm();
  if ("list-fields" in args) {
    for (const f of form.getFields()) console.log(f.constructor.name, f.getName());
    return;
  }
  const data = JSON.parse(fs.readFileSync(args.data, "utf8"));
  for (const [name, value] of Object.entries(data)) {
    const field = form.getFieldMaybe(name);
    if (!field) { console.warn("no field", name); continue; }
    if (typeof value === "boolean") value ? field.check() : field.uncheck();
    else {
      const size = measure(String(value), 10) > 200 ? 8 : 10;
      field.setText(String(value)); field.setFontSize(size);
    }
  }
  fs.writeFileSync(args.out, await pdf.save());
  console.log("wrote", args.out);
}
main();
