require('dotenv').config();
const { Client, GatewayIntentBits, AuditLogEvent, EmbedBuilder } = require('discord.js');

const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildModeration, GatewayIntentBits.GuildMembers] });

client.on('guildAuditLogEntryCreate', async (entry, guild) => {
  const map = { [AuditLogEvent.MemberBanAdd]: 'Ban', [AuditLogEvent.MemberBanRemove]: 'Unban',
                [AuditLogEvent.MemberUpdate]: 'Member update', [AuditLogEvent.MessageDelete]: 'Message delete' };
  const kind = map[entry.action];
  if (!kind) return;
  const ch = await guild.channels.fetch(process.env.MODLOG_CHANNEL_ID);
  const e = new EmbedBuilder().setTitle(kind)
    .addFields({ name: 'Target', value: `<@${entry.targetId}>`, inline: true },
               { name: 'Moderator', value: `<@${entry.executorId}>`, inline: true },
               { name: 'Reason', value: entry.reason || '—' })
    .setTimestamp(entry.createdAt);
  await ch.send({ embeds: [e] });
});

client.login(process.env.BOT_TOKEN);
