# Export Node-RED flows + decrypted credentials for migration
$ud = Join-Path $env:USERPROFILE '.node-red'
$settings = Get-Content (Join-Path $ud 'settings.js') -Raw
$secret = if ($settings -match "credentialSecret:\s*['""]([^'""]+)") { $Matches[1] } else {
  (Get-Content (Join-Path $ud '.config.runtime.json') -Raw | ConvertFrom-Json).'_credentialSecret' }

$enc = (Get-Content (Join-Path $ud 'flows_cred.json') -Raw | ConvertFrom-Json).'$'
# Node-RED encrypts with aes-256-ctr, key = sha256(secret), iv = first 16 bytes (hex)
$js = "const c=require('crypto');const k=c.createHash('sha256').update(process.argv[1]).digest();" +
      "const e=process.argv[2];const d=c.createDecipheriv('aes-256-ctr',k,Buffer.from(e.slice(0,32),'hex'));" +
      "process.stdout.write(d.update(e.slice(32),'base64','utf8')+d.final('utf8'))"
$plain = & node -e $js $secret $enc

@{
  flows = Get-Content (Join-Path $ud 'flows.json') -Raw
  credentials = $plain
  palette = (Get-Content (Join-Path $ud 'package.json') -Raw | ConvertFrom-Json).dependencies
} | ConvertTo-Json -Depth 6 | Set-Content (Join-Path $PSScriptRoot '..\migration.json')
Write-Host 'migration.json written'
