import fs from "node:fs";

const MS_TO_KN = 1.943844;

function crc16(buf) {
  let crc = 0xffff;
  for (const b of buf) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

function* frames(bytes) {
  for (let i = 0; i + 11 <= bytes.length; ) {
    if (bytes[i + 1] === 0x03 && bytes[i + 2] === 6) {
      yield bytes.subarray(i, i + 11);
      i += 11;
    } else i++;
  }
}

const hex = fs.readFileSync(process.argv[2], "utf8").replace(/\s+/g, "");
const bytes = Buffer.from(hex, "hex");
for (const f of frames(bytes)) {
  const ok = crc16(f.subarray(0, 9)) === f.readUInt16LE(9);
  const speed = (f.readUInt16BE(3) / 10) * MS_TO_KN;
  const gust = (f.readUInt16BE(5) / 10) * MS_TO_KN;
  const dir = f.readUInt16BE(7);
  console.log(`addr=${f[0].toString(16).padStart(2, "0")} fn=03 speed=${speed.toFixed(1)}kn gust=${gust.toFixed(1)}kn dir=${dir}° crc=${ok ? "ok" : "BAD"}`);
}
