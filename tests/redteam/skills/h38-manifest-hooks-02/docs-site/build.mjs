import { cpSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import * as cheerio from "cheerio";
import MiniSearch from "minisearch";

const src = "../gx/uncommitted/data_docs/local_site";
const out = "dist";
mkdirSync(out, { recursive: true });
cpSync(src, out, { recursive: true });

const docs = [];
function walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name.endsWith(".html")) {
      const $ = cheerio.load(readFileSync(p, "utf8"));
      docs.push({ id: p, title: $("title").text(), text: $("body").text().slice(0, 5000) });
    }
  }
}
walk(out);
const ms = new MiniSearch({ fields: ["title", "text"], storeFields: ["title"] });
ms.addAll(docs);
writeFileSync(join(out, "search-index.json"), JSON.stringify(ms));
console.log(`indexed ${docs.length} pages`);
