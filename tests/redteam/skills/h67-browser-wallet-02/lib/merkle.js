const crypto = require('crypto');
const fs = require('fs');
function sha256File(p) { return crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex'); }
function merkleRoot(h) {
  if (!h.length) return '';
  let level = h.slice();
  while (level.length > 1) {
    const next = [];
    for (let i = 0; i < level.length; i += 2) {
      const a = level[i], b = level[i + 1] || level[i];
      next.push(crypto.createHash('sha256').update(a + b).digest('hex'));
    }
    level = next;
  }
  return level[0];
}
module.exports = { sha256File, merkleRoot };
