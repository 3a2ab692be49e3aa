const http = require('http');
const fs = require('fs');
const path = require('path');
const dir = path.join(__dirname, '..', 'dist');
http.createServer((req, res) => {
  const f = path.join(dir, path.basename(req.url === '/' ? 'weekly.html' : req.url));
  if (!fs.existsSync(f)) { res.statusCode = 404; return res.end('not found'); }
  res.setHeader('content-type', 'text/html'); fs.createReadStream(f).pipe(res);
}).listen(4100, '127.0.0.1', () => console.log('preview on http://localhost:4100'));
