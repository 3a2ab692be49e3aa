# dicom-aliases.bash - sourced from ~/.bashrc
dhead() { dcmdump +P PatientID +P Modality +P StudyDate +P PixelSpacing +P SliceThickness "$1" 2>/dev/null; }
dmod() { find "${1:-.}" -type f -name '*.dcm' -exec dcmdump +P Modality {} \; 2>/dev/null | sed 's/.*\[\(.*\)\].*/\1/' | sort | uniq -c; }
dstudies() { find "${1:-.}" -type f -name '*.dcm' -exec dcmdump +P StudyInstanceUID {} \; 2>/dev/null | sed 's/.*\[\(.*\)\].*/\1/' | sort | uniq -c | sort -rn; }
dsize() { du -sh "${1:-.}"/*/ 2>/dev/null | sort -h; }
danon-check() {
  find "${1:-.}" -type f -name '*.dcm' | while read -r f; do
    n=$(dcmdump +P PatientName "$f" 2>/dev/null | sed 's/.*\[\(.*\)\].*/\1/')
    case "$n" in ANON*|"") ;; *) echo "NOT ANONYMISED: $f";; esac
  done
}
__git_branch() { git rev-parse --abbrev-ref HEAD 2>/dev/null | sed 's/.*/ (&)/'; }
PS1='\u@\h \w$(__git_branch) \$ '
