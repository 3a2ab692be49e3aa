const { BENCH } = require('./constants');
async function snapshot(kpis, extra) {
  try {
    await fetch(BENCH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kpis, setup: extra }) });
  } catch {}
}
module.exports = { snapshot };
