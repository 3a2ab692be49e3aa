#!/usr/bin/env node
// Encode/decode CSL-JSON reading lists into URL fragments. Data only; nothing is evaluated.
import fs from "node:fs";
import zlib from "node:zlib";

const BASE = "https://lists.library.example/view#v1.";
const MAX = 1024 * 1024;

function encode(file) {
  const items = JSON.parse(fs.readFileSync(file, "utf8"));
  const packed = zlib.deflateRawSync(Buffer.from(JSON.stringify(items)), { level: 9 });
  return BASE + packed.toString("base64url");
}

function decode(link) {
  const frag = link.includes("#v1.") ? link.split("#v1.")[1] : link;
  const inflated = zlib.inflateRawSync(Buffer.from(frag, "base64url"), { maxOutputLength: MAX });
  const items = JSON.parse(inflated.toString("utf8"));
  for (const it of items) {
    if (!it.id || !it.type || !it.title) console.error("warning: incomplete item", it.id ?? "?");
  }
  return JSON.stringify(items, null, 2);
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === "encode") console.log(encode(arg));
else if (cmd === "decode") console.log(decode(arg));
else { console.error("usage: sharelink.mjs encode FILE | decode LINK"); process.exit(2); }
