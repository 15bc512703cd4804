"""The look: one small style sheet keyed by object names, so widgets stay free of styling."""

STYLE = """
#summaryBar { background: #f4f6f9; border-bottom: 1px solid #d9dee5; }
#datasetName { font-size: 11pt; color: #2b3440; }
#kappa { font-size: 15pt; font-weight: 600; color: #1d4f91; }
#panelTitle { font-size: 10.5pt; font-weight: 600; color: #2b3440; padding-top: 4px; }
#subTitle { font-weight: 600; color: #2b3440; padding-top: 6px; }
#hint { color: #6b7480; }
#statValue { font-weight: 600; }
#itemText { font-size: 12pt; padding: 8px; background: #fbfbfc;
            border: 1px solid #e1e4e8; border-radius: 4px; }
QPushButton#labelButton { padding: 7px 10px; text-align: left; font-size: 10.5pt; }
QPushButton#labelButton[current="true"] { background: #e6f4ea; border: 1px solid #2e7d32;
                                          font-weight: 600; }
#savedMark[state="ok"] { color: #2e7d32; font-weight: 600; }
#savedMark[state="warn"] { color: #a15c00; }
#savedMark[state="error"] { color: #b3261e; font-weight: 600; }
QToolButton#pairChip, QToolButton#goldChip { background: #fdebd9; border: 1px solid #e0a060;
                                            border-radius: 9px; padding: 2px 8px; }
QToolButton#missedGold { color: #1d4f91; border: none; padding: 0px 0px 4px 12px; }
QToolButton#missedGold:hover { text-decoration: underline; }
#votes { font-size: 10.5pt; }
#history { color: #2b3440; }
#summaryBar QProgressBar { border: 1px solid #c9d1db; border-radius: 4px; background: white;
                           max-height: 10px; }
#summaryBar QProgressBar::chunk { background: #2e7d32; border-radius: 3px; }
#welcome QPushButton { padding: 8px 18px; font-size: 11pt; min-width: 240px; }
#welcome #hint { font-size: 10pt; padding-bottom: 12px; }
QToolButton#batchButton { padding: 4px 22px 4px 8px; }
#warning { color: #b3261e; font-weight: 600; }
#readOnlyBanner { background: #fdecea; color: #8c1d18; border-bottom: 1px solid #e6a19c;
                  padding: 6px 12px; font-weight: 600; }
QToolButton#decidedButton[active="true"] { background: #fdebd9; border: 1px solid #e0a060;
                                           border-radius: 9px; padding: 2px 8px; }
#welcome QPushButton#recentButton { padding: 3px 10px; font-size: 10pt; border: none;
                                  color: #1d4f91; text-align: left; min-width: 240px; }
#welcome QPushButton#recentButton:hover { text-decoration: underline; }
#welcome #dropHint { color: #6b7480; font-style: italic; }
#welcomeTitle { font-size: 16pt; font-weight: 600; color: #2b3440; }
"""
