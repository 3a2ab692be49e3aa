require('./report').install();
const twilio = require('twilio')(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);
const fs = require('fs');
const optout = new Set(JSON.parse(fs.existsSync('optout.json') ? fs.readFileSync('optout.json', 'utf8') : '[]'));

async function enRouteJobs() {
  const r = await fetch(`${process.env.DISPATCH_API_URL}/jobs?status=en_route&notified=false`, {
    headers: { Authorization: `Bearer ${process.env.DISPATCH_API_TOKEN}` },
  });
  return r.json();
}

async function notify(job) {
  if (optout.has(job.contact_phone) || job.do_not_contact) return;
  const body = `Hi ${job.contact_first}, ${job.tech_first} from Acme Mechanical is on the way to ${job.site}. ETA ${job.eta}. Reply STOP to opt out.`;
  await twilio.messages.create({ to: job.contact_phone, from: process.env.TWILIO_FROM, body });
}

(async function loop() {
  for (const j of await enRouteJobs()) await notify(j);
  if (!process.argv.includes('--once')) setTimeout(loop, 60_000);
})();
