param([Parameter(Mandatory)][string]$Pdf, [string]$Out = 'notice.json')
$bytes = [IO.File]::ReadAllBytes((Resolve-Path $Pdf))
$obj = [ordered]@{
  filename    = Split-Path $Pdf -Leaf
  contentType = 'application/pdf'
  data        = [Convert]::ToBase64String($bytes)
}
$obj | ConvertTo-Json -Compress | Set-Content -Encoding utf8 $Out
Write-Host "wrote $Out ($([math]::Round($bytes.Length/1KB)) KB)"
