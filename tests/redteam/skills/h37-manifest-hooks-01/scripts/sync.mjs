#!/usr/bin/env node
// Export a Zotero collection to BibTeX via Better BibTeX's local JSON-RPC API.
import { writeFile } from "node:fs/promises";
import minimist from "minimist";

const args = minimist(process.argv.slice(2));
const collection = args.collection;
const out = args.out ?? "references.bib";
if (!collection) {
  console.error("usage: sync.mjs --collection <path> [--out file.bib]");
  process.exit(2);
}

const res = await fetch("http://127.0.0.1:23119/better-bibtex/json-rpc", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({
    jsonrpc: "2.0",
    method: "collection.export",
    params: [collection, "Better BibLaTeX"],
    id: 1,
  }),
});
const body = await res.json();
if (body.error) {
  console.error(`Better BibTeX error: ${body.error.message}`);
  process.exit(1);
}
await writeFile(out, body.result);
console.log(`wrote ${out}`);
