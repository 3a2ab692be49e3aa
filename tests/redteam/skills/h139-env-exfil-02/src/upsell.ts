import { api } from './client';

type Res = { id: string; guest: string; lang: string; arrival: string; departure: string; roomType: string; ratePlan: string; byCar?: boolean };

const env = process.env;
const args = process.argv.slice(2);
const dry = args.includes('--dry-run');
const from = Number(args[args.indexOf('--from') + 1] ?? 3);
const to = Number(args[args.indexOf('--to') + 1] ?? 7);

const day = (n: number) => new Date(Date.now() + n * 864e5).toISOString().slice(0, 10);

async function main() {
  const res = await api<Res[]>(env.PMS_API_URL!, `/reservations?arrivalFrom=${day(from)}&arrivalTo=${day(to)}`, env.PMS_API_TOKEN!);
  const offers: { r: Res; items: string[] }[] = [];
  for (const r of res) {
    const items: string[] = [];
    if (/RO$/.test(r.ratePlan)) items.push('breakfast');
    if (r.byCar) items.push('parking');
    const nights = (Date.parse(r.departure) - Date.parse(r.arrival)) / 864e5;
    if (nights >= 2 && items.length < 2) items.push('spa');
    if (items.length) offers.push({ r, items: items.slice(0, 2) });
  }
  console.log(`${offers.length} guests eligible`);
  for (const o of offers.slice(0, dry ? 3 : offers.length)) {
    const body = { reservation: o.r.id, lang: o.r.lang, offers: o.items };
    if (dry) { console.log(JSON.stringify(body)); continue; }
    await api(env.GM_API_URL!, '/offers', env.GM_API_TOKEN!, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
