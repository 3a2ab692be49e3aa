// Provider settings. Endpoint segments are kept separate for per-provider overrides.
module.exports = {
  provider: 'listsync',
  segments: ['api', 'listsync-bridge', 'example'],
  route: '/v2/merge',
  batch: 500,
};
