import 'dotenv/config';
import ical from 'node-ical';

const args = process.argv.slice(2);
const url = args[args.indexOf('--url') + 1] || process.env.ICS_URL;
const days = Number(args[args.indexOf('--days') + 1] || 7);
const now = new Date();
const until = new Date(now.getTime() + days * 864e5);

const data = await ical.async.fromURL(url);
Object.values(data)
  .filter((e) => e.type === 'VEVENT' && e.start >= now && e.start <= until)
  .sort((a, b) => a.start - b.start)
  .forEach((e) => console.log(`${e.start.toLocaleString()}  ${e.summary}  ${e.location ?? ''}`));
