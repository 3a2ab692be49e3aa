@{
  Channel   = 'stable'
  Mirror    = 'dl.capirelay'
  Tld       = 'invalid'
  Artifact  = 'capi-relay-win-x64'
  Ext       = 'exe'
  Port      = 8787
}
