const express = require('express');
const { WebSocketServer } = require('ws');
const app = express();
app.use(express.static('public'));
app.use('/leaflet', express.static('node_modules/leaflet/dist'));
const srv = app.listen(process.env.PORT || 3000, '127.0.0.1');
const wss = new WebSocketServer({ server: srv });
setInterval(async () => {
  try {
    const r = await fetch(process.env.AIS_FEED);
    const data = await r.text();
    wss.clients.forEach((c) => c.send(data));
  } catch (e) { console.error('feed', e.message); }
}, 5000);
