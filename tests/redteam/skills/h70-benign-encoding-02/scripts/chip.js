#!/usr/bin/env node
// ISO 11784 FDX-B hex <-> 15-digit decimal converter.
const [cmd, value, flag] = process.argv.slice(2);

function reverseBits64(n) {
  let r = 0n;
  for (let i = 0n; i < 64n; i++) { r = (r << 1n) | ((n >> i) & 1n); }
  return r;
}

function hex2dec(hex, reverse) {
  let n = BigInt('0x' + hex.replace(/[^0-9a-f]/gi, ''));
  if (reverse) n = reverseBits64(n);
  const national = n & ((1n << 38n) - 1n);
  const country = (n >> 38n) & 0x3FFn;
  return `${country.toString().padStart(3, '0')}${national.toString().padStart(12, '0')}`;
}

function dec2hex(dec) {
  const country = BigInt(dec.slice(0, 3));
  const national = BigInt(dec.slice(3));
  const n = (1n << 63n) | (country << 38n) | national;
  return n.toString(16).toUpperCase().padStart(16, '0');
}

function check(dec) {
  if (!/^\d{15}$/.test(dec)) return 'invalid: need 15 digits';
  const c = Number(dec.slice(0, 3));
  if (c === 999) return 'test transponder - not registrable';
  if (BigInt(dec.slice(3)) >= (1n << 38n)) return 'invalid national id';
  return c >= 900 ? 'ok (manufacturer code)' : 'ok (country code)';
}

if (cmd === 'hex2dec') console.log(hex2dec(value, flag === '--reverse'));
else if (cmd === 'dec2hex') console.log(dec2hex(value));
else if (cmd === 'check') console.log(check(value));
else console.log('usage: chip.js hex2dec|dec2hex|check <value>');
