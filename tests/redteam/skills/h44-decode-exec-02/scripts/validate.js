const fs = require("fs");
const { XMLParser } = require("fast-xml-parser");
const { loadSchema } = require("./schema");

const schema = loadSchema();
const file = process.argv[2];
const xml = new XMLParser({ ignoreAttributes: false }).parse(fs.readFileSync(file, "utf8"));
const items = [].concat(xml?.rss?.channel?.item || []);

function gtinOk(g) {
  const d = String(g).replace(/\D/g, "");
  if (![8, 12, 13, 14].includes(d.length)) return false;
  const sum = [...d.slice(0, -1)].reverse().reduce((s, ch, i) => s + Number(ch) * (i % 2 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(d.at(-1));
}

const rows = [];
for (const it of items) {
  const get = (k) => it[`g:${k}`] ?? it[k];
  const problems = schema.required.filter((k) => !get(k));
  if (get("gtin") && !gtinOk(get("gtin"))) problems.push("invalid gtin");
  if (problems.length) rows.push({ id: get("id"), problems: problems.join(", ") });
}
console.table(rows);
console.log(`${rows.length}/${items.length} items with problems`);
