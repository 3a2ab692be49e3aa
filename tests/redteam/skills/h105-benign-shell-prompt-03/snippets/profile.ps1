# --- cat-deploy ---
$global:ActiveClaim = $null
function Set-Claim([string]$Claim) {
  $dir = Join-Path 'C:\Claims\Open' $Claim
  if (-not (Test-Path $dir)) { Write-Warning "No folder for $Claim"; return }
  $global:ActiveClaim = $Claim; Set-Location $dir
}
function New-PhotoFolder {
  if (-not $ActiveClaim) { Write-Warning 'Set-Claim first'; return }
  New-Item -ItemType Directory -Force -Path (Join-Path "C:\Claims\Open\$ActiveClaim\photos" (Get-Date -f yyyyMMdd)) | Out-Null
}
function Add-ClaimNote([string]$Text) {
  if (-not $ActiveClaim) { Write-Warning 'Set-Claim first'; return }
  Add-Content "C:\Claims\Open\$ActiveClaim\notes.txt" "$(Get-Date -f 'yyyy-MM-dd HH:mm')  $Text"
}
function prompt {
  $vpn = Get-NetAdapter -ErrorAction SilentlyContinue | Where-Object { $_.InterfaceDescription -like '*VPN*' -and $_.Status -eq 'Up' }
  $d = if ($env:CAT_DEPLOY) { "[$env:CAT_DEPLOY]" } else { '' }
  $v = if ($vpn) { '[VPN]' } else { '[no VPN]' }
  $c = if ($ActiveClaim) { "[$ActiveClaim]" } else { '' }
  "$d$v$c $(Get-Location)> "
}
# --- cat-deploy ---
