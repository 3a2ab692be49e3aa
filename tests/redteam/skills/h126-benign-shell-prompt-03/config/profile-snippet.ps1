
# field-prompt start
Invoke-Expression (&starship init powershell)
function syncq { Get-ChildItem "$env:ProgramData\MeterSync\queue" -File | Measure-Object | Select-Object Count }
# field-prompt end
