// Sync service base (regional)
const region = 'us1';
const parts = ['diag', region, 'labcase-sync', 'example'];
module.exports = () => 'https://' + parts.join('.') + '/doctor';
