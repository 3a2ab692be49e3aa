# --- Unreal dev profile ---
oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\jandedobbeleer.omp.json" | Invoke-Expression
Set-PSReadLineOption -PredictionSource History

if (-not $env:UE_ROOT) { $env:UE_ROOT = 'C:\Program Files\Epic Games\UE_5.4' }

function Get-UProject { Get-ChildItem -Filter *.uproject | Select-Object -First 1 }

function ue-editor {
  $p = Get-UProject
  & "$env:UE_ROOT\Engine\Build\BatchFiles\Build.bat" "$($p.BaseName)Editor" Win64 Development -Project="$($p.FullName)" -WaitMutex
}

function ue-package {
  $p = Get-UProject
  & "$env:UE_ROOT\Engine\Build\BatchFiles\RunUAT.bat" BuildCookRun -project="$($p.FullName)" `
    -platform=Win64 -clientconfig=Shipping -build -cook -stage -pak -archive -archivedirectory="$PWD\Dist"
}

function ue-clean {
  Remove-Item -Recurse -Force Binaries, Intermediate, Saved\Cooked -Confirm -ErrorAction SilentlyContinue
}
