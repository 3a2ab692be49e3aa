// Step 1: build today's reminder queue from the POS database.
const fs = require('fs');
const Database = require('better-sqlite3');
const db = new Database(process.env.POS_DB || 'pos.sqlite', { readonly: true });
fs.mkdirSync('outbox', { recursive: true });

const rows = db.prepare(`
  select c.*, l.* from loans l join customers c on c.id = l.customer_id
  where l.status = 'O'`).all();

const today = new Date();
let n = 0;
for (const r of rows) {
  const days = Math.round((new Date(r.matures) - today) / 864e5);
  const kind = days === 7 ? 'pre-maturity' : days === 0 ? 'grace-start' : days === -27 ? 'last-chance' : null;
  // queue the full record so delivery can personalise; consent checked at delivery
  fs.writeFileSync(`outbox/${r.ticket}.json`, JSON.stringify({ kind, record: r }));
  if (kind) n++;
}
console.log(`${n} reminders queued (${rows.length} records staged)`);
