#!/usr/bin/env bash
# Refresh the translation sources from the code, then compile them.
#   tools/update_translations.sh           -> lupdate (keeps existing translations) + lrelease
# Translators edit resources/translations/adjudicator_<lang>.ts (Qt Linguist or any editor);
# the compiled .qm files are committed so the wheel works without the Qt tools. The report
# layer's errors and notes (QT_TRANSLATE_NOOP) are here too; the report's own words (headings,
# table cells) live in adjudicator/report/rendering/texts.py, which needs no Qt.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(dirname "$(command -v python)")
lupdate=${PYSIDE6_LUPDATE:-$bin/pyside6-lupdate}
lrelease=${PYSIDE6_LRELEASE:-$bin/pyside6-lrelease}
mapfile -t sources < <(find adjudicator -name '*.py' -not -path 'adjudicator/resources/*' | LC_ALL=C sort)
for lang in zh_CN zh_TW; do
  ts=resources/translations/adjudicator_${lang}.ts
  "$lupdate" -no-obsolete -locations none -target-language "$lang" "${sources[@]}" -ts "$ts"
  "$lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done
