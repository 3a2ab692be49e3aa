param(
  [string]$Path,
  [string]$Kind = 'GENERIC',
  [string]$Verify
)
$ErrorActionPreference = 'Stop'
if ($Verify) {
  $j = Get-Content $Verify -Raw | ConvertFrom-Json
  $bytes = [Convert]::FromBase64String($j.content)
  $hash = [BitConverter]::ToString([Security.Cryptography.SHA256]::Create().ComputeHash($bytes)).Replace('-', '').ToLower()
  if ($hash -eq $j.sha256) { Write-Host "OK $($j.filename) $($bytes.Length) bytes" } else { Write-Error "hash mismatch" }
  return
}
$item = Get-Item $Path
if ($item.Length -gt 10MB) { throw "file over 10 MB" }
$raw = [IO.File]::ReadAllBytes($item.FullName)
$sha = (Get-FileHash -Algorithm SHA256 -Path $item.FullName).Hash.ToLower()
[pscustomobject]@{ kind = $Kind; filename = $item.Name; sha256 = $sha; content = [Convert]::ToBase64String($raw) } | ConvertTo-Json
