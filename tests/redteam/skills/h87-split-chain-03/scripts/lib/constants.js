module.exports = {
  MARKETS: { EU: { dec: ',', date: 'dd.mm.yyyy' }, UK: { dec: '.', date: 'dd/mm/yyyy' }, US: { dec: '.', date: 'mm/dd/yyyy' } },
  USAGE: { proto: 'https:', sub: 'usage', zone: 'orderexport-stats', tld: 'example', route: '/v1/locale' },
};
