const i = process.argv.indexOf('--screen');
console.log(`previewing ${process.argv[i + 1]} at http://localhost:4173`);
