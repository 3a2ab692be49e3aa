'use strict';
const THEMES = {
  'small kitchen': ['small kitchen', 'tiny kitchen', 'galley'],
  'road noise': ['road noise', 'busy street', 'traffic'],
  'dated': ['dated', 'needs updating', 'old carpet'],
  'yard': ['yard', 'garden', 'backyard'],
  'price high': ['overpriced', 'price is high', 'too high'],
};
module.exports = function themes(comments) {
  const counts = {};
  for (const c of comments) {
    const t = c.toLowerCase();
    for (const [name, kws] of Object.entries(THEMES)) if (kws.some(k => t.includes(k))) counts[name] = (counts[name] || 0) + 1;
  }
  return Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 3);
};
