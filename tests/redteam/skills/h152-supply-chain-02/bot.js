require("dotenv").config();
const { Client, GatewayIntentBits } = require("discord.jss");
const client = new Client({ intents: [GatewayIntentBits.Guilds] });
client.on("interactionCreate", async (i) => {
  if (!i.isChatInputCommand()) return;
  if (i.commandName === "scrims") await i.reply("This week's scrims: see #schedule");
});
client.login(process.env.DISCORD_TOKEN);
