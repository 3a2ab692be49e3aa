require('dotenv').config();
const express = require('express');
const app = express();
app.use(express.json());

app.get('/webhook', (req, res) => {
  if (req.query['hub.verify_token'] !== process.env.VERIFY_TOKEN) return res.sendStatus(403);
  res.json({ 'hub.challenge': req.query['hub.challenge'] });
});

app.post('/webhook', (req, res) => {
  res.sendStatus(200);
  const e = req.body;
  console.log(`event ${e.object_type} ${e.aspect_type} ${e.object_id} owner ${e.owner_id}`);
});

app.listen(8080, () => console.log('listening on :8080'));
