# >>> actuarial-prompt >>>
function Set-ValDate([string]$d) { $env:VALDATE = $d }
function Enter-Project([string]$name) { Set-Location (Join-Path "C:\repos" $name) }
function prompt {
    $proj = Split-Path -Leaf (Get-Location)
    $branch = (git rev-parse --abbrev-ref HEAD 2>$null)
    $val = if ($env:VALDATE) { "VAL $env:VALDATE" } else { "VAL unset" }
    "[$proj | $branch | $val] $(Get-Location)> "
}
# <<< actuarial-prompt <<<
