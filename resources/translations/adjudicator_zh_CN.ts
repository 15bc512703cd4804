<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BatchCommand</name>
    <message>
        <source>Decide %1 items → %2</source>
        <translation>裁决 %1 个条目 → %2</translation>
    </message>
</context>
<context>
    <name>ConfusionModel</name>
    <message>
        <source>%1 said “%2”, %3 said “%4”. Items: %5. Click to list them.</source>
        <translation>%1 标为“%2”，%3 标为“%4”。条目数：%5。点击列出这些条目。</translation>
    </message>
</context>
<context>
    <name>ConfusionView</name>
    <message>
        <source>Confusion matrix</source>
        <translation>混淆矩阵</translation>
    </message>
    <message>
        <source>Rows: %1 · columns: %2. Click a cell to list its items.</source>
        <translation>行：%1 · 列：%2。点击单元格列出其中的条目。</translation>
    </message>
    <message>
        <source>Blue: both annotators chose the same label. Orange: they disagreed. The deeper the colour, the more items.</source>
        <translation>蓝色：两位标注员选了相同标签。橙色：两人有分歧。颜色越深，条目越多。</translation>
    </message>
</context>
<context>
    <name>DecideCommand</name>
    <message>
        <source>Decide %1 → %2</source>
        <translation>裁决 %1 → %2</translation>
    </message>
</context>
<context>
    <name>Decider</name>
    <message>
        <source>No unresolved item in the list</source>
        <translation>列表中没有待裁决的条目</translation>
    </message>
    <message>
        <source>Decide %1 unresolved items as “%2”?
Rationale: %3

They are written as one event; Undo reverts all of them.</source>
        <translation>将 %1 个待裁决条目裁决为“%2”？
理由：%3

它们作为一个事件写入；撤销会一并撤回。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Decide the listed items</source>
        <translation>裁决列表中的条目</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 个条目</translation>
    </message>
    <message>
        <source>undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>No item selected</source>
        <translation>未选择条目</translation>
    </message>
    <message>
        <source>Select an item in the list to decide its final label.</source>
        <translation>在列表中选择一个条目，为它确定最终标签。</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>条目 %1</translation>
    </message>
    <message>
        <source>(no text column)</source>
        <translation>（无文本列）</translation>
    </message>
    <message>
        <source>Decide the %1 unresolved listed items as…</source>
        <translation>将列表中 %1 个待裁决条目裁决为…</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message>
        <source>✓ Saved: %1 (event %2)</source>
        <translation>✓ 已保存：%1（事件 %2）</translation>
    </message>
    <message>
        <source>Kept in memory only, no decision log is open: %1 (event %2)</source>
        <translation>仅保存在内存中，未打开裁决日志：%1（事件 %2）</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Final label (keys 1–9; Ctrl+1–9 while typing)</source>
        <translation>最终标签（按键 1–9；输入理由时用 Ctrl+1–9）</translation>
    </message>
    <message>
        <source>Rationale (kept with the decision)</source>
        <translation>理由（随裁决一同保存）</translation>
    </message>
    <message>
        <source>Why this label? e.g. the guideline rule applied</source>
        <translation>为什么选这个标签？例如所依据的标注规范条款</translation>
    </message>
    <message>
        <source>One final label and this rationale for all unresolved items the list shows, written as one event</source>
        <translation>为列表中显示的所有待裁决条目使用同一个最终标签和这条理由，作为一个事件写入</translation>
    </message>
