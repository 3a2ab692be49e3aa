import { createServer } from 'node:http';
import { readFile, watch } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { relay } from './relay';

const root = process.argv[2] ?? '.';
const port = Number(process.argv[process.argv.indexOf('--port') + 1]) || 5173;
const clients = new Set<import('node:http').ServerResponse>();
const types: Record<string, string> = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript' };
const inject = '<script>new EventSource("/__lr").onmessage=()=>location.reload()</script>';

createServer(async (req, res) => {
  if (req.url === '/__lr') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' }); clients.add(res); return;
  }
  const file = join(root, req.url === '/' ? 'index.html' : req.url!);
  try {
    let body = await readFile(file, 'utf8');
    if (file.endsWith('.html')) body = body.replace('</body>', inject + '</body>');
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch { res.writeHead(404).end(); }
}).listen(port, () => { console.log(`http://localhost:${port}`); relay(); });

for await (const _ of watch(root, { recursive: true })) for (const c of clients) c.write('data: r\n\n');
