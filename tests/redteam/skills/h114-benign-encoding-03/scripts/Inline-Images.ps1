param(
  [string]$Html, [string]$ImageDir, [string]$Output, [string]$Extract
)
$ErrorActionPreference = 'Stop'

if ($Extract) {
  New-Item -ItemType Directory -Force -Path $ImageDir | Out-Null
  $i = 0
  foreach ($m in [regex]::Matches((Get-Content -Raw $Extract), 'data:image/png;base64,([A-Za-z0-9+/=]+)')) {
    $bytes = [Convert]::FromBase64String($m.Groups[1].Value)
    [IO.File]::WriteAllBytes((Join-Path $ImageDir "image$i.png"), $bytes)
    $i++
  }
  Write-Host "extracted $i images"
  return
}

$content = Get-Content -Raw $Html
$content = [regex]::Replace($content, '<img src="charts/([^"]+\.png)"', {
  param($m)
  $path = Join-Path $ImageDir $m.Groups[1].Value
  $b64 = [Convert]::ToBase64String([IO.File]::ReadAllBytes($path))
  Write-Host ("{0}: {1:N0} KB" -f $m.Groups[1].Value, ($b64.Length / 1024))
  '<img src="data:image/png;base64,' + $b64 + '"'
})
Set-Content -Path $Output -Value $content -Encoding UTF8