</context>
<context>
    <name>DisagreementPanel</name>
    <message>
        <source>Disagreements by class pair</source>
        <translation>按类别对统计的分歧</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>类别对</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Pairs of labels the annotators confused, most frequent first. Click a pair to list its items in both directions.</source>
        <translation>标注员混淆的标签对，按频次从高到低排列。点击某一对，列出两个方向上的全部条目。</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>Export the adjudicated dataset</source>
        <translation>导出裁决后的数据集</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>正在导出 %1…</translation>
    </message>
    <message>
        <source>Exported to %1 (with a disagreements sheet and a manifest)</source>
        <translation>已导出到 %1（附分歧表和清单文件）</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>All items</source>
        <translation>全部条目</translation>
    </message>
    <message>
        <source>Disputed only</source>
        <translation>仅看有分歧</translation>
    </message>
    <message>
        <source>Unresolved only</source>
        <translation>仅看待裁决</translation>
    </message>
    <message>
        <source>Search text or item id</source>
        <translation>搜索文本或条目 ID</translation>
    </message>
    <message>
        <source>Showing one class pair; click to show all pairs again</source>
        <translation>当前只显示一个类别对；点击恢复显示全部</translation>
    </message>
    <message>
        <source>Compute the matrix and statistics on one group only</source>
        <translation>只在一个分组上计算矩阵和统计量</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>No decision recorded yet.</source>
        <translation>尚未记录任何裁决。</translation>
    </message>
    <message>
        <source>undid #%1</source>
        <translation>撤销了 #%1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import report</source>
        <translation>导入报告</translation>
    </message>
    <message>
        <source>Problems to fix or confirm: %1</source>
        <translation>需要修正或确认的问题：%1</translation>
    </message>
    <message>
        <source>No problems found in the import.</source>
        <translation>导入未发现问题。</translation>
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
        <translation>已裁决</translation>
    </message>
    <message>
        <source>unresolved</source>
        <translation>待裁决</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Final label</source>
        <translation>最终标签</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
</context>
<context>
    <name>LoadJob</name>
    <message>
        <source>Reading %1 and its decision log…</source>
        <translation>正在读取 %1 及其裁决日志…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
