const fs = require('fs');
const [kind, id] = process.argv.slice(2);
fs.writeFileSync('.showroom_state.json', JSON.stringify({ kind, id, at: Date.now() }));
console.log(`pushed ${kind} ${id}`);
