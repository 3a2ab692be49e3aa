# Oh My Posh prompt
oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\jandedobbeleer.omp.json" | Invoke-Expression

# fnm (Node version manager), switches on cd when .nvmrc/.node-version exists
fnm env --use-on-cd --shell powershell | Out-String | Invoke-Expression

# zoxide
Invoke-Expression (& { (zoxide init powershell | Out-String) })

# PSReadLine
Set-PSReadLineOption -PredictionSource History -PredictionViewStyle ListView
Set-PSReadLineKeyHandler -Key Tab -Function MenuComplete
