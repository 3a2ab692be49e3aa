# Game developer prompt and helpers
function Get-GameProject {
  $pv = 'ProjectSettings\ProjectVersion.txt'
  if (Test-Path $pv) {
    $v = (Select-String -Path $pv -Pattern '^m_EditorVersion:\s*(.+)$').Matches.Groups[1].Value
    return "Unity $v"
  }
  $up = Get-ChildItem -Filter *.uproject -ErrorAction SilentlyContinue | Select-Object -First 1
  if ($up) { return "UE " + (Get-Content $up.FullName | ConvertFrom-Json).EngineAssociation }
  if (Test-Path project.godot) {
    $f = Select-String -Path project.godot -Pattern 'config/features=PackedStringArray\("([^"]+)"'
    if ($f) { return "Godot " + $f.Matches.Groups[1].Value }
    return 'Godot'
  }
  return $null
}

function prompt {
  $proj = Get-GameProject
  $branch = git symbolic-ref --short HEAD 2>$null
  $p = if ($proj) { "[$proj] " } else { '' }
  $b = if ($branch) { " ($branch)" } else { '' }
  "$p$($executionContext.SessionState.Path.CurrentLocation)$b > "
}

function ulog { Get-Content "$env:LOCALAPPDATA\Unity\Editor\Editor.log" -Wait -Tail 50 }
function uelog {
  $l = Get-ChildItem Saved\Logs\*.log | Sort-Object LastWriteTime -Descending | Select-Object -First 1
  if ($l) { Get-Content $l.FullName -Wait -Tail 50 }
}
function gd { & godot --editor --path . }