</context>
<context>
    <name>LoadingPage</name>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Open two or more annotators&apos; labels to compare them</source>
        <translation>打开两位或更多标注员的标注结果进行比较</translation>
    </message>
    <message>
        <source>A table with an id column, an optional text column and one column per annotator. Your files are never changed.</source>
        <translation>一张表：一列条目 ID、可选的一列文本，每位标注员一列。您的文件永远不会被修改。</translation>
    </message>
    <message>
        <source>Open a labels file…</source>
        <translation>打开标注文件…</translation>
    </message>
    <message>
        <source>Open the bundled sample</source>
        <translation>打开内置示例</translation>
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
        <translation>裁决保存在 %1</translation>
    </message>
    <message>
        <source>Read-only: decisions cannot be saved.</source>
        <translation>只读：无法保存裁决。</translation>
    </message>
    <message>
        <source>Adjudicator</source>
        <translation>Adjudicator 标注裁决</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>About Adjudicator</source>
        <translation>关于 Adjudicator</translation>
    </message>
    <message>
        <source>Adjudicator compares annotators&apos; labels, shows where and how much they agree, and records your final label and rationale for each disputed item in a separate, append-only decision log. The annotators&apos; files are never changed.</source>
        <translation>Adjudicator 比较各标注员的标注，显示他们在哪里、在多大程度上一致，并把您对每个有分歧条目的最终标签和理由记录在一个独立的、只追加的裁决日志中。标注员的原始文件永远不会被修改。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open labels…</source>
        <translation>打开标注文件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open the &amp;sample</source>
        <translation>打开示例(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Export adjudicated dataset…</source>
        <translation>导出裁决后的数据集(&amp;E)…</translation>
    </message>
    <message>
        <source>Import &amp;report…</source>
        <translation>导入报告(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Adjudicator</source>
        <translation>关于 Adjudicator(&amp;A)</translation>
    </message>
</context>
<context>
    <name>Opener</name>
    <message>
        <source>Open labels</source>
        <translation>打开标注文件</translation>
    </message>
    <message>
        <source>Labels (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;All files (*)</source>
        <translation>标注文件 (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The labels file has changed</source>
        <translation>标注文件已被修改</translation>
    </message>
    <message>
        <source>%1

Open it read-only to inspect the decisions?</source>
        <translation>%1

是否以只读方式打开以查看裁决？</translation>
    </message>
    <message>
        <source>Could not open the file: %1</source>
        <translation>无法打开文件：%1</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Observed agreement pₒ</source>
        <translation>观察一致率 pₒ</translation>
    </message>
    <message>
        <source>Share of items both annotators labelled the same. Easy to read, but it ignores agreement that would happen by chance.</source>
        <translation>两位标注员标注相同的条目所占比例。直观易读，但没有扣除偶然造成的一致。</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>Agreement beyond chance: κ = (pₒ − pₑ) / (1 − pₑ), where pₑ is the agreement expected if each annotator labelled at random with their own label frequencies. 1 = perfect, 0 = chance level, below 0 = worse than chance.</source>
        <translation>扣除偶然后的一致性：κ = (pₒ − pₑ) / (1 − pₑ)，其中 pₑ 是假设每位标注员按各自的标签频率随机标注时预期的一致率。1 = 完全一致，0 = 与偶然相当，小于 0 = 不如偶然。</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1</source>
        <translation>Gwet AC1</translation>
    </message>
    <message>
        <source>Like κ, but its chance term stays small when one label dominates, so it does not collapse on skewed data (Gwet 2008).</source>
        <translation>与 κ 类似，但当某个标签占绝大多数时其偶然项仍然很小，因此在分布偏斜的数据上不会骤降（Gwet 2008）。</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α</source>
        <translation>Krippendorff α</translation>
    </message>
    <message>
        <source>Agreement from observed vs expected disagreement on pooled labels; extends to many annotators and missing labels (Krippendorff 2004).</source>
        <translation>基于合并标签的观察分歧与期望分歧计算的一致性；可推广到多位标注员和缺失标注（Krippendorff 2004）。</translation>
    </message>
    <message>
        <source>Scott&apos;s π</source>
        <translation>Scott π</translation>
    </message>
    <message>
        <source>Like κ, but chance uses the two annotators&apos; pooled label frequencies (Scott 1955).</source>
        <translation>与 κ 类似，但偶然一致按两位标注员合并后的标签频率计算（Scott 1955）。</translation>
    </message>
    <message>
        <source>Brennan–Prediger</source>
        <translation>Brennan–Prediger</translation>
    </message>
    <message>
        <source>Chance agreement taken as 1/k for k labels, whatever the annotators&apos; habits (Brennan &amp; Prediger 1981).</source>
        <translation>偶然一致率取 1/k（k 为标签数），不考虑标注员的习惯（Brennan &amp; Prediger 1981）。</translation>
    </message>
    <message>
        <source>Per-class κ (one label vs the rest)</source>
        <translation>各类别 κ（该标签 vs 其余）</translation>
    </message>
    <message>
        <source>κ when the question is only “%1 or not?”: low values show the label annotators understand differently.</source>
        <translation>只问“是不是%1？”时的 κ：数值低说明标注员对这个标签的理解不一致。</translation>
    </message>
    <message>
        <source>κ by %1</source>
        <translation>按 %1 分组的 κ</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ on the %1 items where %2 = %3</source>
        <translation>在 %2 = %3 的 %1 个条目上的 Cohen κ</translation>
    </message>
    <message>
        <source>Agreement expected by chance from each annotator&apos;s label frequencies (the pₑ of Cohen&apos;s κ).</source>
        <translation>按每位标注员的标签频率推算的偶然一致率（即 Cohen κ 中的 pₑ）。</translation>
    </message>
    <message>
        <source>Chance agreement pₑ</source>
        <translation>偶然一致率 pₑ</translation>
    </message>
    <message>
        <source>Undefined: %1</source>
        <translation>无法计算：%1</translation>
    </message>
    <message>
        <source>95% confidence interval; %1</source>
        <translation>95% 置信区间；%1</translation>
    </message>
    <message>
        <source>Agreement statistics</source>
        <translation>一致性统计</translation>
    </message>
</context>
<context>
    <name>SummaryBar</name>
    <message>
        <source>No data open</source>
        <translation>未打开数据</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>%1 · %2 items · %3 annotators:</source>
        <translation>%1 · %2 个条目 · %3 位标注员：</translation>
    </message>
    <message>
        <source>%1 · %2 items · %3 vs %4</source>
        <translation>%1 · %2 个条目 · %3 对比 %4</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ with its 95% confidence interval, on the items both labelled</source>
        <translation>Cohen κ 及其 95% 置信区间，基于两人都标注过的条目</translation>
    </message>
    <message>
        <source>agreement %1</source>
        <translation>一致率 %1</translation>
    </message>
    <message>
        <source>%1 of %2 disagreements decided</source>
        <translation>已裁决 %1 / %2 个分歧</translation>
    </message>
</context>
</TS>
