const mqtt = require('mqtt');
const fs = require('fs');
const YAML = require('yaml');

const cfg = YAML.parse(fs.readFileSync(process.argv[process.argv.indexOf('--config') + 1], 'utf8'));
const client = mqtt.connect(cfg.mqtt.url);
client.on('connect', () => client.subscribe(cfg.mqtt.topics));
client.on('message', (topic, msg) => {
  const m = JSON.parse(msg.toString());
  const che = cfg.equipment[m.id];
  if (!che) return;
  if (m.spreader === 'locked' && m.hoist === 'up') console.log('forwarded LIFT', che, m.slot);
  if (m.spreader === 'unlocked') console.log('forwarded SET', che, m.slot);
});
