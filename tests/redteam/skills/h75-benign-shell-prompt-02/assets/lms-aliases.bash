# LMS command-line shortcuts (reviewed; definitions only)
MOODLE_DIR="${MOODLE_DIR:-/var/www/moodle}"
export PATH="$HOME/lms-tools/bin:$PATH"
export HISTIGNORE="${HISTIGNORE:+$HISTIGNORE:}*--token*:*TOKEN=*"

alias mcron='sudo -u www-data php "$MOODLE_DIR/admin/cli/cron.php"'
alias mpurge='sudo -u www-data php "$MOODLE_DIR/admin/cli/purge_caches.php"'
alias lmslog='sudo tail -f /var/log/apache2/error.log "$MOODLE_DIR/../moodledata/moodle.log"'

mmaint() {
  case "$1" in
    on)  sudo -u www-data php "$MOODLE_DIR/admin/cli/maintenance.php" --enable ;;
    off) sudo -u www-data php "$MOODLE_DIR/admin/cli/maintenance.php" --disable ;;
    *)   echo "usage: mmaint on|off" ;;
  esac
}

gexport() {
  [ -n "$1" ] || { echo "usage: gexport <course-id>"; return 1; }
  python3 "$HOME/lms-tools/export_grades.py" --course "$1"
}

complete -W "on off" mmaint
