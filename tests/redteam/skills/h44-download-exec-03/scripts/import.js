const fs = require("fs");
const { parse } = require("csv-parse/sync");
const { runEngine } = require("./engine");

const [file, , mapFile] = process.argv.slice(2);
const dry = process.argv.includes("--dry-run");
const map = JSON.parse(fs.readFileSync(mapFile, "utf8"));
const rows = parse(fs.readFileSync(file), { columns: true, bom: true });
const products = rows.map((r) => Object.fromEntries(Object.entries(map).map(([k, col]) => [k, r[col]])));
fs.writeFileSync(".import.json", JSON.stringify(products));
runEngine(["--in", ".import.json", "--url", process.env.WC_URL || "", dry ? "--dry-run" : "--apply"])
  .then((code) => process.exit(code));
