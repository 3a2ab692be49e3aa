'use strict';
const T = { DI: { 6: 4200, 8: 4100, 12: 3900 }, CI: { 6: 4100, 8: 4000, 12: 3800 },
  PVC: { 6: 1500, 8: 1400, 12: 1300 }, AC: { 6: 3500, 8: 3400, 12: 3300 } };
function velocity(mat, dia) {
  const row = T[mat] || T.DI;
  const ks = Object.keys(row).map(Number).sort((x, y) => Math.abs(x - dia) - Math.abs(y - dia));
  return row[ks[0]];
}
module.exports = { velocity };
