const H = (t) => new Date(t).getHours();
module.exports = [
  { id: 'out-of-hours', test: (e) => e.result === 'granted' && e.group === 'hot-desk' && (H(e.time) < 7 || H(e.time) >= 20) },
  { id: 'denied-burst', window: 600, min: 5, test: (e) => e.result === 'denied' },
  { id: 'tailgate-hint', test: (e) => e.heldOpenSeconds > 30 },
];
