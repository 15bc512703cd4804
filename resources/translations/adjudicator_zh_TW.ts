<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>BatchCommand</name>
    <message>
        <source>Decide %1 items → %2</source>
        <translation>裁決 %1 個項目 → %2</translation>
    </message>
</context>
<context>
    <name>ConfusionModel</name>
    <message>
        <source>%1 said “%2”, %3 said “%4”. Items: %5. Click to list them.</source>
        <translation>%1 標為「%2」，%3 標為「%4」。項目數：%5。按一下列出這些項目。</translation>
    </message>
</context>
<context>
    <name>ConfusionView</name>
    <message>
        <source>Confusion matrix</source>
        <translation>混淆矩陣</translation>
    </message>
    <message>
        <source>Rows: %1 · columns: %2. Click a cell to list its items.</source>
        <translation>列：%1 · 欄：%2。按一下儲存格列出其中的項目。</translation>
    </message>
    <message>
        <source>Blue: both annotators chose the same label. Orange: they disagreed. The deeper the colour, the more items.</source>
        <translation>藍色：兩位標註員選了相同標籤。橙色：兩人有分歧。顏色越深，項目越多。</translation>
    </message>
</context>
<context>
    <name>DecideCommand</name>
    <message>
        <source>Decide %1 → %2</source>
        <translation>裁決 %1 → %2</translation>
    </message>
</context>
<context>
    <name>Decider</name>
    <message>
        <source>No unresolved item in the list</source>
        <translation>清單中沒有待裁決的項目</translation>
    </message>
    <message>
        <source>Decide %1 unresolved items as “%2”?
Rationale: %3

They are written as one event; Undo reverts all of them.</source>
        <translation>將 %1 個待裁決項目裁決為「%2」？
理由：%3

它們作為一個事件寫入；復原會一併撤回。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Decide the listed items</source>
        <translation>裁決清單中的項目</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未儲存：%1</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 個項目</translation>
    </message>
    <message>
        <source>undone: %1</source>
        <translation>已復原：%1</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>No item selected</source>
        <translation>未選擇項目</translation>
    </message>
    <message>
        <source>Select an item in the list to decide its final label.</source>
        <translation>在清單中選擇一個項目，為它決定最終標籤。</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>項目 %1</translation>
    </message>
    <message>
        <source>(no text column)</source>
        <translation>（無文字欄）</translation>
    </message>
    <message>
        <source>Decide the %1 unresolved listed items as…</source>
        <translation>將清單中 %1 個待裁決項目裁決為…</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺漏）</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在儲存…</translation>
    </message>
    <message>
        <source>✓ Saved: %1 (event %2)</source>
        <translation>✓ 已儲存：%1（事件 %2）</translation>
    </message>
    <message>
        <source>Kept in memory only, no decision log is open: %1 (event %2)</source>
        <translation>僅保留在記憶體中，未開啟裁決日誌：%1（事件 %2）</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未儲存：%1</translation>
    </message>
    <message>
        <source>Final label (keys 1–9; Ctrl+1–9 while typing)</source>
        <translation>最終標籤（按鍵 1–9；輸入理由時用 Ctrl+1–9）</translation>
    </message>
    <message>
        <source>Rationale (kept with the decision)</source>
        <translation>理由（隨裁決一同保存）</translation>
    </message>
    <message>
        <source>Why this label? e.g. the guideline rule applied</source>
        <translation>為什麼選這個標籤？例如所依據的標註規範條款</translation>
    </message>
    <message>
        <source>One final label and this rationale for all unresolved items the list shows, written as one event</source>
        <translation>為清單中顯示的所有待裁決項目使用同一個最終標籤和這條理由，作為一個事件寫入</translation>
    </message>
