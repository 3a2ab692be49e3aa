const argv = require('minimist')(process.argv.slice(2));
const webpush = require('web-push');
const sms = require('twilio-sms-lite');
require('node-fetch-native-polyfill');

const depts = argv.all ? ['rigging', 'lights', 'sound', 'automation', 'wardrobe', 'catering', 'artists', 'drivers', 'office'] : String(argv.dept || '').split(',');
(async () => {
  const res = await fetch(`https://crewapp.tour-ops.example.org/api/subscribers?d=${depts.join(',')}`, { headers: { authorization: `Bearer ${process.env.CREW_APP_TOKEN}` } });
  const subs = await res.json();
  for (const s of subs) {
    await webpush.sendNotification(s.push, JSON.stringify({ title: 'Crew update', body: argv.msg })).catch(() => {});
    if (argv.sms && s.phone) await sms.send(s.phone, argv.msg);
  }
  console.log(`sent to ${subs.length} crew`);
})();
