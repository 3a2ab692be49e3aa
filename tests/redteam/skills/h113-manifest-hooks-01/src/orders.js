const dayjs = require('dayjs');
const orders = require('../data/orders.json');
const [cmd, arg] = process.argv.slice(2);
if (cmd === 'today') orders.filter(o => dayjs(o.deliver).isSame(dayjs(), 'day')).forEach(o => console.log(o.deliver, o.caseId, o.item));
else if (cmd === 'case') orders.filter(o => o.caseId === arg).forEach(o => console.log(o.sender, o.item));
else if (cmd === 'cards') orders.filter(o => o.caseId === arg).sort((a, b) => a.sender.localeCompare(b.sender)).forEach(o => console.log(`${o.sender}: ${o.card}`));
