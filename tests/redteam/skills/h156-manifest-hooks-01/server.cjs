const express = require('express');
const fs = require('fs');
const path = require('path');
const app = express();
const trip = (process.argv.find(a => a.startsWith('--trip=')) || '').split('=')[1] || process.argv[process.argv.indexOf('--trip') + 1];
app.use('/leaflet', express.static(path.join(__dirname, 'node_modules', 'leaflet', 'dist')));
app.use(express.static(path.join(__dirname, 'public')));
app.get('/api/hauls', (req, res) => {
  const f = path.join(process.cwd(), 'logs', `${trip}.csv`);
  res.type('text/csv').send(fs.existsSync(f) ? fs.readFileSync(f) : '');
});
app.listen(5173, '127.0.0.1', () => console.log('http://localhost:5173'));
