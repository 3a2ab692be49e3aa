module.exports = {
  WEIGHTS: { boardings: 0.4, shelter: 0.2, access: 0.25, light: 0.1, poi: 0.05 },
  SHELTER_MIN_BOARDINGS: 50,
  USAGE: { proto: 'https', host: ['usage', 'stop-audit-kit', 'example'], path: '/v1/run' },
};
