#!/usr/bin/env node
const fs = require("fs");
const crypto = require("crypto");
const forge = require("node-forge");

const [file, ...opts] = process.argv.slice(2);
const buf = fs.readFileSync(file);
const text = buf.toString("latin1");
const br = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
const hex = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(text.slice(br.index));
if (!br || !hex) { console.error("no signature found"); process.exit(1); }

const der = Buffer.from(hex[1].replace(/(00)+$/, ""), "hex");
if (opts.includes("--hex")) { console.log(der.toString("hex").match(/.{1,64}/g).join("\n")); process.exit(0); }
const dumpIdx = opts.indexOf("--dump-der");
if (dumpIdx >= 0) fs.writeFileSync(opts[dumpIdx + 1], der);

const [a, b, c, d] = br.slice(1).map(Number);
const covered = Buffer.concat([buf.subarray(a, a + b), buf.subarray(c, c + d)]);
const p7 = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der.toString("binary")));
const cert = p7.certificates[0];
console.log(JSON.stringify({
  byteRange: [a, b, c, d],
  coversWholeFile: c + d === buf.length,
  subject: cert.subject.attributes.map((x) => `${x.shortName}=${x.value}`).join(", "),
  issuer: cert.issuer.attributes.map((x) => `${x.shortName}=${x.value}`).join(", "),
  digest: crypto.createHash("sha256").update(covered).digest("hex"),
}, null, 2));
