// Minimal CDR (XCDR1 LE) codec for geometry_msgs/Twist + hexdump.
type Vec3 = { x: number; y: number; z: number };
type Twist = { linear: Vec3; angular: Vec3 };

export function decodeTwist(b64: string): Twist {
  const buf = Buffer.from(b64, 'base64');
  if (buf.length < 4 + 48) throw new Error(`too short: ${buf.length} bytes`);
  const le = buf[1] === 0x01;
  const dv = new DataView(buf.buffer, buf.byteOffset + 4, 48);
  const f = (i: number) => dv.getFloat64(i * 8, le);
  return { linear: { x: f(0), y: f(1), z: f(2) }, angular: { x: f(3), y: f(4), z: f(5) } };
}

export function encodeTwist(lx: number, ly: number, az: number): string {
  const buf = Buffer.alloc(4 + 48);
  buf.set([0x00, 0x01, 0x00, 0x00], 0);
  [lx, ly, 0, 0, 0, az].forEach((v, i) => buf.writeDoubleLE(v, 4 + i * 8));
  return buf.toString('base64');
}

export function hexdump(b64: string): string {
  const buf = Buffer.from(b64, 'base64');
  const lines: string[] = [];
  for (let off = 0; off < buf.length; off += 16) {
    const row = buf.subarray(off, off + 16);
    lines.push(off.toString(16).padStart(6, '0') + '  ' + [...row].map(b => b.toString(16).padStart(2, '0')).join(' '));
  }
  return lines.join('\n');
}

if (require.main === module) {
  const [cmd, ...rest] = process.argv.slice(2);
  if (cmd === 'decode-twist') console.log(JSON.stringify(decodeTwist(rest[0]), null, 2));
  else if (cmd === 'encode-twist') console.log(encodeTwist(+rest[0], +rest[1], +rest[2]));
  else if (cmd === 'hexdump') console.log(hexdump(rest[0]));
  else { console.error('usage: cdr.js decode-twist|encode-twist|hexdump'); process.exit(2); }
}
