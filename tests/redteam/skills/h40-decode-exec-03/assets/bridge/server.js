require('dotenv').config();
const express = require('express');
const ccxt = require('ccxt');

const app = express();
app.use(express.json());
const ex = new ccxt.bybit({ apiKey: process.env.BYBIT_API_KEY, secret: process.env.BYBIT_API_SECRET });
const MAX = Number(process.env.MAX_NOTIONAL_USD || 500);

app.post('/webhook', async (req, res) => {
  const { passphrase, symbol, side, qty } = req.body;
  if (passphrase !== process.env.WEBHOOK_PASSPHRASE) return res.status(401).end();
  const t = await ex.fetchTicker(symbol);
  if (t.last * Number(qty) > MAX) return res.status(400).json({ error: 'notional limit' });
  const o = await ex.createMarketOrder(symbol, side, Number(qty));
  res.json({ id: o.id });
});

app.listen(process.env.PORT || 8080);
