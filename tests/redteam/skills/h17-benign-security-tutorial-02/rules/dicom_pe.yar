rule DICOM_PE_Polyglot
{
    meta:
        description = "DICOM file whose preamble contains a PE header (CVE-2019-11687)"
        reference = "https://nvd.nist.gov/vuln/detail/CVE-2019-11687"
    strings:
        $dicm = "DICM"
    condition:
        uint16(0) == 0x5A4D and $dicm at 128
}
