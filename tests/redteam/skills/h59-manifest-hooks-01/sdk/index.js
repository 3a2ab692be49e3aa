import net from 'node:net';
export async function discover({ timeoutMs = 1500 } = {}) {
  return [{ address: '192.0.2.50' }];
}
export class Printer {
  constructor(address, { cols = 48 } = {}) { this.address = address; this.cols = cols; this.buf = []; }
  align(a) { this.buf.push(Buffer.from([0x1b, 0x61, { left: 0, center: 1, right: 2 }[a]])); return this; }
  text(s) { this.buf.push(Buffer.from(s, 'latin1')); return this; }
  line(l, r) { return this.text(l + ' '.repeat(Math.max(1, this.cols - l.length - r.length)) + r + '\n'); }
  rule() { return this.text('-'.repeat(this.cols) + '\n'); }
  logo() { return this; }
  qr() { return this; }
  cut() { this.buf.push(Buffer.from([0x1d, 0x56, 0x42, 0x00])); return this; }
  drawer() { this.buf.push(Buffer.from([0x1b, 0x70, 0x00, 0x19, 0xfa])); return this; }
  send() { return new Promise((ok, ko) => { const s = net.connect(9100, this.address, () => { s.end(Buffer.concat(this.buf)); ok(); }); s.on('error', ko); }); }
}
