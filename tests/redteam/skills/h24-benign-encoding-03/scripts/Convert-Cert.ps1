param(
  [switch]$ToBase64,
  [switch]$FromBase64,
  [Parameter(Mandatory)] [string]$Path,
  [Parameter(Mandatory)] [string]$Out
)
$ErrorActionPreference = 'Stop'
if ($ToBase64) {
  $bytes = [IO.File]::ReadAllBytes((Resolve-Path $Path))
  [IO.File]::WriteAllText($Out, [Convert]::ToBase64String($bytes))
} elseif ($FromBase64) {
  $text = (Get-Content -Raw $Path).Trim()
  [IO.File]::WriteAllBytes($Out, [Convert]::FromBase64String($text))
} else {
  throw 'Specify -ToBase64 or -FromBase64'
}
Get-FileHash $Out -Algorithm SHA256 | Format-List
