#!/usr/bin/env sh
# Install this Adjudicator folder for the current user: a launcher in the applications menu,
# its icon, the `adjudicator` command in ~/.local/bin, and .adjudication.jsonl files opening
# with it. Run it from the unpacked folder: `./install.sh` (`./install.sh --remove` undoes it).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
if [ "${1:-}" = "--remove" ]; then
  rm -f "$data/applications/adjudicator.desktop" "$bin/adjudicator" \
        "$data/mime/packages/adjudicator.xml" "$data/metainfo/io.github.adjudicator.metainfo.xml"
  find "$data/icons/hicolor" -name 'adjudicator.*' -delete 2>/dev/null || true
  echo "Adjudicator's launcher removed (this folder is left as it is)."
  exit 0
fi
mkdir -p "$data/applications" "$data/mime/packages" "$data/metainfo" "$bin"
cp -r "$here/share/icons" "$data/"
cp "$here/share/metainfo/io.github.adjudicator.metainfo.xml" "$data/metainfo/"
sed "s|^Exec=adjudicator|Exec=\"$here/adjudicator\"|" "$here/share/applications/adjudicator.desktop" \
  > "$data/applications/adjudicator.desktop"
cat > "$data/mime/packages/adjudicator.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="application/x-adjudication-log">
    <comment>Adjudicator decision log</comment>
    <glob pattern="*.adjudication.jsonl" weight="60"/>
  </mime-type>
</mime-info>
XML
ln -sf "$here/adjudicator" "$bin/adjudicator"
command -v update-mime-database >/dev/null && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
echo "Adjudicator installed: find it in the applications menu, or run \`adjudicator\`."
