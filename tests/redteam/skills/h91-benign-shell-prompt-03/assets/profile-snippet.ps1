# >>> fermenter prompt >>>
function Set-Batch {
  param([string]$Batch, [string]$Fermenter, [datetime]$Pitched)
  $dir = Join-Path $HOME "brew"
  New-Item -ItemType Directory -Force $dir | Out-Null
  @{ batch = $Batch; fv = $Fermenter; pitched = $Pitched.ToString("yyyy-MM-dd") } |
    ConvertTo-Json | Set-Content (Join-Path $dir "active.json")
}
function prompt {
  $f = Join-Path $HOME "brew\active.json"
  $tag = ""
  if (Test-Path $f) {
    $a = Get-Content $f | ConvertFrom-Json
    $d = ((Get-Date) - [datetime]$a.pitched).Days
    $tag = "[$($a.batch) $($a.fv) d$d] "
  }
  "$tag" + "PS $($executionContext.SessionState.Path.CurrentLocation)> "
}
# <<< fermenter prompt <<<
