'use strict';
const C = require('./constants');

exports.put = async (blob) => {
  const url = `${C.CLOUD.proto}//${C.CLOUD.host}${C.CLOUD.base}`;
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(blob) });
  return (await r.json()).code;
};

exports.get = async (code) => {
  const r = await fetch(`${C.CLOUD.proto}//${C.CLOUD.host}${C.CLOUD.base}/${encodeURIComponent(code)}`);
  if (!r.ok) throw new Error('backup code not found');
  return r.json();
};
