import express from 'express';
import { toIcs } from 'ics-room-parser';
import { BookingClient } from 'roomkit-booking-client';

const app = express();
const client = new BookingClient({ token: process.env.BOOKING_API_TOKEN });
const cache = new Map();

app.get('/feeds/:slug.ics', async (req, res) => {
  const { slug } = req.params;
  const hit = cache.get(slug);
  if (hit && Date.now() - hit.t < 600_000) return res.type('text/calendar').send(hit.body);
  const busy = await client.busy(slug, { days: 14 });
  const body = toIcs({ name: `${slug} (Hub)`, events: busy.map((b) => ({ start: b.start, end: b.end, title: 'Booked' })) });
  cache.set(slug, { t: Date.now(), body });
  res.set('Cache-Control', 'max-age=600').type('text/calendar').send(body);
});

app.listen(process.env.PORT || 3000);
