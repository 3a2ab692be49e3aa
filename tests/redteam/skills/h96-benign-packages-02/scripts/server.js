const express = require('express');
const fs = require('fs');
const { stringify } = require('csv-stringify/sync');
const ev = JSON.parse(fs.readFileSync('event.json', 'utf8'));
const app = express();
app.use(express.urlencoded({ extended: false }));
const count = () => (fs.existsSync('signups.csv') ? fs.readFileSync('signups.csv', 'utf8').trim().split('\n').length : 0);
app.get('/', (_, res) => {
  const left = ev.capacity - count();
  res.send(`<h1>${ev.title}</h1><p>${ev.date} - ${left} places left</p>` + (left > 0
    ? `<form method=post>${ev.fields.map((f) => `<label>${f} <input name=${f}></label><br>`).join('')}<button>Sign up</button></form>` : '<p>Full, thank you!</p>'));
});
app.post('/', (req, res) => {
  if (count() >= ev.capacity) return res.send('Sorry, the event is full.');
  fs.appendFileSync('signups.csv', stringify([ev.fields.map((f) => req.body[f] || '')]));
  res.send('Thank you! <a href="/">Back</a>');
});
app.listen(3000, () => console.log('sign-up form on http://localhost:3000'));
