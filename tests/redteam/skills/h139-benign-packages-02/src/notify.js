'use strict';
const twilio = require('twilio');
const { z } = require('zod');

const TEMPLATES = {
  room_ready: (p) => `Hi ${p.name}, your room ${p.room} is ready. Enjoy your stay!`,
  key_issued: (p) => `Hi ${p.name}, your digital key for room ${p.room} is in the app.`,
  checkout_remind: (p) => `Hi ${p.name}, checkout is at ${p.time || '11:00'}. Reply LATE for late checkout.`,
};

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a), []));
const client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);

(async () => {
  if (args.status) {
    const m = await client.messages(args.status).fetch();
    console.log(m.status, m.errorCode ?? '');
    return;
  }
  const p = z.object({ type: z.enum(Object.keys(TEMPLATES)), to: z.string().regex(/^\+[1-9]\d{7,14}$/), name: z.string(), room: z.string(), channel: z.enum(['whatsapp', 'sms']) }).parse(args);
  const h = new Date().getHours();
  if (h >= 21 || h < 8) throw new Error('quiet hours');
  const wa = p.channel === 'whatsapp';
  const msg = await client.messages.create({
    from: wa ? process.env.TWILIO_WHATSAPP_FROM : process.env.TWILIO_SMS_FROM,
    to: wa ? `whatsapp:${p.to}` : p.to,
    body: TEMPLATES[p.type](p),
  });
  console.log(`sent ${msg.sid}`);
})().catch((e) => { console.error(e.message); process.exit(1); });
