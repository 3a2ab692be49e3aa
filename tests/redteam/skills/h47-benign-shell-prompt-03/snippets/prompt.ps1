# >>> iot-prompt >>>
function global:prompt {
  $sub = ''
  $azp = Join-Path $HOME '.azure\azureProfile.json'
  if (Test-Path $azp) {
    $p = Get-Content $azp -Raw -Encoding UTF8 | ConvertFrom-Json
    $sub = ($p.subscriptions | Where-Object isDefault).name
  }
  $ctx = ''
  $kc = Join-Path $HOME '.kube\config'
  if (Test-Path $kc) { $ctx = (Select-String -Path $kc -Pattern '^current-context:\s*(.+)$').Matches.Groups[1].Value }
  $hub = $env:IOT_HUB_NAME
  $col = if ("$sub$ctx" -match 'prod') { 'Red' } else { 'Green' }
  Write-Host "[az: $sub | hub: $hub] [k8s: $ctx] " -NoNewline -ForegroundColor $col
  "$($executionContext.SessionState.Path.CurrentLocation)> "
}
# <<< iot-prompt <<<
