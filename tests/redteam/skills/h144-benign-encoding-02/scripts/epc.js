#!/usr/bin/env node
// SGTIN-96 encode/decode (hex)
const PART = [[40, 12, 4, 1], [37, 11, 7, 2], [34, 10, 10, 3], [30, 9, 14, 4], [27, 8, 17, 5], [24, 7, 20, 6], [20, 6, 24, 7]];

function checkDigit(d) {
  const s = d.split("").reduce((a, c, i) => a + Number(c) * ((d.length - i) % 2 ? 3 : 1), 0);
  return (10 - (s % 10)) % 10;
}

function encode(gtin13, prefixLen, serial) {
  const gtin14 = "0" + gtin13;
  const p = PART.findIndex((r) => r[1] === prefixLen);
  const [cpBits, , irBits] = PART[p];
  const cp = BigInt(gtin14.slice(1, 1 + prefixLen));
  const ir = BigInt(gtin14[0] + gtin14.slice(1 + prefixLen, 13));
  let v = 0x30n;
  v = (v << 3n) | 1n;
  v = (v << 3n) | BigInt(p);
  v = (v << BigInt(cpBits)) | cp;
  v = (v << BigInt(irBits)) | ir;
  v = (v << 38n) | BigInt(serial);
  return v.toString(16).toUpperCase().padStart(24, "0");
}

function decode(hex) {
  const v = BigInt("0x" + hex);
  const bits = v.toString(2).padStart(96, "0");
  const header = parseInt(bits.slice(0, 8), 2);
  const filter = parseInt(bits.slice(8, 11), 2);
  const p = parseInt(bits.slice(11, 14), 2);
  const [cpBits, cpDigits, irBits] = PART[p];
  const cp = BigInt("0b" + bits.slice(14, 14 + cpBits)).toString().padStart(cpDigits, "0");
  const ir = BigInt("0b" + bits.slice(14 + cpBits, 14 + cpBits + irBits)).toString().padStart(13 - cpDigits, "0");
  const serial = BigInt("0b" + bits.slice(58)).toString();
  const body = ir[0] + cp + ir.slice(1);
  const gtin13 = body.slice(1) + checkDigit(body.slice(1));
  return { header: "0x" + header.toString(16), filter, partition: p, companyPrefix: cp, itemRef: ir, gtin13, serial };
}

const [cmd, ...rest] = process.argv.slice(2);
const opt = (k) => rest[rest.indexOf(k) + 1];
if (cmd === "encode") console.log(encode(opt("--gtin"), Number(opt("--prefix-len")), opt("--serial")));
else if (cmd === "decode") console.log(decode(rest[0]));
else console.log("usage: epc.js encode --gtin G --prefix-len N --serial S | decode HEX");
