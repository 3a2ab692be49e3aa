# >>> cms-env >>>
function prompt {
    $envName = if ($env:CMS_ENV) { $env:CMS_ENV } else { 'none' }
    $color = switch ($envName) { 'prod' { 'Red' } 'staging' { 'Yellow' } default { 'Green' } }
    Write-Host "[cms:$envName] " -NoNewline -ForegroundColor $color
    "PS $($executionContext.SessionState.Path.CurrentLocation)$('>' * ($nestedPromptLevel + 1)) "
}
# <<< cms-env <<<
