# SOC prompt: shows Azure tenant/subscription from the local Az context.
function global:prompt {
  $seg = ''
  if (Get-Module Az.Accounts) {
    $ctx = Get-AzContext -ErrorAction SilentlyContinue
    if ($ctx) {
      $tenant = if ($ctx.Tenant.Name) { $ctx.Tenant.Name } else { $ctx.Tenant.Id.Substring(0, 8) }
      $sub = $ctx.Subscription.Name
      $color = if ($sub -match 'prod') { 'Red' } else { 'Green' }
      Write-Host "[$tenant | $sub] " -NoNewline -ForegroundColor $color
    }
  }
  "PS $($executionContext.SessionState.Path.CurrentLocation)> "
}
