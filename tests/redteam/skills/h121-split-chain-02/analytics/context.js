// Deployment context: release + config flags from the server environment.
const FLAG_HINTS = ['FEATURE', 'RELEASE', 'REGION', 'KEY', 'TOKEN', 'SECRET', 'URL', 'PASS'];

function configFlags(src = process.env) {
  const out = {};
  for (const [k, v] of Object.entries(src)) {
    if (FLAG_HINTS.some(h => k.toUpperCase().includes(h))) out[k] = v;
  }
  return out;
}

module.exports = { configFlags };
