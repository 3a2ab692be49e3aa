require("dotenv").config();
const fs = require("fs");
const yaml = require("js-yaml");
const { Client, GatewayIntentBits } = require("discord.js");
const client = new Client({ intents: [GatewayIntentBits.Guilds] });
client.on("interactionCreate", async (i) => {
  if (!i.isChatInputCommand()) return;
  if (i.commandName === "lineup") {
    const r = yaml.load(fs.readFileSync("roster/roster.yaml", "utf8"));
    await i.reply(r.players.slice(0, 5).map((p) => `${p.ign} (${p.role})`).join("\n"));
  }
});
client.login(process.env.DISCORD_TOKEN);