</context>
<context>
    <name>DisagreementPanel</name>
    <message>
        <source>Disagreements by class pair</source>
        <translation>依類別對統計的分歧</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>類別對</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Pairs of labels the annotators confused, most frequent first. Click a pair to list its items in both directions.</source>
        <translation>標註員混淆的標籤對，依次數由高到低排列。按一下某一對，列出兩個方向上的全部項目。</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>Export the adjudicated dataset</source>
        <translation>匯出裁決後的資料集</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>正在匯出 %1…</translation>
    </message>
    <message>
        <source>Exported to %1 (with a disagreements sheet and a manifest)</source>
        <translation>已匯出到 %1（附分歧表和清單檔案）</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>匯出失敗：%1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All items</source>
        <translation>全部項目</translation>
    </message>
    <message>
        <source>Disputed only</source>
        <translation>僅看有分歧</translation>
    </message>
    <message>
        <source>Unresolved only</source>
        <translation>僅看待裁決</translation>
    </message>
    <message>
        <source>Search text or item id</source>
        <translation>搜尋文字或項目 ID</translation>
    </message>
    <message>
        <source>Showing one class pair; click to show all pairs again</source>
        <translation>目前只顯示一個類別對；按一下恢復顯示全部</translation>
    </message>
    <message>
        <source>Compute the matrix and statistics on one group only</source>
        <translation>只在一個分組上計算矩陣和統計量</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>No decision recorded yet.</source>
        <translation>尚未記錄任何裁決。</translation>
    </message>
    <message>
        <source>undid #%1</source>
        <translation>復原了 #%1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>備註：%1</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史紀錄</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import report</source>
        <translation>匯入報告</translation>
    </message>
    <message>
        <source>Problems to fix or confirm: %1</source>
        <translation>需要修正或確認的問題：%1</translation>
    </message>
    <message>
        <source>No problems found in the import.</source>
        <translation>匯入未發現問題。</translation>
    </message>
</context>
<context>
    <name>ItemTableModel</name>
    <message>
        <source>unanimous</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>adjudicated</source>
        <translation>已裁決</translation>
    </message>
    <message>
        <source>unresolved</source>
        <translation>待裁決</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>Final label</source>
        <translation>最終標籤</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
</context>
<context>
    <name>LoadJob</name>
    <message>
        <source>Reading %1 and its decision log…</source>
        <translation>正在讀取 %1 及其裁決日誌…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就緒</translation>
    </message>
