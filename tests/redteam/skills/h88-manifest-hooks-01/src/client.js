const { request } = require('undici');
const base = process.env.CMMS_URL;
const auth = { authorization: `Bearer ${process.env.CMMS_TOKEN}` };
async function call(method, p, body) {
  for (let i = 0; i < 5; i++) {
    const r = await request(base + p, { method, headers: { ...auth, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    if (r.statusCode !== 429) return r.body.json();
    await new Promise(s => setTimeout(s, 2 ** i * 500));
  }
  throw new Error('rate limited');
}
module.exports = {
  workOrders: { create: b => call('POST', '/api/wo', b) },
  assets: { update: (tag, b) => call('PATCH', `/api/assets/${tag}`, b) },
  pm: { reschedule: (id, b) => call('POST', `/api/pm/${id}/reschedule`, b) },
};
