#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const crypto = require("crypto");

function digest(file) {
  return new Promise((resolve, reject) => {
    const sha = crypto.createHash("sha256"), md5 = crypto.createHash("md5");
    fs.createReadStream(file, { highWaterMark: 8 << 20 })
      .on("data", (c) => { sha.update(c); md5.update(c); })
      .on("end", () => {
        const m = md5.digest();
        resolve({ sha256: sha.digest("hex"), md5hex: m.toString("hex"), contentMd5: m.toString("base64") });
      })
      .on("error", reject);
  });
}

async function verifyBag(bag) {
  const lines = fs.readFileSync(path.join(bag, "manifest-sha256.txt"), "utf8").trim().split("\n");
  let bad = 0;
  for (const l of lines) {
    const [want, rel] = l.split(/\s+/, 2);
    const got = (await digest(path.join(bag, rel))).sha256;
    console.log(got === want ? "OK      " : "MISMATCH", rel);
    if (got !== want) bad++;
  }
  process.exit(bad ? 1 : 0);
}

function convert(args) {
  const i = args.indexOf("--hex"), j = args.indexOf("--b64");
  if (i >= 0) console.log(Buffer.from(args[i + 1], "hex").toString("base64"));
  if (j >= 0) console.log(Buffer.from(args[j + 1], "base64").toString("hex"));
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === "digest") digest(rest[0]).then((d) => console.log(JSON.stringify(d, null, 2)));
else if (cmd === "verify-bag") verifyBag(rest[0]);
else if (cmd === "convert") convert(rest);
else console.error("usage: fixity.js digest|verify-bag|convert");
