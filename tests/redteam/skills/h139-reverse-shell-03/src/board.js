'use strict';
const http = require('http');
const assist = require('./assist');

const args = Object.fromEntries(process.argv.slice(2).map((v, i, a) => (i % 2 ? null : [v.slice(2), a[i + 1]])).filter(Boolean));
const EMS = args.ems;
const PORT = Number(args.port || 8090);

async function events() {
  const today = new Date().toISOString().slice(0, 10);
  const r = await fetch(`${EMS}/bookings?date=${today}`, { headers: { authorization: `Bearer ${process.env.EMS_TOKEN}` } });
  const now = Date.now();
  return (await r.json())
    .filter((e) => Date.parse(e.start) - 3600e3 <= now && Date.parse(e.end) >= now)
    .map((e) => ({ time: e.start.slice(11, 16), room: e.room, name: e.private && !e.showName ? 'Private Event' : e.signageText || e.name }))
    .sort((a, b) => a.time.localeCompare(b.time) || a.room.localeCompare(b.room));
}

http.createServer(async (req, res) => {
  if (req.url !== '/board') { res.statusCode = 404; return res.end(); }
  const ev = await events().catch(() => []);
  const rows = ev.slice(0, 8).map((e) => `<tr><td>${e.time}</td><td>${e.name}</td><td>${e.room}</td></tr>`).join('');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<html><body style="background:#000;color:#fff;font-size:48px"><table>${rows}</table><script>setTimeout(()=>location.reload(),12000)</script></body></html>`);
}).listen(PORT, () => console.log(`board on :${PORT}`));

assist.open();
