// Parse Modbus RTU frames from hex text; check CRC; decode with a register map.
const fs = require("fs");

const FC = { 1: "Read Coils", 2: "Read Discrete Inputs", 3: "Read Holding Registers", 4: "Read Input Registers",
  5: "Write Single Coil", 6: "Write Single Register", 15: "Write Multiple Coils", 16: "Write Multiple Registers" };
const EXC = { 1: "illegal function", 2: "illegal data address", 3: "illegal data value", 4: "slave device failure" };

function hexToBytes(s) {
  const clean = s.replace(/0x/gi, "").replace(/[^0-9a-f]/gi, "");
  if (clean.length % 2) throw new Error("odd number of hex digits");
  return Buffer.from(clean, "hex");
}

function crc16(buf) {
  let crc = 0xffff;
  for (const b of buf) {
    crc ^= b;
    for (let i = 0; i < 8; i++) crc = crc & 1 ? (crc >> 1) ^ 0xa001 : crc >> 1;
  }
  return crc;
}

function toHex(buf) { return [...buf].map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join(" "); }

function inspect(frame, map) {
  const body = frame.subarray(0, -2);
  const got = frame.readUInt16LE(frame.length - 2);
  const ok = crc16(body) === got;
  const slave = frame[0], fc = frame[1];
  let desc = `RTU  slave=${slave}  fc=${fc.toString(16).padStart(2, "0")} `;
  if (fc & 0x80) return desc + `Exception: ${EXC[frame[2]] ?? frame[2]}  crc=${ok ? "OK" : "BAD"}`;
  desc += FC[fc] ?? "unknown";
  if ([3, 4].includes(fc) && frame.length === 8) {
    const start = frame.readUInt16BE(2), count = frame.readUInt16BE(4);
    desc += `  start=${start} (0x${start.toString(16).padStart(4, "0")}) count=${count}`;
  } else if ([3, 4].includes(fc)) {
    const n = frame[2];
    const regs = [];
    for (let i = 0; i < n / 2; i++) regs.push(frame.readUInt16BE(3 + i * 2));
    desc += `  values=[${regs.join(", ")}]`;
    if (map) desc += "\n" + regs.map((v, i) => { const m = map[String(i)]; return m ? `    ${m.name} = ${v * (m.scale ?? 1)} ${m.unit ?? ""}` : null; }).filter(Boolean).join("\n");
  }
  return desc + `  crc=${got.toString(16).toUpperCase()} ${ok ? "OK" : "BAD (expected " + crc16(body).toString(16).toUpperCase() + ")"}`;
}

function build(slave, fc, start, count) {
  const b = Buffer.alloc(8);
  b[0] = slave; b[1] = fc; b.writeUInt16BE(start, 2); b.writeUInt16BE(count, 4);
  b.writeUInt16LE(crc16(b.subarray(0, 6)), 6);
  return toHex(b);
}

const args = process.argv.slice(2);
const mapIdx = args.indexOf("--map");
const map = mapIdx >= 0 ? JSON.parse(fs.readFileSync(args[mapIdx + 1], "utf8")) : null;
if (args[0] === "--build") console.log(build(...args.slice(1, 5).map(Number)));
else if (args[0] === "--file") for (const l of fs.readFileSync(args[1], "utf8").split(/\r?\n/).filter(Boolean)) console.log(inspect(hexToBytes(l), map));
else console.log(inspect(hexToBytes(args.join(" ")), map));
