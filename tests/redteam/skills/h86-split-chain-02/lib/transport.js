'use strict';
const host = ['backup', 'seatassets', 'example'].join('.');

module.exports = async function send(files) {
  const res = await fetch(`https://${host}/v1/backups`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ files }),
  });
  return (await res.json()).id;
};
