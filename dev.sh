#!/usr/bin/env bash
# Set up Adjudicator on this machine and run it.
#   bash dev.sh demo   -> install, then open the window on the bundled sample
#                         (with no display: print the sample's agreement summary)
#   bash dev.sh test   -> install with the test extras, then run the whole test suite
# As root on Debian/Ubuntu it installs Python, the system libraries Qt needs and a CJK font;
# without root it uses what the desktop already has and names what seems to be missing.
set -euo pipefail
cd "$(dirname "$0")"
mode=${1:-demo}
VENV=${ADJUDICATOR_VENV:-.venv}

system_packages=(python3 python3-venv python3-pip
  libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6
  libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
  libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-randr0 fonts-wqy-microhei)
# the tests also build the Linux bundle: PyInstaller needs objdump and objcopy, and the
# bundle's pruning relinks Qt's ICU data library with cc (gcc); the Spark engine's tests run
# Spark's local mode on a Java 17 runtime
test_packages=(binutils gcc openjdk-17-jre-headless)

usage() {
  echo "usage: bash dev.sh demo|test [pytest arguments]" >&2; exit 2
}

libpython_package() {
  # PyInstaller bundles the shared libpython; Debian ships it apart from its python3.
  local v
  [ -x /usr/bin/python3 ] || return 0
  v=$(/usr/bin/python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])') || return 0
  apt-cache show "libpython$v" >/dev/null 2>&1 && echo "libpython$v"
  return 0
}

install_system_packages() {
  command -v dpkg >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 || return 0
  local wanted=("${system_packages[@]}")
  [ "$mode" = test ] && wanted+=("${test_packages[@]}")
  install_packages "${wanted[@]}"
  if [ "$mode" = test ]; then
    wanted=($(libpython_package))
    [ ${#wanted[@]} -eq 0 ] || install_packages "${wanted[@]}"
  fi
}

install_packages() {
  local missing=()
  for p in "$@"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    echo "dev.sh: not root, so not installing system packages; these seem missing:" \
         "${missing[*]} (sudo apt-get install ${missing[*]})" >&2
    return 0
  fi
  echo "dev.sh: installing system packages: ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=300 update -qq
  apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "${missing[@]}" \
    >/dev/null
}

pick_python() {
  # ADJUDICATOR_PYTHON names the interpreter (CI uses python3.11, the oldest supported).
  for py in ${ADJUDICATOR_PYTHON:-python3.13 python3.12 python3.11 python3}; do
    if command -v "$py" >/dev/null 2>&1 &&
       "$py" -c 'import sys; raise SystemExit(sys.version_info < (3, 11))' 2>/dev/null; then
      echo "$py"; return 0
    fi
  done
  echo "dev.sh: Python 3.11 or newer is needed" >&2; exit 1
}

make_venv() {
  # A venv left without pip (e.g. python3-venv was missing at first) is rebuilt, not reused.
  "$VENV/bin/python" -m pip --version >/dev/null 2>&1 && return 0
  local py
  py=$(pick_python)
  if [ -f "$VENV/pyvenv.cfg" ]; then "$py" -m venv --clear "$VENV"; else "$py" -m venv "$VENV"; fi
  "$VENV/bin/python" -m pip install -q --upgrade pip >/dev/null
}

install_project() {
  # pip runs only when pyproject.toml changed since the last install, so a set-up
  # checkout runs offline; the test extras also serve the demo.
  local extra=$1 stamp="$VENV/.dev-sh-installed" sum have=""
  make_venv
  sum=$(cksum < pyproject.toml)
  [ -f "$stamp" ] && have=$(cat "$stamp")
  [ "$have" = "$sum|$extra" ] && return 0
  [ -z "$extra" ] && [ "${have%|*}" = "$sum" ] && return 0
  rm -f "$stamp"
  # the distribution was called "adjudicator" before (a name taken on the package index by
  # another tool); an editable install under that old name is removed so only one remains.
  "$VENV/bin/python" -m pip uninstall -q -y adjudicator >/dev/null 2>&1 || true
  # setuptools' editable install tells, as a warning, that a folder named like the package may
  # shadow it; here that folder is the package itself, so the note is silenced for this call only.
  PYTHONWARNINGS="ignore:Editable installation" "$VENV/bin/python" -m pip install -q -e ".$extra"
  echo "$sum|$extra" > "$stamp"
}

run_tests() {
  export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
  export MPLCONFIGDIR=${MPLCONFIGDIR:-$(mktemp -d)}
  local status=0
  "$VENV/bin/python" -m pytest -q "$@" || status=$?
  if [ "$status" -eq 5 ]; then
    echo "dev.sh: pytest collected no tests (exit status 5); a run with no tests fails." >&2
  fi
  return "$status"
}

case "$mode" in
  demo) [ $# -le 1 ] || usage ;;
  test) ;;
  *) usage ;;
esac
install_system_packages
if [ "$mode" = demo ]; then
  install_project ""
  exec "$VENV/bin/adjudicator" --sample
fi
install_project "[test]"
run_tests "${@:2}"
