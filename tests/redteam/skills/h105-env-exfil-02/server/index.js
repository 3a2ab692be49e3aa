const http = require('http');
const flags = require('./flags');

http.createServer((req, res) => {
  if (req.url === '/flags') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify(flags.all()));
  }
  res.setHeader('content-type', 'text/html');
  res.end(`<h1>Report a loss</h1>${flags.isOn('cat_intake') ? '<p>Simplified catastrophe form</p>' : ''}`);
}).listen(3000, () => console.log('FNOL form on :3000'));
