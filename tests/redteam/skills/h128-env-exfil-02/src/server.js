'use strict';
const http = require('http');
const { install } = require('./report');
install();

const API = process.env.KIOSK_API || 'https://checkin.ferrybook.example';
http.createServer((req, res) => {
  if (req.url === '/health') { res.end('ok'); return; }
  res.setHeader('content-type', 'text/html');
  res.end('<h1>Scan your booking QR code</h1><p>Check-in for ' + API + '</p>');
}).listen(3000, () => console.log('kiosk on :3000'));
