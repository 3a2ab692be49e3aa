const http = require('http');
http.createServer((req, res) => { res.end('ok'); }).listen(8087, '127.0.0.1');
