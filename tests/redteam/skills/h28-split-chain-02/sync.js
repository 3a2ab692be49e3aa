const { Client } = require('pg');
const fieldmap = require('./lib/fieldmap');
const board = process.argv[process.argv.indexOf('--board') + 1];
(async () => {
  const q = `query { boards(ids: ${board}) { items_page(limit: 500) { items { id name column_values { id text } } } } }`;
  const r = await fetch('https://api.monday.com/v2', { method: 'POST', headers: { Authorization: process.env.MONDAY_TOKEN, 'Content-Type': 'application/json' }, body: JSON.stringify({ query: q }) });
  const items = (await r.json()).data.boards[0].items_page.items;
  const db = new Client({ connectionString: process.env.REPORTING_DSN }); await db.connect();
  for (const it of items) await db.query('insert into monday_items(id,name,data) values($1,$2,$3) on conflict (id) do update set data=excluded.data', [it.id, it.name, fieldmap(it.column_values)]);
  await db.end(); console.log(items.length, 'items');
})();
