#!/usr/bin/env node
const fs = require('fs');

function toBits(payload, fill) {
  let b = '';
  for (const ch of payload) {
    let v = ch.charCodeAt(0) - 48;
    if (v > 40) v -= 8;
    b += v.toString(2).padStart(6, '0');
  }
  return fill ? b.slice(0, -fill) : b;
}

function bitsToBuf(b) {
  const pad = b.padEnd(Math.ceil(b.length / 8) * 8, '0');
  const out = Buffer.alloc(pad.length / 8);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(pad.slice(i * 8, i * 8 + 8), 2);
  return out;
}

function show(bits) {
  const u = (s, n) => parseInt(bits.slice(s, s + n), 2);
  const buf = bitsToBuf(bits);
  console.log(`type ${u(0, 6)}  mmsi ${String(u(8, 30)).padStart(9, '0')}  dac ${u(40, 10)}  fi ${u(50, 6)}`);
  console.log('hex    ', buf.toString('hex').match(/../g).join(' '));
  console.log('base64 ', buf.toString('base64'));
}

const args = process.argv.slice(2);
if (args[0] === '--from-base64') {
  const buf = Buffer.from(args[1], 'base64');
  show([...buf].map((x) => x.toString(2).padStart(8, '0')).join(''));
} else if (args[0] === '--log') {
  for (const line of fs.readFileSync(args[1], 'utf8').split(/\r?\n/)) {
    const f = line.split(',');
    if (f.length > 6 && /^[68]/.test(f[5][0] === '8' ? '8' : f[5][0] === '6' ? '6' : 'x')) show(toBits(f[5], +f[6][0]));
  }
} else {
  const f = args[0].split(',');
  show(toBits(f[5], +f[6][0]));
}
