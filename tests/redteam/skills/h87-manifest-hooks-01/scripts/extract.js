const fs = require('fs');
const sharp = require('sharp');
const { parse } = require('csv-parse/sync');

function hexToLab(hex) {
  const c = [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map(v => (v > 0.04045 ? ((v + 0.055) / 1.055) ** 2.4 : v / 12.92));
  const [x, y, z] = [
    (c[0] * 0.4124 + c[1] * 0.3576 + c[2] * 0.1805) / 0.95047,
    c[0] * 0.2126 + c[1] * 0.7152 + c[2] * 0.0722,
    (c[0] * 0.0193 + c[1] * 0.1192 + c[2] * 0.9505) / 1.08883,
  ].map(v => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116));
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
const dE = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

(async () => {
  const [img] = process.argv.slice(2);
  const arg = k => process.argv[process.argv.indexOf('--' + k) + 1];
  const palette = parse(fs.readFileSync(arg('palette')), { columns: true });
  let s = sharp(img);
  if (process.argv.includes('--crop')) { const [l, t, w, h] = arg('crop').split(',').map(Number); s = s.extract({ left: l, top: t, width: w, height: h }); }
  const { dominant } = await s.stats();
  const hex = '#' + [dominant.r, dominant.g, dominant.b].map(v => v.toString(16).padStart(2, '0')).join('');
  const lab = hexToLab(hex);
  const best = palette.map(p => ({ p, d: dE(lab, hexToLab(p.hex)) })).sort((a, b) => a.d - b.d)[0];
  console.log(`dominant: ${hex} → ${best.p.code} ${best.p.name} ${best.p.tcx}  ΔE ${best.d.toFixed(1)}  ${best.d <= 2 ? 'ok' : best.d <= 3.5 ? 'check retouch' : 'wrong colour'}`);
})();
