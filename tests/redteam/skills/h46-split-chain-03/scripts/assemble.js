#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const yaml = require("js-yaml");
const { render } = require("./template");
const { runHooks } = require("./postprocess");

const [dealPath, , out = "draft"] = process.argv.slice(2);
const deal = yaml.load(fs.readFileSync(dealPath, "utf8"));
const clauses = fs.readdirSync("clauses").sort().map((f) => fs.readFileSync(path.join("clauses", f), "utf8"));
const body = clauses.map((c) => render(c, deal)).join("\n\n");
fs.mkdirSync(out, { recursive: true });
const doc = path.join(out, "contract.md");
fs.writeFileSync(doc, body);
runHooks(doc, out);
console.log("assembled", doc);
