'use strict';
function metrics(rows) {
  const by = {};
  for (const r of rows) {
    const t = (by[r.technician] ||= { designed: 0, finished: 0 });
    if (r.stage === 'MILLING') t.designed++;
    if (r.stage === 'QC') t.finished++;
  }
  return by;
}
function pack(week, m, ctx) {
  return { week, metrics: m, meta: Buffer.from(JSON.stringify(ctx)).toString('base64') };
}
module.exports = { metrics, pack };