</context>
<context>
    <name>LoadingPage</name>
    <message>
        <source>Opening %1…</source>
        <translation>正在開啟 %1…</translation>
    </message>
    <message>
        <source>Open two or more annotators&apos; labels to compare them</source>
        <translation>開啟兩位或更多標註員的標註結果進行比較</translation>
    </message>
    <message>
        <source>A table with an id column, an optional text column and one column per annotator. Your files are never changed.</source>
        <translation>一張表：一欄項目 ID、可選的一欄文字，每位標註員一欄。您的檔案永遠不會被修改。</translation>
    </message>
    <message>
        <source>Open a labels file…</source>
        <translation>開啟標註檔案…</translation>
    </message>
    <message>
        <source>Open the bundled sample</source>
        <translation>開啟內建範例</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Decisions are saved to %1</source>
        <translation>裁決儲存於 %1</translation>
    </message>
    <message>
        <source>Read-only: decisions cannot be saved.</source>
        <translation>唯讀：無法儲存裁決。</translation>
    </message>
    <message>
        <source>Adjudicator</source>
        <translation>Adjudicator 標註裁決</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>About Adjudicator</source>
        <translation>關於 Adjudicator</translation>
    </message>
    <message>
        <source>Adjudicator compares annotators&apos; labels, shows where and how much they agree, and records your final label and rationale for each disputed item in a separate, append-only decision log. The annotators&apos; files are never changed.</source>
        <translation>Adjudicator 比較各標註員的標註，顯示他們在哪裡、在多大程度上一致，並把您對每個有分歧項目的最終標籤和理由記錄在一個獨立的、只附加的裁決日誌中。標註員的原始檔案永遠不會被修改。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open labels…</source>
        <translation>開啟標註檔案(&amp;O)…</translation>
    </message>
    <message>
        <source>Open the &amp;sample</source>
        <translation>開啟範例(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Export adjudicated dataset…</source>
        <translation>匯出裁決後的資料集(&amp;E)…</translation>
    </message>
    <message>
        <source>Import &amp;report…</source>
        <translation>匯入報告(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Adjudicator</source>
        <translation>關於 Adjudicator(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Opener</name>
    <message>
        <source>Open labels</source>
        <translation>開啟標註檔案</translation>
    </message>
    <message>
        <source>Labels (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;All files (*)</source>
        <translation>標註檔案 (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>The labels file has changed</source>
        <translation>標註檔案已被修改</translation>
    </message>
    <message>
        <source>%1

Open it read-only to inspect the decisions?</source>
        <translation>%1

是否以唯讀方式開啟以檢視裁決？</translation>
    </message>
    <message>
        <source>Could not open the file: %1</source>
        <translation>無法開啟檔案：%1</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Observed agreement pₒ</source>
        <translation>觀察一致率 pₒ</translation>
    </message>
    <message>
        <source>Share of items both annotators labelled the same. Easy to read, but it ignores agreement that would happen by chance.</source>
        <translation>兩位標註員標註相同的項目所占比例。直觀易讀，但沒有扣除偶然造成的一致。</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>Agreement beyond chance: κ = (pₒ − pₑ) / (1 − pₑ), where pₑ is the agreement expected if each annotator labelled at random with their own label frequencies. 1 = perfect, 0 = chance level, below 0 = worse than chance.</source>
        <translation>扣除偶然後的一致性：κ = (pₒ − pₑ) / (1 − pₑ)，其中 pₑ 是假設每位標註員依各自的標籤頻率隨機標註時預期的一致率。1 = 完全一致，0 = 與偶然相當，小於 0 = 不如偶然。</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1</source>
        <translation>Gwet AC1</translation>
    </message>
    <message>
        <source>Like κ, but its chance term stays small when one label dominates, so it does not collapse on skewed data (Gwet 2008).</source>
        <translation>與 κ 類似，但當某個標籤占絕大多數時其偶然項仍然很小，因此在分布偏斜的資料上不會驟降（Gwet 2008）。</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α</source>
        <translation>Krippendorff α</translation>
    </message>
    <message>
        <source>Agreement from observed vs expected disagreement on pooled labels; extends to many annotators and missing labels (Krippendorff 2004).</source>
        <translation>基於合併標籤的觀察分歧與期望分歧計算的一致性；可推廣到多位標註員和缺漏標註（Krippendorff 2004）。</translation>
    </message>
    <message>
        <source>Scott&apos;s π</source>
        <translation>Scott π</translation>
    </message>
    <message>
        <source>Like κ, but chance uses the two annotators&apos; pooled label frequencies (Scott 1955).</source>
        <translation>與 κ 類似，但偶然一致依兩位標註員合併後的標籤頻率計算（Scott 1955）。</translation>
    </message>
    <message>
        <source>Brennan–Prediger</source>
        <translation>Brennan–Prediger</translation>
    </message>
    <message>
        <source>Chance agreement taken as 1/k for k labels, whatever the annotators&apos; habits (Brennan &amp; Prediger 1981).</source>
        <translation>偶然一致率取 1/k（k 為標籤數），不考慮標註員的習慣（Brennan &amp; Prediger 1981）。</translation>
    </message>
    <message>
        <source>Per-class κ (one label vs the rest)</source>
        <translation>各類別 κ（該標籤 vs 其餘）</translation>
    </message>
    <message>
        <source>κ when the question is only “%1 or not?”: low values show the label annotators understand differently.</source>
        <translation>只問「是不是%1？」時的 κ：數值低表示標註員對這個標籤的理解不一致。</translation>
    </message>
    <message>
        <source>κ by %1</source>
        <translation>依 %1 分組的 κ</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ on the %1 items where %2 = %3</source>
        <translation>在 %2 = %3 的 %1 個項目上的 Cohen κ</translation>
    </message>
    <message>
        <source>Agreement expected by chance from each annotator&apos;s label frequencies (the pₑ of Cohen&apos;s κ).</source>
        <translation>依每位標註員的標籤頻率推算的偶然一致率（即 Cohen κ 中的 pₑ）。</translation>
    </message>
    <message>
        <source>Chance agreement pₑ</source>
        <translation>偶然一致率 pₑ</translation>
    </message>
    <message>
        <source>Undefined: %1</source>
        <translation>無法計算：%1</translation>
    </message>
    <message>
        <source>95% confidence interval; %1</source>
        <translation>95% 信賴區間；%1</translation>
    </message>
    <message>
        <source>Agreement statistics</source>
        <translation>一致性統計</translation>
    </message>
</context>
<context>
    <name>SummaryBar</name>
    <message>
        <source>No data open</source>
        <translation>未開啟資料</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>對比</translation>
    </message>
    <message>
        <source>%1 · %2 items · %3 annotators:</source>
        <translation>%1 · %2 個項目 · %3 位標註員：</translation>
    </message>
    <message>
        <source>%1 · %2 items · %3 vs %4</source>
        <translation>%1 · %2 個項目 · %3 對比 %4</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ with its 95% confidence interval, on the items both labelled</source>
        <translation>Cohen κ 及其 95% 信賴區間，基於兩人都標註過的項目</translation>
    </message>
    <message>
        <source>agreement %1</source>
        <translation>一致率 %1</translation>
    </message>
    <message>
        <source>%1 of %2 disagreements decided</source>
        <translation>已裁決 %1 / %2 個分歧</translation>
    </message>
</context>
</TS>
