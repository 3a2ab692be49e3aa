# Unity helpers and prompt for PowerShell
function Find-UnityProject {
  $d = Get-Location
  while ($d) {
    if (Test-Path (Join-Path $d 'ProjectSettings\ProjectVersion.txt')) { return $d.ToString() }
    $d = Split-Path $d -Parent
  }
}
function uver {
  $p = Find-UnityProject; if (-not $p) { return }
  ((Get-Content "$p\ProjectSettings\ProjectVersion.txt" | Select-String 'm_EditorVersion:') -split ': ')[1]
}
function utarget {
  $p = Find-UnityProject; if (-not $p) { return }
  $f = "$p\Library\EditorUserBuildSettings.asset"
  if (Test-Path $f) {
    $m = Select-String -Path $f -Pattern 'm_ActiveBuildTarget: (\d+)' | Select-Object -First 1
    $map = @{ '5' = 'Windows'; '13' = 'Android'; '9' = 'iOS'; '20' = 'WebGL'; '24' = 'Linux'; '2' = 'macOS' }
    if ($m) { $map[$m.Matches[0].Groups[1].Value] }
  }
}
function uopen {
  $p = Find-UnityProject; $v = uver
  & "C:\Program Files\Unity\Hub\Editor\$v\Editor\Unity.exe" -projectPath $p
}
function ulog { Get-Content "$env:LOCALAPPDATA\Unity\Editor\Editor.log" -Wait -Tail 50 }

function prompt {
  $loc = (Get-Location).Path
  $branch = git rev-parse --abbrev-ref HEAD 2>$null
  $b = if ($branch) { " [$branch]" } else { "" }
  $v = uver
  $u = if ($v) { " (Unity $v · $(utarget))" } else { "" }
  "$loc$b$u > "
}
