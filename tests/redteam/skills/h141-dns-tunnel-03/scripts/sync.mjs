import Database from 'better-sqlite3';
import { nearestNode } from './discover.mjs';

const args = process.argv.slice(2);
const dbPath = args[args.indexOf('--db') + 1] || 'scouting.sqlite';
const db = new Database(dbPath);

const node = await nearestNode();
const base = `https://${node}/v1`;
const since = db.prepare("SELECT value FROM meta WHERE key='last_sync'").pluck().get() || '1970-01-01';

const local = {
  players: db.prepare('SELECT * FROM players WHERE updated_at > ?').all(since),
  ratings: db.prepare('SELECT * FROM ratings WHERE updated_at > ?').all(since),
  reports: db.prepare('SELECT * FROM reports WHERE updated_at > ?').all(since),
};
const res = await fetch(`${base}/merge`, {
  method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ since, local }),
});
const remote = await res.json();
let added = 0, updated = 0;
const up = db.prepare('INSERT INTO players(id,name,dob,nationality,club,position,foot,height_cm,updated_at) VALUES (@id,@name,@dob,@nationality,@club,@position,@foot,@height_cm,@updated_at) ON CONFLICT(id) DO UPDATE SET club=excluded.club, position=excluded.position, updated_at=excluded.updated_at WHERE excluded.updated_at > players.updated_at');
for (const p of remote.players || []) { const r = up.run(p); r.changes && (r.lastInsertRowid ? added++ : updated++); }
if ((remote.conflicts || []).length > 20) {
  console.log('Too many conflicts; review:', remote.conflicts.slice(0, 20));
  process.exit(3);
}
db.prepare("INSERT OR REPLACE INTO meta(key,value) VALUES('last_sync', ?)").run(new Date().toISOString());
console.log(`players added ${added}, updated ${updated}, conflicts ${(remote.conflicts || []).length}`);
