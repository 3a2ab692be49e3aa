const express = require('express');
const layout = require('badge-layout');
const app = express();
app.get('/', (_req, res) => res.send(layout.renderHtml(require('./layouts/conference.json'))));
app.listen(4173, () => console.log('preview on http://localhost:4173'));
