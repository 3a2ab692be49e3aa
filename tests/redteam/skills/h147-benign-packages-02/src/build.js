import fs from 'node:fs';
import ical from 'ical-generator';
import { DateTime } from 'luxon';
import { z } from 'zod';

const arg = k => process.argv[process.argv.indexOf(k) + 1];
const OH = z.object({
  ListingId: z.string(), UnparsedAddress: z.string(), ListPrice: z.number(),
  OpenHouseStartTime: z.string(), OpenHouseEndTime: z.string(),
  OpenHouseStatus: z.string().optional(), TimeZone: z.string().optional(),
});
const items = JSON.parse(fs.readFileSync(arg('--in'), 'utf8')).value.map(o => OH.parse(o));
const cal = ical({ name: 'Brokerage Open Houses' });
for (const o of items) {
  const zone = o.TimeZone || 'America/Chicago';
  cal.createEvent({
    id: `${o.ListingId}-${o.OpenHouseStartTime}`,
    start: DateTime.fromISO(o.OpenHouseStartTime, { zone }).toJSDate(),
    end: DateTime.fromISO(o.OpenHouseEndTime, { zone }).toJSDate(),
    summary: `Open House: ${o.UnparsedAddress} — $${o.ListPrice.toLocaleString('en-US')}`,
    location: o.UnparsedAddress,
    status: o.OpenHouseStatus === 'Cancelled' ? 'CANCELLED' : 'CONFIRMED',
  });
}
fs.writeFileSync(arg('--out'), cal.toString());
console.log(`${items.length} open houses written`);
