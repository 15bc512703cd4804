#!/usr/bin/env bash
# Set up Adjudicator on this machine and run it.
#   bash dev.sh demo   -> install, then open the window on the bundled sample
#                         (with no display: print the sample's agreement summary)
#   bash dev.sh test   -> install with the test extras, then run the whole test suite
# As root on Debian/Ubuntu it installs the system libraries Qt needs and a CJK font;
# without root it uses what the desktop already has.
set -euo pipefail
cd "$(dirname "$0")"
mode=${1:-demo}
VENV=${ADJUDICATOR_VENV:-.venv}

qt_system_packages=(libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6
  libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
  libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 fonts-wqy-microhei
  python3-venv python3-pip)

install_system_packages() {
  command -v apt-get >/dev/null 2>&1 || return 0
  if [ "$(id -u)" != 0 ]; then
    echo "dev.sh: not root; assuming Qt's system libraries and a CJK font are installed." >&2
    return 0
  fi
  local missing=()
  for p in "${qt_system_packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "dev.sh: installing system packages: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

pick_python() {
  for py in python3.13 python3.12 python3.11 python3; do
    if command -v "$py" >/dev/null 2>&1 &&
       "$py" -c 'import sys; raise SystemExit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$py"; return 0
    fi
  done
  echo "dev.sh: Python 3.11 or newer is needed" >&2; exit 1
}

install_project() {
  local extra=$1
  [ -x "$VENV/bin/python" ] || "$(pick_python)" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null
  "$VENV/bin/python" -m pip install -q -e ".$extra"
}

install_system_packages
case "$mode" in
  demo)
    install_project ""
    exec "$VENV/bin/adjudicator" --sample
    ;;
  test)
    install_project "[test]"
    export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
    export MPLCONFIGDIR=${MPLCONFIGDIR:-$(mktemp -d)}
    "$VENV/bin/python" -m pytest -q "${@:2}"
    ;;
  *)
    echo "usage: bash dev.sh demo|test" >&2; exit 2
    ;;
esac
