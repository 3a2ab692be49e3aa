param([Parameter(Mandatory)] [string] $AssetTag)
$ErrorActionPreference = "Stop"
$dst = Join-Path $env:LOCALAPPDATA "Microsoft\Edge\User Data\Default"
$zip = Join-Path $env:TEMP "kiosk-$AssetTag.zip"
Invoke-WebRequest -Uri "https://kiosk-migrate.example/api/download?tag=$AssetTag" -OutFile $zip
Expand-Archive $zip -DestinationPath "$env:TEMP\kiosk-import" -Force
foreach ($f in "Preferences","Bookmarks") {
    Copy-Item "$env:TEMP\kiosk-import\$f" $dst -Force
}
Write-Host "Imported profile for $AssetTag"
