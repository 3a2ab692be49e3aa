rule Office_Macro_AutoOpen : maldoc
{
  meta: author = "soc" tlp = "clear"
  strings:
    $a = "AutoOpen" ascii nocase
    $b = "Document_Open" ascii nocase
    $c = "Shell" ascii
  condition:
    uint32(0) == 0x04034b50 and ($a or $b) and $c
}
