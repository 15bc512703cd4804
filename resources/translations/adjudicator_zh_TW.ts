<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AcceptCommand</name>
    <message>
        <source>Accept the single label of %1</source>
        <translation>確認 %1 的唯一標籤</translation>
    </message>
    <message>
        <source>Accept the single labels of %1 items</source>
        <translation>確認 %1 個條目的唯一標籤</translation>
    </message>
</context>
<context>
    <name>Acceptances</name>
    <message>
        <source>Read-only: %1</source>
        <translation>唯讀：%1</translation>
    </message>
    <message>
        <source>Item %1 is not a single annotator item waiting for acceptance</source>
        <translation>條目 %1 不是等待確認的僅一名標註員條目</translation>
    </message>
    <message>
        <source>No single annotator item waiting in the list</source>
        <translation>列表中沒有等待確認的僅一名標註員條目</translation>
    </message>
    <message>
        <source>Accept single annotator labels</source>
        <translation>確認僅一名標註員的標籤</translation>
    </message>
    <message>
        <source>Accept the one annotator&apos;s label of %1 listed items as their final label?

They are written as one event; Undo reverts all of them.</source>
        <translation>將列表中 %1 個條目唯一標註員的標籤確認為最終標籤？

它們作為一個事件寫入；復原會撤回全部。</translation>
    </message>
    <message>
        <source>&amp;Accept the single annotator&apos;s label</source>
        <translation>確認唯一標註員的標籤(&amp;A)</translation>
    </message>
    <message>
        <source>Accept all &amp;listed single annotator labels…</source>
        <translation>確認列表中所有僅一名標註員的標籤(&amp;L)…</translation>
    </message>
    <message>
        <source>Auto-accept &amp;policy…</source>
        <translation>自動接受策略(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>AgreeText</name>
    <message>
        <source>percent agreement</source>
        <translation>一致百分比</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>weighted κ</source>
        <translation>加權 κ</translation>
    </message>
    <message>
        <source>Scott&apos;s π</source>
        <translation>Scott π</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1</source>
        <translation>Gwet AC1</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC2</source>
        <translation>Gwet AC2</translation>
    </message>
    <message>
        <source>Brennan–Prediger</source>
        <translation>Brennan–Prediger</translation>
    </message>
    <message>
        <source>PABAK</source>
        <translation>PABAK</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α</source>
        <translation>Krippendorff α</translation>
    </message>
    <message>
        <source>κ max (marginals)</source>
        <translation>κ 最大值（給定邊際）</translation>
    </message>
    <message>
        <source>prevalence index</source>
        <translation>類別失衡指數</translation>
    </message>
    <message>
        <source>bias index</source>
        <translation>偏誤指數</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss κ</translation>
    </message>
    <message>
        <source>Conger&apos;s κ</source>
        <translation>Conger κ</translation>
    </message>
    <message>
        <source>exact-set κ</source>
        <translation>標籤集完全一致 κ</translation>
    </message>
    <message>
        <source>mean Jaccard</source>
        <translation>平均 Jaccard</translation>
    </message>
    <message>
        <source>macro κ</source>
        <translation>巨集平均 κ</translation>
    </message>
    <message>
        <source>support-weighted κ</source>
        <translation>按標註次數加權 κ</translation>
    </message>
    <message>
        <source>Agreement: {source} — {items} items, {annotators} annotators, {k} labels ({labels})</source>
        <translation>一致性：{source} — {items} 個項目，{annotators} 位標註員，{k} 個標籤（{labels}）</translation>
    </message>
    <message>
        <source>Intervals: {intervals}; conventions: {conventions}</source>
        <translation>信賴區間：{intervals}；計算約定：{conventions}</translation>
    </message>
    <message>
        <source>; observed agreement p_o: {convention}</source>
        <translation>；觀察一致率 p_o：{convention}</translation>
    </message>
    <message>
        <source>; where simulation found it closer to 95%: {convention}</source>
        <translation>；經模擬更接近 95% 的區間：{convention}</translation>
    </message>
    <message>
        <source>! interval may be too narrow: {note}</source>
        <translation>! 區間可能過窄：{note}</translation>
    </message>
    <message>
        <source>Intervals: {intervals} of each coefficient</source>
        <translation>信賴區間：各係數均用{intervals}</translation>
    </message>
    <message>
        <source>Intervals: {intervals} of each pair&apos;s coefficients; those of all annotators together are analytic: {conventions}</source>
        <translation>信賴區間：每對標註員的係數用{intervals}；全體標註員合計的區間用解析法：{conventions}</translation>
    </message>
    <message>
        <source>Weighted coefficients use {weights} weights {basis} ({scale} scale); level of measurement: {level}</source>
        <translation>加權係數使用{weights}權重，{basis}（{scale}）；測量尺度：{level}</translation>
    </message>
    <message>
        <source>percentile bootstrap ({resamples} resamples, seed {seed})</source>
        <translation>百分位自助法（{resamples} 次重抽樣，隨機種子 {seed}）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>analytic</source>
        <translation>解析法</translation>
    </message>
    <message>
        <source>on the label values</source>
        <translation>按標籤值計算距離</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>按給定的權重矩陣</translation>
    </message>
    <message>
        <source>on the category ranks 1..k</source>
        <translation>按類別的秩次 1..k 計算距離</translation>
    </message>
    <message>
        <source>{text} ({note})</source>
        <translation>{text}（{note}）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>identity</source>
        <translation>恆等</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>線性</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>二次</translation>
    </message>
    <message>
        <source>ordinal</source>
        <translation>順序</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比率</translation>
    </message>
    <message>
        <source>radical</source>
        <translation>平方根</translation>
    </message>
    <message>
        <source>circular</source>
        <translation>環形</translation>
    </message>
    <message>
        <source>bipolar</source>
        <translation>雙極</translation>
    </message>
    <message>
        <source>nominal</source>
        <translation>名目</translation>
    </message>
    <message>
        <source>interval</source>
        <translation>等距</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>全部宣告的類別</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>僅觀察到的類別</translation>
    </message>
    <message>
        <source>values</source>
        <translation>標籤值</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>秩次</translation>
    </message>
    <message>
        <source>items both labelled</source>
        <translation>兩位都標註的項目</translation>
    </message>
    <message>
        <source>{n} of {total} (coverage {coverage}); missing: {a} {missing_a}, {b} {missing_b}; labelled by one only: {unpaired}</source>
        <translation>{n} / {total}（覆蓋率 {coverage}）；缺失：{a} {missing_a}，{b} {missing_b}；僅一位標註：{unpaired}</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>observed agreement</source>
        <translation>觀察一致率</translation>
    </message>
    <message>
        <source>p_o = {po}    chance agreement (Cohen) p_e = {pe}</source>
        <translation>p_o = {po}    偶然一致率（Cohen）p_e = {pe}</translation>
    </message>
    <message>
        <source>coefficient</source>
        <translation>係數</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 信賴區間</translation>
    </message>
    <message>
        <source>Scores: the labels are numbers, level {level} — {items} items, {complete} scored by every annotator</source>
        <translation>分數：標籤是數字，測量尺度為{level} — {items} 個條目，其中 {complete} 個每位標註者都打了分</translation>
    </message>
    <message>
        <source>form</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>McGraw–Wong</source>
        <translation>McGraw–Wong</translation>
    </message>
    <message>
        <source>F test of ρ = 0</source>
        <translation>ρ = 0 的 F 檢定</translation>
    </message>
    <message>
        <source>F({df1}, {df2}) = {f}, p = {p}</source>
        <translation>F({df1}, {df2}) = {f}，p = {p}</translation>
    </message>
    <message>
        <source>{a} × {b}, scores — {n} items both scored</source>
        <translation>{a} × {b}，分數 — 兩人都打了分的條目 {n} 個</translation>
    </message>
    <message>
        <source>Lin&apos;s ρc</source>
        <translation>Lin 一致性相關 ρc</translation>
    </message>
    <message>
        <source>bias ({a} − {b})</source>
        <translation>偏差（{a} − {b}）</translation>
    </message>
    <message>
        <source>lower limit of agreement</source>
        <translation>一致性下限</translation>
    </message>
    <message>
        <source>upper limit of agreement</source>
        <translation>一致性上限</translation>
    </message>
    <message>
        <source>MAE (mean |{a} − {b}|)</source>
        <translation>MAE（|{a} − {b}| 的平均）</translation>
    </message>
    <message>
        <source>RMSE</source>
        <translation>RMSE（均方根差）</translation>
    </message>
    <message>
        <source>Scores: not computed here: the ICC, Lin&apos;s ρc and Bland–Altman need every item&apos;s scores, and this engine counts tables; --engine memory gives them.</source>
        <translation>分數：此處未計算：ICC、Lin 的 ρc 和 Bland–Altman 需要每個條目的分數，而此引擎只統計列聯表；使用 --engine memory 可得到它們。</translation>
    </message>
    <message>
        <source>The labels are numbers: --level interval (or ratio) adds the ICC, Lin&apos;s ρc, Bland–Altman and MAE/RMSE.</source>
        <translation>標籤是數字：加上 --level interval 或 --level ratio 可得到 ICC、Lin 的 ρc、Bland–Altman 和 MAE/RMSE。</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>無法計算</translation>
    </message>
    <message>
        <source>interval {reason}</source>
        <translation>區間{reason}</translation>
    </message>
    <message>
        <source>{name} ({weights})</source>
        <translation>{name}（{weights}）</translation>
    </message>
    <message>
        <source>{name} ({weights}, {on})</source>
        <translation>{name}（{weights}，{on}）</translation>
    </message>
    <message>
        <source>label</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>κ (vs rest)</source>
        <translation>κ（一對其餘）</translation>
    </message>
    <message>
        <source>specific agreement</source>
        <translation>特定一致率</translation>
    </message>
    <message>
        <source>no disagreements</source>
        <translation>沒有分歧</translation>
    </message>
    <message>
        <source>top disagreements between {a} and {b} (class pairs, either way round):</source>
        <translation>{a} 與 {b} 之間最常見的分歧（類別對，不分方向）：</translation>
    </message>
    <message>
        <source>{share} of disagreements</source>
        <translation>佔分歧的 {share}</translation>
    </message>
    <message>
        <source>All {n} annotators ({items} items)</source>
        <translation>全部 {n} 位標註員（{items} 個項目）</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ of each pair:</source>
        <translation>每對標註員的 Cohen κ：</translation>
    </message>
    <message>
        <source>{annotators} annotators make {pairs} pairs: {listed} share at least {least} items and are listed; {fewer} share fewer and {none} share none (every judgment counts in the coefficients of all annotators)</source>
        <translation>{annotators} 位標註員兩兩組成 {pairs} 對：{listed} 對共同標註了至少 {least} 個條目，予以列出；{fewer} 對共同標註的條目更少，{none} 對沒有共同條目（每一次判斷都計入全體標註員的係數）</translation>
    </message>
    <message>
        <source>… {n} more listed pairs (the {shown} sharing the most items are shown; --format json lists them all)</source>
        <translation>…… 另有 {n} 對已列出的標註員（這裡只顯示共同條目最多的 {shown} 對；--format json 會全部列出）</translation>
    </message>
    <message>
        <source>Label sets: {k} labels ({labels}); an item may carry several, each label is scored as given / not given</source>
        <translation>標籤集：{k} 個標籤（{labels}）；一個項目可帶多個標籤，每個標籤按給出 / 未給出計分</translation>
    </message>
    <message>
        <source>{a} × {b}, label sets — {n} items both labelled (Cohen&apos;s κ)</source>
        <translation>{a} × {b}，標籤集 — 兩位都標註的項目 {n} 個（Cohen κ）</translation>
    </message>
    <message>
        <source>All {annotators} annotators, label sets — {n} items labelled at least twice (Conger&apos;s κ)</source>
        <translation>全部 {annotators} 位標註員，標籤集 — 至少被標註兩次的項目 {n} 個（Conger κ）</translation>
    </message>
    <message>
        <source>given</source>
        <translation>給出次數</translation>
    </message>
    <message>
        <source>left out of both averages (κ undefined): {labels}</source>
        <translation>兩種平均都不計入（κ 無法計算）：{labels}</translation>
    </message>
    <message>
        <source>{a} × {b}, by {column} (largest first)</source>
        <translation>{a} × {b}，按 {column} 分層（由大到小）</translation>
    </message>
    <message>
        <source>κ interval {reason}</source>
        <translation>κ 區間{reason}</translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation>（空白）</translation>
    </message>
    <message>
        <source>the labels are not numbers</source>
        <translation>標籤不是數字</translation>
    </message>
    <message>
        <source>Gwet&apos;s ordinal weights are defined on ranks</source>
        <translation>Gwet 的順序權重按秩次定義</translation>
    </message>
    <message>
        <source>ratio weights need positive label values</source>
        <translation>比率權重需要正的標籤值</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>列</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>欄</translation>
    </message>
</context>
<context>
    <name>AltControls</name>
    <message>
        <source>ε:</source>
        <translation>ε：</translation>
    </message>
    <message>
        <source>q (FDR):</source>
        <translation>q（錯誤發現率）：</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>計分方式：</translation>
    </message>
    <message>
        <source>The cost-benefit margin: how much better a human may be for the model still to be preferred; the authors suggest 0.2 for experts, 0.15 for skilled annotators, 0.1 for crowd workers.</source>
        <translation>成本效益餘量：人工標註員可以好多少而仍優先選擇模型；作者建議專家取 0.2，熟練標註員取 0.15，群眾外包工作者取 0.1。</translation>
    </message>
    <message>
        <source>The false discovery rate of the Benjamini–Yekutieli procedure across the annotators.</source>
        <translation>在各標註員之間採用 Benjamini–Yekutieli 程序的錯誤發現率。</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <source>−RMSE</source>
        <translation>負均方根距離</translation>
    </message>
    <message>
        <source>How a label is scored against the other annotators&apos; labels: the share equal to it, or minus the root mean squared distance (labels that are numbers).</source>
        <translation>一個標籤與其他標註員的標籤比較時的計分方式：相同標籤的比例，或負的均方根距離（適用於數字標籤）。</translation>
    </message>
</context>
<context>
    <name>AnnotatorEffectsView</name>
    <message>
        <source>everyone</source>
        <translation>全體</translation>
    </message>
    <message>
        <source>without %1</source>
        <translation>不含 %1</translation>
    </message>
    <message>
        <source>%1: α %2 %3</source>
        <translation>%1：α %2 %3</translation>
    </message>
    <message>
        <source>%1: Fleiss&apos; κ %2 %3</source>
        <translation>%1：Fleiss κ %2 %3</translation>
    </message>
    <message>
        <source>%1 gives “%2” more often, by %3 of the items</source>
        <translation>%1 更常給出「%2」，多出條目的 %3</translation>
    </message>
    <message>
        <source>%1 × %2: shares differ (Stuart–Maxwell χ² %3, p = %4)</source>
        <translation>%1 × %2：標籤占比不同（Stuart–Maxwell χ² %3，p = %4）</translation>
    </message>
    <message>
        <source>No pair&apos;s label shares differ at p &lt; 0.05 (Stuart–Maxwell).</source>
        <translation>沒有哪一對標註員的標籤占比在 p &lt; 0.05 水準上不同（Stuart–Maxwell）。</translation>
    </message>
    <message>
        <source>Of this crowd&apos;s %1 pairs, only the %2 sharing at least %3 items are tested; %4 share fewer items and %5 share none.</source>
        <translation>這組眾包標註的 %1 對標註員中，只檢驗共同標註至少 %3 個條目的 %2 對；%4 對共同標註的條目更少，%5 對沒有共同條目。</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α without each annotator (95% intervals; Fleiss&apos; κ in the tooltips)</source>
        <translation>依次去掉每位標註員後的 Krippendorff α（95% 信賴區間；Fleiss κ 見提示）</translation>
    </message>
    <message>
        <source>Who leans which way: pairs whose label shares differ</source>
        <translation>誰偏向哪一類：標籤占比不同的標註員對</translation>
    </message>
</context>
<context>
    <name>BatchCommand</name>
    <message>
        <source>Decide %1 items → %2</source>
        <translation>裁決 %1 個項目 → %2</translation>
    </message>
</context>
<context>
    <name>BulkDialog</name>
    <message>
        <source>Decide the listed items</source>
        <translation>裁決列表中的條目</translation>
    </message>
    <message>
        <source>Decide %1 unresolved items as “%2”</source>
        <translation>將 %1 個待裁決條目裁決為「%2」</translation>
    </message>
    <message>
        <source>Rationale for all of them (kept with each decision)</source>
        <translation>適用於全部條目的理由（隨每筆裁決保存）</translation>
    </message>
    <message>
        <source>Why this label for these items?</source>
        <translation>為什麼這些條目用這個標籤？</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Each decision is written with:</source>
        <translation>每筆裁決將記錄：</translation>
    </message>
    <message>
        <source>Rationale: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation>把握程度：%1</translation>
    </message>
    <message>
        <source>Error category: %1</source>
        <translation>錯誤類別：%1</translation>
    </message>
    <message>
        <source>Guideline needs an update: %1</source>
        <translation>規範需要更新：%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>They are written as one event; Undo reverts all of them.</source>
        <translation>它們作為一個事件寫入；復原會撤回全部。</translation>
    </message>
    <message>
        <source>Afterwards: %1 unresolved, %2 decided.</source>
        <translation>之後：%1 個待裁決，%2 個已裁決。</translation>
    </message>
    <message>
        <source>κ of %1 vs final: %2</source>
        <translation>%1 與最終標籤的 κ：%2</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>No named version yet: type a sequence number.</source>
        <translation>尚無命名版本：請輸入事件編號。</translation>
    </message>
    <message>
        <source>No such version: %1</source>
        <translation>沒有這個版本：%1</translation>
    </message>
    <message>
        <source>%1 items have a different final label now than in version %2.</source>
        <translation>有 %1 個項目的最終標籤與版本 %2 不同。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Compare with a version</source>
        <translation>與某個版本比較</translation>
    </message>
    <message>
        <source>Version (name or event number):</source>
        <translation>版本（名稱或事件編號）：</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Rationale before</source>
        <translation>之前的理由</translation>
    </message>
    <message>
        <source>Rationale now</source>
        <translation>現在的理由</translation>
    </message>
</context>
<context>
    <name>ConfusionModel</name>
    <message>
        <source>Items compared: %1.</source>
        <translation>比較的項目：%1。</translation>
    </message>
    <message>
        <source>%1 said “%2” for %3 items.</source>
        <translation>%1 將 %3 個項目標為「%2」。</translation>
    </message>
    <message>
        <source>%1 said “%2”, %3 said “%4”. Items: %5. Click to list them.</source>
        <translation>%1 標為「%2」，%3 標為「%4」。項目數：%5。按一下列出這些項目。</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>ConfusionView</name>
    <message>
        <source>%1 × final labels</source>
        <translation>%1 × 最終標籤</translation>
    </message>
    <message>
        <source>Confusion matrix</source>
        <translation>混淆矩陣</translation>
    </message>
    <message>
        <source>Compared pair</source>
        <translation>所比較的兩人</translation>
    </message>
    <message>
        <source>Show the compared pair, or one annotator against the final labels (unanimous and decided items; unresolved items are left out).</source>
        <translation>顯示所比較的兩位標註員，或某位標註員與最終標籤的對照（一致和已裁決的項目；未解決的項目不計入）。</translation>
    </message>
    <message>
        <source>Rows: %1 · columns: %2. Click a cell to list its items, Ctrl-click to add cells.</source>
        <translation>列：%1 · 欄：%2。按一下儲存格列出其項目，按住 Ctrl 按一下可加入儲存格。</translation>
    </message>
    <message>
        <source>Blue: both annotators chose the same label. Orange: they disagreed. The deeper the colour, the more items (one scale for the whole matrix). The last row and column are the totals.</source>
        <translation>藍色：兩位標註員選擇了相同的標籤。橙色：兩人意見不一。顏色越深，項目越多（整個矩陣使用同一色階）。最後一列和最後一欄為合計。</translation>
    </message>
    <message>
        <source>Rows: %1 · columns: %2 (unresolved items left out).</source>
        <translation>列：%1 · 欄：%2（未解決的項目不計入）。</translation>
    </message>
</context>
<context>
    <name>Crowd</name>
    <message>
        <source>majority vote</source>
        <translation>多數投票</translation>
    </message>
    <message>
        <source>Dawid–Skene</source>
        <translation>Dawid–Skene</translation>
    </message>
    <message>
        <source>MACE</source>
        <translation>MACE</translation>
    </message>
    <message>
        <source>{pct} percentile bootstrap over items, {b} resamples, seed {seed}</source>
        <translation>{pct} 按條目的百分位自助法，{b} 次重抽樣，隨機種子 {seed}</translation>
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
    <name>DecidedButton</name>
    <message>
        <source>anyone</source>
        <translation>任何人</translation>
    </message>
    <message>
        <source>earlier guideline</source>
        <translation>舊版規範</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>由 %1</translation>
    </message>
    <message>
        <source>before %1</source>
        <translation>早於 %1</translation>
    </message>
    <message>
        <source>Decided: %1</source>
        <translation>裁決條件：%1</translation>
    </message>
    <message>
        <source>Decided…</source>
        <translation>依裁決篩選…</translation>
    </message>
    <message>
        <source>Decided under an earlier guideline version</source>
        <translation>在較早的規範版本下裁決</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>裁決人</translation>
    </message>
    <message>
        <source>Decided before (UTC day)</source>
        <translation>裁決早於（UTC 日期）</translation>
    </message>
    <message>
        <source>Any decision (clear these conditions)</source>
        <translation>任意裁決（清除這些條件）</translation>
    </message>
    <message>
        <source>List only items whose decision in force was made under an earlier guideline version, by one person, or before a day</source>
        <translation>只列出目前有效的裁決是在較早規範版本下、由某個人或在某日之前作出的項目</translation>
    </message>
</context>
<context>
    <name>Decider</name>
    <message>
        <source>%1 gave no label to this item</source>
        <translation>%1 沒有標註此項目</translation>
    </message>
    <message>
        <source>Overrule a unanimous label</source>
        <translation>推翻一致的標籤</translation>
    </message>
    <message>
        <source>Every annotator said “%1”. Decide otherwise? (Asked once.)</source>
        <translation>所有標註員都標為「%1」。仍要裁決為其他標籤嗎？（只詢問一次。）</translation>
    </message>
    <message>
        <source>No unresolved item in the list</source>
        <translation>清單中沒有待裁決的項目</translation>
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
    <name>DecisionFields</name>
    <message>
        <source>guideline gap</source>
        <translation>規範缺漏</translation>
    </message>
    <message>
        <source>annotator slip</source>
        <translation>標註員失誤</translation>
    </message>
    <message>
        <source>ambiguous item</source>
        <translation>項目本身有歧義</translation>
    </message>
    <message>
        <source>tool error</source>
        <translation>工具錯誤</translation>
    </message>
    <message>
        <source>Confidence:</source>
        <translation>把握程度：</translation>
    </message>
    <message>
        <source>Error category:</source>
        <translation>錯誤類別：</translation>
    </message>
    <message>
        <source>The guideline needs an update for this</source>
        <translation>標註規範需要因此更新</translation>
    </message>
    <message>
        <source>How sure you are of this final label</source>
        <translation>您對這個最終標籤有多大把握</translation>
    </message>
    <message>
        <source>Why the annotators disagreed (type a new one to add it to the list)</source>
        <translation>標註員產生分歧的原因（輸入新類別即可加入清單）</translation>
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
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>唯讀：%1</translation>
    </message>
    <message>
        <source>A note kept in this item&apos;s history</source>
        <translation>備註會保存在該項目的歷史紀錄中</translation>
    </message>
    <message>
        <source>Decide the %1 unresolved listed items as…</source>
        <translation>將清單中 %1 個待裁決項目裁決為…</translation>
    </message>
    <message>
        <source>%1 other annotators did not label this item</source>
        <translation>另有 %1 位標註員沒有標註這個條目</translation>
    </message>
    <message>
        <source>Suggestion: fitting Dawid–Skene on every item…</source>
        <translation>建議：正在檔案全部條目上擬合 Dawid–Skene 模型…</translation>
    </message>
    <message>
        <source>No single suggestion: %1 and %2 tie (Dawid–Skene posterior %3 each)</source>
        <translation>沒有唯一建議：%1 與 %2 並列（Dawid–Skene 後驗機率各為 %3）</translation>
    </message>
    <message>
        <source>Suggested (Dawid–Skene): %1, posterior %2</source>
        <translation>建議（Dawid–Skene）：%1，後驗機率 %2</translation>
    </message>
    <message>
        <source> (next: %1, %2)</source>
        <translation>（其次：%1，%2）</translation>
    </message>
    <message>
        <source>The posterior probability of each label under Dawid &amp; Skene&apos;s (1979) model, fitted on every item of the file: it weighs each annotator by how often the data say they are right for each class. A suggestion, not a decision.</source>
        <translation>按 Dawid 與 Skene（1979）模型在檔案全部條目上擬合得到的各標籤後驗機率：它按資料顯示的每位標註員在各類別上的正確頻率為其加權。這只是建議，不是裁決。</translation>
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
        <source>Add note to this item…</source>
        <translation>為此項目新增備註…</translation>
    </message>
    <message>
        <source>One final label, with a rationale and fields of its own, for all unresolved items the list shows, written as one event</source>
        <translation>為列表中所有待裁決條目指定一個最終標籤，並填寫其專用的理由和欄位，作為一個事件寫入</translation>
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
    <name>Errors</name>
    <message>
        <source>the decision log is open read-only</source>
        <translation>裁決日誌以唯讀方式開啟</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>第 {row} 列</translation>
    </message>
    <message>
        <source>column &apos;{column}&apos;</source>
        <translation>欄「{column}」</translation>
    </message>
    <message>
        <source> (expected {expected})</source>
        <translation>（應為：{expected}）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>. </source>
        <translation>。</translation>
    </message>
    <message>
        <source>malformed event: {why}</source>
        <extracomment>Every kind of event a log holds: the one list the state (which refuses any other), the merge (which says for each how it is merged) and the ``log`` command (which describes each) are checked against, so a new kind cannot be left out of one of them unnoticed.</extracomment>
        <translation>事件格式有誤：{why}</translation>
    </message>
    <message>
        <source>a complete event</source>
        <translation>一個完整的事件</translation>
    </message>
    <message>
        <source>unknown event type {kind}</source>
        <translation>未知的事件型別 {kind}</translation>
    </message>
    <message>
        <source>decide, revert, note, guideline, batch, tag, rules, viewed, scale, accept, policy or report_fields</source>
        <translation>decide、revert、note、guideline、batch、tag、rules、viewed、scale、accept、policy 或 report_fields</translation>
    </message>
    <message>
        <source>this state is read-only</source>
        <translation>此狀態為唯讀</translation>
    </message>
    <message>
        <source>no event {seq}</source>
        <translation>沒有第 {seq} 號事件</translation>
    </message>
    <message>
        <source>unknown item &apos;{item}&apos;</source>
        <translation>未知項目「{item}」</translation>
    </message>
    <message>
        <source>an item id of the dataset</source>
        <translation>資料集中的項目 ID</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos; has {count} labels, not one: only a single annotator&apos;s label can be accepted</source>
        <translation>條目「{item}」有 {count} 個標籤而非一個：只能確認僅一名標註員給出的標籤</translation>
    </message>
    <message>
        <source>an item one annotator labelled</source>
        <translation>僅一名標註員標註的條目</translation>
    </message>
    <message>
        <source>no version {seq}</source>
        <translation>沒有第 {seq} 號版本</translation>
    </message>
    <message>
        <source>event {seq} out of order</source>
        <translation>事件 {seq} 的順序不對</translation>
    </message>
    <message>
        <source>unknown label &apos;{label}&apos; for item &apos;{item}&apos;</source>
        <translation>項目「{item}」的標籤「{label}」不在標籤表中</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos; appears twice in one batch</source>
        <translation>項目「{item}」在同一批中出現了兩次</translation>
    </message>
    <message>
        <source>confidence {confidence} for item {item}</source>
        <translation>項目 {item} 的把握程度為 {confidence}</translation>
    </message>
    <message>
        <source>a number from 0 to 1</source>
        <translation>0 到 1 之間的數值</translation>
    </message>
    <message>
        <source>report fields must be texts</source>
        <translation>報告欄位必須是文字</translation>
    </message>
    <message>
        <source>a text for each field</source>
        <translation>每個欄位一段文字</translation>
    </message>
    <message>
        <source>version name &apos;{name}&apos; is taken</source>
        <translation>版本名稱「{name}」已被使用</translation>
    </message>
    <message>
        <source>a new name</source>
        <translation>一個新名稱</translation>
    </message>
    <message>
        <source>an acceptance names no item or an item twice</source>
        <translation>確認未指定條目，或同一條目出現兩次</translation>
    </message>
    <message>
        <source>each item once</source>
        <translation>每個條目一次</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: {annotator} labelled it {given}, not {label}</source>
        <translation>條目「{item}」：{annotator} 標註的是 {given}，不是 {label}</translation>
    </message>
    <message>
        <source>the label the annotator gave</source>
        <translation>該標註員給出的標籤</translation>
    </message>
    <message>
        <source>unknown scale level {level}</source>
        <translation>未知的尺度類型 {level}</translation>
    </message>
    <message>
        <source>no class {label} to merge</source>
        <extracomment>a weighted coefficient -&gt; the unweighted one it equals under identity weights</extracomment>
        <translation>沒有可合併的類別 {label}</translation>
    </message>
    <message>
        <source>merging a class with itself changes nothing</source>
        <translation>把一個類別與其自身合併不會改變任何結果</translation>
    </message>
    <message>
        <source>two different classes</source>
        <translation>兩個不同的類別</translation>
    </message>
    <message>
        <source>unknown weights {weights}</source>
        <translation>未知的權重 {weights}</translation>
    </message>
    <message>
        <source>a scale at {level} level needs labels that are numbers (scores)</source>
        <translation>{level} 尺度需要標籤是數字（分數）</translation>
    </message>
    <message>
        <source>nominal or ordinal for labels that are names</source>
        <translation>名稱類標籤請用名義或順序尺度</translation>
    </message>
    <message>
        <source>label order {order} is not the dataset&apos;s labels</source>
        <translation>標籤順序 {order} 與資料集的標籤不一致</translation>
    </message>
    <message>
        <source>each label of the dataset once</source>
        <translation>資料集的每個標籤各出現一次</translation>
    </message>
    <message>
        <source>it is a symbolic link (a write would go to the file it points to)</source>
        <translation>它是符號連結（寫入會落到它所指向的檔案）</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是一般檔案</translation>
    </message>
    <message>
        <source>it has {n} names (hard links), so a write would change another file too</source>
        <translation>它有 {n} 個名稱（硬連結），寫入會同時改動另一個檔案</translation>
    </message>
    <message>
        <source>its content is not what the program writes there</source>
        <translation>其內容不是本程式在此處寫入的內容</translation>
    </message>
    <message>
        <source>cannot write in the folder {folder} ({why})</source>
        <translation>無法寫入資料夾 {folder}（{why}）</translation>
    </message>
    <message>
        <source>a folder you may write in</source>
        <translation>有寫入權限的資料夾</translation>
    </message>
    <message>
        <source>Choose another output path (--out, --log), or fix the folder&apos;s permissions</source>
        <translation>請選擇其他輸出路徑（--out、--log），或修正該資料夾的權限</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>資料夾 {folder} 不存在</translation>
    </message>
    <message>
        <source>an output path in an existing folder</source>
        <translation>現有資料夾中的輸出路徑</translation>
    </message>
    <message>
        <source>Create the folder first, or choose another output path</source>
        <translation>請先建立該資料夾，或選擇其他輸出路徑</translation>
    </message>
    <message>
        <source>this is a folder</source>
        <translation>這是一個資料夾</translation>
    </message>
    <message>
        <source>a file name</source>
        <translation>檔名</translation>
    </message>
    <message>
        <source>Name the file to write, for example adding /final.csv</source>
        <translation>請指定要寫入的檔名，例如在結尾加上 /final.csv</translation>
    </message>
    <message>
        <source>refusing to write over {name}</source>
        <translation>拒絕覆蓋 {name}</translation>
    </message>
    <message>
        <source>a new file name</source>
        <translation>新的檔名</translation>
    </message>
    <message>
        <source>Originals and the decision log are never overwritten</source>
        <translation>原始檔案和裁決日誌永遠不會被覆寫</translation>
    </message>
    <message>
        <source>the file is write-protected</source>
        <translation>該檔案受寫入保護</translation>
    </message>
    <message>
        <source>a new file name or a writable file</source>
        <translation>新的檔名或可寫入的檔案</translation>
    </message>
    <message>
        <source>A read-only file is never replaced; choose another name</source>
        <translation>唯讀檔案不會被取代，請另選檔名</translation>
    </message>
    <message>
        <source>{encoding} ({reason})</source>
        <translation>{encoding}（{reason}）</translation>
    </message>
    <message>
        <source>chosen by the user</source>
        <translation>由使用者指定</translation>
    </message>
    <message>
        <source>byte-order mark</source>
        <translation>位元組順序標記（BOM）</translation>
    </message>
    <message>
        <source>valid UTF-8</source>
        <translation>有效的 UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8; likely: its {n} different characters are all Korean Hangul ({readers} would read them as Chinese only if a Chinese text kept to one byte zone by chance, p &lt; 0.01)</source>
        <translation>不是 UTF-8；很可能是韓文：其中 {n} 個不同的字元全是韓文諺文（只有當中文文字碰巧只用到一個位元組區時，{readers} 才會把它們讀成中文，p &lt; 0.01）</translation>
    </message>
    <message>
        <source>no other decodes</source>
        <translation>沒有其他編碼能解碼</translation>
    </message>
    <message>
        <source>not UTF-8; certain: {share} of its characters are common {language} characters (others: {others})</source>
        <translation>不是 UTF-8；可以確定：{share} 的字元是常用的 {language} 字元（其他編碼：{others}）</translation>
    </message>
    <message>
        <source>not UTF-8; likely: {share} of its characters are common {language} characters (others: {others})</source>
        <translation>不是 UTF-8；很可能：{share} 的字元是常用的 {language} 字元（其他編碼：{others}）</translation>
    </message>
    <message>
        <source>{codec} ({name}) reads {sample}</source>
        <translation>{codec}（{name}）讀出 {sample}</translation>
    </message>
    <message>
        <source>no words</source>
        <translation>沒有可讀的詞</translation>
    </message>
    <message>
        <source>cannot tell the text encoding: the file is not UTF-8, and {n} encodings read it as common characters: {candidates}</source>
        <translation>無法確定文字編碼：檔案不是 UTF-8，而有 {n} 種編碼都能把它讀成常用字：{candidates}</translation>
    </message>
    <message>
        <source>Choose the one whose words are right with --encoding (for example --encoding {first}), or in the window under Import options &gt; Encoding; or re-save the file as &apos;CSV UTF-8&apos;</source>
        <translation>請用 --encoding 選擇讀出的文字正確的那一種（例如 --encoding {first}），或在視窗的「匯入選項 &gt; 編碼」中選擇；也可將檔案另存為「CSV UTF-8」</translation>
    </message>
    <message>
        <source>cannot tell the text encoding (byte 0x{byte} is not UTF-8 and no Chinese, Japanese or Korean encoding reads the text as common characters)</source>
        <translation>無法確定文字編碼（位元組 0x{byte} 不是 UTF-8，且沒有一種中文、日文或韓文編碼能把文字讀成常用字）</translation>
    </message>
    <message>
        <source>UTF-8, UTF-8 with BOM, UTF-16 with BOM, GB18030, Big5, Shift-JIS or EUC-KR</source>
        <translation>UTF-8、帶 BOM 的 UTF-8、帶 BOM 的 UTF-16、GB18030、Big5、Shift-JIS 或 EUC-KR</translation>
    </message>
    <message>
        <source>Re-save the file as &apos;CSV UTF-8&apos;, or name the encoding with --encoding (a detector&apos;s guess: --encoding {guess})</source>
        <translation>請將檔案另存為「CSV UTF-8」，或用 --encoding 指定編碼（偵測器的猜測：--encoding {guess}）</translation>
    </message>
    <message>
        <source>unknown encoding {name}</source>
        <translation>未知的編碼 {name}</translation>
    </message>
    <message>
        <source>{name} is not a text encoding</source>
        <translation>{name} 不是文字編碼</translation>
    </message>
    <message>
        <source>GB18030/GBK (Simplified Chinese)</source>
        <translation>GB18030/GBK（簡體中文）</translation>
    </message>
    <message>
        <source>Big5 (Traditional Chinese)</source>
        <translation>Big5（繁體中文）</translation>
    </message>
    <message>
        <source>Shift-JIS (Japanese)</source>
        <translation>Shift-JIS（日文）</translation>
    </message>
    <message>
        <source>EUC-KR (Korean)</source>
        <translation>EUC-KR（韓文）</translation>
    </message>
    <message>
        <source>The file mixes encodings; re-save it as UTF-8 or pass --encoding</source>
        <translation>檔案混用了多種編碼；請另存為 UTF-8，或用 --encoding 指定編碼</translation>
    </message>
    <message>
        <source>Leave the encoding to be detected (no --encoding, or &apos;Detect&apos; in the import dialog), or try another one such as utf-8, gb18030 or utf-16</source>
        <translation>請讓程式自動偵測編碼（不加 --encoding，或在匯入對話方塊中選「自動偵測」），或換一種編碼試試，例如 utf-8、gb18030 或 utf-16</translation>
    </message>
    <message>
        <source>the file has no byte-order mark</source>
        <translation>檔案沒有位元組順序標記（BOM）</translation>
    </message>
    <message>
        <source>Choose {encoding}-le or {encoding}-be (without a byte-order mark the byte order must be named), or leave the encoding to be detected</source>
        <translation>請選擇 {encoding}-le 或 {encoding}-be（沒有位元組順序標記時必須指明位元組順序），或讓程式自動偵測編碼</translation>
    </message>
    <message>
        <source>the text is not valid {encoding} ({reason} at byte {start})</source>
        <translation>文字不是有效的 {encoding}（第 {start} 位元組處：{reason}）</translation>
    </message>
    <message>
        <source>{encoding} text, the encoding chosen</source>
        <translation>{encoding} 文字（所選的編碼）</translation>
    </message>
    <message>
        <source>{encoding} text throughout</source>
        <translation>全文均為 {encoding} 文字</translation>
    </message>
    <message>
        <source>the file is binary, not text</source>
        <translation>這是二進位檔案，不是文字檔</translation>
    </message>
    <message>
        <source>a CSV text file</source>
        <translation>CSV 文字檔</translation>
    </message>
    <message>
        <source>Save it as &apos;CSV UTF-8&apos;</source>
        <translation>請另存為「CSV UTF-8」</translation>
    </message>
    <message>
        <source>cannot read the file ({why})</source>
        <translation>無法讀取檔案（{why}）</translation>
    </message>
    <message>
        <source>Check the path and that you may read the file</source>
        <translation>請檢查路徑以及是否有讀取該檔案的權限</translation>
    </message>
    <message>
        <source>Re-save the file as &apos;CSV UTF-8&apos;</source>
        <translation>請把檔案另存為「CSV UTF-8」</translation>
    </message>
    <message>
        <source>cannot tell the export format of {name}</source>
        <translation>無法判斷 {name} 的匯出格式</translation>
    </message>
    <message>
        <source>csv, tsv, xlsx, jsonl or parquet</source>
        <translation>csv、tsv、xlsx、jsonl 或 parquet</translation>
    </message>
    <message>
        <source>Use one of those extensions or --format</source>
        <translation>請使用上述副檔名之一，或使用 --format</translation>
    </message>
    <message>
        <source>{name} exists and is not an earlier export of this project (its manifest does not list it as written, unchanged, from the same originals)</source>
        <translation>{name} 已存在，且不是本專案先前的匯出檔案（其清單中沒有記載它是由同一份原始資料寫出且之後未被改動的）</translation>
    </message>
    <message>
        <source>Choose another file name, or pass --force to replace it (decision logs, their tip and lock files and originals pinned by a log are never replaced). Nothing was written</source>
        <translation>請選擇其他檔名，或加上 --force 來取代它（裁決日誌、其末端記錄檔和鎖檔案以及被日誌固定的原始資料永遠不會被取代）。未寫入任何內容</translation>
    </message>
    <message>
        <source>Export again and choose another file name or another folder: the window never replaces a file that is not an earlier export of this project. Nothing was written</source>
        <translation>請重新匯出並選擇另一個檔名或另一個資料夾：視窗從不取代並非本專案先前匯出的檔案。未寫入任何內容</translation>
    </message>
    <message>
        <source>a byte-order mark (--bom) is written only in CSV and TSV files, not in {format}</source>
        <translation>位元組順序標記（--bom）只寫入 CSV 和 TSV 檔案，不能用於 {format}</translation>
    </message>
    <message>
        <source>a .csv or .tsv file</source>
        <translation>一個 .csv 或 .tsv 檔案</translation>
    </message>
    <message>
        <source>Leave --bom out for this format</source>
        <translation>此格式請不要使用 --bom</translation>
    </message>
    <message>
        <source>Parquet export needs pyarrow, which cannot be loaded here</source>
        <extracomment>rows Arrow formats per piece it hands the sink (its default is 1,024): small enough that the sink&apos;s thread hashes and writes one piece while the next is formatted (a 10^6-row export with every column in one block: 0.29-0.39 s at 4,096, 0.36-0.62 s at 32,768)</extracomment>
        <translation>匯出 Parquet 需要 pyarrow，但此處無法載入</translation>
    </message>
    <message>
        <source>csv, tsv, xlsx or jsonl</source>
        <translation>csv、tsv、xlsx 或 jsonl</translation>
    </message>
    <message>
        <source>({why}) Export another format</source>
        <translation>（{why}）請匯出為其他格式</translation>
    </message>
    <message>
        <source>duplicate id {id} (first on row {first})</source>
        <translation>ID 重複 {id}（首次出現在第 {first} 列）</translation>
    </message>
    <message>
        <source>repeated judgment</source>
        <translation>重複的判斷</translation>
    </message>
    <message>
        <source>repeated judgment of {what} ({where}; rule {rule}: the first kept)</source>
        <translation>{what} 的重複判斷（{where}；規則 {rule}：保留第一個）</translation>
    </message>
    <message>
        <source>repeated judgment of {what} ({where}; rule {rule}: the last kept)</source>
        <translation>{what} 的重複判斷（{where}；規則 {rule}：保留最後一個）</translation>
    </message>
    <message>
        <source>no usable data rows: all {n} were skipped (first: {reason})</source>
        <translation>沒有可用的資料列：全部 {n} 列都被跳過（第一個原因：{reason}）</translation>
    </message>
    <message>
        <source>rows with as many fields as the header</source>
        <translation>欄位數與標題列相同的列</translation>
    </message>
    <message>
        <source>Check the delimiter and the header row</source>
        <translation>請檢查分隔符號和標題列</translation>
    </message>
    <message>
        <source>the file has a header but no data rows</source>
        <translation>檔案只有標題列，沒有資料列</translation>
    </message>
    <message>
        <source>one row per item (wide) or per judgment (long)</source>
        <translation>每個項目一列（寬格式）或每次標註一列（長格式）</translation>
    </message>
    <message>
        <source>Export the labels again, including the data rows</source>
        <translation>請重新匯出標籤，並包含資料列</translation>
    </message>
    <message>
        <source>(row numbers)</source>
        <translation>（列號）</translation>
    </message>
    <message>
        <source>wide layout: id {id}, annotator columns {raters}; kept as item columns: {others}</source>
        <translation>寬格式：ID 為 {id}，標註員欄為 {raters}；作為項目欄保留：{others}</translation>
    </message>
    <message>
        <source>wide layout: id {id}, annotator columns {raters}</source>
        <translation>寬格式：ID 為 {id}，標註員欄為 {raters}</translation>
    </message>
    <message>
        <source>annotator columns that differ only by case, spaces or a repeat mark were used as different annotators (confirmed): {groups}</source>
        <translation>僅大小寫、空格或重複標記不同的標註員欄已作為不同的標註員使用（已確認）：{groups}</translation>
    </message>
    <message>
        <source>no annotator columns found</source>
        <translation>找不到標註者欄</translation>
    </message>
    <message>
        <source>an id column and one column of labels per annotator</source>
        <translation>一個 ID 欄，以及每位標註者一欄標籤</translation>
    </message>
    <message>
        <source>Name the annotator columns (--annotators) or use --layout long</source>
        <translation>請指定標註者欄（--annotators），或使用 --layout long</translation>
    </message>
    <message>
        <source>no item id column found</source>
        <translation>找不到項目 ID 欄</translation>
    </message>
    <message>
        <source>a column such as &apos;id&apos; or &apos;item&apos;</source>
        <translation>如「id」或「item」這樣的欄</translation>
    </message>
    <message>
        <source>Pass --id COLUMN</source>
        <translation>請使用 --id 欄名</translation>
    </message>
    <message>
        <source>the item id {name} joins several columns, which this engine does not read</source>
        <translation>條目 id {name} 由多欄拼成，此引擎不能讀取</translation>
    </message>
    <message>
        <source>one id column</source>
        <translation>一個 id 欄</translation>
    </message>
    <message>
        <source>Pass --engine memory</source>
        <translation>請使用 --engine memory</translation>
    </message>
    <message>
        <source>long layout: item {item}, annotator {annotator}, label {label}</source>
        <translation>長格式：項目欄 {item}，標註員欄 {annotator}，標籤欄 {label}</translation>
    </message>
    <message>
        <source>{judgments} judgments by {annotators} annotators of {items} items would make a table of {cells} cells, too large to compare</source>
        <translation>{annotators} 位標註員對 {items} 個項目的 {judgments} 筆標註將構成 {cells} 個儲存格的表，太大，無法比較</translation>
    </message>
    <message>
        <source>at most {max_annotators} annotators and {max_cells} items x annotators</source>
        <translation>最多 {max_annotators} 位標註員，項目數 × 標註員數最多 {max_cells}</translation>
    </message>
    <message>
        <source>Split the file by batch or by group of annotators and open each part; or check that the annotator column really names annotators (--annotator-col)</source>
        <translation>請按批次或標註員分組拆分檔案並分別開啟；或檢查標註員欄是否真的是標註員名稱（--annotator-col）</translation>
    </message>
    <message>
        <source>repeats: {n} repeated judgment(s) of one item by one annotator; refused (rule &apos;refuse&apos;): choose --repeats first or last to keep one</source>
        <translation>重複：同一標註員對同一項目有 {n} 次重複判斷；已拒絕（規則「refuse」）：請用 --repeats first 或 last 保留其中一次</translation>
    </message>
    <message>
        <source>repeats: {n} repeated judgment(s) of one item by one annotator skipped; the last of each kept (rule &apos;last&apos;)</source>
        <translation>重複：跳過了同一標註員對同一項目的 {n} 次重複判斷；每組保留最後一次（規則「last」）</translation>
    </message>
    <message>
        <source>repeats: {n} repeated judgment(s) of one item by one annotator skipped; the first of each kept (rule &apos;first&apos;)</source>
        <translation>重複：跳過了同一標註員對同一項目的 {n} 次重複判斷；每組保留第一次（規則「first」）</translation>
    </message>
    <message>
        <source>no {what} column found for the long layout</source>
        <translation>長格式中找不到{what}欄</translation>
    </message>
    <message>
        <source>a column such as {name}</source>
        <translation>例如名為 {name} 的欄</translation>
    </message>
    <message>
        <source>Pass {option} COLUMN, or use --layout wide</source>
        <translation>請用 {option} 欄名 指定，或使用 --layout wide</translation>
    </message>
    <message>
        <source>columns that differ between judgments of one item (first value kept per item): {columns}</source>
        <translation>同一項目的各次判斷中取值不同的欄（每個項目保留第一個值）：{columns}</translation>
    </message>
    <message>
        <source>reading {name}</source>
        <translation>正在讀取 {name}</translation>
    </message>
    <message>
        <source>read {rows} rows</source>
        <translation>已讀取 {rows} 列</translation>
    </message>
    <message>
        <source>{before}; the sheet {sheet} was read as the first sheet with a table, and {tables} also hold(s) a table: choose one with --sheet</source>
        <extracomment>what a workbook&apos;s error adds when other sheets hold a table (after the error&apos;s own hint)</extracomment>
        <translation>{before}；已將工作表 {sheet} 作為第一個含表格的工作表讀取，而 {tables} 也含有表格：請用 --sheet 選擇其中之一</translation>
    </message>
    <message>
        <source>The sheet {sheet} was read as the first sheet with a table, and {tables} also hold(s) a table: choose one with --sheet</source>
        <translation>已將工作表 {sheet} 作為第一個含表格的工作表讀取，而 {tables} 也含有表格：請用 --sheet 選擇其中之一</translation>
    </message>
    <message>
        <source>not a regular file (a FIFO, a socket or a device is never read)</source>
        <translation>不是一般檔案（從不讀取 FIFO、通訊端或裝置）</translation>
    </message>
    <message>
        <source>a labels file or a folder of them</source>
        <translation>一個標註檔或一個包含標註檔的資料夾</translation>
    </message>
    <message>
        <source>Save the data to an ordinary file and open that</source>
        <translation>請把資料儲存為一般檔案，再開啟它</translation>
    </message>
    <message>
        <source>the detected encoding</source>
        <translation>偵測到的編碼</translation>
    </message>
    <message>
        <source>the text cannot be decoded as {name} ({why})</source>
        <translation>無法按 {name} 解碼文字（{why}）</translation>
    </message>
    <message>
        <source>{name} text</source>
        <translation>{name} 文字</translation>
    </message>
    <message>
        <source>one file per annotator: {files}</source>
        <translation>每位標註員一個檔案：{files}</translation>
    </message>
    <message>
        <source>cannot tell which column holds this annotator&apos;s labels</source>
        <translation>無法判斷哪一欄是該標註者的標籤</translation>
    </message>
    <message>
        <source>an id column and a &apos;label&apos; column</source>
        <translation>一個 ID 欄和一個「label」欄</translation>
    </message>
    <message>
        <source>Pass --label-col COLUMN</source>
        <translation>請使用 --label-col 欄名</translation>
    </message>
    <message>
        <source>one of: {columns}</source>
        <translation>以下之一：{columns}</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>annotator</source>
        <translation>標註員</translation>
    </message>
    <message>
        <source>label</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>question</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>there is no {what} column named {name}</source>
        <translation>沒有名為 {name} 的{what}欄</translation>
    </message>
    <message>
        <source>Check the header row, or pass the right column name</source>
        <translation>請檢查標題列，或指定正確的欄名</translation>
    </message>
    <message>
        <source>the label {label} is listed twice</source>
        <translation>標籤 {label} 出現了兩次</translation>
    </message>
    <message>
        <source>each label once, in scale order</source>
        <translation>每個標籤只出現一次，依量表順序排列</translation>
    </message>
    <message>
        <source>Remove the repeated label from --labels or the schema</source>
        <translation>請從 --labels 或標籤方案中刪除重複的標籤</translation>
    </message>
    <message>
        <source>the schema file cannot be read ({why})</source>
        <translation>無法讀取標籤方案檔案（{why}）</translation>
    </message>
    <message>
        <source>the schema file is larger than 1 MiB</source>
        <translation>標籤方案檔超過 1 MiB</translation>
    </message>
    <message>
        <source>a small JSON or TOML file: labels, level, aliases, missing</source>
        <translation>一個小型 JSON 或 TOML 檔：labels、level、aliases、missing</translation>
    </message>
    <message>
        <source>Check that --schema names the schema, not the labels file</source>
        <translation>請確認 --schema 指向標籤方案檔，而不是標籤資料檔</translation>
    </message>
    <message>
        <source>the schema is not valid {kind} ({why})</source>
        <translation>標籤方案不是有效的 {kind}（{why}）</translation>
    </message>
    <message>
        <source>labels = [...], optional level, aliases, missing</source>
        <translation>labels = [...]，可選 level、aliases、missing</translation>
    </message>
    <message>
        <source>the schema must be an object/table</source>
        <translation>標籤方案必須是一個物件/表</translation>
    </message>
    <message>
        <source>the schema has no &apos;labels&apos; list</source>
        <translation>標籤方案中沒有「labels」清單</translation>
    </message>
    <message>
        <source>labels = [&quot;a&quot;, &quot;b&quot;, ...]</source>
        <translation>labels = [&quot;a&quot;, &quot;b&quot;, ...]</translation>
    </message>
    <message>
        <source>unknown level {level}</source>
        <translation>未知的測量尺度 {level}</translation>
    </message>
    <message>
        <source>&apos;missing&apos; must be a list</source>
        <translation>「missing」必須是清單</translation>
    </message>
    <message>
        <source>&apos;aliases&apos; must be a table/object</source>
        <translation>「aliases」必須是表/物件</translation>
    </message>
    <message>
        <source>alias {alias} points to {target}, which is not a label</source>
        <translation>別名 {alias} 指向 {target}，但它不是標籤</translation>
    </message>
    <message>
        <source>this is {kind}, not a table of labels</source>
        <translation>這是{kind}，不是標籤表</translation>
    </message>
    <message>
        <source>CSV, TSV, XLSX, JSON Lines, JSON or Parquet</source>
        <translation>CSV、TSV、XLSX、JSON Lines、JSON 或 Parquet</translation>
    </message>
    <message>
        <source>Save the labels from the spreadsheet as .xlsx or CSV UTF-8</source>
        <translation>請把試算表中的標籤另存為 .xlsx 或 CSV UTF-8</translation>
    </message>
    <message>
        <source>Choose the file that holds the labels</source>
        <translation>請選擇包含標籤的檔案</translation>
    </message>
    <message>
        <source>a text table (CSV/TSV/JSON) or an .xlsx/.parquet file</source>
        <translation>文字表格（CSV/TSV/JSON）或 .xlsx/.parquet 檔</translation>
    </message>
    <message>
        <source>Check that this is the exported labels file and that it is not damaged</source>
        <translation>請確認這是匯出的標籤檔，且沒有損毀</translation>
    </message>
    <message>
        <source>the ZIP/XLSX file is damaged</source>
        <translation>ZIP/XLSX 檔案已損毀</translation>
    </message>
    <message>
        <source>Open it in Excel and save it again</source>
        <translation>請用 Excel 開啟後重新儲存</translation>
    </message>
    <message>
        <source>this is a ZIP archive, not an Excel workbook</source>
        <translation>這是 ZIP 壓縮檔，不是 Excel 活頁簿</translation>
    </message>
    <message>
        <source>an .xlsx workbook or a table file</source>
        <translation>.xlsx 活頁簿或表格檔</translation>
    </message>
    <message>
        <source>Unpack the archive and open the labels file inside it</source>
        <translation>請解壓縮後開啟其中的標籤檔</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>Check the path and the file name</source>
        <translation>請檢查路徑和檔名</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <source>a header row and one row per item or judgment</source>
        <translation>一列標題列，以及每個項目或每次標註一列</translation>
    </message>
    <message>
        <source>Export the labels again; the file has no content</source>
        <translation>請重新匯出標籤，該檔案沒有內容</translation>
    </message>
    <message>
        <source>the JSON holds no records</source>
        <translation>該 JSON 中沒有任何記錄</translation>
    </message>
    <message>
        <source>one JSON object per item or judgment</source>
        <translation>每個條目或每筆判斷一個 JSON 物件</translation>
    </message>
    <message>
        <source>Export the labels again; the export may have been made before any work</source>
        <translation>請重新匯出標籤；這份匯出可能是在開始標註之前產生的</translation>
    </message>
    <message>
        <source>a record of this {name} export has an unexpected shape ({why})</source>
        <translation>此 {name} 匯出檔案中有一條記錄的結構不符合預期（{why}）</translation>
    </message>
    <message>
        <source>a {name} export as the tool writes it</source>
        <translation>由 {name} 原樣寫出的匯出檔案</translation>
    </message>
    <message>
        <source>Export the file again from the tool, or save the labels as a table (id, one column per annotator)</source>
        <translation>請從該工具重新匯出檔案，或把標籤儲存為表格（ID 欄，每位標註員一欄）</translation>
    </message>
    <message>
        <source>the {tool} export holds no judgments</source>
        <translation>此 {tool} 匯出檔案中沒有任何判斷</translation>
    </message>
    <message>
        <source>Export again after annotators have submitted work</source>
        <translation>請在標註者提交結果後重新匯出</translation>
    </message>
    <message>
        <source>the folder holds fewer than two label files</source>
        <translation>資料夾中的標籤檔少於兩個</translation>
    </message>
    <message>
        <source>one file per annotator, or Potato&apos;s annotation_output</source>
        <translation>每位標註者一個檔案，或 Potato 的 annotation_output</translation>
    </message>
    <message>
        <source>Choose a file, or a folder with one file per annotator</source>
        <translation>請選擇一個檔案，或每位標註者一個檔案的資料夾</translation>
    </message>
    <message>
        <source>skipped {n} entries of the folder: {listed} and {more} more</source>
        <translation>略過了資料夾中的 {n} 個項目：{listed}，另有 {more} 個</translation>
    </message>
    <message>
        <source>skipped {n} entries of the folder: {listed}</source>
        <translation>略過了資料夾中的 {n} 個項目：{listed}</translation>
    </message>
    <message>
        <source>a link to nothing</source>
        <translation>指向不存在目標的連結</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>無法讀取</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>FIFO（具名管道）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>not a table file</source>
        <translation>不是表格檔案</translation>
    </message>
    <message>
        <source>Potato: {n} annotator folder(s)</source>
        <translation>Potato：{n} 個標註員資料夾</translation>
    </message>
    <message>
        <source>Potato 2.x: {n} user_state.json file(s), one per annotator</source>
        <translation>Potato 2.x：{n} 個 user_state.json 檔案，每位標註員一個</translation>
    </message>
    <message>
        <source>this file is not a Ground Truth worker response</source>
        <translation>此檔案不是 Ground Truth 的標註員回答檔案</translation>
    </message>
    <message>
        <source>a JSON document with an answers list of workerId and answerContent</source>
        <translation>一個 JSON 文件，其 answers 清單含 workerId 與 answerContent</translation>
    </message>
    <message>
        <source>Open the worker-response folder as Ground Truth wrote it</source>
        <translation>請開啟 Ground Truth 原樣寫出的 worker-response 資料夾</translation>
    </message>
    <message>
        <source>reading {name}: {done:.1f} of {size:.1f} MiB</source>
        <translation>正在讀取 {name}：{done:.1f} / {size:.1f} MiB</translation>
    </message>
    <message>
        <source>no header row detected: columns named col1, col2, …; ids are row numbers</source>
        <translation>未偵測到表頭列：各欄命名為 col1、col2、…；以列號作為 ID</translation>
    </message>
    <message>
        <source>Check the quotes around fields</source>
        <translation>請檢查欄位兩側的引號</translation>
    </message>
    <message>
        <source>the CSV cannot be parsed ({why})</source>
        <translation>無法解析該 CSV（{why}）</translation>
    </message>
    <message>
        <source>the first row has more than {max} fields</source>
        <translation>第一列的欄位超過 {max} 個</translation>
    </message>
    <message>
        <source>this row has more than {max} fields</source>
        <translation>這一列的欄位超過 {max} 個</translation>
    </message>
    <message>
        <source>a labels table: an id column and one column per annotator, or id, annotator and label columns</source>
        <translation>標籤表格：一個 ID 欄加每位標註員一欄，或 ID、標註員、標籤三欄</translation>
    </message>
    <message>
        <source>Check that this is the labels file; with very many annotators save it in the long layout (one row per judgment)</source>
        <translation>請確認這是標籤檔案；標註員很多時，請儲存為長格式（每個判斷一列）</translation>
    </message>
    <message>
        <source>the file contains a NUL byte (damaged file or not a text table)</source>
        <translation>檔案含有 NUL 位元組（檔案已損毀或不是文字表格）</translation>
    </message>
    <message>
        <source>text without NUL characters</source>
        <translation>不含 NUL 字元的文字</translation>
    </message>
    <message>
        <source>Open the file in a spreadsheet program and save it again as CSV UTF-8</source>
        <translation>請用試算表軟體開啟該檔案，再另存為 CSV UTF-8</translation>
    </message>
    <message>
        <source>{n} fields where the header has {width}</source>
        <translation>有 {n} 個欄位，而表頭有 {width} 個</translation>
    </message>
    <message>
        <source>blank or repeated column names were made unique: {names}</source>
        <translation>空白或重複的欄名已改為唯一名稱：{names}</translation>
    </message>
    <message>
        <source>Parquet files need the pyarrow library, which cannot be loaded here ({why})</source>
        <translation>讀取 Parquet 檔案需要 pyarrow 程式庫，但此處無法載入它（{why}）</translation>
    </message>
    <message>
        <source>Export the labels as CSV or XLSX, or repair the installation</source>
        <translation>請將標籤匯出為 CSV 或 XLSX，或修復安裝</translation>
    </message>
    <message>
        <source>the Parquet file cannot be read ({why})</source>
        <translation>無法讀取該 Parquet 檔案（{why}）</translation>
    </message>
    <message>
        <source>a complete Parquet file</source>
        <translation>完整的 Parquet 檔</translation>
    </message>
    <message>
        <source>Write the file again</source>
        <translation>請重新寫出該檔案</translation>
    </message>
    <message>
        <source>reading {name}: part {part} of {parts}</source>
        <translation>正在讀取 {name}：第 {part} 部分，共 {parts} 部分</translation>
    </message>
    <message>
        <source>the workbook is too large to read safely: its shared strings part holds more than {limit} strings</source>
        <translation>活頁簿太大，無法安全讀取：其共用字串部分超過 {limit} 個字串</translation>
    </message>
    <message>
        <source>at most {limit} shared strings</source>
        <translation>最多 {limit} 個共用字串</translation>
    </message>
    <message>
        <source>Save the sheet as CSV in Excel and open the CSV instead</source>
        <translation>請在 Excel 中將工作表另存為 CSV，然後開啟該 CSV</translation>
    </message>
    <message>
        <source>part {part} unpacks {ratio} times its stored size</source>
        <translation>部件 {part} 解壓後是其儲存大小的 {ratio} 倍</translation>
    </message>
    <message>
        <source>its text would unpack to {total} MiB (shared strings {shared} MiB)</source>
        <translation>其文字解壓後將達 {total} MiB（共享字串 {shared} MiB）</translation>
    </message>
    <message>
        <source>the workbook is too large to read safely: {what}</source>
        <translation>活頁簿太大，無法安全讀取：{what}</translation>
    </message>
    <message>
        <source>at most {max} MiB unpacked and {strings} MiB of shared strings</source>
        <translation>解壓後最多 {max} MiB，共享字串最多 {strings} MiB</translation>
    </message>
    <message>
        <source>the workbook cannot be opened ({why})</source>
        <translation>無法開啟該活頁簿（{why}）</translation>
    </message>
    <message>
        <source>the workbook cannot be read ({why})</source>
        <translation>無法讀取該活頁簿（{why}）</translation>
    </message>
    <message>
        <source>the sheet {name} is empty</source>
        <translation>工作表 {name} 是空的</translation>
    </message>
    <message>
        <source>Choose the sheet that holds the labels with --sheet</source>
        <translation>請用 --sheet 選擇含有標籤的工作表</translation>
    </message>
    <message>
        <source>sheet {name} read; other sheets: {others}</source>
        <translation>已讀取工作表 {name}；其他工作表：{others}</translation>
    </message>
    <message>
        <source>hidden sheet(s) passed over: {sheets} (choose one with --sheet to read it)</source>
        <translation>已略過隱藏的工作表：{sheets}（如需讀取，請用 --sheet 選擇）</translation>
    </message>
    <message>
        <source>column {name} holds formulas without a saved value, read as missing; open the workbook in Excel and save it to store the values</source>
        <translation>欄 {name} 含有未儲存計算結果的公式，已按缺失讀取；請在 Excel 中開啟活頁簿並儲存，以存下計算結果</translation>
    </message>
    <message>
        <source>every sheet of the workbook is empty</source>
        <translation>活頁簿的所有工作表都是空的</translation>
    </message>
    <message>
        <source>Put the labels on the first sheet, with a header row</source>
        <translation>請把標籤放在第一個工作表中，並加上標題列</translation>
    </message>
    <message>
        <source>there is no sheet number {pos}</source>
        <translation>沒有第 {pos} 個工作表</translation>
    </message>
    <message>
        <source>1 to {n}</source>
        <translation>1 到 {n}</translation>
    </message>
    <message>
        <source>Sheets: {sheets}</source>
        <translation>工作表：{sheets}</translation>
    </message>
    <message>
        <source>there is no sheet named {name}</source>
        <translation>沒有名為 {name} 的工作表</translation>
    </message>
    <message>
        <source>Pass --sheet with one of these names</source>
        <translation>請用 --sheet 指定以下名稱之一</translation>
    </message>
    <message>
        <source>header found on row {row}</source>
        <translation>在第 {row} 列找到表頭</translation>
    </message>
    <message>
        <source>{n} cell(s) hold Excel error values ({counts}), read as no label; the first is on row {row}, column {column}. Fix the formulas in Excel to count them</source>
        <translation>{n} 個儲存格含有 Excel 錯誤值（{counts}），已按無標籤讀取；第一個位於第 {row} 列、欄 {column}。請在 Excel 中修正公式後再計入</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是一般檔案</translation>
    </message>
    <message>
        <source>an adjudication log</source>
        <translation>裁決日誌</translation>
    </message>
    <message>
        <source>cannot read the log ({why})</source>
        <translation>無法讀取日誌（{why}）</translation>
    </message>
    <message>
        <source>the log has no complete header line</source>
        <translation>日誌沒有完整的標頭行</translation>
    </message>
    <message>
        <source>an event line has no chain link</source>
        <translation>某個事件行沒有鏈結雜湊</translation>
    </message>
    <message>
        <source>a line ending with &quot;h&quot;:&quot;&lt;SHA-256&gt;&quot;</source>
        <translation>以 &quot;h&quot;:&quot;&lt;SHA-256&gt;&quot; 結尾的一行</translation>
    </message>
    <message>
        <source>The log was edited after it was written; restore it from a backup. Nothing was changed</source>
        <translation>日誌在寫入後被編輯過；請從備份中還原。未做任何變更</translation>
    </message>
    <message>
        <source>the chain breaks at line {n}: line {n} or the header was edited, removed or inserted after it was written</source>
        <translation>雜湊鏈在第 {n} 行斷開：第 {n} 行或表頭在寫入後被修改、刪除或插入</translation>
    </message>
    <message>
        <source>the chain breaks at line {n}: line {n} or line {before} was edited, removed or inserted after it was written</source>
        <translation>雜湊鏈在第 {n} 行斷開：第 {n} 行或第 {before} 行在寫入後被修改、刪除或插入</translation>
    </message>
    <message>
        <source>each line&apos;s link to match the line before it</source>
        <translation>每一行的連結值都與上一行相符</translation>
    </message>
    <message>
        <source>Restore the log from a backup (nothing was changed); compare it with this copy to see what changed</source>
        <translation>請從備份還原日誌（未做任何更改）；與此副本比較即可看出改動之處</translation>
    </message>
    <message>
        <source>event number {seq} where {n} was expected</source>
        <translation>事件編號為 {seq}，應為 {n}</translation>
    </message>
    <message>
        <source>The log was edited or spliced</source>
        <translation>日誌曾被編輯或拼接</translation>
    </message>
    <message>
        <source>not an adjudication log</source>
        <translation>不是裁決日誌</translation>
    </message>
    <message>
        <source>a header line with &quot;format&quot;: &quot;{format}&quot;</source>
        <translation>含有 &quot;format&quot;: &quot;{format}&quot; 的表頭列</translation>
    </message>
    <message>
        <source>log format version {version} is newer than this program&apos;s</source>
        <translation>日誌格式版本 {version} 比本程式支援的更新</translation>
    </message>
    <message>
        <source>version {ours} or older</source>
        <translation>版本 {ours} 或更早</translation>
    </message>
    <message>
        <source>Update Adjudicator to open this log</source>
        <translation>請更新 Adjudicator 以開啟此日誌</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>一個整數</translation>
    </message>
    <message>
        <source>a list of records with path, size and sha256</source>
        <translation>由含 path、size 和 sha256 的記錄組成的清單</translation>
    </message>
    <message>
        <source>a list of label texts</source>
        <translation>由標籤文字組成的清單</translation>
    </message>
    <message>
        <source>record {number}: {field} is {found}</source>
        <translation>第 {number} 筆記錄：{field} 是{found}</translation>
    </message>
    <message>
        <source>record {number}: {field} is missing</source>
        <translation>第 {number} 筆記錄：缺少 {field}</translation>
    </message>
    <message>
        <source>Export the file again from {tool}, or save the labels as a table (id, one column per annotator)</source>
        <translation>請從 {tool} 重新匯出，或把標籤另存為表格（編號，每位標註員一欄）</translation>
    </message>
    <message>
        <source>a list of objects</source>
        <translation>物件清單</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一個物件</translation>
    </message>
    <message>
        <source>a list of labels (text)</source>
        <translation>標籤（文字）清單</translation>
    </message>
    <message>
        <source>a label (text), or a list of them</source>
        <translation>一個標籤（文字）或標籤清單</translation>
    </message>
    <message>
        <source>the annotator who made the annotation (its user id)</source>
        <translation>作出該標註的標註員（其使用者編號）</translation>
    </message>
    <message>
        <source>the text {text}</source>
        <translation>文字 {text}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>一個清單</translation>
    </message>
    <message>
        <source>a list holding {item}</source>
        <translation>一個列表，其中有{item}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空值</translation>
    </message>
    <message>
        <source>the value {text}</source>
        <translation>值 {text}</translation>
    </message>
    <message>
        <source>the {field} cell holds {found}, which is not a label</source>
        <translation>{field} 儲存格中是{found}，不是標籤</translation>
    </message>
    <message>
        <source>the annotator of each answer: _annotator_id (or _session_id), which Prodigy writes with --feed-overlap</source>
        <translation>每個回答的標註員：_annotator_id（或 _session_id），Prodigy 在使用 --feed-overlap 時寫出</translation>
    </message>
    <message>
        <source>accept, reject or ignore</source>
        <translation>accept、reject 或 ignore</translation>
    </message>
    <message>
        <source>a column name or null</source>
        <translation>一個欄名或 null</translation>
    </message>
    <message>
        <source>a list of column names</source>
        <translation>由欄名組成的清單</translation>
    </message>
    <message>
        <source>a list of labels</source>
        <translation>由標籤組成的清單</translation>
    </message>
    <message>
        <source>a value of type {type}</source>
        <translation>型別為 {type} 的值</translation>
    </message>
    <message>
        <source>Restore the log from a backup; nothing was changed</source>
        <translation>請從備份還原日誌；沒有任何內容被變更</translation>
    </message>
    <message>
        <source>the header&apos;s {name} field is damaged</source>
        <translation>表頭的 {name} 欄位已損壞</translation>
    </message>
    <message>
        <source>damaged line in the middle of the log</source>
        <translation>日誌中間有損毀的行</translation>
    </message>
    <message>
        <source>one JSON event per line</source>
        <translation>每行一個 JSON 事件</translation>
    </message>
    <message>
        <source>{item}: {first} ({first_author}: {first_rationale}) vs {second} ({second_author}: {second_rationale})</source>
        <translation>{item}：{first}（{first_author}：{first_rationale}）對 {second}（{second_author}：{second_rationale}）</translation>
    </message>
    <message>
        <source>the output exists already</source>
        <translation>輸出檔已存在</translation>
    </message>
    <message>
        <source>A merge never overwrites</source>
        <translation>合併永遠不會覆寫既有檔案</translation>
    </message>
    <message>
        <source>{file}: a torn last line ({n} bytes, from a crash while writing) was left out</source>
        <translation>{file}：不完整的最後一行（{n} 位元組，寫入時當機所致）已略去</translation>
    </message>
    <message>
        <source>removed {file}, left by a merge that was stopped</source>
        <translation>已刪除 {file}（由一次被中止的合併留下）</translation>
    </message>
    <message>
        <source>{out} was written by the same merge, which was stopped before it finished; its tip and conflicts file were completed</source>
        <translation>{out} 是由同一次合併寫入的，該合併在完成前被中止；已補全其末端記錄和衝突檔案</translation>
    </message>
    <message>
        <source>{first} and {second} are logs of different originals ({first_data} and {second_data})</source>
        <translation>{first} 和 {second} 是不同原始檔案的日誌（{first_data} 與 {second_data}）</translation>
    </message>
    <message>
        <source>two logs of the same data file</source>
        <translation>同一資料檔的兩個日誌</translation>
    </message>
    <message>
        <source>Merge only logs started from the same data file (the same SHA-256 in both headers)</source>
        <translation>只合併從同一資料檔開始的日誌（兩個檔頭中的 SHA-256 相同）</translation>
    </message>
    <message>
        <source>{first} and {second} use different label schemas</source>
        <translation>{first} 與 {second} 使用了不同的標籤方案</translation>
    </message>
    <message>
        <source>the same labels in the same order</source>
        <translation>相同的標籤，且順序相同</translation>
    </message>
    <message>
        <source>this log was started by an earlier version of Adjudicator (format 1), whose events are not hash-chained: an edit made to it outside Adjudicator cannot be detected</source>
        <translation>此日誌由較早版本的 Adjudicator（格式 1）建立，其事件沒有雜湊鏈：在 Adjudicator 之外對它的修改無法被發現</translation>
    </message>
    <message>
        <source>no decision log found</source>
        <extracomment>report options the engine does not offer (they need the items&apos; labels)</extracomment>
        <translation>找不到裁決日誌</translation>
    </message>
    <message>
        <source>Record a decision first, or pass --log PATH</source>
        <translation>請先記錄一筆裁決，或使用 --log 路徑</translation>
    </message>
    <message>
        <source>{error}; opened read-only</source>
        <translation>{error}；已以唯讀方式開啟</translation>
    </message>
    <message>
        <source>a torn last line ({n} bytes, from a crash while writing) was set aside in {name}</source>
        <translation>不完整的最後一行（{n} 位元組，寫入時程式崩潰所致）已另存到 {name}</translation>
    </message>
    <message>
        <source>a torn last line ({n} bytes) was ignored</source>
        <translation>已忽略不完整的最後一行（{n} 位元組）</translation>
    </message>
    <message>
        <source>the label schema differs from the one the log was started with</source>
        <translation>標籤方案與日誌建立時的方案不同</translation>
    </message>
    <message>
        <source>opened read-only</source>
        <translation>已以唯讀方式開啟</translation>
    </message>
    <message>
        <source>Open it instead of creating a new one</source>
        <translation>請開啟它，而不是另建一個</translation>
    </message>
    <message>
        <source>a decision log already exists here; it is open in {holder}</source>
        <translation>此處已有裁決日誌；它正在 {holder} 中開啟</translation>
    </message>
    <message>
        <source>a decision log already exists here</source>
        <translation>此處已有裁決日誌</translation>
    </message>
    <message>
        <source>the decision log cannot be kept inside the folder it adjudicates</source>
        <translation>裁決日誌不能放在它所裁決的資料夾內</translation>
    </message>
    <message>
        <source>a log path outside the folder</source>
        <translation>資料夾以外的日誌路徑</translation>
    </message>
    <message>
        <source>Leave --log out (the log goes beside the folder) or choose a path outside {folder}</source>
        <translation>請去掉 --log（日誌會放在資料夾旁邊），或選擇 {folder} 以外的路徑</translation>
    </message>
    <message>
        <source>The log does not fit this data file</source>
        <translation>該日誌與此資料檔不相符</translation>
    </message>
    <message>
        <source>cannot check the output path ({why})</source>
        <translation>無法檢查輸出路徑（{why}）</translation>
    </message>
    <message>
        <source>a file name you may write</source>
        <translation>一個你有權寫入的檔名</translation>
    </message>
    <message>
        <source>Choose another output path</source>
        <translation>請選擇另一個輸出路徑</translation>
    </message>
    <message>
        <source>refusing to write: the output path is {kind}, not a regular file</source>
        <translation>拒絕寫入：輸出路徑是 {kind}，不是一般檔案</translation>
    </message>
    <message>
        <source>a new file name or a regular file</source>
        <translation>一個新檔名或一個一般檔案</translation>
    </message>
    <message>
        <source>Exports and logs are only written as ordinary files; choose another output path</source>
        <translation>匯出和日誌只寫成一般檔案；請選擇另一個輸出路徑</translation>
    </message>
    <message>
        <source>refusing to write over a decision log</source>
        <translation>拒絕覆寫裁決日誌</translation>
    </message>
    <message>
        <source>This file is an adjudication log (perhaps of another project); a decision log is never overwritten. Choose another output path</source>
        <translation>此檔案是一個裁決日誌（可能屬於另一個專案）；裁決日誌從不被覆寫。請選擇另一個輸出路徑</translation>
    </message>
    <message>
        <source>refusing to write over a decision log&apos;s tip file</source>
        <translation>拒絕覆寫裁決日誌的末端記錄檔</translation>
    </message>
    <message>
        <source>This file records where a decision log ended, so that a log cut short is noticed; it is never overwritten. Choose another output path</source>
        <translation>此檔案記錄裁決日誌結束的位置，以便發現被截短的日誌；它從不被覆寫。請選擇另一個輸出路徑</translation>
    </message>
    <message>
        <source>refusing to write over a decision log&apos;s lock file</source>
        <translation>拒絕覆寫裁決日誌的鎖檔案</translation>
    </message>
    <message>
        <source>This file names the program writing a decision log; it is never overwritten. Choose another output path</source>
        <translation>該檔案記錄正在寫入裁決日誌的程式，永遠不會被覆寫。請選擇其他輸出路徑</translation>
    </message>
    <message>
        <source>refusing to write over an original pinned by the decision log {owner}</source>
        <translation>拒絕覆寫被裁決日誌 {owner} 固定的原始檔</translation>
    </message>
    <message>
        <source>Originals are never overwritten; choose another output path</source>
        <translation>原始檔從不被覆寫；請選擇另一個輸出路徑</translation>
    </message>
    <message>
        <source>{n} hidden row(s) read as data: {rows}</source>
        <translation>{n} 個隱藏列已作為資料讀取：{rows}</translation>
    </message>
    <message>
        <source>hidden column(s) read as data: {columns}</source>
        <translation>隱藏欄已作為資料讀取：{columns}</translation>
    </message>
    <message>
        <source>hidden column(s) left out: {columns}</source>
        <translation>已略去隱藏欄：{columns}</translation>
    </message>
    <message>
        <source>merged cells {merges}: each cell read as the merge&apos;s value</source>
        <translation>合併儲存格 {merges}：每個儲存格都按合併範圍的值讀取</translation>
    </message>
    <message>
        <source>merged cells {merges}: only the first cell holds a value, the others read as no label</source>
        <translation>合併儲存格 {merges}：只有第一個儲存格有值，其餘按無標籤讀取</translation>
    </message>
    <message>
        <source>{n} hidden row(s): {rows}{filter}</source>
        <translation>{n} 個隱藏列：{rows}{filter}</translation>
    </message>
    <message>
        <source>{n} hidden column(s): {columns}</source>
        <translation>{n} 個隱藏欄：{columns}</translation>
    </message>
    <message>
        <source>--hidden read (count them) or --hidden skip (leave them out)</source>
        <translation>--hidden read（計入）或 --hidden skip（略去）</translation>
    </message>
    <message>
        <source>merged cells {merges}</source>
        <translation>合併儲存格 {merges}</translation>
    </message>
    <message>
        <source>--merged fill (each cell takes the merge&apos;s value) or --merged first (only the first cell)</source>
        <translation>--merged fill（每個儲存格取合併範圍的值）或 --merged first（只有第一個儲存格）</translation>
    </message>
    <message>
        <source>the sheet has cells Excel does not show as they are read: {what}</source>
        <translation>工作表中有 Excel 顯示的樣子與讀取結果不同的儲存格：{what}</translation>
    </message>
    <message>
        <source>Choose {choices} (in the window: Import options); the choice is named in the report</source>
        <translation>請選擇 {choices}（在視窗中：匯入選項）；所作選擇會寫在報告中</translation>
    </message>
    <message>
        <source>the user who gave the response (its user_id)</source>
        <extracomment>what each part of a record should have been, for the located error that says it was not</extracomment>
        <translation>給出該回答的使用者（其 user_id）</translation>
    </message>
    <message>
        <source>a list of user ids, one per response</source>
        <translation>使用者編號清單，每個回答一個</translation>
    </message>
    <message>
        <source>a list of answers, one per user</source>
        <translation>回答清單，每位使用者一個</translation>
    </message>
    <message>
        <source>a list of statuses, one per user</source>
        <translation>狀態清單，每位使用者一個</translation>
    </message>
    <message>
        <source>record {number}: {field} holds {n} value(s) but {other} names {users} user(s)</source>
        <translation>第 {number} 筆記錄：{field} 有 {n} 個值，但 {other} 列出 {users} 位使用者</translation>
    </message>
    <message>
        <source>one value per user, in the users&apos; order</source>
        <translation>每位使用者一個值，順序與使用者清單一致</translation>
    </message>
    <message>
        <source>Argilla: {n} discarded response(s) skipped</source>
        <extracomment>why a response is skipped the note on the responses left out, by their status (the status word translated with it)</extracomment>
        <translation>Argilla：略過了 {n} 個已丟棄的回答</translation>
    </message>
    <message>
        <source>Argilla: {n} draft response(s) skipped</source>
        <translation>Argilla：略過了 {n} 個草稿回答</translation>
    </message>
    <message>
        <source>this Argilla export holds no responses</source>
        <translation>此 Argilla 匯出檔案中沒有任何回答</translation>
    </message>
    <message>
        <source>records whose responses carry a user_id</source>
        <translation>回答帶有 user_id 的紀錄</translation>
    </message>
    <message>
        <source>Export again after annotators have submitted responses</source>
        <translation>請在標註員提交回答後重新匯出</translation>
    </message>
    <message>
        <source>there is no question &apos;{question}&apos; in this Argilla export</source>
        <translation>此 Argilla 匯出檔案中沒有問題「{question}」</translation>
    </message>
    <message>
        <source>Argilla {shape}: item = {item}, annotator = user_id, question {question}{others}</source>
        <translation>Argilla {shape}：項目 = {item}，標註員 = user_id，問題 {question}{others}</translation>
    </message>
    <message>
        <source>Argilla: records.json holds no response status, so every response is read (draft and discarded ones cannot be told apart)</source>
        <translation>Argilla：records.json 不含回答狀態，因此讀取所有回答（無法區分草稿和已捨棄的回答）</translation>
    </message>
    <message>
        <source>Argilla: {n} record(s) have no response to {question}</source>
        <translation>Argilla：{n} 筆記錄沒有對 {question} 的回答</translation>
    </message>
    <message>
        <source>one of: {questions}</source>
        <translation>以下之一：{questions}</translation>
    </message>
    <message>
        <source> (others: {names}; --question NAME)</source>
        <translation>（其他：{names}；--question NAME）</translation>
    </message>
    <message>
        <source>; other questions: {names} (--question NAME)</source>
        <translation>；其他問題：{names}（--question NAME）</translation>
    </message>
    <message>
        <source>Name one of them with --question</source>
        <translation>請用 --question 指定其中之一</translation>
    </message>
    <message>
        <source>the answers to question &apos;{question}&apos; are rankings or other structured values, not labels</source>
        <translation>問題「{question}」的回答是排序或其他結構化值，不是標籤</translation>
    </message>
    <message>
        <source>a label, a rating or a list of labels</source>
        <translation>一個標籤、一個評分或一組標籤</translation>
    </message>
    <message>
        <source>Choose a label, multi-label or rating question with --question</source>
        <translation>請用 --question 選擇單標籤、多標籤或評分問題</translation>
    </message>
    <message>
        <source>the worker who gave the answer (workerId)</source>
        <extracomment>what a worker&apos;s answer should have held, for the located error that says it did not</extracomment>
        <translation>給出該回答的工作者（workerId）</translation>
    </message>
    <message>
        <source>this is a SageMaker Ground Truth output manifest: it holds one consolidated label per data object and no worker&apos;s own answer, so agreement cannot be computed from it</source>
        <translation>這是 SageMaker Ground Truth 的輸出清單（output manifest）：每個資料物件只有一個合併後的標籤，沒有任何標註員自己的回答，因此無法據此計算一致性</translation>
    </message>
    <message>
        <source>the per-worker responses in annotations/worker-response</source>
        <translation>annotations/worker-response 中每位標註員的回答</translation>
    </message>
    <message>
        <source>Download the job&apos;s annotations/worker-response folder and open that folder</source>
        <translation>請下載該任務的 annotations/worker-response 資料夾並開啟它</translation>
    </message>
    <message>
        <source>there is no answer &apos;{question}&apos; in this Ground Truth worker response</source>
        <translation>此 Ground Truth 回答檔案中沒有回答項「{question}」</translation>
    </message>
    <message>
        <source>the answer &apos;{question}&apos; is not a class label (boxes, polygons, spans or other structured output)</source>
        <translation>回答項「{question}」不是類別標籤（而是框、多邊形、文字片段或其他結構化輸出）</translation>
    </message>
    <message>
        <source>a classifier&apos;s label or labels, or a radio group</source>
        <translation>分類器的 label 或 labels，或單選按鈕群組</translation>
    </message>
    <message>
        <source>Agreement is computed on classification jobs; choose another answer with --question</source>
        <translation>一致性只針對分類任務計算；請用 --question 選擇另一個回答項</translation>
    </message>
    <message>
        <source>SageMaker Ground Truth worker responses: {files} file(s) for {objects} data object(s); item = data object index, annotator = workerId, answer {question}; the consolidated output.manifest is not read (it holds no per-worker labels)</source>
        <translation>SageMaker Ground Truth 工作者回答：{files} 個檔案，對應 {objects} 個資料物件；項目 = 資料物件序號，標註員 = workerId，答案 {question}；不讀取合併後的 output.manifest（其中沒有每位工作者的標籤）</translation>
    </message>
    <message>
        <source>assignment skipped</source>
        <extracomment>why a task row is skipped (the report counts the control tasks in one group)</extracomment>
        <translation>任務已被略過</translation>
    </message>
    <message>
        <source>assignment expired</source>
        <translation>任務已過期</translation>
    </message>
    <message>
        <source>assignment active</source>
        <translation>任務仍在進行中</translation>
    </message>
    <message>
        <source>assignment {status}</source>
        <translation>任務狀態為 {status}</translation>
    </message>
    <message>
        <source>no worker id</source>
        <translation>沒有標註員 ID</translation>
    </message>
    <message>
        <source>control task (GOLDEN)</source>
        <translation>控制任務（GOLDEN）</translation>
    </message>
    <message>
        <source>control task</source>
        <translation>控制任務</translation>
    </message>
    <message>
        <source>an answer: a label, a JSON array of labels or a JSON object of checkboxes (true/false)</source>
        <translation>一個回答：一個標籤、標籤的 JSON 陣列，或核取方塊的 JSON 物件（true/false）</translation>
    </message>
    <message>
        <source>this Toloka file has no {column} column, so whose answer each row is cannot be known</source>
        <translation>此 Toloka 檔案沒有 {column} 欄，因此無法知道每一列是誰的回答</translation>
    </message>
    <message>
        <source>the Tolokers&apos; own answers, one row per task and assignment, with {column}</source>
        <translation>Toloker 各自的回答，每個任務和分配一列，並帶有 {column}</translation>
    </message>
    <message>
        <source>Download the pool&apos;s results with the assignment fields (not aggregated results)</source>
        <translation>請下載該 pool 含分配欄位的結果（而不是彙總結果）</translation>
    </message>
    <message>
        <source>there is no answer field &apos;{question}&apos; in this Toloka results file</source>
        <translation>此 Toloka 結果檔案中沒有回答欄位「{question}」</translation>
    </message>
    <message>
        <source>Toloka results: item = {item}, annotator = ASSIGNMENT:worker_id, question {question}{others}</source>
        <translation>Toloka 結果：項目 = {item}，標註員 = ASSIGNMENT:worker_id，問題 {question}{others}</translation>
    </message>
    <message>
        <source>Toloka: {n} task-suite delimiter row(s) lent their assignment fields to the task rows above them</source>
        <translation>Toloka：{n} 個任務包分隔列把其分配欄位補給了上方的任務列</translation>
    </message>
    <message>
        <source>Toloka: {n} row(s) skipped: {reason} (--include-gold keeps them)</source>
        <translation>Toloka：略過了 {n} 列：{reason}（--include-gold 會保留它們）</translation>
    </message>
    <message>
        <source>Toloka: {n} row(s) skipped: {reason}</source>
        <translation>Toloka：略過了 {n} 列：{reason}</translation>
    </message>
    <message>
        <source>a JSON array of objects</source>
        <translation>一個由物件組成的 JSON 陣列</translation>
    </message>
    <message>
        <source>one JSON object per line</source>
        <translation>每行一個 JSON 物件</translation>
    </message>
    <message>
        <source>Repair or delete that line (a cut-off last line often means the export was interrupted)</source>
        <translation>請修復或刪除該行（最後一行被截斷通常表示匯出時被中斷）</translation>
    </message>
    <message>
        <source>the value of &apos;{key}&apos; is a Python object written as text ({start}), not a label</source>
        <translation>「{key}」的值是以文字寫出的 Python 物件（{start}），不是標籤</translation>
    </message>
    <message>
        <source>the key &apos;{key}&apos; appears twice in one object</source>
        <translation>鍵「{key}」在同一個物件中出現了兩次</translation>
    </message>
    <message>
        <source>{name} is not a JSON value</source>
        <translation>{name} 不是 JSON 值</translation>
    </message>
    <message>
        <source>Export the file again from the tool, or correct that value</source>
        <translation>請從工具中重新匯出檔案，或改正該值</translation>
    </message>
    <message>
        <source>an object of objects whose records already have a &apos;key&apos;</source>
        <translation>一個由物件組成的物件，而其中的記錄已經有「key」欄位</translation>
    </message>
    <message>
        <source>Save the records as a JSON array or JSON Lines</source>
        <translation>請把記錄儲存為 JSON 陣列或 JSON Lines</translation>
    </message>
    <message>
        <source>the JSON is broken at column {at}</source>
        <translation>JSON 在第 {at} 欄處已損壞</translation>
    </message>
    <message>
        <source>Export the file again; it may have been cut short</source>
        <translation>請重新匯出檔案；它可能被截斷了</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>JSON 巢狀過深</translation>
    </message>
    <message>
        <source>the JSON holds no list of records</source>
        <translation>JSON 中沒有記錄清單</translation>
    </message>
    <message>
        <source>record {number} of the array is not an object</source>
        <translation>陣列中的第 {number} 筆記錄不是物件</translation>
    </message>
    <message>
        <source>one JSON object per record</source>
        <translation>每筆記錄一個 JSON 物件</translation>
    </message>
    <message>
        <source>line {number} is not valid JSON (at character {at})</source>
        <translation>第 {number} 行不是有效的 JSON（在第 {at} 個字元處）</translation>
    </message>
    <message>
        <source>line {number} is nested too deeply</source>
        <translation>第 {number} 行巢狀過深</translation>
    </message>
    <message>
        <source>line {number} is not a JSON object</source>
        <translation>第 {number} 行不是 JSON 物件</translation>
    </message>
    <message>
        <source>a label, or a JSON list of labels</source>
        <translation>一個標籤，或由標籤組成的 JSON 清單</translation>
    </message>
    <message>
        <source>Write the labels with json.dumps, not str()</source>
        <translation>請用 json.dumps 而不是 str() 寫出標籤</translation>
    </message>
    <message>
        <source>Figure Eight: {n} judgment(s) flagged _tainted were kept (option exclude_tainted)</source>
        <translation>Figure Eight：保留了 {n} 個標記為 _tainted 的判斷（選項 exclude_tainted）</translation>
    </message>
    <message>
        <source>Figure Eight: answer column {column}</source>
        <translation>Figure Eight：答案欄 {column}</translation>
    </message>
    <message>
        <source>the unit&apos;s id, which the full report writes on every row</source>
        <extracomment>what the report&apos;s own columns hold on every row, and what an answer is</extracomment>
        <translation>單元（unit）的編號，完整報告在每一列都會寫出</translation>
    </message>
    <message>
        <source>the worker&apos;s id, which the full report writes on every row</source>
        <translation>工作者的編號，完整報告在每一列都會寫出</translation>
    </message>
    <message>
        <source>the worker&apos;s answer: a label, or labels one per line or as a JSON array</source>
        <translation>工作者的回答：一個標籤，或每行一個、或以 JSON 陣列寫出的多個標籤</translation>
    </message>
    <message>
        <source>Figure Eight: {n} test-question (_golden) judgment(s) kept (--include-gold)</source>
        <translation>Figure Eight：保留了 {n} 個測試題（_golden）判斷（--include-gold）</translation>
    </message>
    <message>
        <source>Figure Eight: {n} test-question (_golden) judgment(s) excluded (--include-gold keeps them)</source>
        <translation>Figure Eight：排除了 {n} 個測試題（_golden）判斷（--include-gold 會保留它們）</translation>
    </message>
    <message>
        <source>Figure Eight: questions {questions}; {question} read (--question NAME)</source>
        <translation>Figure Eight：問題 {questions}；讀取了 {question}（--question NAME）</translation>
    </message>
    <message>
        <source>no answer column found in the Figure Eight report</source>
        <translation>在 Figure Eight 報告中找不到答案欄</translation>
    </message>
    <message>
        <source>a column whose value differs between workers</source>
        <translation>一個在不同標註員之間取值不同的欄</translation>
    </message>
    <message>
        <source>Figure Eight: several columns vary within units: {columns}; {column} read (--question NAME)</source>
        <translation>Figure Eight：有幾欄在單元內取值不同：{columns}；讀取了 {column}（--question NAME）</translation>
    </message>
    <message>
        <source>cannot revert event {seq}</source>
        <translation>無法撤銷事件 {seq}</translation>
    </message>
    <message>
        <source>cannot revert: event {seq} is already undone</source>
        <translation>無法撤銷：事件 {seq} 已經撤銷</translation>
    </message>
    <message>
        <source>cannot revert: event {seq} is already in force</source>
        <translation>無法撤銷：事件 {seq} 已經生效</translation>
    </message>
    <message>
        <source>no version named {name}</source>
        <translation>沒有名為 {name} 的版本</translation>
    </message>
    <message>
        <source>a sequence number (no tags yet)</source>
        <translation>一個序號（尚無版本名）</translation>
    </message>
    <message>
        <source>weights on label values need labels that are numbers in increasing order</source>
        <extracomment>each weighted coefficient and its unweighted twin (equal when the weights are the identity)</extracomment>
        <translation>按標籤數值加權需要標籤是遞增的數字</translation>
    </message>
    <message>
        <source>numeric labels such as 0, 1, 2, 5, 10</source>
        <translation>數字標籤，例如 0、1、2、5、10</translation>
    </message>
    <message>
        <source>Use weights_on &apos;ranks&apos; (or &apos;auto&apos;) for labels that are names</source>
        <translation>標籤是名稱時，請使用 weights_on 「ranks」（或「auto」）</translation>
    </message>
    <message>
        <source>score scale: every label is a number ({low} to {high}, {k} values); at interval or ratio level (agree --level interval, or the window&apos;s scale choice) the ICC, Lin&apos;s concordance, Bland–Altman and MAE/RMSE are given beside the κ family</source>
        <translation>分數尺度：每個標籤都是數字（{low} 到 {high}，共 {k} 個值）；在等距或等比尺度下（agree --level interval，或視窗中的尺度選擇），除 κ 系列外還會給出 ICC、Lin 一致性相關、Bland–Altman 和 MAE/RMSE</translation>
    </message>
    <message>
        <source> and {n} more</source>
        <translation>，另有 {n} 個</translation>
    </message>
    <message>
        <source>spaces around labels trimmed: {n} spelling(s) ({shown}{more}); --keep-whitespace keeps them as they are</source>
        <translation>已去除標籤兩端的空格：{n} 種寫法（{shown}{more}）；使用 --keep-whitespace 可保持原樣</translation>
    </message>
    <message>
        <source>Warning: {n} of the first {of} texts look garbled (UTF-8 read with the wrong encoding?), e.g. {example} -&gt; {fixed}</source>
        <translation>警告：前 {of} 條文字中有 {n} 條看起來是亂碼（UTF-8 被按錯誤的編碼讀取？），例如 {example} -&gt; {fixed}</translation>
    </message>
    <message>
        <source>formula-looking cells checked in label columns only (more than {n} items)</source>
        <translation>只在標籤欄中檢查了像公式的儲存格（項目超過 {n} 個）</translation>
    </message>
    <message>
        <source>twice in line {row}</source>
        <extracomment>item ids: an object array of str, or pandas&apos; Arrow-backed strings (large files)</extracomment>
        <translation>在第 {row} 行出現兩次</translation>
    </message>
    <message>
        <source>twice in row {row}</source>
        <translation>在第 {row} 列出現兩次</translation>
    </message>
    <message>
        <source>lines {first} and {row}</source>
        <translation>第 {first} 行和第 {row} 行</translation>
    </message>
    <message>
        <source>rows {first} and {row}</source>
        <translation>第 {first} 列和第 {row} 列</translation>
    </message>
    <message>
        <source>File: {file}</source>
        <translation>檔案：{file}</translation>
    </message>
    <message>
        <source>Rows read: {rows}   items: {items}   annotators: {annotators}   labels: {labels}</source>
        <translation>讀取列數：{rows}   項目：{items}   標註員：{annotators}   標籤：{labels}</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>說明：{note}</translation>
    </message>
    <message>
        <source>tool export {value}</source>
        <translation>工具匯出 {value}</translation>
    </message>
    <message>
        <source>question {value}</source>
        <translation>問題 {value}</translation>
    </message>
    <message>
        <source>encoding {value}</source>
        <translation>編碼 {value}</translation>
    </message>
    <message>
        <source>delimiter {value}</source>
        <translation>分隔符 {value}</translation>
    </message>
    <message>
        <source>sheet {value}</source>
        <translation>工作表 {value}</translation>
    </message>
    <message>
        <source>layout {value}</source>
        <translation>佈局 {value}</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>寬格式</translation>
    </message>
    <message>
        <source>long</source>
        <translation>長格式</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>JSON list</source>
        <translation>JSON 清單</translation>
    </message>
    <message>
        <source>line break</source>
        <translation>換行字元</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>定位字元</translation>
    </message>
    <message>
        <source>padded with blanks</source>
        <extracomment>what was done with a row whose number of fields differs from the header&apos;s</extracomment>
        <translation>已用空白補齊</translation>
    </message>
    <message>
        <source>empty trailing fields dropped</source>
        <translation>已刪去末尾的空欄位</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳過</translation>
    </message>
    <message>
        <source>surrounding spaces</source>
        <translation>兩端空格</translation>
    </message>
    <message>
        <source>full-width / half-width characters</source>
        <translation>全形 / 半形字元</translation>
    </message>
    <message>
        <source>letter case</source>
        <translation>字母大小寫</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>traditional / simplified characters</source>
        <translation>繁體 / 簡體字</translation>
    </message>
    <message>
        <source>format {value}</source>
        <translation>格式 {value}</translation>
    </message>
    <message>
        <source>Read as: {parts}</source>
        <translation>讀取方式：{parts}</translation>
    </message>
    <message>
        <source>    … and {n} more</source>
        <translation>    … 另有 {n} 項</translation>
    </message>
    <message>
        <source>Status: usable (no problems found)</source>
        <translation>狀態：可以使用（未發現問題）</translation>
    </message>
    <message>
        <source>Status: PROBLEMS to fix — {problems}</source>
        <translation>狀態：有問題需要修正 — {problems}</translation>
    </message>
    <message>
        <source>  Duplicate ids or repeated judgments (one kept; choose --repeats first|last for judgments):</source>
        <translation>  重複的 ID 或重複的判斷（保留一個；判斷可用 --repeats first|last 選擇）：</translation>
    </message>
    <message>
        <source>  Rows without an id (skipped): {rows}{more}</source>
        <translation>  沒有 ID 的列（已跳過）：{rows}{more}</translation>
    </message>
    <message>
        <source>  Values not in the schema (treated as missing):</source>
        <translation>  不在標籤方案中的值（按缺失處理）：</translation>
    </message>
    <message>
        <source>  Rows with the wrong number of fields:</source>
        <translation>  欄位數不對的列：</translation>
    </message>
    <message>
        <source>    row {row}: {fields} fields, header has {expected} ({action})</source>
        <translation>    第 {row} 列：{fields} 個欄位，表頭有 {expected} 個（{action}）</translation>
    </message>
    <message>
        <source>  Garbled labels (file saved with the wrong encoding?):</source>
        <translation>  亂碼標籤（檔案以錯誤的編碼儲存？）：</translation>
    </message>
    <message>
        <source>    {value} looks like {fixed}</source>
        <translation>    {value} 看起來應是 {fixed}</translation>
    </message>
    <message>
        <source>    {value}: {count} cell(s), first rows {rows}; nearest label {nearest}</source>
        <translation>    {value}：{count} 個儲存格，最先出現在第 {rows} 列；最接近的標籤為 {nearest}</translation>
    </message>
    <message>
        <source>    {value}: {count} cell(s), first rows {rows}</source>
        <translation>    {value}：{count} 個儲存格，最先出現在第 {rows} 列</translation>
    </message>
    <message>
        <source>Labels per annotator (count; missing):</source>
        <translation>各標註員的標籤（數量；缺失）：</translation>
    </message>
    <message>
        <source>  {name}: {used}; missing {n}</source>
        <translation>  {name}：{used}；缺失 {n}</translation>
    </message>
    <message>
        <source>  … and {n} more annotators</source>
        <translation>  … 另有 {n} 位標註員</translation>
    </message>
    <message>
        <source>  Multi-label cells: {n} (separator {separator}), coded as label sets</source>
        <translation>  多標籤儲存格：{n} 個（分隔符 {separator}），按標籤集編碼</translation>
    </message>
    <message>
        <source>{k} annotator(s): {v} items</source>
        <translation>{k} 位標註員：{v} 個項目</translation>
    </message>
    <message>
        <source>Coverage: {parts}</source>
        <translation>覆蓋情況：{parts}</translation>
    </message>
    <message>
        <source>  {n} item(s) seen by only one annotator (e.g. {examples})</source>
        <translation>  {n} 個項目只有一位標註員看過（例如 {examples}）</translation>
    </message>
    <message>
        <source>blank id</source>
        <translation>ID 為空</translation>
    </message>
    <message>
        <source>blank annotator</source>
        <translation>標註員為空</translation>
    </message>
    <message>
        <source>duplicate id</source>
        <extracomment>why a row of a table is skipped (the details) and the group it is counted in</extracomment>
        <translation>ID 重複</translation>
    </message>
    <message>
        <source>empty row</source>
        <extracomment>reasons several readers give</extracomment>
        <translation>空列</translation>
    </message>
    <message>
        <source>hidden row</source>
        <translation>隱藏列</translation>
    </message>
    <message>
        <source>values to the right of the last header column</source>
        <translation>最後一個表頭欄右側還有值</translation>
    </message>
    <message>
        <source>no annotator (_annotator_id, _session_id)</source>
        <extracomment>why a record is skipped, and the group the report counts it in</extracomment>
        <translation>沒有標註員（_annotator_id、_session_id）</translation>
    </message>
    <message>
        <source>no annotator</source>
        <translation>沒有標註員</translation>
    </message>
    <message>
        <source>answer &apos;ignore&apos;</source>
        <translation>回答為 &apos;ignore&apos;</translation>
    </message>
    <message>
        <source>the label {label}</source>
        <extracomment>what the rules made of answers, said in the report (the reading in its own words)</extracomment>
        <translation>標籤 {label}</translation>
    </message>
    <message>
        <source>their chosen options</source>
        <translation>其所選的選項</translation>
    </message>
    <message>
        <source>the label &apos;reject&apos;</source>
        <translation>標籤「reject」</translation>
    </message>
    <message>
        <source>Prodigy: {n} accepted answer(s) with no option chosen were read as {what} (option prodigy_empty_accept)</source>
        <translation>Prodigy：{n} 個未選任何選項的接受回答被讀作{what}（選項 prodigy_empty_accept）</translation>
    </message>
    <message>
        <source>Prodigy: {n} rejected answer(s) were read as {what} (option prodigy_reject)</source>
        <translation>Prodigy：{n} 個拒絕回答被讀作{what}（選項 prodigy_reject）</translation>
    </message>
    <message>
        <source>Prodigy: {n} ignored answer(s) skipped</source>
        <translation>Prodigy：已略過 {n} 個忽略（ignore）的回答</translation>
    </message>
    <message>
        <source>Prodigy: {n} binary answer(s): accept/reject is the label</source>
        <translation>Prodigy：{n} 個二元回答：以 accept/reject 作為標籤</translation>
    </message>
    <message>
        <source>cancelled annotation</source>
        <translation>已取消的標註</translation>
    </message>
    <message>
        <source>judgment flagged _tainted</source>
        <extracomment>why a judgment is skipped, and the group the report counts it in</extracomment>
        <translation>標記為 _tainted 的判斷</translation>
    </message>
    <message>
        <source>test-question judgment (_golden)</source>
        <translation>測試題的判斷（_golden）</translation>
    </message>
    <message>
        <source>test-question judgment</source>
        <translation>測試題的判斷</translation>
    </message>
    <message>
        <source>assignment rejected</source>
        <translation>任務已被拒絕</translation>
    </message>
    <message>
        <source>discarded response</source>
        <translation>已丟棄的回答</translation>
    </message>
    <message>
        <source>draft response</source>
        <translation>草稿回答</translation>
    </message>
    <message>
        <source>Rows skipped: none</source>
        <translation>跳過的列：無</translation>
    </message>
    <message>
        <source>Rows skipped: {n}</source>
        <translation>跳過的列：{n}</translation>
    </message>
    <message>
        <source>  {reason}: {n} (rows {rows}{more})</source>
        <translation>  {reason}：{n} 列（第 {rows}{more} 列）</translation>
    </message>
    <message>
        <source>Warning: annotator {name} used a single category ({label})</source>
        <translation>警告：標註員 {name} 只用了一個類別（{label}）</translation>
    </message>
    <message>
        <source>Warning: {value} ({n} cells) is kept as a real label (annotators chose sets of labels here: it is the &apos;none of these&apos; answer); list it under &apos;missing&apos; in the schema (or --missing) to treat it as no label</source>
        <translation>警告：{value}（{n} 個儲存格）被當作真實標籤保留（此處標註者選擇的是標籤集合：它是「以上皆非」這個答案）；如要按無標籤處理，請把它寫進標籤方案的「missing」清單（或用 --missing）</translation>
    </message>
    <message>
        <source>Warning: {value} ({n} cells) is kept as a real label; list it under &apos;missing&apos; in the schema (or --missing) to treat it as no label</source>
        <translation>警告：{value}（{n} 個儲存格）被當作真實標籤保留；如要按無標籤處理，請把它寫進標籤方案的「missing」清單（或用 --missing）</translation>
    </message>
    <message>
        <source>Missing: {value} read as no label ({n} cells); if it is a real label, keep it with --not-missing {raw} or a schema whose &apos;missing&apos; list leaves it out</source>
        <translation>缺失：{value} 按無標籤讀取（{n} 個儲存格）；如果它是真實標籤，請用 --not-missing {raw} 保留，或使用「missing」清單中不含它的標籤方案</translation>
    </message>
    <message>
        <source>Missing spellings in effect (case ignored): {spellings}; --missing adds, --not-missing removes, a schema&apos;s &apos;missing&apos; list replaces them</source>
        <translation>當前生效的缺失寫法（不區分大小寫）：{spellings}；--missing 可新增，--not-missing 可移除，標籤方案的「missing」清單會替換它們</translation>
    </message>
    <message>
        <source>Suggestion: {value} may be {canonical} ({why}); add it as an alias or use --merge-near-duplicates</source>
        <translation>建議：{value} 可能就是 {canonical}（{why}）；請把它新增為別名，或使用 --merge-near-duplicates</translation>
    </message>
    <message>
        <source>Mapped: {raw} -&gt; {label}</source>
        <translation>已對映：{raw} -&gt; {label}</translation>
    </message>
    <message>
        <source>Warning: {n} cell(s) look like spreadsheet formulas, kept as text (first: row {row}, column {column}: {value})</source>
        <translation>警告：{n} 個儲存格看起來像試算表公式，已按文字保留（第一個：第 {row} 列，欄 {column}：{value}）</translation>
    </message>
    <message>
        <source>{n} duplicate id(s)</source>
        <translation>{n} 個重複的 ID</translation>
    </message>
    <message>
        <source>{n} row(s) without an id</source>
        <translation>{n} 列沒有 ID</translation>
    </message>
    <message>
        <source>{n} value(s) not in the label schema</source>
        <translation>{n} 個值不在標籤方案中</translation>
    </message>
    <message>
        <source>{n} row(s) with the wrong number of fields</source>
        <translation>{n} 列的欄位數不對</translation>
    </message>
    <message>
        <source>{n} label(s) look garbled by a wrong encoding</source>
        <translation>{n} 個標籤看起來因編碼錯誤而成了亂碼</translation>
    </message>
    <message>
        <source>annotator columns {columns} differ only by case, spaces or a repeat mark: copies? (confirm to use them as different annotators)</source>
        <translation>標註員欄 {columns} 僅在大小寫、空格或重複標記上不同：是副本嗎？（確認後將作為不同的標註員使用）</translation>
    </message>
    <message>
        <source>fewer than two annotators</source>
        <translation>標註員少於兩位</translation>
    </message>
    <message>
        <source>no item was labelled by two annotators (no overlap)</source>
        <translation>沒有任何項目由兩位標註員標註（沒有重疊）</translation>
    </message>
    <message>
        <source>no labels found</source>
        <translation>未找到任何標籤</translation>
    </message>
    <message>
        <source>this doccano export is the collaborative &apos;all users&apos; file: it holds no per-user attribution, so agreement cannot be computed from it</source>
        <translation>這是 doccano 的協作「所有使用者」匯出檔案：其中沒有按使用者區分的歸屬，因此無法據此計算一致性</translation>
    </message>
    <message>
        <source>one file per user (the export of a project without &apos;share annotations across all users&apos;)</source>
        <translation>每位使用者一個檔案（未開啟「在所有使用者之間共享標註」的專案的匯出）</translation>
    </message>
    <message>
        <source>Export again with one file per user and open the folder</source>
        <translation>請按每位使用者一個檔案重新匯出，並開啟該資料夾</translation>
    </message>
    <message>
        <source>cancelled annotation (by {who})</source>
        <extracomment>the key of a task&apos;s data that holds the item id of a task file the program wrote (Label Studio numbers imported tasks itself): read as the item id in place of the task&apos;s id why an annotation is skipped, and the group the report counts it in</extracomment>
        <translation>已取消的標註（標註員 {who}）</translation>
    </message>
    <message>
        <source>there is no question {question} in this Label Studio export</source>
        <translation>此 Label Studio 匯出檔案中沒有問題 {question}</translation>
    </message>
    <message>
        <source>Label Studio: question {question} read{others}</source>
        <translation>Label Studio：讀取了問題 {question}{others}</translation>
    </message>
    <message>
        <source>Label Studio: {n} annotation(s) had no choices; the set of their region labels was used</source>
        <translation>Label Studio：{n} 個標註沒有選項；改用其區域標籤的集合</translation>
    </message>
    <message>
        <source>the task&apos;s id, which the export writes on every row</source>
        <extracomment>the export&apos;s own columns every row fills, and what they hold</extracomment>
        <translation>任務的編號，匯出檔案在每一列都會寫出</translation>
    </message>
    <message>
        <source>the annotator (e-mail or user id), which the export writes on every row</source>
        <translation>標註員（電子郵件或使用者編號），匯出檔案在每一列都會寫出</translation>
    </message>
    <message>
        <source>a choice, a list of choices, or a Label Studio value object (choices, labels, rating…) as the export writes it</source>
        <translation>一個選項、選項清單，或匯出檔案所寫的 Label Studio 取值物件（choices、labels、rating…）</translation>
    </message>
    <message>
        <source>Label Studio {format} export: one row per annotation; question {question} read ({why}){others}</source>
        <translation>Label Studio {format} 匯出：每個標註一列；讀取了問題 {question}（{why}）{others}</translation>
    </message>
    <message>
        <source>chosen with --question</source>
        <translation>由 --question 指定</translation>
    </message>
    <message>
        <source>it holds the annotators&apos; answers</source>
        <translation>該欄是標註員的回答</translation>
    </message>
    <message>
        <source>the only column that looks like answers</source>
        <translation>唯一看起來像回答的欄</translation>
    </message>
    <message>
        <source>cannot tell which column is the question in this Label Studio export</source>
        <translation>無法判斷此 Label Studio 匯出檔案中哪一欄是問題</translation>
    </message>
    <message>
        <source>Name it with --question NAME (the control&apos;s name in the labelling config)</source>
        <translation>請用 --question 名稱 指定（即標註配置中控制項的名稱）</translation>
    </message>
    <message>
        <source>the HIT&apos;s id, which the requester site writes on every row</source>
        <extracomment>what each needed cell holds, for the located error when it does not</extracomment>
        <translation>HIT 的編號，請求方網站在每一列都會寫出</translation>
    </message>
    <message>
        <source>the worker&apos;s id, which the requester site writes on every row</source>
        <translation>工作者的編號，請求方網站在每一列都會寫出</translation>
    </message>
    <message>
        <source>the value of the HIT form&apos;s field (a label)</source>
        <translation>HIT 表單欄位的取值（一個標籤）</translation>
    </message>
    <message>
        <source>this MTurk batch file has no Answer columns</source>
        <translation>此 MTurk 批次檔案中沒有 Answer 欄</translation>
    </message>
    <message>
        <source>Answer.&lt;field&gt; columns written by the HIT&apos;s form</source>
        <translation>由 HIT 表單寫出的 Answer.&lt;欄位&gt; 欄</translation>
    </message>
    <message>
        <source>Download the batch results again from the requester site</source>
        <translation>請從請求者網站重新下載批次結果</translation>
    </message>
    <message>
        <source>MTurk batch results: item = HITId, annotator = WorkerId, question {question}{others}</source>
        <translation>MTurk 批次結果：項目 = HITId，標註員 = WorkerId，問題 {question}{others}</translation>
    </message>
    <message>
        <source>MTurk: {n} rejected assignment(s) skipped</source>
        <translation>MTurk：略過了 {n} 個被拒絕的作業</translation>
    </message>
    <message>
        <source>MTurk: {n} row(s) end before the empty Approve/Reject columns, as the requester site writes them</source>
        <translation>MTurk：{n} 列在空的 Approve/Reject 欄之前結束（請求者網站就是這樣寫出的）</translation>
    </message>
    <message>
        <source>there is no answer field {asked} in this MTurk batch file</source>
        <translation>此 MTurk 批次檔案中沒有回答欄位 {asked}</translation>
    </message>
    <message>
        <source>this {tool} export holds span annotations in question {question} (text offsets with a tag, {count} on this record), not one label per item; agreement on spans is not supported yet</source>
        <translation>此 {tool} 匯出檔案在問題 {question} 中含有片段標註（帶標記的文字偏移，此記錄中有 {count} 個），而不是每個項目一個標籤；目前尚不支援片段標註的一致性</translation>
    </message>
    <message>
        <source>this {tool} export holds span annotations (text offsets with a tag, {count} on this record), not one label per item; agreement on spans is not supported yet</source>
        <translation>此 {tool} 匯出檔案含有片段標註（帶標記的文字偏移，此記錄中有 {count} 個），而不是每個項目一個標籤；目前尚不支援片段標註的一致性</translation>
    </message>
    <message>
        <source>one label (or a set of labels) per item and annotator</source>
        <translation>每個項目、每位標註員一個標籤（或一組標籤）</translation>
    </message>
    <message>
        <source>Export a classification question instead, or choose another question with --question</source>
        <translation>請改為匯出分類問題，或用 --question 選擇另一個問題</translation>
    </message>
    <message>
        <source>process {pid} of {user} on {host} since {since}</source>
        <translation>{host} 上使用者 {user} 的程序 {pid}（自 {since} 起）</translation>
    </message>
    <message>
        <source>the lock file {name} is left alone: {why}; opened read-only. Move that file away if it is yours, or give the log another path (--log)</source>
        <translation>未改動鎖檔案 {name}：{why}；已以唯讀方式開啟。如果該檔案是您的，請把它移走，或為日誌指定其他路徑（--log）</translation>
    </message>
    <message>
        <source>cannot create the lock file {name} ({why}); opened read-only</source>
        <translation>無法建立鎖檔案 {name}（{why}）；已以唯讀方式開啟</translation>
    </message>
    <message>
        <source>a stale lock of {holder} was taken over</source>
        <translation>已接管{holder}遺留的失效鎖</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>另一個程序</translation>
    </message>
    <message>
        <source>{log} is being edited by {who}; opened read-only. The process named in the lock file has ended, yet the log is still locked, so another program (perhaps on another computer sharing this folder) has it open; close it there. Do not delete the log&apos;s lock file.</source>
        <translation>{log} 正由{who}編輯；已以唯讀方式開啟。鎖檔案中記錄的程序已結束，但日誌仍被鎖定，說明另一個程式（可能在共享此資料夾的另一臺電腦上）開啟了它；請在那裡關閉。不要刪除日誌的鎖檔案。</translation>
    </message>
    <message>
        <source>{log} is being edited by {who}; opened read-only. Close the log there, or wait until that program ends: the lock is released by the operating system when it does. Do not delete the log&apos;s lock file.</source>
        <translation>{log} 正由{who}編輯；已以唯讀方式開啟。請在那裡關閉日誌，或等待該程式結束：程式結束時作業系統會釋放鎖。不要刪除日誌的鎖檔案。</translation>
    </message>
    <message>
        <source>the decision log {log} is a symbolic link; opened read-only, and nothing is written through the link. Open the file it points to with --log {target}</source>
        <translation>裁決日誌 {log} 是符號連結；已以唯讀方式開啟，不會透過該連結寫入任何內容。請用 --log {target} 開啟它所指向的檔案</translation>
    </message>
    <message>
        <source>the decision log {log} has {n} names (hard links), so an append would change another file too; opened read-only. Copy it to a file of its own and open that</source>
        <translation>裁決日誌 {log} 有 {n} 個名稱（硬連結），附加寫入會同時改動另一個檔案；已以唯讀方式開啟。請把它複製為一個獨立的檔案，再開啟該檔案</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}：{reason}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>size is {size} bytes, pinned {pinned}</source>
        <translation>大小為 {size} 位元組，記錄的是 {pinned}</translation>
    </message>
    <message>
        <source>SHA-256 is {digest}…, pinned {pinned}…</source>
        <translation>SHA-256 為 {digest}…，記錄的是 {pinned}…</translation>
    </message>
    <message>
        <source>new file in the folder, not among the pinned originals (the import would change)</source>
        <translation>資料夾中的新檔案，不在記錄的原始檔案之中（匯入結果會因此改變）</translation>
    </message>
    <message>
        <source>the original labels changed since the log was started: {changes}</source>
        <translation>自日誌建立以來，原始標籤檔案已改變：{changes}</translation>
    </message>
    <message>
        <source>Restore the original file, or open read-only to inspect</source>
        <translation>請還原原始檔案，或以唯讀方式開啟檢視</translation>
    </message>
    <message>
        <source>--resamples {n} is out of range</source>
        <translation>--resamples {n} 超出範圍</translation>
    </message>
    <message>
        <source>a whole number from 0 to {most}</source>
        <translation>0 到 {most} 之間的整數</translation>
    </message>
    <message>
        <source>Dawid–Skene did not converge in {n} passes: the suggestions are those of the last pass</source>
        <translation>Dawid–Skene 在 {n} 輪迭代內未收斂：建議標籤取自最後一輪</translation>
    </message>
    <message>
        <source>suggested labels need one label per item and annotator</source>
        <translation>建議標籤要求每位標註員對每個條目只給一個標籤</translation>
    </message>
    <message>
        <source>This file has multi-label cells; read it with --separator &apos;&apos; to take each cell as one label</source>
        <translation>此檔案含多標籤儲存格；用 --separator &apos;&apos; 讀取，可把每個儲存格當作一個標籤</translation>
    </message>
    <message>
        <source>{method} needs three or more annotators (this file has {n})</source>
        <translation>{method} 需要三位或更多標註員（此檔案有 {n} 位）</translation>
    </message>
    <message>
        <source>With two annotators the model cannot tell which one errs; use --method majority or decide the disagreements</source>
        <translation>只有兩位標註員時，模型無法判斷哪一位出錯；請用 --method majority，或直接裁決分歧</translation>
    </message>
    <message>
        <source>a whole number from 1 to {most}</source>
        <translation>1 到 {most} 之間的整數</translation>
    </message>
    <message>
        <source>2,000 resamples give a stable 95% interval</source>
        <translation>2,000 次重抽樣即可得到穩定的 95% 區間</translation>
    </message>
    <message>
        <source>--seed must not be negative</source>
        <translation>--seed 不能為負數</translation>
    </message>
    <message>
        <source>unknown acceptance rule {rule}</source>
        <translation>未知的驗收規則 {rule}</translation>
    </message>
    <message>
        <source>class_measure {given}</source>
        <translation>class_measure {given} 無效</translation>
    </message>
    <message>
        <source>kappa or recall</source>
        <translation>kappa 或 recall</translation>
    </message>
    <message>
        <source>gold_scope {given}</source>
        <translation>gold_scope {given} 無效</translation>
    </message>
    <message>
        <source>annotator or batch</source>
        <translation>annotator（每名標註員）或 batch（整批）</translation>
    </message>
    <message>
        <source>min_class needs key_classes</source>
        <translation>min_class 需要 key_classes</translation>
    </message>
    <message>
        <source>key_classes = the classes the rule is about</source>
        <translation>key_classes = 該規則所針對的類別</translation>
    </message>
    <message>
        <source>a whole number from 0</source>
        <translation>從 0 起的整數</translation>
    </message>
    <message>
        <source>a share from 0 to 1</source>
        <translation>0 到 1 之間的比例</translation>
    </message>
    <message>
        <source>a number from 0, in the scores&apos; unit</source>
        <translation>從 0 起的數，以分數本身為單位</translation>
    </message>
    <message>
        <source>a number from -1 to 1</source>
        <translation>-1 到 1 之間的數</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>rule {key} = {value} is not valid</source>
        <translation>規則 {key} = {value} 無效</translation>
    </message>
    <message>
        <source>rule icc_form = {value} is not an ICC form</source>
        <translation>規則 icc_form = {value} 不是 ICC 形式</translation>
    </message>
    <message>
        <source>--set {given}</source>
        <translation>--set {given} 無效</translation>
    </message>
    <message>
        <source>KEY=VALUE, e.g. min_value=0.7</source>
        <translation>鍵=值，例如 min_value=0.7</translation>
    </message>
    <message>
        <source>the rules file is too large</source>
        <translation>規則檔案過大</translation>
    </message>
    <message>
        <source>under 1 MB</source>
        <translation>小於 1 MB</translation>
    </message>
    <message>
        <source>cannot read the rules: {reason}</source>
        <translation>無法讀取規則：{reason}</translation>
    </message>
    <message>
        <source>the rules file must hold one object</source>
        <translation>規則檔案必須只包含一個物件</translation>
    </message>
    <message>
        <source>&apos;rules&apos; must be a table of rules</source>
        <translation>「rules」必須是一張規則表</translation>
    </message>
    <message>
        <source>--by cannot be used with --table</source>
        <translation>--by 不能與 --table 一起使用</translation>
    </message>
    <message>
        <source>A contingency table has no stratum column; read the labels file instead</source>
        <translation>列聯表沒有分層欄；請改為讀取標籤檔案</translation>
    </message>
    <message>
        <source>Engine: {name} ({why})</source>
        <translation>引擎：{name}（{why}）</translation>
    </message>
    <message>
        <source>agreement needs at least two annotator columns besides the gold and model columns</source>
        <translation>除金標準欄和模型欄外，一致性至少需要兩個標註員欄</translation>
    </message>
    <message>
        <source>no column &apos;{column}&apos; to group by</source>
        <translation>沒有可用於分組的欄「{column}」</translation>
    </message>
    <message>
        <source>a stratum column ({strata}; other columns: {others})</source>
        <translation>一個分層欄（{strata}；其他欄：{others}）</translation>
    </message>
    <message>
        <source>Name one of them with --by</source>
        <translation>請用 --by 指定其中一欄</translation>
    </message>
    <message>
        <source>agreement needs at least two annotator columns</source>
        <translation>計算一致性至少需要兩個標註者欄</translation>
    </message>
    <message>
        <source>the pattern matches no Parquet file</source>
        <translation>該模式沒有符合的 Parquet 檔案</translation>
    </message>
    <message>
        <source>the folder matches no Parquet file</source>
        <translation>該資料夾中沒有 Parquet 檔案</translation>
    </message>
    <message>
        <source>files ending in .parquet</source>
        <translation>以 .parquet 結尾的檔案</translation>
    </message>
    <message>
        <source>the DuckDB engine reads several files only as Parquet parts</source>
        <translation>DuckDB 引擎只能將多個檔案作為 Parquet 分片讀取</translation>
    </message>
    <message>
        <source>the DuckDB engine does not read {suffix} files</source>
        <translation>DuckDB 引擎不讀取 {suffix} 檔案</translation>
    </message>
    <message>
        <source>the DuckDB engine does not read this file</source>
        <translation>DuckDB 引擎不讀取此檔案</translation>
    </message>
    <message>
        <source>CSV, TSV or Parquet</source>
        <translation>CSV、TSV 或 Parquet</translation>
    </message>
    <message>
        <source>Use --engine memory for XLSX, JSON and tool exports</source>
        <translation>XLSX、JSON 和工具匯出檔案請使用 --engine memory</translation>
    </message>
    <message>
        <source>the DuckDB engine reads UTF-8 text, not {encoding}</source>
        <translation>DuckDB 引擎讀取 UTF-8 文字，而非 {encoding}</translation>
    </message>
    <message>
        <source>Use --engine memory, or save the file as UTF-8</source>
        <translation>請使用 --engine memory，或將檔案另存為 UTF-8</translation>
    </message>
    <message>
        <source>name them with --annotators</source>
        <translation>請用 --annotators 指定這些欄</translation>
    </message>
    <message>
        <source>no column {column} to group by</source>
        <extracomment>a gold source: its name (a column or a file) and the gold codes, -1 where not gold</extracomment>
        <translation>沒有可用於分組的欄 {column}</translation>
    </message>
    <message>
        <source>a column other than the annotators&apos;</source>
        <translation>標註員欄以外的一欄</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>無法讀取檔案（{reason}）</translation>
    </message>
    <message>
        <source>a labels file as `adjudicator validate` reads it</source>
        <translation>`adjudicator validate` 能讀取的標籤檔案</translation>
    </message>
    <message>
        <source>run `adjudicator validate` to list every problem, or pass --ignore-problems to compute agreement on the usable rows</source>
        <translation>執行 `adjudicator validate` 列出所有問題，或加上 --ignore-problems 只用可用的列計算一致性</translation>
    </message>
    <message>
        <source>{fields} fields where the header has {header}</source>
        <translation>有 {fields} 個欄位，而標題列有 {header} 個</translation>
    </message>
    <message>
        <source>{header} fields</source>
        <translation>{header} 個欄位</translation>
    </message>
    <message>
        <source>label &apos;{value}&apos; is not one of the labels</source>
        <translation>標籤「{value}」不在標籤表中</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is judged {where}</source>
        <translation>「{key}」被標註了多次：{where}</translation>
    </message>
    <message>
        <source>Every label cell is blank: check that the label column is the right one</source>
        <translation>所有標籤儲存格都為空：請檢查標籤欄是否選對</translation>
    </message>
    <message>
        <source>cells hold several labels (a multi-label file)</source>
        <translation>儲存格含有多個標籤（多標籤檔案）</translation>
    </message>
    <message>
        <source>Use --engine memory for multi-label agreement, or --separator &apos;&apos; to read each cell as one label</source>
        <translation>多標籤一致性請使用 --engine memory，或用 --separator &apos;&apos; 將每個儲存格讀作一個標籤</translation>
    </message>
    <message>
        <source>labels not in the schema: {shown}</source>
        <translation>不在標籤方案中的標籤：{shown}</translation>
    </message>
    <message>
        <source>Add them to the schema or --labels, or run `adjudicator validate` with --engine memory for their rows</source>
        <translation>請將它們加入標籤方案或 --labels，或用 --engine memory 執行 `adjudicator validate` 查看所在列</translation>
    </message>
    <message>
        <source>id {item} appears again</source>
        <translation>ID {item} 重複出現</translation>
    </message>
    <message>
        <source>Remove the repeated rows, or use --engine memory</source>
        <translation>請刪除重複的列，或使用 --engine memory</translation>
    </message>
    <message>
        <source>&apos;{item} / {annotator}&apos; is judged twice</source>
        <translation>「{item} / {annotator}」被判斷了兩次</translation>
    </message>
    <message>
        <source>one judgment per item and annotator</source>
        <translation>每個項目每位標註者一個判斷</translation>
    </message>
    <message>
        <source>Keep one judgment each, or use --engine memory with --repeats first or --repeats last</source>
        <translation>每項只保留一個判斷，或使用 --engine memory 並加 --repeats first 或 --repeats last</translation>
    </message>
    <message>
        <source>choose which one counts with --repeats first or --repeats last, or run `adjudicator validate` to list every problem, or pass --ignore-problems to compute agreement on the usable rows</source>
        <translation>用 --repeats first 或 --repeats last 選擇計入哪一個，或執行 `adjudicator validate` 列出所有問題，或加上 --ignore-problems 只用可用的列計算一致性</translation>
    </message>
    <message>
        <source>id &apos;{key}&apos; appears again ({where})</source>
        <translation>ID「{key}」重複出現（{where}）</translation>
    </message>
    <message>
        <source>one row per item</source>
        <translation>每個項目一列</translation>
    </message>
    <message>
        <source>{file}: {problem} (ignored)</source>
        <translation>{file}：{problem}（已忽略）</translation>
    </message>
    <message>
        <source>gold items, models and annotator effects need the labels file read in memory</source>
        <translation>金標準條目、模型和標註員效應需要在記憶體中讀取標籤檔案</translation>
    </message>
    <message>
        <source>Leave out --table and --engine, or use --engine memory</source>
        <translation>去掉 --table 和 --engine，或使用 --engine memory</translation>
    </message>
    <message>
        <source>--min-shared must be at least 1, got {value}</source>
        <translation>--min-shared 至少為 1，實際為 {value}</translation>
    </message>
    <message>
        <source>Give the least number of items a pair must share to be listed</source>
        <translation>請給出一對標註員至少要共同標註多少個條目才予以列出</translation>
    </message>
    <message>
        <source>{file}: {tool} export, question &apos;{question}&apos;</source>
        <translation>{file}：{tool} 匯出檔案，問題「{question}」</translation>
    </message>
    <message>
        <source>{file}: &apos;{value}&apos; may be &apos;{canonical}&apos; ({why}); counted as different labels (--merge-near-duplicates merges them)</source>
        <translation>{file}：「{value}」可能就是「{canonical}」（{why}）；目前按不同的標籤計數（--merge-near-duplicates 可將其合併）</translation>
    </message>
    <message>
        <source>{file}: label &apos;{label}&apos; not in the labels: {n} cell(s) treated as missing</source>
        <translation>{file}：標籤「{label}」不在標籤清單中：{n} 個儲存格按缺失處理</translation>
    </message>
    <message>
        <source>{file}: {n} row(s) skipped (rows {rows})</source>
        <translation>{file}：略過了 {n} 列（第 {rows} 列）</translation>
    </message>
    <message>
        <source>a row without an id</source>
        <translation>一列沒有 ID</translation>
    </message>
    <message>
        <source>{options} cannot be used with --table</source>
        <translation>{options} 不能與 --table 一起使用</translation>
    </message>
    <message>
        <source>a table&apos;s own options: --labels, --annotators ROWS COLUMNS</source>
        <translation>列聯表自己的選項：--labels、--annotators 列名 欄名</translation>
    </message>
    <message>
        <source>Leave those options out, or read a labels file without --table</source>
        <translation>去掉這些選項，或不加 --table 讀取標籤檔案</translation>
    </message>
    <message>
        <source>--labels do not match the table&apos;s labels</source>
        <translation>--labels 與表中的標籤不一致</translation>
    </message>
    <message>
        <source>not a readable CSV ({reason})</source>
        <translation>不是可讀取的 CSV（{reason}）</translation>
    </message>
    <message>
        <source>a k x k contingency table</source>
        <translation>一個 k × k 列聯表</translation>
    </message>
    <message>
        <source>a contingency table needs a header row and one row per label</source>
        <translation>列聯表需要一列標題列，並且每個標籤一列</translation>
    </message>
    <message>
        <source>{first} … ({n} in all)</source>
        <translation>{first} …（共 {n} 個）</translation>
    </message>
    <message>
        <source>row and column labels differ</source>
        <translation>列標籤與欄標籤不同</translation>
    </message>
    <message>
        <source>the header to list the row labels, each once: {shown}</source>
        <translation>標題列列出各列的標籤，每個一次：{shown}</translation>
    </message>
    <message>
        <source>{n} counts for {columns} columns</source>
        <translation>{n} 個計數，但有 {columns} 欄</translation>
    </message>
    <message>
        <source>{columns} counts</source>
        <translation>{columns} 個計數</translation>
    </message>
    <message>
        <source>the counts add up to 2^63 items or more</source>
        <translation>計數總和達到 2^63 個項目或更多</translation>
    </message>
    <message>
        <source>a total below 9,223,372,036,854,775,808</source>
        <translation>總和小於 9,223,372,036,854,775,808</translation>
    </message>
    <message>
        <source>Divide every count by a common factor if only proportions matter</source>
        <translation>如果只在意比例，請把每個計數除以同一個因數</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a count</source>
        <translation>「{cell}」不是計數</translation>
    </message>
    <message>
        <source>a non-negative whole number below 10^18</source>
        <translation>小於 10^18 的非負整數</translation>
    </message>
    <message>
        <source>run `{prog} --help`</source>
        <extracomment>a run of letters, digits and ASCII signs (never broken), one space, or one other character; opening punctuation kept with what follows, closing punctuation with what precedes</extracomment>
        <translation>執行 `{prog} --help`</translation>
    </message>
    <message>
        <source>the log is read-only</source>
        <translation>日誌是唯讀的</translation>
    </message>
    <message>
        <source>Nothing was applied</source>
        <translation>沒有套用任何內容</translation>
    </message>
    <message>
        <source>import options</source>
        <translation>匯入選項</translation>
    </message>
    <message>
        <source>{options} ignored: the log keeps the import settings it was started with</source>
        <translation>{options} 已忽略：日誌沿用建立時的匯入設定</translation>
    </message>
    <message>
        <source>no &apos;{column}&apos; column</source>
        <translation>沒有「{column}」欄</translation>
    </message>
    <message>
        <source>columns item, label, rationale</source>
        <translation>欄 item、label、rationale</translation>
    </message>
    <message>
        <source>the column &apos;{column}&apos; appears twice</source>
        <translation>欄「{column}」出現了兩次</translation>
    </message>
    <message>
        <source>each column once</source>
        <translation>每欄只出現一次</translation>
    </message>
    <message>
        <source>at most {header} fields</source>
        <translation>最多 {header} 個欄位</translation>
    </message>
    <message>
        <source>Put a rationale that contains commas in double quotes</source>
        <translation>含逗號的理由請用雙引號括起來</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos; again (first at row {first})</source>
        <translation>項目「{item}」重複（首次出現在第 {first} 列）</translation>
    </message>
    <message>
        <source>one decision per item</source>
        <translation>每個項目一個裁決</translation>
    </message>
    <message>
        <source>not a readable CSV record ({reason})</source>
        <translation>不是可讀取的 CSV 記錄（{reason}）</translation>
    </message>
    <message>
        <source>CSV with the columns item, label, rationale</source>
        <translation>含 item、label、rationale 欄的 CSV</translation>
    </message>
    <message>
        <source>empty {column}</source>
        <translation>{column} 為空</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a number</source>
        <translation>「{cell}」不是數字</translation>
    </message>
    <message>
        <source>an item id of DATA</source>
        <translation>DATA 中的一個項目 ID</translation>
    </message>
    <message>
        <source>unknown label &apos;{label}&apos;</source>
        <translation>未知標籤「{label}」</translation>
    </message>
    <message>
        <source>confidence {value}</source>
        <translation>信心度 {value}</translation>
    </message>
    <message>
        <source>--method is an option of --soft-labels</source>
        <translation>--method 是 --soft-labels 的選項</translation>
    </message>
    <message>
        <source>--soft-labels --method {method}</source>
        <translation>--soft-labels 與 --method {method} 一起使用</translation>
    </message>
    <message>
        <source>Add --soft-labels, or leave --method out</source>
        <translation>加上 --soft-labels，或去掉 --method</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>已寫入 {file}</translation>
    </message>
    <message>
        <source>{unresolved} unresolved and {single} single annotator items were written without a final label (their status says so)</source>
        <translation>{unresolved} 個未解決條目和 {single} 個僅一名標註員的條目已寫出，但沒有最終標籤（其狀態欄有說明）</translation>
    </message>
    <message>
        <source>this decision log was started reading the question &apos;{read}&apos;, not &apos;{question}&apos;</source>
        <translation>這個裁決日誌開始時讀取的是問題「{read}」，而不是「{question}」</translation>
    </message>
    <message>
        <source>--question {read}</source>
        <translation>--question {read}</translation>
    </message>
    <message>
        <source>no --question</source>
        <translation>不加 --question</translation>
    </message>
    <message>
        <source>Start a new log for the other question (adjudicator decide DATA --question NAME --log NEW.jsonl …)</source>
        <translation>為另一個問題新建日誌（adjudicator decide DATA --question NAME --log NEW.jsonl …）</translation>
    </message>
    <message>
        <source>the name ends in {suffix} but --format is {format}</source>
        <translation>檔名以 {suffix} 結尾，但 --format 是 {format}</translation>
    </message>
    <message>
        <source>a file name ending in .{format}</source>
        <translation>以 .{format} 結尾的檔名</translation>
    </message>
    <message>
        <source>Change the extension, or leave --format out</source>
        <translation>請修改副檔名，或去掉 --format</translation>
    </message>
    <message>
        <source>adjudicator: no display found (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are unset), so the window cannot open; here is the agreement summary instead.</source>
        <translation>adjudicator：找不到顯示器（DISPLAY、WAYLAND_DISPLAY 和 QT_QPA_PLATFORM 皆未設定），無法開啟視窗；以下改為顯示一致性摘要。</translation>
    </message>
    <message>
        <source>adjudicator: the display could not be opened (see Qt&apos;s messages above; on Linux the xcb plugin needs libxcb-cursor0), so the window cannot open; here is the agreement summary instead.</source>
        <translation>adjudicator：無法開啟顯示器（見上方 Qt 的訊息；在 Linux 上 xcb 外掛程式需要 libxcb-cursor0），無法開啟視窗；以下改為顯示一致性摘要。</translation>
    </message>
    <message>
        <source>give a FILE or --sample, not both</source>
        <translation>請提供 FILE 或 --sample，不能同時提供</translation>
    </message>
    <message>
        <source>--screenshot needs a FILE (or --sample) to load</source>
        <translation>--screenshot 需要一個要載入的 FILE（或 --sample）</translation>
    </message>
    <message>
        <source>expected WIDTHxHEIGHT such as 1280x800 (640x400 to 7680x4320), got &apos;{given}&apos;</source>
        <translation>應為 寬x高，例如 1280x800（640x400 到 7680x4320），實際為「{given}」</translation>
    </message>
    <message>
        <source>not a readable Adjudicator decision log ({reason})</source>
        <translation>不是可讀取的 Adjudicator 裁決日誌（{reason}）</translation>
    </message>
    <message>
        <source>a log written by Adjudicator (first line: its header)</source>
        <translation>由 Adjudicator 寫入的日誌（第一列是其標頭）</translation>
    </message>
    <message>
        <source>Open the labels file instead.</source>
        <translation>請改為開啟標籤檔案。</translation>
    </message>
    <message>
        <source>its labels file {named} is not there</source>
        <translation>它的標籤檔案 {named} 不在那裡</translation>
    </message>
    <message>
        <source>{named} beside the log or at that path</source>
        <translation>{named} 位於日誌旁邊或該路徑下</translation>
    </message>
    <message>
        <source>Put the labels file back, or open it with --log LOG.</source>
        <translation>請把標籤檔案放回原處，或用 --log LOG 開啟它。</translation>
    </message>
    <message>
        <source>the guideline version is empty</source>
        <translation>指引版本為空</translation>
    </message>
    <message>
        <source>a version such as 2.1</source>
        <translation>版本號，例如 2.1</translation>
    </message>
    <message>
        <source>guideline &apos;{version}&apos; is already in force</source>
        <translation>指引「{version}」已經生效</translation>
    </message>
    <message>
        <source>a new version</source>
        <translation>一個新版本</translation>
    </message>
    <message>
        <source>guideline {before} -&gt; {version} (event {seq})</source>
        <translation>規範 {before} -&gt; {version}（事件 {seq}）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>the note is empty</source>
        <translation>備註為空</translation>
    </message>
    <message>
        <source>some text</source>
        <translation>一些文字</translation>
    </message>
    <message>
        <source>name the items with --item, or give --all</source>
        <translation>用 --item 指定條目，或使用 --all</translation>
    </message>
    <message>
        <source>Nothing was written</source>
        <translation>沒有寫入任何內容</translation>
    </message>
    <message>
        <source>no single annotator item is waiting for acceptance</source>
        <translation>沒有等待確認的僅一名標註員條目</translation>
    </message>
    <message>
        <source>accepted the single annotator&apos;s label of {count} items (event {seq})</source>
        <translation>已確認 {count} 個條目的唯一標註員標籤（事件 {seq}）</translation>
    </message>
    <message>
        <source>noted (event {seq})</source>
        <translation>已新增備註（事件 {seq}）</translation>
    </message>
    <message>
        <source>noted on {item} (event {seq})</source>
        <translation>已為 {item} 新增備註（事件 {seq}）</translation>
    </message>
    <message>
        <source>--out {out}: unknown report format</source>
        <translation>--out {out}：未知的報告格式</translation>
    </message>
    <message>
        <source>FILE.html or FILE.pdf</source>
        <translation>檔案.html 或 檔案.pdf</translation>
    </message>
    <message>
        <source>{n} figures written to {folder}</source>
        <translation>{n} 張圖已寫入 {folder}</translation>
    </message>
    <message>
        <source>report written to {out}; verdict: {verdict}</source>
        <translation>報告已寫入 {out}；結論：{verdict}</translation>
    </message>
    <message>
        <source>--model needs the labels file read in memory</source>
        <translation>--model 需要在記憶體中讀取標籤檔案</translation>
    </message>
    <message>
        <source>Leave out --engine, or use --engine memory</source>
        <translation>省略 --engine，或使用 --engine memory</translation>
    </message>
    <message>
        <source>adjudicator: engine: {name} ({why})</source>
        <translation>adjudicator：引擎：{name}（{why}）</translation>
    </message>
    <message>
        <source>--plan needs every class to occur at least once in the labels</source>
        <translation>--plan 要求每個類別在標籤中至少出現一次</translation>
    </message>
    <message>
        <source>--what-if-merge &apos;{given}&apos;</source>
        <translation>--what-if-merge 「{given}」無效</translation>
    </message>
    <message>
        <source>A,B (two classes)</source>
        <translation>A,B（兩個類別）</translation>
    </message>
    <message>
        <source>--round &apos;{given}&apos;</source>
        <translation>--round 「{given}」無效</translation>
    </message>
    <message>
        <source>NAME=DATA, e.g. r1=batch_v1.csv</source>
        <translation>名稱=資料，例如 r1=batch_v1.csv</translation>
    </message>
    <message>
        <source>the log is read-only, so this viewing of the results is not recorded</source>
        <translation>日誌是唯讀的，因此本次檢視結果未被記錄</translation>
    </message>
    <message>
        <source>&apos;{seq}&apos; is not a sequence number</source>
        <translation>「{seq}」不是序號</translation>
    </message>
    <message>
        <source>a whole number from `adjudicator log`</source>
        <translation>`adjudicator log` 中的一個整數</translation>
    </message>
    <message>
        <source>no event {seq} to revert</source>
        <translation>沒有可撤銷的事件 {seq}</translation>
    </message>
    <message>
        <source>an event (the log is empty)</source>
        <translation>一個事件（日誌為空）</translation>
    </message>
    <message>
        <source>reverted {seq} ({kind}: {what}) (event {event}); changed {items}</source>
        <translation>已復原 {seq}（{kind}：{what}）（事件 {event}）；變更的項目：{items}</translation>
    </message>
    <message>
        <source>reverted {seq} ({kind}: {what}) (event {event})</source>
        <translation>已復原 {seq}（{kind}：{what}）（事件 {event}）</translation>
    </message>
    <message>
        <source>the dataset has only {n} items; all are drawn, fewer than planned</source>
        <translation>資料集只有 {n} 個項目；已全部抽取，少於計畫的數量</translation>
    </message>
    <message>
        <source>no sample size</source>
        <translation>沒有樣本數</translation>
    </message>
    <message>
        <source>--n N, or --plan KAPPA HALF_WIDTH</source>
        <translation>--n N，或 --plan KAPPA 半寬</translation>
    </message>
    <message>
        <source>stratified by {column}</source>
        <translation>按 {column} 分層</translation>
    </message>
    <message>
        <source>simple random</source>
        <translation>簡單隨機</translation>
    </message>
    <message>
        <source>{n} items ({how}, seed {seed}) written to {out}</source>
        <translation>{n} 個項目（{how}，種子 {seed}）已寫入 {out}</translation>
    </message>
    <message>
        <source>--prevalence &apos;{given}&apos;</source>
        <translation>--prevalence 「{given}」無效</translation>
    </message>
    <message>
        <source>LABEL=SHARE pairs, e.g. yes=0.3,no=0.7</source>
        <translation>標籤=比例 配對，例如 yes=0.3,no=0.7</translation>
    </message>
    <message>
        <source>the dataset&apos;s labels do not give every class a share</source>
        <translation>資料集的標籤沒有給每個類別一個比例</translation>
    </message>
    <message>
        <source>--prevalence LABEL=SHARE,... for the plan</source>
        <translation>為計畫提供 --prevalence 標籤=比例,...</translation>
    </message>
    <message>
        <source>PASS</source>
        <extracomment>a case&apos;s mark: as wide as each other in every language (two CJK characters, four cells)</extracomment>
        <translation>通過</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>not a vectors file: {reason}</source>
        <translation>不是測試向量檔案：{reason}</translation>
    </message>
    <message>
        <source>JSON with a &apos;cases&apos; list</source>
        <translation>含「cases」清單的 JSON</translation>
    </message>
    <message>
        <source>selftest: {path}</source>
        <translation>自我檢測：{path}</translation>
    </message>
    <message>
        <source>error: {error}</source>
        <translation>錯誤：{error}</translation>
    </message>
    <message>
        <source>ok  {field}: computed {computed}, expected {expected} ± {tolerance}</source>
        <translation>相符 {field}：計算值 {computed}，期望值 {expected} ± {tolerance}</translation>
    </message>
    <message>
        <source>BAD {field}: computed {computed}, expected {expected} ± {tolerance}</source>
        <translation>不符 {field}：計算值 {computed}，期望值 {expected} ± {tolerance}</translation>
    </message>
    <message>
        <source>{passed} of {total} cases pass</source>
        <translation>{total} 個案例中 {passed} 個通過</translation>
    </message>
    <message>
        <source>; {failed} fail</source>
        <translation>；{failed} 個失敗</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>無定義</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; cannot name a version</source>
        <translation>「{name}」不能作為版本名稱</translation>
    </message>
    <message>
        <source>a name that is not empty, not only digits and not &apos;now&apos;</source>
        <translation>非空、不全是數字且不是「now」的名稱</translation>
    </message>
    <message>
        <source>Digits mean a sequence number and now the latest version</source>
        <translation>數字表示序號，now 表示最新版本</translation>
    </message>
    <message>
        <source>version name &apos;{name}&apos; is taken (event {seq})</source>
        <translation>版本名稱「{name}」已被使用（事件 {seq}）</translation>
    </message>
    <message>
        <source>tagged {name} (event {seq}: the state after event {before})</source>
        <translation>已標記版本 {name}（事件 {seq}：事件 {before} 之後的狀態）</translation>
    </message>
    <message>
        <source>--annotators names the column &apos;{column}&apos; twice</source>
        <translation>--annotators 兩次指定了欄「{column}」</translation>
    </message>
    <message>
        <source>each annotator column once</source>
        <translation>每個標註者欄只指定一次</translation>
    </message>
    <message>
        <source>Name two or more different columns</source>
        <translation>請指定兩個或更多不同的欄</translation>
    </message>
    <message>
        <source>no version named &apos;{name}&apos;</source>
        <translation>沒有名為「{name}」的版本</translation>
    </message>
    <message>
        <source>Give a sequence number, a tag name or an ISO time</source>
        <translation>請給出序號、標記名稱或 ISO 時間</translation>
    </message>
    <message>
        <source>unknown command &apos;{word}&apos;</source>
        <translation>未知指令「{word}」</translation>
    </message>
    <message>
        <source>Did you mean `adjudicator {near}`?</source>
        <translation>您是想用 `adjudicator {near}` 嗎？</translation>
    </message>
    <message>
        <source>adjudicator: interrupted</source>
        <translation>adjudicator：已中斷</translation>
    </message>
    <message>
        <source>{file}: the disk is full ({reason}). Free some space or choose an output on another disk, then try again</source>
        <translation>{file}：磁碟已滿（{reason}）。請釋放一些空間，或把輸出放到另一個磁碟上，然後重試</translation>
    </message>
    <message>
        <source>the disk is full ({reason}). Free some space or choose an output on another disk, then try again</source>
        <translation>磁碟已滿（{reason}）。請釋放一些空間，或把輸出放到另一個磁碟上，然後重試</translation>
    </message>
    <message>
        <source>cannot finish ({reason}). Check the free space and where the output goes</source>
        <translation>無法完成（{reason}）。請檢查剩餘空間和輸出位置</translation>
    </message>
    <message>
        <source>{file}: {reason}. Check that the path exists and that you may read it (or, for an output, write in its folder)</source>
        <translation>{file}：{reason}。請檢查該路徑是否存在、您是否有讀取權限（如果是輸出檔案，是否可以在其資料夾中寫入）</translation>
    </message>
    <message>
        <source>the DuckDB engine is not installed</source>
        <extracomment>a temporary folder of ours is named so; tests look for leftovers by this prefix</extracomment>
        <translation>未安裝 DuckDB 引擎</translation>
    </message>
    <message>
        <source>the &apos;scale&apos; extra (DuckDB)</source>
        <translation>「scale」附加元件（DuckDB）</translation>
    </message>
    <message>
        <source>Use --engine memory (it reads the whole file), which works in every installation; the desktop bundle never includes DuckDB. An installation made with pip gains it with: pip install &apos;label-adjudicator[scale]&apos;</source>
        <translation>請使用 --engine memory（讀入整個檔案），它在任何安裝方式下都可用；桌面安裝包從不包含 DuckDB。用 pip 安裝的可以這樣新增：pip install &apos;label-adjudicator[scale]&apos;</translation>
    </message>
    <message>
        <source>DuckDB refused the settings ({why})</source>
        <translation>DuckDB 拒絕了這些設定（{why}）</translation>
    </message>
    <message>
        <source>--memory-limit like 2GB or 500MB</source>
        <translation>--memory-limit，如 2GB 或 500MB</translation>
    </message>
    <message>
        <source>the many-rater block keeps its analytic interval: a unit bootstrap needs per-unit data, which count tables do not hold; the two-rater bootstrap is a multinomial draw on each pair&apos;s table</source>
        <extracomment>above this many bytes of CSV/Parquet, ``--engine auto`` counts with DuckDB, except a wide CSV whose in-memory read fits (``agree_auto``) what the engine cannot do, said with the results when it matters</extracomment>
        <translation>多標註員部分保留解析區間：按單元的 bootstrap 需要逐單元的資料，而計數表中沒有；兩名標註員的 bootstrap 是對每一對的表做多項分布抽樣</translation>
    </message>
    <message>
        <source>a contingency table</source>
        <translation>列聯表</translation>
    </message>
    <message>
        <source>asked with --engine</source>
        <translation>由 --engine 指定</translation>
    </message>
    <message>
        <source>a folder is read as one file per annotator (--engine duckdb reads it as the Parquet parts of one table)</source>
        <translation>資料夾按每位標註員一個檔案讀取（--engine duckdb 則把它讀作同一張表的各個 Parquet 分片）</translation>
    </message>
    <message>
        <source>input of at most {limit} MB</source>
        <translation>輸入不超過 {limit} MB</translation>
    </message>
    <message>
        <source>input of {size} MB, but DuckDB is not installed (the desktop bundle never has it; a pip installation adds it with pip install &apos;label-adjudicator[scale]&apos;)</source>
        <translation>輸入為 {size} MB，但未安裝 DuckDB（桌面安裝包從不包含它；用 pip 安裝的可以用 pip install &apos;label-adjudicator[scale]&apos; 新增）</translation>
    </message>
    <message>
        <source>a wide CSV of {size} MB: reading it in memory needs about {need} of the {room} it may take, and is faster than DuckDB for a wide table</source>
        <translation>寬格式 CSV，{size} MB：讀入記憶體約需 {need}，在可用的 {room} 之內；寬表讀入記憶體比 DuckDB 更快</translation>
    </message>
    <message>
        <source>a wide CSV of {size} MB: reading it in memory would need about {need}, more than the {room} it may take</source>
        <translation>寬格式 CSV，{size} MB：讀入記憶體約需 {need}，超過可用的 {room}</translation>
    </message>
    <message>
        <source>input of {size} MB, above {limit} MB</source>
        <translation>輸入為 {size} MB，超過 {limit} MB</translation>
    </message>
    <message>
        <source>{options} cannot be used with --engine duckdb</source>
        <translation>{options} 不能與 --engine duckdb 一起使用</translation>
    </message>
    <message>
        <source>Leave them out, or use --engine memory</source>
        <translation>請去掉它們，或使用 --engine memory</translation>
    </message>
    <message>
        <source>{file}: {n} row(s) without an item id or annotator skipped</source>
        <extracomment>import options no counting engine offers (their defaults are what it does)</extracomment>
        <translation>{file}：略過了 {n} 列沒有項目 ID 或標註員的資料</translation>
    </message>
    <message>
        <source>{file}: spaces around labels trimmed</source>
        <translation>{file}：已去掉標籤前後的空格</translation>
    </message>
    <message>
        <source>{file}: {value} may be {canonical} ({why}); counted as different labels (--merge-near-duplicates merges them)</source>
        <translation>{file}：{value} 可能就是 {canonical}（{why}）；按不同的標籤計數（--merge-near-duplicates 會合併它們）</translation>
    </message>
    <message>
        <source>adjudicator: duckdb: {step}… {done}</source>
        <translation>adjudicator：duckdb：{step}… {done}</translation>
    </message>
    <message>
        <source>adjudicator: duckdb: {step} {done}</source>
        <translation>adjudicator：duckdb：{step} {done}</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>正在開啟</translation>
    </message>
    <message>
        <source>opening the Parquet files</source>
        <extracomment>room for the rows of one file in the ordering key rn = file * 2^40 + row whitespace that makes a cell blank (missing), as the readers of the in-memory path</extracomment>
        <translation>正在開啟 Parquet 檔案</translation>
    </message>
    <message>
        <source>reading the CSV file</source>
        <translation>正在讀取 CSV 檔案</translation>
    </message>
    <message>
        <source>reading the columns</source>
        <translation>正在讀取各欄</translation>
    </message>
    <message>
        <source>finding the annotator columns</source>
        <translation>正在尋找標註員欄</translation>
    </message>
    <message>
        <source>counting labels per annotator</source>
        <translation>正在統計各標註員的標籤</translation>
    </message>
    <message>
        <source>ordering the labels</source>
        <translation>正在排列標籤順序</translation>
    </message>
    <message>
        <source>counting the items&apos; label vectors</source>
        <translation>正在統計項目的標籤向量</translation>
    </message>
    <message>
        <source>counting the unanimous items</source>
        <translation>正在統計意見一致的項目</translation>
    </message>
    <message>
        <source>counting pairs and units (sorted by item)</source>
        <extracomment>rows per Arrow batch (whole items are kept, the last one carried to the next batch) above this many annotator x label columns the Gram matrix is too large: bincount per pair the batches&apos; unit rows are merged (equal rows summed) every this many batches at most this many bytes of summed Gram matrices are kept across batches (one per stratum)</extracomment>
        <translation>正在統計標註員對和單元（按項目排序）</translation>
    </message>
    <message>
        <source>grouping items by stratum</source>
        <translation>正在按分層歸組項目</translation>
    </message>
    <message>
        <source>reading the decided items</source>
        <translation>正在讀取已裁決的項目</translation>
    </message>
    <message>
        <source>Restore the newer copy of the log (from a backup, another computer or the sync tool&apos;s history), which reaches event {seq}. If the events were removed on purpose, accept the shorter log with `adjudicator note DATA &quot;why&quot; --log {log} {option}`, which records the acceptance in the log. Nothing was changed</source>
        <translation>請還原日誌的較新副本（來自備份、另一台電腦或同步工具的歷史記錄），它應包含到事件 {seq}。如果這些事件是有意刪除的，請用 `adjudicator note DATA &quot;原因&quot; --log {log} {option}` 接受這個較短的日誌，接受本身會記錄在日誌中。未做任何更改</translation>
    </message>
    <message>
        <source>the log to reach event {seq}, recorded by its tip</source>
        <translation>日誌包含到其末端記錄所記的事件 {seq}</translation>
    </message>
    <message>
        <source>the log has no tip file ({tip}): it was written by an earlier version of Adjudicator, or the tip was removed or not copied with the log, so whether its last events were removed cannot be checked this time</source>
        <translation>日誌沒有末端記錄檔（{tip}）：它由較早版本的 Adjudicator 寫入，或末端記錄被刪除、未隨日誌一起複製，因此這次無法檢查其最後的事件是否被刪除</translation>
    </message>
    <message>
        <source>the tip file {tip} is damaged, so whether the log&apos;s last events were removed cannot be checked this time</source>
        <translation>末端記錄檔 {tip} 已損壞，因此這次無法檢查日誌最後的事件是否被刪除</translation>
    </message>
    <message>
        <source>{tip} beside the log is not a tip file of Adjudicator: it is left alone, and no tip is kept for this log</source>
        <translation>日誌旁的 {tip} 不是 Adjudicator 的末端記錄檔：它保持原樣，此日誌不再保存末端記錄</translation>
    </message>
    <message>
        <source>the shorter log was accepted: {what}; the acceptance is recorded as event {event}</source>
        <translation>已接受較短的日誌：{what}；接受已記錄為事件 {event}</translation>
    </message>
    <message>
        <source>the decision log is missing, but its tip file {tip} records event {seq} (written {written}): the log was deleted, moved or not copied with its tip</source>
        <translation>裁決日誌不見了，但其末端記錄檔 {tip} 記錄了事件 {seq}（寫於 {written}）：日誌被刪除、移動，或未隨其末端記錄一起複製</translation>
    </message>
    <message>
        <source>Restore the log (from a backup, another computer or the sync tool&apos;s history), or give its path with --log. To start a new log here on purpose, run `adjudicator note DATA &quot;why&quot; {option}`, which records it in the new log. Nothing was changed</source>
        <translation>請還原日誌（來自備份、另一台電腦或同步工具的歷史記錄），或用 --log 指定其路徑。如果要有意在此開始新日誌，請執行 `adjudicator note DATA &quot;原因&quot; {option}`，這會記錄在新日誌中。未做任何更改</translation>
    </message>
    <message>
        <source>the log holds {last} events but its tip file {tip} is {state}: this log was started with a tip, so the tip was removed or not copied with the log, and whether the log&apos;s last events were removed cannot be checked</source>
        <translation>日誌含有 {last} 個事件，但其末端記錄檔 {tip} {state}：該日誌建立時就帶有末端記錄，因此末端記錄已被刪除或未隨日誌一起複製，無法核實日誌最後的事件是否被刪除</translation>
    </message>
    <message>
        <source>the log&apos;s tip file beside it ({tip})</source>
        <translation>日誌旁的末端記錄檔（{tip}）</translation>
    </message>
    <message>
        <source>Restore the log together with its tip file (from a backup, another computer or the sync tool&apos;s history). If the log is whole, accept it with `adjudicator note DATA &quot;why&quot; --log {log} {option}`, which records the acceptance in the log and writes a new tip. Nothing was changed</source>
        <translation>請把日誌連同其末端記錄檔一起還原（從備份、另一台電腦或同步工具的歷史版本）。如果日誌是完整的，請用 `adjudicator note DATA &quot;原因&quot; --log {log} {option}` 接受它，該操作會把接受記錄寫入日誌並寫入新的末端記錄。未做任何變更</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>已損壞</translation>
    </message>
    <message>
        <source>the log&apos;s header differs from the one its tip file {tip} recorded: the header was edited, or the log was replaced by another one, which may lack decisions</source>
        <translation>日誌的首行與其末端記錄檔 {tip} 所記錄的不同：首行被編輯過，或日誌被另一個日誌取代，可能缺少裁決</translation>
    </message>
    <message>
        <source>the log holds no event, but its tip file {tip} recorded event {seq} (written {written}): its last {missing} events are missing, as when an older copy of the log is restored or its end is cut off</source>
        <translation>日誌中沒有任何事件，但其末端記錄檔 {tip} 記錄了事件 {seq}（寫於 {written}）：最後 {missing} 個事件缺失，就像還原了日誌的舊副本或其末尾被截掉</translation>
    </message>
    <message>
        <source>the log ends at event {last} ({time}), but its tip file {tip} recorded event {seq} (written {written}): its last {missing} events are missing, as when an older copy of the log is restored or its end is cut off</source>
        <translation>日誌止於事件 {last}（{time}），但其末端記錄檔 {tip} 記錄了事件 {seq}（寫於 {written}）：最後 {missing} 個事件缺失，就像還原了日誌的舊副本或其末尾被截掉</translation>
    </message>
    <message>
        <source>event {seq} of the log is not the one its tip file {tip} recorded (written {written}): the log was replaced by another copy or edited, and may lack decisions</source>
        <translation>日誌的事件 {seq} 不是其末端記錄檔 {tip} 所記錄的那一個（寫於 {written}）：日誌被另一個副本取代或被編輯過，可能缺少裁決</translation>
    </message>
    <message>
        <source>{changed} item(s) changed from {v1} (event {s1}) to {v2} (event {s2}): {new} newly labelled, {relabelled} relabelled, {gone} no longer labelled</source>
        <translation>從 {v1}（事件 {s1}）到 {v2}（事件 {s2}）有 {changed} 個項目發生變化：新標註 {new} 個，改標 {relabelled} 個，不再有標籤 {gone} 個</translation>
    </message>
    <message>
        <source>wrote {out}: {decisions} decisions ({collapsed} identical in both), {conflicts} conflicts</source>
        <translation>已寫入 {out}：{decisions} 筆裁決（其中 {collapsed} 筆兩邊相同），{conflicts} 處衝突</translation>
    </message>
    <message>
        <source>{n} events of the two logs were recorded in it as notes &quot;set aside by the merge&quot;, each with its reason</source>
        <translation>兩份日誌中的 {n} 個事件已作為「合併時擱置」的備註記錄在其中，各附原因</translation>
    </message>
    <message>
        <source>conflict {conflict}</source>
        <translation>衝突 {conflict}</translation>
    </message>
    <message>
        <source>conflicts written to {file}</source>
        <translation>衝突已寫入 {file}</translation>
    </message>
    <message>
        <source>acceptance rules recorded (event {seq}); results had already been seen, so the report will flag these rules</source>
        <translation>驗收規則已記錄（事件 {seq}）；結果先前已被檢視過，因此報告會標出這些規則</translation>
    </message>
    <message>
        <source>acceptance rules recorded (event {seq})</source>
        <translation>驗收規則已記錄（事件 {seq}）</translation>
    </message>
    <message>
        <source>adjudicator: note: {message}</source>
        <translation>adjudicator: 提示：{message}</translation>
    </message>
    <message>
        <source>adjudicator: warning: {message}</source>
        <translation>adjudicator: 警告：{message}</translation>
    </message>
    <message>
        <source>adjudicator: error: {message}</source>
        <translation>adjudicator: 錯誤：{message}</translation>
    </message>
    <message>
        <source>the annotators differ from those the log was started with</source>
        <translation>標註員與開始此日誌時的不一致</translation>
    </message>
    <message>
        <source>Name them with --annotators, or use --engine memory</source>
        <translation>請用 --annotators 指定他們，或使用 --engine memory</translation>
    </message>
    <message>
        <source>the decision log declares an auto-accept policy or accepts single annotator items, which the count tables cannot follow</source>
        <translation>裁決日誌聲明了自動接受策略或確認了僅一名標註員的條目，計數表無法反映這些</translation>
    </message>
    <message>
        <source>Use --engine memory</source>
        <translation>請使用 --engine memory</translation>
    </message>
    <message>
        <source>--engine {engine} does not write the log, so this viewing of the results is not recorded</source>
        <translation>--engine {engine} 不寫入日誌，因此本次檢視結果不會被記錄</translation>
    </message>
    <message>
        <source>the Spark engine is not installed</source>
        <translation>未安裝 Spark 引擎</translation>
    </message>
    <message>
        <source>the &apos;spark&apos; extra (pyspark)</source>
        <translation>「spark」附加元件（pyspark）</translation>
    </message>
    <message>
        <source>pip install &apos;label-adjudicator[spark]&apos;, or use --engine duckdb</source>
        <translation>請執行 pip install &apos;label-adjudicator[spark]&apos;，或使用 --engine duckdb</translation>
    </message>
    <message>
        <source>Spark needs Java, and none was found</source>
        <translation>Spark 需要 Java，但找不到</translation>
    </message>
    <message>
        <source>a Java 17 or 21 runtime ({where})</source>
        <translation>Java 17 或 21 執行環境（{where}）</translation>
    </message>
    <message>
        <source>Install one (Debian/Ubuntu: apt install openjdk-17-jre-headless) or set JAVA_HOME, or use --engine duckdb</source>
        <translation>請安裝一個（Debian/Ubuntu：apt install openjdk-17-jre-headless）或設定 JAVA_HOME，或使用 --engine duckdb</translation>
    </message>
    <message>
        <source>Spark did not start ({why})</source>
        <translation>Spark 無法啟動（{why}）</translation>
    </message>
    <message>
        <source>Check --spark-master and --spark-conf, and that Java 17 or 21 is installed</source>
        <translation>請檢查 --spark-master 與 --spark-conf，並確認已安裝 Java 17 或 21</translation>
    </message>
    <message>
        <source>the Spark engine reads Parquet only</source>
        <extracomment>characters that make a text cell blank (missing), as the readers of the in-memory path the row&apos;s place: file index * FILE_STRIDE + row index in the file (as ``duckdb.source``)</extracomment>
        <translation>Spark 引擎只讀取 Parquet</translation>
    </message>
    <message>
        <source>a Parquet file, a folder or a glob of Parquet parts</source>
        <translation>一個 Parquet 檔案、一個資料夾或符合 Parquet 分片的萬用字元</translation>
    </message>
    <message>
        <source>Use --engine duckdb for CSV, or save the file as Parquet</source>
        <translation>CSV 請使用 --engine duckdb，或將檔案另存為 Parquet</translation>
    </message>
    <message>
        <source>Spark cannot read it ({why})</source>
        <translation>Spark 無法讀取（{why}）</translation>
    </message>
    <message>
        <source>--spark-conf {given} is not a setting</source>
        <translation>--spark-conf {given} 不是一項設定</translation>
    </message>
    <message>
        <source>KEY=VALUE, e.g. spark.driver.memory=4g</source>
        <translation>KEY=VALUE，例如 spark.driver.memory=4g</translation>
    </message>
    <message>
        <source>Spark stopped with an error ({why})</source>
        <translation>Spark 因錯誤而停止（{why}）</translation>
    </message>
    <message>
        <source>Check that the path can be read from the cluster and the memory settings (--spark-conf)</source>
        <translation>請檢查叢集能否讀取該路徑，以及記憶體設定（--spark-conf）</translation>
    </message>
    <message>
        <source>{options} cannot be used with --engine spark</source>
        <translation>{options} 不能與 --engine spark 同時使用</translation>
    </message>
    <message>
        <source>Leave them out (memory: --spark-conf spark.driver.memory=4g), or use --engine memory</source>
        <translation>請移除它們（記憶體：--spark-conf spark.driver.memory=4g），或使用 --engine memory</translation>
    </message>
    <message>
        <source>unknown conventions {given}</source>
        <translation>未知的慣例 {given}</translation>
    </message>
    <message>
        <source>table or gwet</source>
        <translation>table 或 gwet</translation>
    </message>
    <message>
        <source>a sample of {n} from {total} items</source>
        <translation>從 {total} 個項目中抽取 {n} 個樣本</translation>
    </message>
    <message>
        <source>1 to {total}</source>
        <translation>1 到 {total}</translation>
    </message>
    <message>
        <source>unknown report field {field}</source>
        <translation>未知的報告欄位 {field}</translation>
    </message>
    <message>
        <source>cannot read the report fields: {reason}</source>
        <translation>無法讀取報告欄位：{reason}</translation>
    </message>
    <message>
        <source>UTF-8 JSON (.json) or TOML</source>
        <translation>UTF-8 編碼的 JSON（.json）或 TOML</translation>
    </message>
    <message>
        <source>the report fields must be one object</source>
        <translation>報告欄位必須是一個物件</translation>
    </message>
    <message>
        <source>a {level} CI lower bound above {threshold} with probability {power}</source>
        <translation>{level} 信賴區間下限以 {power} 的機率高於 {threshold}</translation>
    </message>
    <message>
        <source>a {level} CI half-width of at most {half_width} in {power} of studies</source>
        <translation>在 {power} 的研究中 {level} 信賴區間半寬不超過 {half_width}</translation>
    </message>
    <message>
        <source>n = {n} items labelled by both annotators for {goal}, if κ = {kappa} and the class prevalences are ({prevalences}) — the smallest n that did so in {runs} simulated studies with the report&apos;s interval (the large-sample formula of Fleiss, Cohen &amp; Everitt 1969 and Flack et al. 1988 gives {formula_n}, enough for a typical study only).</source>
        <translation>需 n = {n} 個由兩位標註員都標註的項目，才能達到{goal}（假設 κ = {kappa}，類別比例為 ({prevalences})）——這是在 {runs} 次模擬研究中用報告所用區間做到這一點的最小 n（Fleiss、Cohen 與 Everitt 1969 及 Flack 等 1988 的大樣本公式給出 {formula_n}，只夠一次典型的研究）。</translation>
    </message>
    <message>
        <source>prevalences must be two or more positive shares</source>
        <translation>類別占比必須是兩個或更多正數</translation>
    </message>
    <message>
        <source>κ = {kappa} is impossible with these prevalences</source>
        <translation>在這些類別占比下不可能有 κ = {kappa}</translation>
    </message>
    <message>
        <source>κ from {low} to 1 (common marginals)</source>
        <translation>κ 在 {low} 到 1 之間（共同邊際）</translation>
    </message>
    <message>
        <source>expected κ = {kappa}</source>
        <translation>預期 κ = {kappa} 無效</translation>
    </message>
    <message>
        <source>a value strictly between -1 and 1</source>
        <translation>嚴格介於 -1 和 1 之間的值</translation>
    </message>
    <message>
        <source>the variance of κ is undefined here: {reason}</source>
        <translation>此處 κ 的變異數沒有定義：{reason}</translation>
    </message>
    <message>
        <source>half-width {value}</source>
        <translation>半寬 {value} 無效</translation>
    </message>
    <message>
        <source>a number between 0 and 1</source>
        <translation>0 和 1 之間的數</translation>
    </message>
    <message>
        <source>threshold {threshold} is not below the expected κ {kappa}</source>
        <translation>門檻 {threshold} 不低於預期的 κ {kappa}</translation>
    </message>
    <message>
        <source>power {power}</source>
        <translation>檢定力 {power} 無效</translation>
    </message>
    <message>
        <source>a probability from 0.5 to below 1</source>
        <translation>從 0.5 到小於 1 的機率</translation>
    </message>
    <message>
        <source>no sample of up to 200,000 items reaches this goal in simulation</source>
        <translation>在模擬中，不超過 200,000 個條目的樣本都達不到這個目標</translation>
    </message>
    <message>
        <source>a wider half-width, a lower threshold or a lower assurance</source>
        <translation>更寬的半寬、更低的門檻或更低的保證率</translation>
    </message>
    <message>
        <source>unknown report language {lang}</source>
        <extracomment>English -&gt; (简体中文, 繁體中文)</extracomment>
        <translation>未知的報告語言 {lang}</translation>
    </message>
    <message>
        <source>the rules name the coefficient {metric}, which this report lacks</source>
        <translation>規則指定了係數 {metric}，但本報告中沒有它</translation>
    </message>
    <message>
        <source>the instance&apos;s id</source>
        <extracomment>what each part of a record should have been, for the located error that says it was not</extracomment>
        <translation>該條目的編號（id）</translation>
    </message>
    <message>
        <source>an object of the scheme&apos;s labels and their values</source>
        <translation>由該標註方案的標籤及其取值組成的物件</translation>
    </message>
    <message>
        <source>a list of [label, value] pairs (each label an object with schema and name), or an object of schemes</source>
        <translation>[標籤, 取值] 對的清單（每個標籤是含 schema 和 name 的物件），或由標註方案組成的物件</translation>
    </message>
    <message>
        <source>a pair [label, value] whose label is an object with schema and name</source>
        <translation>一對 [標籤, 取值]，其中標籤是含 schema 和 name 的物件</translation>
    </message>
    <message>
        <source>the name of the annotation scheme</source>
        <translation>標註方案的名稱</translation>
    </message>
    <message>
        <source>the annotator&apos;s user id (or the file in the annotator&apos;s folder)</source>
        <translation>標註員的使用者編號（或把檔案放在該標註員的資料夾中）</translation>
    </message>
    <message>
        <source>Potato: scheme {scheme} read{others}</source>
        <translation>Potato：讀取了方案 {scheme}{others}</translation>
    </message>
    <message>
        <source> (schemes: {names}; --question NAME)</source>
        <translation>（方案：{names}；--question NAME）</translation>
    </message>
    <message>
        <source>Potato: scheme {scheme} read (schemes: {names})</source>
        <translation>Potato：讀取了方案 {scheme}（方案：{names}）</translation>
    </message>
    <message>
        <source>Potato: {file} holds no annotations; {user} is left out</source>
        <translation>Potato：{file} 中沒有任何標註；已略去 {user}</translation>
    </message>
    <message>
        <source>the {column} cell of this row is empty</source>
        <translation>此列的 {column} 儲存格為空</translation>
    </message>
    <message>
        <source>this statistic needs ratings per rater, not only category counts</source>
        <translation>此統計量需要每位評分者的評分，而不只是各類別的計數</translation>
    </message>
    <message>
        <source>&apos;data&apos; must be an object with a &apos;format&apos; key</source>
        <translation>「data」必須是帶有「format」鍵的物件</translation>
    </message>
    <message>
        <source>unknown data format {given}; expected one of {known}</source>
        <translation>未知的資料格式 {given}；應為以下之一：{known}</translation>
    </message>
    <message>
        <source>&apos;matrix&apos; must be square, got {rows}x{columns}</source>
        <translation>「matrix」必須是方陣，實際為 {rows}x{columns}</translation>
    </message>
    <message>
        <source>{n} categories for a {k}x{k} matrix</source>
        <translation>{k}x{k} 矩陣卻有 {n} 個類別</translation>
    </message>
    <message>
        <source>&apos;pairs&apos; must be a list of [rating_a, rating_b]</source>
        <translation>「pairs」必須是 [rating_a, rating_b] 的清單</translation>
    </message>
    <message>
        <source>&apos;units&apos; must be a non-empty list of rows (one value per rater)</source>
        <translation>「units」必須是非空的列清單（每位評分者一個值）</translation>
    </message>
    <message>
        <source>every row of &apos;units&apos; must have the same number (&gt;= 2) of raters</source>
        <translation>「units」的每一列必須有相同數目（&gt;= 2）的評分者</translation>
    </message>
    <message>
        <source>{n} categories for {columns} count columns</source>
        <translation>{columns} 個計數欄卻有 {n} 個類別</translation>
    </message>
    <message>
        <source>&apos;rater_a&apos; and &apos;rater_b&apos; must be objects of item id to label</source>
        <translation>「rater_a」和「rater_b」必須是從項目 ID 到標籤的物件</translation>
    </message>
    <message>
        <source>rating {rating} is not one of the categories {categories}</source>
        <translation>評分 {rating} 不屬於類別 {categories}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be a {ndim}-D array of counts</source>
        <translation>「{name}」必須是 {ndim} 維的計數陣列</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be a non-empty {ndim}-D array of counts</source>
        <translation>「{name}」必須是非空的 {ndim} 維計數陣列</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must hold non-negative whole counts</source>
        <translation>「{name}」必須是非負整數計數</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; holds a count of 2^53 or more</source>
        <translation>「{name}」中有不小於 2^53 的計數</translation>
    </message>
    <message>
        <source>params.q = {q} but the data declare {k} categories</source>
        <translation>params.q = {q}，但資料宣告了 {k} 個類別</translation>
    </message>
    <message>
        <source>metric {metric} needs two raters&apos; table; the data are {kind}</source>
        <extracomment>metrics with a single Estimate, whose names may also appear as expected keys</extracomment>
        <translation>指標 {metric} 需要兩位評分者的表；而資料是 {kind}</translation>
    </message>
    <message>
        <source>unknown metric {metric}; known: {known}</source>
        <translation>未知的指標 {metric}；已知：{known}</translation>
    </message>
    <message>
        <source>no field {key} is computed for {metric}; known: {known}</source>
        <translation>{metric} 不計算欄位 {key}；已知：{known}</translation>
    </message>
    <message>
        <source>params.positive {given} is not one of the categories</source>
        <translation>params.positive {given} 不屬於這些類別</translation>
    </message>
    <message>
        <source>specific agreement positive/negative needs exactly two categories</source>
        <translation>特定一致性（陽性/陰性）恰好需要兩個類別</translation>
    </message>
    <message>
        <source>this metric needs two raters&apos; confusion matrix</source>
        <translation>此指標需要兩位評分者的混淆矩陣</translation>
    </message>
    <message>
        <source>per-category result {metric} does not name its category</source>
        <translation>按類別的結果 {metric} 沒有寫明其類別</translation>
    </message>
    <message>
        <source>params.level {given} is not one of {known}</source>
        <translation>params.level {given} 不屬於 {known}</translation>
    </message>
    <message>
        <source>unknown weights {given}; expected one of {known}</source>
        <translation>未知的權重 {given}；應為以下之一：{known}</translation>
    </message>
    <message>
        <source>bad weight matrix: {reason}</source>
        <translation>權重矩陣有誤：{reason}</translation>
    </message>
    <message>
        <source>weights {given}: {reason}</source>
        <translation>權重 {given}：{reason}</translation>
    </message>
    <message>
        <source>the file is binary, not JSON text</source>
        <extracomment>slack for binary floating point on top of the published tolerance</extracomment>
        <translation>這是二進位檔案，不是 JSON 文字</translation>
    </message>
    <message>
        <source>a vectors file is an object with a &apos;cases&apos; list (or a list of cases)</source>
        <translation>參考向量檔案應是帶有「cases」清單的物件（或案例清單）</translation>
    </message>
    <message>
        <source>a case must be a JSON object</source>
        <translation>每個案例必須是一個 JSON 物件</translation>
    </message>
    <message>
        <source>&apos;expected&apos; must be an object of fields (or a single number)</source>
        <translation>「expected」必須是欄位物件（或單一數值）</translation>
    </message>
    <message>
        <source>&apos;params&apos; must be an object</source>
        <translation>「params」必須是物件</translation>
    </message>
    <message>
        <source>tolerance {given} is not a non-negative number</source>
        <translation>容差 {given} 不是非負數</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>未計算</translation>
    </message>
    <message>
        <source>expected undefined (None with a reason)</source>
        <translation>期望為無定義（None 並附原因）</translation>
    </message>
    <message>
        <source>undefined without a reason</source>
        <translation>無定義且未說明原因</translation>
    </message>
    <message>
        <source>a long table needs item=, annotator= and label= together</source>
        <translation>長表需要同時給出 item=、annotator= 和 label=</translation>
    </message>
    <message>
        <source>Name all three columns, or none for a wide table</source>
        <translation>三欄都要指定；寬表則都不指定</translation>
    </message>
    <message>
        <source>item=, annotator= and label= name columns of a DataFrame</source>
        <translation>item=、annotator= 和 label= 指的是 DataFrame 的欄</translation>
    </message>
    <message>
        <source>a pandas DataFrame</source>
        <translation>一個 pandas DataFrame</translation>
    </message>
    <message>
        <source>one column per annotator</source>
        <translation>每位標註員一欄</translation>
    </message>
    <message>
        <source>label {label} is not one of the labels given</source>
        <translation>標籤 {label} 不在給定的標籤之中</translation>
    </message>
    <message>
        <source>one of {labels}</source>
        <translation>{labels} 之一</translation>
    </message>
    <message>
        <source>add it to labels= or fix the data</source>
        <translation>請把它加入 labels=，或修正資料</translation>
    </message>
    <message>
        <source>ratings must be 2-D (items x annotators), got {ndim}-D</source>
        <translation>評分必須是二維的（項目 x 標註員），實際為 {ndim} 維</translation>
    </message>
    <message>
        <source>weights: {reason}</source>
        <translation>權重：{reason}</translation>
    </message>
    <message>
        <source>a {k} x {k} matrix of agreement weights, 1 on the diagonal</source>
        <translation>{k} x {k} 的一致性權重矩陣，對角線為 1</translation>
    </message>
    <message>
        <source>counting the items&apos; labels</source>
        <translation>正在統計各項目的標籤</translation>
    </message>
    <message>
        <source>unknown auto-accept policy {rule}</source>
        <translation>未知的自動接受策略 {rule}</translation>
    </message>
    <message>
        <source>policy posterior ≥ {p} cannot be used with {annotators} annotators</source>
        <translation>後驗機率 ≥ {p} 的策略不能用於 {annotators} 位標註員</translation>
    </message>
    <message>
        <source>p above 0.5 and at most 1 (such as 0.95), and three or more annotators</source>
        <translation>p 大於 0.5 且不超過 1（例如 0.95），並且需要三位或更多標註員</translation>
    </message>
    <message>
        <source>policy {k} of {n} cannot be used</source>
        <translation>策略「{n} 中 {k}」無法使用</translation>
    </message>
    <message>
        <source>n from 2 to {annotators} and k more than half of n, at most n (such as 4 of 5)</source>
        <translation>n 為 2 到 {annotators}，k 大於 n 的一半且不超過 n（例如 5 中 4）</translation>
    </message>
    <message>
        <source>--memory-limit {value} is not a size</source>
        <translation>--memory-limit {value} 不是大小</translation>
    </message>
    <message>
        <source>a number with a unit, such as 2GB or 500MB</source>
        <translation>數字加單位，例如 2GB 或 500MB</translation>
    </message>
    <message>
        <source>reading this file would need about {need} of memory, more than the limit of {limit}</source>
        <translation>讀取此檔案約需 {need} 記憶體，超過上限 {limit}</translation>
    </message>
    <message>
        <source>this row does not end in the first {block} of the file: reading it as one cell would need about {need} of memory, more than the limit of {limit}</source>
        <translation>這一列在檔案的前 {block} 內沒有結束：把它當作一個儲存格讀取約需 {need} 記憶體，超過上限 {limit}</translation>
    </message>
    <message>
        <source>a labels table that fits the memory limit</source>
        <translation>不超過記憶體上限的標註表</translation>
    </message>
    <message>
        <source>Check that this is the labels file; to read it anyway raise the limit with --memory-limit (for example --memory-limit {raise}), or split the file into parts</source>
        <translation>請確認這是標註檔案；如仍要讀取，請用 --memory-limit 提高上限（例如 --memory-limit {raise}），或把檔案拆成幾部分</translation>
    </message>
    <message>
        <source>choose two or more annotator columns in the import options</source>
        <translation>請在匯入選項中選擇兩個或更多標註員欄</translation>
    </message>
    <message>
        <source>the policy {policy} is already in force (event {seq})</source>
        <translation>策略 {policy} 已在生效（事件 {seq}）</translation>
    </message>
    <message>
        <source>auto-accept policy {policy} declared (event {seq}); {changed} items changed status</source>
        <translation>已聲明自動接受策略 {policy}（事件 {seq}）；{changed} 個條目的狀態改變</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a policy</source>
        <translation>「{word}」不是策略</translation>
    </message>
    <message>
        <source>unanimous, none, K/N such as 4/5 or posterior&gt;=P such as posterior&gt;=0.95</source>
        <translation>unanimous、none、K/N（例如 4/5）或 posterior&gt;=P（例如 posterior&gt;=0.95）</translation>
    </message>
    <message>
        <source>{k}/{n}</source>
        <translation>{n} 名中至少 {k} 名一致</translation>
    </message>
    <message>
        <source>Dawid–Skene posterior ≥ {p}</source>
        <translation>Dawid–Skene 後驗機率 ≥ {p}</translation>
    </message>
    <message>
        <source>none (no auto-accept)</source>
        <translation>不自動接受</translation>
    </message>
    <message>
        <source>unanimous</source>
        <translation>全體一致</translation>
    </message>
    <message>
        <source>in force: {policy} (the default; no policy declared)</source>
        <translation>生效中：{policy}（預設；未聲明策略）</translation>
    </message>
    <message>
        <source>in force: {policy} (declared in event {seq})</source>
        <translation>生效中：{policy}（於事件 {seq} 中聲明）</translation>
    </message>
    <message>
        <source>policy {policy}: {unanimous} unanimous, {accepted} accepted by the policy, {decided} decided, {unresolved} unresolved, {single} single annotator (no final label), {single_accepted} single annotator accepted; {changed} items change</source>
        <translation>策略 {policy}：{unanimous} 個一致，{accepted} 個按策略接受，{decided} 個已裁決，{unresolved} 個未解決，{single} 個僅一名標註員（無最終標籤），{single_accepted} 個僅一名標註員已確認；{changed} 個條目改變</translation>
    </message>
    <message>
        <source>κ of {annotator} vs final: {all} on all items with a final label ({n}), {disputed} on the disputed items decided ({m})</source>
        <translation>{annotator} 與最終標籤的 κ：所有有最終標籤的條目上為 {all}（{n}），已裁決的分歧條目上為 {disputed}（{m}）</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be written, so this data is open for viewing only: its decision log would be created there as {name}. To record decisions, keep the log in a folder you can write with --log PATH</source>
        <extracomment>the data&apos;s folder cannot be written: {folder} is that folder, {name} the log&apos;s file name</extracomment>
        <translation>資料夾 {folder} 無法寫入，因此這份資料只能檢視：它的決策日誌本應在那裡建立為 {name}。要記錄裁決，請用 --log PATH 把日誌放到您可以寫入的資料夾中</translation>
    </message>
    <message>
        <source>{rule}, {subject}: {observed} ({sense} {threshold}): {result}</source>
        <translation>{rule}，{subject}：觀測值 {observed}（{sense} {threshold}）：{result}</translation>
    </message>
    <message>
        <source>verdict: {verdict}</source>
        <translation>結論：{verdict}</translation>
    </message>
    <message>
        <source>no JSON schema for {command}</source>
        <extracomment>the commands with a JSON output, and the id of its schema (its ``&quot;schema&quot;`` key)</extracomment>
        <translation>{command} 沒有 JSON Schema</translation>
    </message>
    <message>
        <source>one of {commands}</source>
        <translation>以下之一：{commands}</translation>
    </message>
    <message>
        <source>no column {column} in the table</source>
        <extracomment>how many offending rows an error names before it says &quot;and N more&quot;</extracomment>
        <translation>表中沒有欄 {column}</translation>
    </message>
    <message>
        <source>one of {columns}</source>
        <translation>以下之一：{columns}</translation>
    </message>
    <message>
        <source>Name the item, annotator and label columns with item=, annotator= and label=</source>
        <translation>用 item=、annotator= 和 label= 指定條目、標註員和標籤欄</translation>
    </message>
    <message>
        <source>item, annotator and label must be three different columns, got {given}</source>
        <translation>條目、標註員和標籤必須是三個不同的欄，實際給出：{given}</translation>
    </message>
    <message>
        <source>unknown repeats rule {given}</source>
        <translation>未知的重複判斷規則 {given}</translation>
    </message>
    <message>
        <source>refuse, first or last</source>
        <translation>refuse、first 或 last</translation>
    </message>
    <message>
        <source>{n} row(s) have no value in column {column}: rows {rows}</source>
        <translation>{n} 列在欄 {column} 中沒有值：第 {rows} 列</translation>
    </message>
    <message>
        <source>Drop or fill those rows before calling</source>
        <translation>呼叫前請刪除或補全這些列</translation>
    </message>
    <message>
        <source>{n} rows repeat a judgment of one item by one annotator (the first: item {item}, annotator {annotator}; rows {rows})</source>
        <translation>{n} 列重複了同一標註員對同一條目的判斷（第一處：條目 {item}，標註員 {annotator}；第 {rows} 列）</translation>
    </message>
    <message>
        <source>Pass repeats=&apos;first&apos; or repeats=&apos;last&apos; to keep one judgment of each, or remove the repeats</source>
        <translation>傳入 repeats=&apos;first&apos; 或 repeats=&apos;last&apos; 以各保留一次判斷，或刪除重複的列</translation>
    </message>
    <message>
        <source>two readings of this file are close, so none was chosen: (1) {first}; (2) {second}</source>
        <translation>這個檔案有兩種相近的讀法，因此沒有擅自選擇：(1) {first}；(2) {second}</translation>
    </message>
    <message>
        <source>Choose one: (1) {first_options}  (2) {second_options}</source>
        <translation>請選擇一種：(1) {first_options}  (2) {second_options}</translation>
    </message>
    <message>
        <source>one reading of the columns</source>
        <translation>各欄只有一種讀法</translation>
    </message>
    <message>
        <source>this file has one row per judgment (items {item}, annotators in {annotator}), and {n} columns vary within an item as labels do ({columns}): each may be a separate question, so none was chosen</source>
        <translation>此檔案每列一個判斷（條目 {item}，標註員在 {annotator}），有 {n} 欄在同一條目內像標籤一樣變化（{columns}）：每欄可能是一個單獨的問題，因此沒有選擇任何一欄</translation>
    </message>
    <message>
        <source>Choose the question: {options} --label-col NAME, NAME one of {columns}</source>
        <translation>請選擇問題：{options} --label-col 欄名，欄名為 {columns} 之一</translation>
    </message>
    <message>
        <source>one column of labels</source>
        <translation>一欄標籤</translation>
    </message>
    <message>
        <source>the first line {line} (Excel&apos;s way of naming the delimiter) was read: fields are separated by {delimiter}</source>
        <translation>已讀取第一行 {line}（Excel 指明分隔符號的寫法）：欄位以 {delimiter} 分隔</translation>
    </message>
    <message>
        <source>the fields are separated by full-width commas {comma} (U+FF0C), which a CSV file cannot use as its delimiter</source>
        <translation>欄位之間用的是全形逗號 {comma}（U+FF0C），CSV 檔案不能用它作分隔符號</translation>
    </message>
    <message>
        <source>fields separated by an ASCII comma, a tab, a semicolon or a bar</source>
        <translation>以半形逗號、定位字元、分號或直線分隔的欄位</translation>
    </message>
    <message>
        <source>Replace every full-width comma between fields with an ASCII comma (,), or save the table again as CSV from the spreadsheet</source>
        <translation>把欄位之間的全形逗號都換成半形逗號（,），或在試算表軟體中重新另存為 CSV</translation>
    </message>
    <message>
        <source>a quote opened in this field is never closed, so the next {n} line(s) (rows {first} to {last}) were read into it as one field</source>
        <translation>這個欄位中開始的引號始終沒有閉合，因此接下來的 {n} 列（第 {first} 到 {last} 列）都被讀進了這一個欄位</translation>
    </message>
    <message>
        <source>quotes that open and close within one field</source>
        <translation>在同一欄位內開始並閉合的引號</translation>
    </message>
    <message>
        <source>Close the quote (a quote inside a quoted field is written twice: &quot;&quot;) and save the file again</source>
        <translation>請補上閉合引號（帶引號的欄位內的引號要寫兩次：&quot;&quot;）後重新儲存</translation>
    </message>
    <message>
        <source>disaggregated labels: {n} records, each naming its annotators and their annotations; read as one judgment per annotator and item ({gold})</source>
        <translation>未聚合的標籤：{n} 筆記錄，每筆列出其標註員及各自的標註；按每位標註員對每個項目的一次判斷讀取（{gold}）</translation>
    </message>
    <message>
        <source>&apos;hard_label&apos; kept as the gold column, not an annotator</source>
        <translation>&apos;hard_label&apos; 作為金標欄保留，不算標註員</translation>
    </message>
    <message>
        <source>no gold column</source>
        <translation>沒有金標欄</translation>
    </message>
    <message>
        <source>&apos;annotators&apos; as comma-joined ids or a list, and &apos;annotations&apos; as a map from annotator to label, or as many comma-joined labels as annotators</source>
        <translation>&apos;annotators&apos; 為逗號連接的編號或清單，&apos;annotations&apos; 為標註員到標籤的對應，或與標註員數目相同的逗號連接標籤</translation>
    </message>
    <message>
        <source>Correct that record, or save the labels as a table (id, one column per annotator)</source>
        <translation>請改正這筆記錄，或把標籤另存為表格（編號，每位標註員一欄）</translation>
    </message>
    <message>
        <source>record {number} names {n} annotators but holds {m} annotations</source>
        <translation>第 {number} 筆記錄列出 {n} 位標註員，卻有 {m} 個標註</translation>
    </message>
    <message>
        <source>one annotation per annotator</source>
        <translation>每位標註員一個標註</translation>
    </message>
    <message>
        <source>its source</source>
        <extracomment>where the hint sends the user for a clean copy (the hint: &quot;Export the file again from …&quot;)</extracomment>
        <translation>其來源</translation>
    </message>
    <message>
        <source>record {number}: the field {field} is a {found}</source>
        <translation>第 {number} 筆記錄：欄位 {field} 是 {found}</translation>
    </message>
    <message>
        <source>{n} annotators ({names})</source>
        <extracomment>``--id ROW``: the items are the rows (no id column), numbered as a spreadsheet shows them</extracomment>
        <translation>{n} 位標註員（{names}）</translation>
    </message>
    <message>
        <source>annotators in {column}, labels in {label}</source>
        <translation>標註員在 {column} 欄，標籤在 {label} 欄</translation>
    </message>
    <message>
        <source>item fields: {columns}</source>
        <translation>項目欄位：{columns}</translation>
    </message>
    <message>
        <source>gold: {column}</source>
        <translation>金標：{column}</translation>
    </message>
    <message>
        <source>text: {columns}</source>
        <translation>文本：{columns}</translation>
    </message>
    <message>
        <source>id: {column}</source>
        <translation>編號：{column}</translation>
    </message>
    <message>
        <source>id: row numbers</source>
        <translation>編號：列號</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>annotators: {columns}: {n} columns sharing one label vocabulary ({values})</source>
        <translation>標註員：{columns}：{n} 欄共用一套標籤（{values}）</translation>
    </message>
    <message>
        <source>; their names say so too</source>
        <translation>；欄名也表明如此</translation>
    </message>
    <message>
        <source>gold: {column}: named as a reference and holding the annotators&apos; labels; kept as an item column, left out of the agreement between annotators</source>
        <translation>金標：{column}：名稱表明是參考答案，取值是標註員的標籤；作為項目欄保留，不計入標註員之間的一致性</translation>
    </message>
    <message>
        <source>item fields: {columns}: few values, not the annotators&apos; labels (usable for agreement by group)</source>
        <translation>項目欄位：{columns}：取值很少，且不是標註員的標籤（可用於分組計算一致性）</translation>
    </message>
    <message>
        <source>text: {columns}: long, mostly distinct values</source>
        <translation>文本：{columns}：取值較長，大多互不相同</translation>
    </message>
    <message>
        <source>id: {column}: a distinct value on every row</source>
        <translation>編號：{column}：每列的值都不同</translation>
    </message>
    <message>
        <source>id: none of the columns has a distinct value on every row, so each row is an item, numbered as the spreadsheet shows it (choose a column with --id)</source>
        <translation>編號：沒有哪一欄在每列都有不同的值，因此每列是一個項目，按試算表顯示的列號編號（可用 --id 指定欄）</translation>
    </message>
    <message>
        <source>not labels: {columns}: cells hold JSON objects, lists or comma-joined values</source>
        <translation>不是標籤：{columns}：儲存格是 JSON 物件、清單或逗號連接的值</translation>
    </message>
    <message>
        <source>long layout: {item} repeats every {per_item} rows (the items), {annotator} has {per_annotator} values per item and {annotators} in all (the annotators), and {label} varies within items (the labels: {values})</source>
        <translation>長格式：{item} 每 {per_item} 列重複一次（項目），{annotator} 每個項目有 {per_annotator} 個值、共 {annotators} 個（標註員），{label} 在項目內變化（標籤：{values}）</translation>
    </message>
    <message>
        <source>long layout: {item} repeats every {per_item} rows (the items), {annotator} has {per_annotator} values per item and {annotators} in all (the annotators), and {label} is named as the labels (values: {values}); it rarely differs within an item, so the annotators mostly agree</source>
        <translation>長表：{item} 每 {per_item} 列重複一次（條目），{annotator} 每個條目有 {per_annotator} 個值、共 {annotators} 個（標註員），{label} 以名稱表明是標籤（取值：{values}）；它在同一條目內很少不同，表示標註員大多一致</translation>
    </message>
    <message>
        <source>gold: {column}: named as a reference, one value per item from the labels&apos; vocabulary; left out of the agreement between annotators</source>
        <translation>金標：{column}：名稱表明是參考答案，每個項目一個值，取自標籤集；不計入標註員之間的一致性</translation>
    </message>
    <message>
        <source>item fields: {columns}: one of a few values per item</source>
        <translation>項目欄位：{columns}：每個項目取少數幾個值之一</translation>
    </message>
    <message>
        <source>text: {columns}: long, mostly distinct values, one per item</source>
        <translation>文本：{columns}：取值較長，大多互不相同，每個項目一個</translation>
    </message>
    <message>
        <source>items: no single column names an item; {parts} together do (written {name}: {annotator} is then named once per item)</source>
        <translation>條目：沒有單獨一欄能標識條目；{parts} 合起來可以（記為 {name}：這樣每個條目中 {annotator} 只出現一次）</translation>
    </message>
    <message>
        <source>gold label &apos;{label}&apos; is not one of the labels</source>
        <translation>金標準標籤「{label}」不在標籤清單中</translation>
    </message>
    <message>
        <source>Correct the gold label, or declare it with --labels</source>
        <translation>請更正該金標準標籤，或用 --labels 聲明它</translation>
    </message>
    <message>
        <source>no column &apos;{column}&apos; of gold labels</source>
        <translation>沒有名為「{column}」的金標準標籤欄</translation>
    </message>
    <message>
        <source>one of the file&apos;s columns: {columns}</source>
        <translation>檔案中的某一欄：{columns}</translation>
    </message>
    <message>
        <source>Name it with --gold</source>
        <translation>用 --gold 指定該欄</translation>
    </message>
    <message>
        <source>cannot read the gold file ({reason})</source>
        <translation>無法讀取金標準檔案（{reason}）</translation>
    </message>
    <message>
        <source>the gold file needs two columns</source>
        <translation>金標準檔案需要兩欄</translation>
    </message>
    <message>
        <source>item id, then the gold label</source>
        <translation>條目編號，然後是金標準標籤</translation>
    </message>
    <message>
        <source>Against gold ({n} gold items): batch accuracy {accuracy}</source>
        <translation>與金標準對照（{n} 個金標準條目）：整批準確率 {accuracy}</translation>
    </message>
    <message>
        <source>{annotator}: accuracy {accuracy}, κ {kappa}, {n} gold items seen, {missed} missed</source>
        <translation>{annotator}：準確率 {accuracy}，κ {kappa}，標註了 {n} 個金標準條目，錯 {missed} 個</translation>
    </message>
    <message>
        <source>! κ&apos;s interval may be too narrow: {note}</source>
        <translation>! κ 的區間可能過窄：{note}</translation>
    </message>
    <message>
        <source>sheet {name} read: the sheet(s) before it ({sheets}) hold no table (one column of text, such as instructions); choose one with --sheet to read it instead</source>
        <translation>已讀取工作表 {name}：它之前的工作表（{sheets}）不是表格（只有一欄文字，例如說明）；如要改讀其中之一，請用 --sheet 指定</translation>
    </message>
    <message>
        <source>sheet {name} read: the sheet(s) before it ({sheets}) are named as instructions or notes; choose one with --sheet to read it instead</source>
        <translation>已讀取工作表 {name}：它之前的工作表（{sheets}）的名稱表明其為說明或備註；如要改讀其中之一，請用 --sheet 指定</translation>
    </message>
    <message>
        <source>All annotators: Fleiss&apos; κ {kappa}, Krippendorff&apos;s α {alpha}</source>
        <translation>全部標註員：Fleiss κ {kappa}，Krippendorff α {alpha}</translation>
    </message>
    <message>
        <source>without {annotator}: Fleiss&apos; κ {kappa}, Krippendorff&apos;s α {alpha}</source>
        <translation>不含 {annotator}：Fleiss κ {kappa}，Krippendorff α {alpha}</translation>
    </message>
    <message>
        <source>{a} × {b}, marginal homogeneity (Stuart–Maxwell): {test}</source>
        <translation>{a} × {b}，邊際齊性（Stuart–Maxwell）：{test}</translation>
    </message>
    <message>
        <source>{label}: share {a} minus share {b} {difference}, McNemar p {p}</source>
        <translation>{label}：{a} 的占比減去 {b} 的占比 {difference}，McNemar p {p}</translation>
    </message>
    <message>
        <source>no column of labels found: {odd} hold JSON objects, lists or comma-joined values, which are never labels, and no two of the other columns ({rest}) share a label vocabulary</source>
        <translation>未找到標籤欄：{odd} 中是 JSON 物件、列表或以逗號連接的值，這些絕不是標籤；其餘各欄（{rest}）中也沒有兩欄共用同一套標籤</translation>
    </message>
    <message>
        <source>an id and one column of labels per annotator (wide), one row per judgment (long: item, annotator, label), or an export of a tool read here (Label Studio, doccano, Prodigy, Argilla, Potato, SageMaker Ground Truth, Figure Eight, MTurk, Toloka, LeWiDi)</source>
        <translation>一個 id 欄加每位標註員一欄標籤（寬格式）、每筆判斷一列（長格式：項目、標註員、標籤），或本程式能讀取的工具匯出檔（Label Studio、doccano、Prodigy、Argilla、Potato、SageMaker Ground Truth、Figure Eight、MTurk、Toloka、LeWiDi）</translation>
    </message>
    <message>
        <source>Save the annotators&apos; labels as such a table, or name the columns that hold them: --annotators A B … (wide) or --layout long --annotator-col WHO --label-col LABEL</source>
        <translation>請把標註員的標籤存成這樣的表，或指明存放標籤的欄：--annotators A B …（寬格式）或 --layout long --annotator-col WHO --label-col LABEL</translation>
    </message>
    <message>
        <source>--epsilon {value} is out of range</source>
        <translation>--epsilon {value} 超出範圍</translation>
    </message>
    <message>
        <source>a number from 0 to below 1, such as 0.1, 0.15 or 0.2</source>
        <translation>一個大於等於 0 且小於 1 的數，例如 0.1、0.15 或 0.2</translation>
    </message>
    <message>
        <source>--fdr {value} is out of range</source>
        <translation>--fdr {value} 超出範圍</translation>
    </message>
    <message>
        <source>a number between 0 and 1, such as 0.05</source>
        <translation>一個介於 0 和 1 之間的數，例如 0.05</translation>
    </message>
    <message>
        <source>column &apos;{column}&apos; is named both as gold and as a model</source>
        <translation>欄「{column}」同時被指定為金標準和模型</translation>
    </message>
    <message>
        <source>Name it with --gold or with --model, not both</source>
        <translation>只用 --gold 或 --model 之一指定它</translation>
    </message>
    <message>
        <source>model label &apos;{label}&apos; is not one of the humans&apos; labels</source>
        <translation>模型標籤「{label}」不在人工標註的標籤中</translation>
    </message>
    <message>
        <source>Declare every label with --labels</source>
        <translation>用 --labels 宣告所有標籤</translation>
    </message>
    <message>
        <source>no column &apos;{column}&apos; of model predictions</source>
        <translation>沒有模型預測欄「{column}」</translation>
    </message>
    <message>
        <source>Name it with --model</source>
        <translation>用 --model 指定它</translation>
    </message>
    <message>
        <source>label &apos;{label}&apos; is not a number: --alt-scoring neg-rmse needs numbers</source>
        <translation>標籤「{label}」不是數字：--alt-scoring neg-rmse 需要數字標籤</translation>
    </message>
    <message>
        <source>Use --alt-scoring accuracy for categories</source>
        <translation>類別標籤請用 --alt-scoring accuracy</translation>
    </message>
    <message>
        <source>Humans with each other (the ceiling a model is read against):</source>
        <translation>人工標註員之間（衡量模型時的上限參照）：</translation>
    </message>
    <message>
        <source>{a} × {b}: κ {kappa}</source>
        <translation>{a} 與 {b}：κ {kappa}</translation>
    </message>
    <message>
        <source>Model {model} ({n} items labelled; not counted in the agreement above):</source>
        <translation>模型 {model}（標註了 {n} 個條目；不計入上面的一致性）：</translation>
    </message>
    <message>
        <source>κ against {annotator}: {kappa}</source>
        <translation>與 {annotator} 的 κ：{kappa}</translation>
    </message>
    <message>
        <source>{n} annotators share fewer than {least} items with the model: not listed</source>
        <translation>{n} 位標註員與模型共有的條目少於 {least} 個：未列出</translation>
    </message>
    <message>
        <source>κ against gold: {kappa}</source>
        <translation>與金標準的 κ：{kappa}</translation>
    </message>
    <message>
        <source>Alternative-annotator test (Calderon et al. 2025; ε = {epsilon}, q = {q}, {scoring}):</source>
        <translation>替代標註員檢定（Calderon et al. 2025；ε = {epsilon}，q = {q}，{scoring}）：</translation>
    </message>
    <message>
        <source>the model may replace the annotators (ω ≥ 0.5)</source>
        <translation>模型可以替代標註員（ω ≥ 0.5）</translation>
    </message>
    <message>
        <source>the model may not replace the annotators (ω &lt; 0.5)</source>
        <translation>模型不能替代標註員（ω &lt; 0.5）</translation>
    </message>
    <message>
        <source>winning rate ω {wins}/{tested} = {omega}: {verdict}; average advantage probability ρ {rho}</source>
        <translation>勝率 ω {wins}/{tested} = {omega}：{verdict}；平均優勢機率 ρ {rho}</translation>
    </message>
    <message>
        <source>{n} annotators share fewer than {least} items with the model and another annotator: not tested</source>
        <translation>{n} 位標註員與模型及另一位標註員共有的條目少於 {least} 個：未檢定</translation>
    </message>
    <message>
        <source>the model wins</source>
        <translation>模型勝出</translation>
    </message>
    <message>
        <source>the model does not win</source>
        <translation>模型未勝出</translation>
    </message>
    <message>
        <source>without {annotator} ({n} items): the model as close to the others or closer on {model} of them, {annotator} on {human}; difference {difference}, p {p}, adjusted p {adjusted}: {won}</source>
        <translation>去掉 {annotator}（{n} 個條目）：模型與其他人同樣接近或更接近的比例為 {model}，{annotator} 為 {human}；差值 {difference}，p {p}，校正後 p {adjusted}：{won}</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: a final value needs labels that are numbers (scores)</source>
        <translation>條目「{item}」：最終數值需要標籤都是數字（分數）</translation>
    </message>
    <message>
        <source>one of the labels as the final label</source>
        <translation>以某個標籤作為最終標籤</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: final value {value}</source>
        <translation>條目「{item}」：最終數值 {value}</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>一個有限的數</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: value chosen as {how}</source>
        <translation>條目「{item}」：數值的取法為 {how}</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: label {label} is not the text of its value {value}</source>
        <translation>條目「{item}」：標籤 {label} 不是其數值 {value} 的寫法</translation>
    </message>
    <message>
        <source>column &apos;{column}&apos; is an annotator of this project: a model must not count in the agreement</source>
        <translation>欄「{column}」是本專案的標註員：模型不得計入一致性</translation>
    </message>
    <message>
        <source>column &apos;{column}&apos; is an annotator of this project: gold labels must not count in the agreement</source>
        <translation>欄「{column}」是本專案的標註員：金標準標籤不得計入一致性</translation>
    </message>
    <message>
        <source>Name the human annotators with --annotators (a,b,c) when the project is first opened</source>
        <translation>首次開啟專案時用 --annotators（a,b,c）指定人工標註員</translation>
    </message>
    <message>
        <source>--gold and --gold-file need the labels file read in memory</source>
        <translation>--gold 和 --gold-file 需要在記憶體中讀取標籤檔案</translation>
    </message>
    <message>
        <source>no item fits --select {select}: nothing was written</source>
        <translation>沒有條目符合 --select {select}：未寫入任何檔案</translation>
    </message>
    <message>
        <source>{n} items ({select}) written to {out}</source>
        <translation>{n} 個條目（{select}）已寫入 {out}</translation>
    </message>
    <message>
        <source>only {n} items fit --select {select}, fewer than --n {asked}</source>
        <translation>只有 {n} 個條目符合 --select {select}，少於 --n {asked}</translation>
    </message>
    <message>
        <source>--out {out}: unknown task file format</source>
        <translation>--out {out}：未知的任務檔案格式</translation>
    </message>
    <message>
        <source>TASKS.csv, or TASKS.json for Label Studio</source>
        <translation>TASKS.csv，或供 Label Studio 匯入的 TASKS.json</translation>
    </message>
    <message>
        <source>unknown selection {select}</source>
        <translation>未知的選取方式 {select}</translation>
    </message>
    <message>
        <source>--n {n}: the batch must hold at least one item</source>
        <translation>--n {n}：批次至少要有一個條目</translation>
    </message>
    <message>
        <source>a whole number from 1</source>
        <translation>從 1 起的整數</translation>
    </message>
    <message>
        <source>--select {select} needs the batch&apos;s size</source>
        <translation>--select {select} 需要指定批次大小</translation>
    </message>
    <message>
        <source>--n N</source>
        <translation>--n N（批次的條目數）</translation>
    </message>
    <message>
        <source>This data has multi-label cells (label sets), whose shares would not be a distribution over the labels; use File ▸ Export adjudicated dataset… instead</source>
        <translation>此資料含多標籤儲存格（標籤集合），其占比不構成標籤上的分布；請改用「檔案 ▸ 匯出裁決後的資料集…」</translation>
    </message>
    <message>
        <source>With two annotators the model cannot tell which one errs; export again and choose the posterior of majority vote or the label shares only</source>
        <translation>只有兩位標註員時，模型無法判斷誰出錯；請重新匯出，並選擇多數決的後驗機率或僅標籤占比</translation>
    </message>
    <message>
        <source>soft labels need one label per item and annotator</source>
        <translation>軟標籤要求每個項目、每位標註員只有一個標籤</translation>
    </message>
    <message>
        <source>data with one label per cell</source>
        <translation>每個儲存格一個標籤的資料</translation>
    </message>
    <message>
        <source>This data has multi-label cells (label sets), whose shares would not be a distribution over the labels; export without --soft-labels</source>
        <translation>此資料含多標籤儲存格（標籤集合），其占比不構成標籤上的分布；請不加 --soft-labels 匯出</translation>
    </message>
    <message>
        <source>read beside the annotators, never counted among them: {columns}</source>
        <translation>與標註員一同讀取，但從不計為標註員：{columns}</translation>
    </message>
    <message>
        <source>the item id {name} joins the columns {parts}, and there is no column named {missing}</source>
        <translation>條目 id {name} 由欄 {parts} 拼成，但沒有名為 {missing} 的欄</translation>
    </message>
    <message>
        <source>an id column, or the names of several columns joined by + (each a column of the file)</source>
        <translation>一個 id 欄，或用 + 連接的多個欄名（每個都是檔案中的欄）</translation>
    </message>
    <message>
        <source>Check the header row, or pass the right column names</source>
        <translation>請檢查表頭列，或給出正確的欄名</translation>
    </message>
    <message>
        <source>the item id {name}: two different combinations of {parts} give the same id {value}, because a value holds &apos; | &apos;</source>
        <translation>條目 id {name}：{parts} 的兩種不同組合得到同一個 id {value}，因為某個值含有 &apos; | &apos;</translation>
    </message>
    <message>
        <source>Add a column with one id per item to the file and name it with --id</source>
        <translation>請在檔案中加一欄，每個條目一個 id，並用 --id 指定</translation>
    </message>
    <message>
        <source>not read (the statistics do not use them): {columns}</source>
        <translation>未讀取（統計不使用這些欄）：{columns}</translation>
    </message>
    <message>
        <source>this looks like a contingency table of two annotators, not one row per item: the first column repeats the other columns&apos; names ({labels}) and every cell is a count</source>
        <translation>這看起來是兩名標註員的列聯表，而不是每列一個條目：第一欄重複了其他欄的名稱（{labels}），每個儲存格都是計數</translation>
    </message>
    <message>
        <source>one row per item with one column of labels per annotator (or one row per judgment)</source>
        <translation>每列一個條目、每名標註員一欄標籤（或每列一個判斷）</translation>
    </message>
    <message>
        <source>Read it as a table on the command line: adjudicator agree FILE --table</source>
        <translation>請在命令列中按列聯表讀取：adjudicator agree 檔案 --table</translation>
    </message>
    <message>
        <source>this looks like counts of raters per category, not annotators&apos; labels: every cell of {columns} is a whole number, {zeros} of them are 0, and each row adds up to {low} to {high} (the number of raters who judged the item)</source>
        <translation>這看起來是每個類別的評分者人數，而不是標註員的標籤：{columns} 的每個儲存格都是整數，其中 {zeros} 為 0，每列之和為 {low} 到 {high}（評判該條目的評分者人數）</translation>
    </message>
    <message>
        <source>Which rater chose what is not in such a table: save one column of labels per annotator. If these columns really are annotators&apos; labels, name them: --annotators {columns_args}</source>
        <translation>這種表中沒有哪位評分者選了什麼：請為每名標註員儲存一欄標籤。如果這些欄確實是標註員的標籤，請指明：--annotators {columns_args}</translation>
    </message>
    <message>
        <source>--memory-limit {limit} cannot be kept: the program itself holds {held}, and counting needs at least {need} beside it</source>
        <extracomment>the engine&apos;s own arrays of one batch, in Python, beside DuckDB&apos;s (bytes) DuckDB&apos;s allocations beyond its memory_limit: this share of it, and this much per thread the least memory_limit DuckDB is given (below it a count of any size spills for minutes) the process&apos;s memory when it cannot be read (no /proc, no getrusage)</extracomment>
        <translation>無法遵守 --memory-limit {limit}：程式本身已佔用 {held}，計數另外至少還需要 {need}</translation>
    </message>
    <message>
        <source>--memory-limit of at least {least}</source>
        <translation>至少 {least} 的 --memory-limit</translation>
    </message>
    <message>
        <source>Raise it, for example --memory-limit {least}; DuckDB spills to a temporary folder beyond its share, so a run stays within the limit however large the file</source>
        <translation>請提高該值，例如 --memory-limit {least}；DuckDB 超出分給它的記憶體時溢寫到暫存資料夾，因此無論檔案多大，執行都不會超出該限制</translation>
    </message>
    <message>
        <source>this run took {peak} of memory at its peak, more than --memory-limit {limit}; its numbers are right, but the limit was not kept</source>
        <translation>本次執行最多佔用了 {peak} 記憶體，超出了 --memory-limit {limit}；結果數字無誤，但未能遵守該限制</translation>
    </message>
    <message>
        <source>only one annotator, {name}, labelled this file ({n} items): agreement compares two or more annotators on the same items</source>
        <translation>只有一位標註員 {name} 標註了此檔案（{n} 個條目）：一致性需要比較兩位或更多標註員對同一批條目的標註</translation>
    </message>
    <message>
        <source>no annotator&apos;s labels were found: agreement compares two or more annotators on the same items</source>
        <translation>未找到任何標註員的標註：一致性需要比較兩位或更多標註員對同一批條目的標註</translation>
    </message>
    <message>
        <source>this {tool} export holds one annotator&apos;s work: put every annotator&apos;s export in one folder and open the folder (one file per annotator)</source>
        <translation>此 {tool} 匯出檔只含一位標註員的工作：請把每位標註員的匯出檔放進同一個資料夾，然後開啟該資料夾（每位標註員一個檔案）</translation>
    </message>
    <message>
        <source>if other columns hold other annotators&apos; labels, name them all with --annotators (in the window: the import options); if each annotator&apos;s labels are in a file of their own, put the files in one folder and open the folder</source>
        <translation>如果其他欄是其他標註員的標註，請用 --annotators 全部列出（在視窗中：匯入選項）；如果每位標註員的標註各在一個檔案中，請把這些檔案放進同一個資料夾並開啟該資料夾</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>The annotators&apos; label shares only</source>
        <translation>僅標註員的標籤占比</translation>
    </message>
    <message>
        <source>Also the posterior of majority vote</source>
        <translation>另加多數決的後驗機率</translation>
    </message>
    <message>
        <source>Also the posterior of Dawid–Skene</source>
        <translation>另加 Dawid–Skene 的後驗機率</translation>
    </message>
    <message>
        <source>Also the posterior of MACE</source>
        <translation>另加 MACE 的後驗機率</translation>
    </message>
    <message>
        <source>Export with soft labels</source>
        <translation>匯出（含軟標籤）</translation>
    </message>
    <message>
        <source>Each item gets one column soft:LABEL per label (the share of its annotators who gave it) and n_judgments. A posterior adds one column posterior:LABEL per label and its entropy in bits.</source>
        <translation>每個項目按標籤各得一欄 soft:LABEL（給出該標籤的標註員占比）及 n_judgments。選擇後驗機率時另加每個標籤一欄 posterior:LABEL 及其熵（位元）。</translation>
    </message>
    <message>
        <source>Export the adjudicated dataset</source>
        <translation>匯出裁決後的資料集</translation>
    </message>
    <message>
        <source>%1 unresolved items and %2 items only one annotator labelled have no final label. They will be written with an empty final label and a status saying why.

Export anyway?</source>
        <translation>%1 個未解決條目和 %2 個僅一名標註員標註的條目沒有最終標籤。它們將以空的最終標籤寫出，狀態欄說明原因。

仍要匯出嗎？</translation>
    </message>
    <message>
        <source>Items without a final label</source>
        <translation>沒有最終標籤的條目</translation>
    </message>
    <message>
        <source>CSV for Excel (UTF-8 with BOM) (*.csv)</source>
        <translation>供 Excel 使用的 CSV（UTF-8，含 BOM）(*.csv)</translation>
    </message>
    <message>
        <source>CSV, plain UTF-8 (*.csv)</source>
        <translation>CSV，一般 UTF-8 (*.csv)</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>Exporting %1…</source>
        <translation>正在匯出 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Exported to %1 (with a disagreements sheet and a manifest)</source>
        <translation>已匯出到 %1（附分歧表和清單檔案）</translation>
    </message>
    <message>
        <source>Export cancelled; no file was written</source>
        <translation>匯出已取消，未寫入任何檔案</translation>
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
        <source>Showing these class pairs; click to show all pairs again</source>
        <translation>正在顯示這些類別對；按一下以重新顯示所有類別對</translation>
    </message>
    <message>
        <source>Gold items %1 missed</source>
        <translation>%1 答錯的金標準條目</translation>
    </message>
    <message>
        <source>Showing the gold items %1 labelled unlike the gold label; click to show every item again</source>
        <translation>正在顯示 %1 所標與金標準標籤不同的金標準條目；點擊以重新顯示全部條目</translation>
    </message>
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
        <source>Single annotator only</source>
        <translation>僅看單一標註員</translation>
    </message>
    <message>
        <source>Items only one annotator labelled whose label is not accepted yet</source>
        <translation>僅一名標註員標註、其標籤尚未確認的項目</translation>
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
    <name>FormTexts</name>
    <message>
        <source>Reading the file</source>
        <extracomment>the import form (ui.import_form, which imports this module: naming its class here would make a circle), read only for its widgets</extracomment>
        <translation>讀取檔案</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>編碼：</translation>
    </message>
    <message>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8（含 BOM）</translation>
    </message>
    <message>
        <source>Sheet:</source>
        <translation>工作表：</translation>
    </message>
    <message>
        <source>First sheet with data</source>
        <translation>第一個有資料的工作表</translation>
    </message>
    <message>
        <source>The first row is data (no header row)</source>
        <translation>第一列就是資料（沒有標題列）</translation>
    </message>
    <message>
        <source>Excel hidden rows and columns:</source>
        <translation>Excel 隱藏的列和欄：</translation>
    </message>
    <message>
        <source>Refuse, name them (default)</source>
        <translation>拒絕並列出（預設）</translation>
    </message>
    <message>
        <source>Read them as data</source>
        <translation>作為資料讀取</translation>
    </message>
    <message>
        <source>Leave them out</source>
        <translation>略去</translation>
    </message>
    <message>
        <source>Excel merged cells:</source>
        <translation>Excel 合併儲存格：</translation>
    </message>
    <message>
        <source>Every cell takes the merge&apos;s value</source>
        <translation>每個儲存格取合併範圍的值</translation>
    </message>
    <message>
        <source>Only the first cell holds it</source>
        <translation>只有第一個儲存格有值</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>版面：</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>自動偵測</translation>
    </message>
    <message>
        <source>Wide: one column per annotator</source>
        <translation>寬表：每位標註員一欄</translation>
    </message>
    <message>
        <source>Long: one row per judgment</source>
        <translation>長表：每筆標註一列</translation>
    </message>
    <message>
        <source>One file per annotator (a folder)</source>
        <translation>每位標註員一個檔案（資料夾）</translation>
    </message>
    <message>
        <source>Item id:</source>
        <translation>項目 ID：</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>文字：</translation>
    </message>
    <message>
        <source>Annotator column:</source>
        <translation>標註員欄：</translation>
    </message>
    <message>
        <source>Gold / reference:</source>
        <translation>金標準／參考欄：</translation>
    </message>
    <message>
        <source>Label column:</source>
        <translation>標籤欄：</translation>
    </message>
    <message>
        <source>No id column: each row is an item</source>
        <translation>沒有 id 欄：每一列是一個項目</translation>
    </message>
    <message>
        <source>Annotator columns:</source>
        <translation>標註員各欄：</translation>
    </message>
    <message>
        <source>Wide layout: tick the columns that hold labels (none ticked: detect).</source>
        <translation>寬表：勾選存放標籤的欄位（都不勾選：自動偵測）。</translation>
    </message>
    <message>
        <source>Models (annotator names):</source>
        <translation>模型（標註員名稱）：</translation>
    </message>
    <message>
        <source>Model predictions:</source>
        <translation>模型預測欄：</translation>
    </message>
    <message>
        <source>Strata:</source>
        <translation>分層欄：</translation>
    </message>
    <message>
        <source>Columns to break the agreement down by, such as source or batch (none ticked: detect).</source>
        <translation>用來分組計算一致性的欄位，如來源或批次（都不勾選：自動偵測）。</translation>
    </message>
    <message>
        <source>Long layout: the column that names the annotator.</source>
        <translation>長表：寫明標註員的那一欄。</translation>
    </message>
    <message>
        <source>Long layout (or one file per annotator): the column that holds the label.</source>
        <translation>長表（或每位標註員一個檔案）：存放標籤的那一欄。</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>Schema:</source>
        <translation>標籤方案：</translation>
    </message>
    <message>
        <source>none: labels as found</source>
        <translation>無：依檔案中出現的標籤</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Multi-label separator:</source>
        <translation>多標籤分隔符號：</translation>
    </message>
    <message>
        <source>Never split cells</source>
        <translation>從不拆分儲存格</translation>
    </message>
    <message>
        <source>Treat 无法判断, 不确定, unsure… as missing</source>
        <translation>將「無法判斷」「不確定」「unsure」等視為缺漏</translation>
    </message>
    <message>
        <source>Off (the default): such values are kept as a label of their own and counted in the report.</source>
        <translation>不勾選（預設）：這些值作為一個獨立的標籤保留，並在報告中計數。</translation>
    </message>
    <message>
        <source>Also missing:</source>
        <translation>其他缺漏值：</translation>
    </message>
    <message>
        <source>values separated by commas</source>
        <translation>多個值以逗號分隔</translation>
    </message>
    <message>
        <source>Not missing:</source>
        <translation>不算缺失：</translation>
    </message>
    <message>
        <source>real labels among the missing spellings, e.g. -, ?</source>
        <translation>缺失寫法中其實是標籤的值，例如 -、?</translation>
    </message>
    <message>
        <source>The report lists every spelling read as no label (null, n/a, 空, 缺失, ?…); values written here stay labels.</source>
        <translation>報告會列出所有按無標籤讀取的寫法（null、n/a、空、缺失、? 等）；寫在這裡的值仍作為標籤。</translation>
    </message>
    <message>
        <source>Merge spellings that differ by case, width, spaces or 繁/简</source>
        <translation>合併僅在大小寫、全半形、空格或繁/簡上不同的寫法</translation>
    </message>
    <message>
        <source>Keep spaces around labels (&apos;pos &apos; differs from &apos;pos&apos;)</source>
        <translation>保留標籤兩端的空格（&apos;pos &apos; 與 &apos;pos&apos; 不同）</translation>
    </message>
    <message>
        <source>Off (the default): spaces around labels are trimmed and the report says which.</source>
        <translation>關閉（預設）：去掉標籤兩端的空格，並在報告中列出。</translation>
    </message>
    <message>
        <source>Annotation tool exports</source>
        <translation>標註工具匯出檔</translation>
    </message>
    <message>
        <source>Prodigy, nothing accepted:</source>
        <translation>Prodigy，未選任何選項：</translation>
    </message>
    <message>
        <source>Missing (default)</source>
        <translation>缺漏（預設）</translation>
    </message>
    <message>
        <source>The label &apos;(none)&apos;</source>
        <translation>標籤「(none)」</translation>
    </message>
    <message>
        <source>Prodigy, answer &apos;reject&apos;:</source>
        <translation>Prodigy，答案為「reject」：</translation>
    </message>
    <message>
        <source>The label &apos;reject&apos;</source>
        <translation>標籤「reject」</translation>
    </message>
    <message>
        <source>Figure Eight / Toloka: keep test-question (gold) and control-task judgments</source>
        <translation>Figure Eight / Toloka：保留測試題（gold）與控制任務的判斷</translation>
    </message>
    <message>
        <source>Off (the default): judgments of test questions are left out and counted in the report.</source>
        <translation>關閉（預設）：測試題的判斷不計入，並在報告中計數。</translation>
    </message>
    <message>
        <source>Same annotator, same item twice:</source>
        <translation>同一標註員對同一條目標註兩次：</translation>
    </message>
    <message>
        <source>Refuse, list both (default)</source>
        <translation>拒絕並列出兩筆（預設）</translation>
    </message>
    <message>
        <source>Keep the first</source>
        <translation>保留第一筆</translation>
    </message>
    <message>
        <source>Keep the last</source>
        <translation>保留最後一筆</translation>
    </message>
    <message>
        <source>Allow annotator columns named alike (ann_a, ANN_A)</source>
        <translation>允許名稱相近的標註員欄（ann_a、ANN_A）</translation>
    </message>
    <message>
        <source>Off (the default): columns whose names differ only by case or spaces are named as probable copies and must be confirmed.</source>
        <translation>關閉（預設）：名稱僅在大小寫或空格上不同的欄會被指出為可能的副本，須確認後才使用。</translation>
    </message>
    <message>
        <source>Keep the chosen options</source>
        <translation>保留已選的選項</translation>
    </message>
    <message>
        <source>Detect (UTF-8, BOM, GB18030, Big5, Shift JIS, EUC-KR)</source>
        <translation>自動偵測（UTF-8、BOM、GB18030、Big5、Shift JIS、EUC-KR）</translation>
    </message>
    <message>
        <source>A column of known answers: each annotator is scored against it, and it never counts as an annotator (Detect: a column named like label, gold or final holding the annotators&apos; labels). In a long table it may also be an annotator name whose labels are the known answers.</source>
        <translation>已知答案所在的欄：每位標註員都與它對照評分，它本身從不算作標註員（偵測：名稱表示參考答案或最終標籤、且取值為標註員標籤的欄）。在長表中也可以是一個標註員名稱，其標籤即已知答案。</translation>
    </message>
    <message>
        <source>Tick the columns of a model&apos;s or an LLM&apos;s predictions (in a long table: the annotator names that are a model): each is compared with the annotators (κ, the alternative-annotator test) and never counts in their agreement (none ticked: no model).</source>
        <translation>勾選模型或大型語言模型的預測欄（在長表中：勾選屬於模型的標註員名稱）：每一個都與標註員比較（κ、替代標註員檢定），且從不計入標註員之間的一致性（未勾選：沒有模型）。</translation>
    </message>
    <message>
        <source>Question to read:</source>
        <translation>要讀取的問題：</translation>
    </message>
    <message>
        <source>Label Studio / Potato: first one found</source>
        <translation>Label Studio/Potato：預設第一個</translation>
    </message>
    <message>
        <source>Figure Eight: leave out judgments flagged as tainted</source>
        <translation>Figure Eight：排除標記為 tainted 的標註</translation>
    </message>
</context>
<context>
    <name>GoldPanel</name>
    <message>
        <source>Against the gold items</source>
        <translation>與金標準條目對照</translation>
    </message>
    <message>
        <source>%1 gold items (column %2); accuracy with its 95% Wilson interval, κ against the gold labels</source>
        <translation>%1 個金標準條目（欄 %2）；準確率附 95% Wilson 區間，κ 為與金標準標籤的一致性</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %3, κ %4 %6 (%5 gold items)</source>
        <translation>%1：準確率 %2 %3，κ %4 %6（%5 個金標準條目）</translation>
    </message>
    <message>
        <source>κ&apos;s interval may be too narrow: %1</source>
        <translation>κ 的區間可能過窄：%1</translation>
    </message>
    <message>
        <source>List the gold items missed (%1) →</source>
        <translation>列出答錯的金標準條目（%1）→</translation>
    </message>
    <message>
        <source>Show in the item list the gold items %1 labelled unlike the gold label</source>
        <translation>在條目列表中顯示 %1 所標與金標準標籤不同的金標準條目</translation>
    </message>
</context>
<context>
    <name>GoldRuleRows</name>
    <message>
        <source>each annotator</source>
        <translation>每名標註員</translation>
    </message>
    <message>
        <source>the batch (every annotator&apos;s gold judgments pooled)</source>
        <translation>整批（合併全部標註員的金標準判斷）</translation>
    </message>
    <message>
        <source>Gold items are items with a known answer (a reference column of the file). Without any, these rules cannot be checked and the verdict is not a pass.</source>
        <translation>金標準條目是答案已知的條目（檔案中的參考答案欄）。沒有金標準條目時，這些規則無法檢查，結論不會是通過。</translation>
    </message>
    <message>
        <source>Accuracy against the gold items at least</source>
        <translation>與金標準條目對照的準確率至少為</translation>
    </message>
    <message>
        <source>Gold items labelled at least</source>
        <translation>標註的金標準條目至少為</translation>
    </message>
    <message>
        <source>Gold rules judge</source>
        <translation>金標準規則評判對象</translation>
    </message>
</context>
<context>
    <name>GuidelineDialog</name>
    <message>
        <source>New guideline version</source>
        <translation>新的標註規範版本</translation>
    </message>
    <message>
        <source>e.g. sarcasm about delivery counts as a complaint</source>
        <translation>例如：對配送的諷刺算作投訴</translation>
    </message>
    <message>
        <source>Current version: %1</source>
        <translation>目前版本：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>New version:</source>
        <translation>新版本：</translation>
    </message>
    <message>
        <source>What changed (optional):</source>
        <translation>變更內容（選填）：</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Agreement between annotators: per pair and overall.</source>
        <translation>標註員之間的一致性：逐對及整體。</translation>
    </message>
    <message>
        <source>a labels file as `adjudicator validate` reads it (CSV/TSV/XLSX/JSONL/JSON/Parquet, wide or long), or with --table a k x k contingency-table CSV (first column = row labels)</source>
        <translation>`adjudicator validate` 能讀取的標籤檔案（CSV/TSV/XLSX/JSONL/JSON/Parquet，寬格式或長格式），或搭配 --table 使用的 k x k 列聯表 CSV（第一欄為列標籤）</translation>
    </message>
    <message>
        <source>FILE is a k x k contingency table</source>
        <translation>FILE 是一個 k x k 列聯表</translation>
    </message>
    <message>
        <source>Suggested labels from three or more annotators, with each annotator&apos;s estimated quality.</source>
        <translation>根據三位或更多標註員給出建議標籤，並估計每位標註員的品質。</translation>
    </message>
    <message>
        <source>a labels file as `adjudicator validate` reads it</source>
        <translation>`adjudicator validate` 能讀取的標籤檔案</translation>
    </message>
    <message>
        <source>majority vote, Dawid–Skene (1979) or MACE (Hovy et al. 2013); default dawid-skene</source>
        <translation>多數投票、Dawid–Skene（1979）或 MACE（Hovy 等，2013）；預設 dawid-skene</translation>
    </message>
    <message>
        <source>bootstrap resamples of the items for the annotators&apos; intervals (0: none)</source>
        <translation>為標註員指標的區間對條目做自助重抽樣的次數（0：不做）</translation>
    </message>
    <message>
        <source>seed of the bootstrap and of MACE&apos;s random starts</source>
        <translation>自助法與 MACE 隨機初值的隨機種子</translation>
    </message>
    <message>
        <source>the categories in scale order</source>
        <translation>按量表順序排列的類別</translation>
    </message>
    <message>
        <source>weights of the weighted coefficients (default: from --level)</source>
        <translation>加權係數使用的權重（預設：由 --level 決定）</translation>
    </message>
    <message>
        <source>distances for the weights: the label values when labels are numbers (auto; Gwet, irrCAC), always the values, or the ranks 1..k (scikit-learn)</source>
        <translation>權重所用的距離：標籤是數字時用標籤值（auto；同 Gwet、irrCAC），一律用值，或用秩次 1..k（同 scikit-learn）</translation>
    </message>
    <message>
        <source>level of measurement (Krippendorff&apos;s alpha)</source>
        <translation>測量尺度（Krippendorff&apos;s alpha）</translation>
    </message>
    <message>
        <source>weighted statistics on all declared categories or the observed ones</source>
        <translation>加權統計量基於全部宣告的類別，或僅基於出現過的類別</translation>
    </message>
    <message>
        <source>bootstrap resamples</source>
        <translation>bootstrap 重抽樣次數</translation>
    </message>
    <message>
        <source>bootstrap seed</source>
        <translation>bootstrap 隨機種子</translation>
    </message>
    <message>
        <source>table: SE divisor n, z interval; gwet: n-1, t(n-1) clipped to [-1, 1]</source>
        <translation>table：標準誤除數為 n，用 z 區間；gwet：除數為 n-1，用 t(n-1) 區間並截斷到 [-1, 1]</translation>
    </message>
    <message>
        <source>with more than 20 annotators (a crowd): list only the pairs sharing at least N items (default 10); the others are counted</source>
        <translation>標註員超過 20 位（眾包）時：只列出共同標註至少 N 個條目的標註員對（預設 10）；其餘的只計數</translation>
    </message>
    <message>
        <source>also report p_o, Cohen&apos;s κ and Gwet&apos;s AC1 within each value of this stratum column (e.g. channel), per annotator pair</source>
        <translation>另外按此分層欄的每個取值（例如通路）逐對報告 p_o、Cohen&apos;s κ 和 Gwet&apos;s AC1</translation>
    </message>
    <message>
        <source>compute on the usable rows even if the import found problems</source>
        <translation>即使匯入時發現問題，也用可用的列計算</translation>
    </message>
    <message>
        <source>Apply decisions (item, label, rationale) from a CSV file.</source>
        <translation>從 CSV 檔案套用裁決（項目、標籤、理由）。</translation>
    </message>
    <message>
        <source>who decided (default: the login name)</source>
        <translation>裁決人（預設：登入名稱）</translation>
    </message>
    <message>
        <source>Show the items whose final label changed between versions.</source>
        <translation>顯示兩個版本之間最終標籤發生變化的項目。</translation>
    </message>
    <message>
        <source>the later version (default: now)</source>
        <translation>較新的版本（預設：now，即目前）</translation>
    </message>
    <message>
        <source>Write the adjudicated dataset, disagreements and manifest.</source>
        <translation>寫出裁決後的資料集、分歧清單和資訊清單檔案。</translation>
    </message>
    <message>
        <source>the file to write</source>
        <translation>要寫入的檔案</translation>
    </message>
    <message>
        <source>a sequence number, a version name or an ISO time</source>
        <translation>序號、版本名稱或 ISO 時間</translation>
    </message>
    <message>
        <source>CSV/TSV for Excel: start the files with UTF-8&apos;s byte-order mark, so Excel on a Chinese Windows reads them right</source>
        <translation>供 Excel 使用的 CSV/TSV：檔案以 UTF-8 位元組順序標記開頭，中文 Windows 上的 Excel 才能正確讀取</translation>
    </message>
    <message>
        <source>replace existing files that are not an earlier export of this project (decision logs, their tip and lock files and pinned originals are still refused)</source>
        <translation>取代不是本專案先前匯出的現有檔案（裁決日誌、其末端記錄檔和鎖檔案以及被固定的原始資料仍會被拒絕）</translation>
    </message>
    <message>
        <source>the tool export&apos;s question the log must have been started with (checked; a log keeps the question it was started with)</source>
        <translation>日誌建立時所用的工具匯出問題（會檢查；日誌始終沿用建立時的問題）</translation>
    </message>
    <message>
        <source>add per item the share of its annotators who gave each label (columns soft:LABEL) and the number of judgments</source>
        <translation>為每個項目加上給出各標籤的標註員占比（soft:LABEL 欄）及判斷數</translation>
    </message>
    <message>
        <source>with --soft-labels: also the posterior over the labels (columns posterior:LABEL) and its entropy in bits, fitted as `adjudicator aggregate` does</source>
        <translation>與 --soft-labels 一起：另加標籤上的後驗機率（posterior:LABEL 欄）及其熵（位元），擬合方式同 `adjudicator aggregate`</translation>
    </message>
    <message>
        <source>Open the Adjudicator window.</source>
        <translation>開啟 Adjudicator 視窗。</translation>
    </message>
    <message>
        <source>labels file to open (wide CSV: id, annotators)</source>
        <translation>要開啟的標籤檔案（寬格式 CSV：id、各標註員）</translation>
    </message>
    <message>
        <source>open the bundled sample</source>
        <translation>開啟內建範例</translation>
    </message>
    <message>
        <source>decision log (default: beside the data file)</source>
        <translation>裁決日誌（預設：資料檔案旁邊）</translation>
    </message>
    <message>
        <source>interface language (default: saved/system)</source>
        <translation>介面語言（預設：已儲存的設定或系統語言）</translation>
    </message>
    <message>
        <source>render the window offscreen after loading, save it as PNG, exit</source>
        <translation>載入後在螢幕外繪製視窗，儲存為 PNG 後結束</translation>
    </message>
    <message>
        <source>window size for --screenshot, WIDTHxHEIGHT (default 1280x800)</source>
        <translation>--screenshot 的視窗大小，寬x高（預設 1280x800）</translation>
    </message>
    <message>
        <source>Start a new guideline version.</source>
        <translation>開始一個新的規範版本。</translation>
    </message>
    <message>
        <source>the guideline version, e.g. 2.1</source>
        <translation>規範版本，例如 2.1</translation>
    </message>
    <message>
        <source>what changed</source>
        <translation>變更內容</translation>
    </message>
    <message>
        <source>who changed it (default: the login name)</source>
        <translation>修改人（預設：登入名稱）</translation>
    </message>
    <message>
        <source>Show the decision history.</source>
        <translation>顯示裁決歷史。</translation>
    </message>
    <message>
        <source>only this item&apos;s history</source>
        <translation>只顯示此項目的歷史</translation>
    </message>
    <message>
        <source>Merge two decision logs.</source>
        <translation>合併兩份裁決日誌。</translation>
    </message>
    <message>
        <source>the new log (must not exist)</source>
        <translation>新日誌（不得已存在）</translation>
    </message>
    <message>
        <source>Add a note to an item or to the project.</source>
        <translation>為項目或專案新增備註。</translation>
    </message>
    <message>
        <source>the note</source>
        <translation>備註內容</translation>
    </message>
    <message>
        <source>the item the note is about (default: none)</source>
        <translation>備註針對的項目（預設：無）</translation>
    </message>
    <message>
        <source>who wrote it (default: the login name)</source>
        <translation>撰寫人（預設：登入名稱）</translation>
    </message>
    <message>
        <source>the log lost its last events on purpose (it does not reach its tip): accept it, recording the acceptance and this note in the log</source>
        <translation>日誌有意刪去了最後的事件（未達到其記錄的末端）：接受它，並把這次接受和此備註記入日誌</translation>
    </message>
    <message>
        <source>the annotators&apos; labels (never written)</source>
        <translation>標註員的標籤（從不寫入）</translation>
    </message>
    <message>
        <source>the decision log (default: NAME.adjudication.jsonl beside DATA)</source>
        <translation>裁決日誌（預設：DATA 旁邊的 NAME.adjudication.jsonl）</translation>
    </message>
    <message>
        <source>column with the item ids (default: the first)</source>
        <translation>項目 id 所在的欄（預設：第一欄）</translation>
    </message>
    <message>
        <source>comma-separated annotator columns</source>
        <translation>以逗號分隔的標註員欄</translation>
    </message>
    <message>
        <source>comma-separated labels in scale order</source>
        <translation>按量表順序、以逗號分隔的標籤</translation>
    </message>
    <message>
        <source>wide (one row per item) or long (one row per judgment); default: detected</source>
        <translation>寬格式（每列一個條目）或長格式（每列一個判斷）；預設：自動偵測</translation>
    </message>
    <message>
        <source>Undo an earlier event (as a new revert event).</source>
        <translation>復原先前的某個事件（記為一個新的復原事件）。</translation>
    </message>
    <message>
        <source>the sequence number of the event to undo</source>
        <translation>要復原的事件的序號</translation>
    </message>
    <message>
        <source>who undid it (default: the login name)</source>
        <translation>復原人（預設：登入名稱）</translation>
    </message>
    <message>
        <source>Set the acceptance rules before looking at the results.</source>
        <translation>在檢視結果之前設定驗收規則。</translation>
    </message>
    <message>
        <source>one rule, e.g. --set min_value=0.7 --set key_classes=投诉,退款 (KEY= clears it); keys: min_paired_n, coefficient, min_value, min_ci_low, key_classes, class_measure (kappa|recall), min_class, max_unresolved_share, max_unreviewed_share, icc_form (ICC(2,1) … ICC(3,k)), min_icc, max_mae, gold_scope (annotator|batch), min_gold_accuracy, min_gold_n</source>
        <translation>一條規則，例如 --set min_value=0.7 --set key_classes=投訴,退款（KEY= 表示清除）；可用的鍵：min_paired_n、coefficient、min_value、min_ci_low、key_classes、class_measure（kappa|recall）、min_class、max_unresolved_share、max_unreviewed_share、icc_form（ICC(2,1) … ICC(3,k)）、min_icc、max_mae、gold_scope（annotator|batch）、min_gold_accuracy、min_gold_n</translation>
    </message>
    <message>
        <source>a JSON or TOML rules file (its rules replace those in force)</source>
        <translation>JSON 或 TOML 規則檔案（其中的規則取代目前生效的規則）</translation>
    </message>
    <message>
        <source>who set them (default: the login name)</source>
        <translation>設定人（預設：登入名稱）</translation>
    </message>
    <message>
        <source>Draw the items to be labelled by a second annotator.</source>
        <translation>抽取要由第二位標註員標註的項目。</translation>
    </message>
    <message>
        <source>the dataset (never written)</source>
        <translation>資料集（從不寫入）</translation>
    </message>
    <message>
        <source>items in the sample (default: the planned size)</source>
        <translation>樣本中的項目數（預設：計畫的樣本量）</translation>
    </message>
    <message>
        <source>the file to hand out</source>
        <translation>要分發的檔案</translation>
    </message>
    <message>
        <source>stratify by this column or annotator</source>
        <translation>按此欄或此標註員分層</translation>
    </message>
    <message>
        <source>random seed (default 0)</source>
        <translation>隨機種子（預設 0）</translation>
    </message>
    <message>
        <source>plan the size: a 95%% CI of at most this half-width in --assurance of studies if κ were KAPPA</source>
        <translation>規劃樣本量：若 κ 為 KAPPA，使 --assurance 比例的研究中 95%% 信賴區間半寬不超過此值</translation>
    </message>
    <message>
        <source>plan the size: the CI&apos;s lower bound above THRESHOLD with power --power if κ were KAPPA</source>
        <translation>規劃樣本量：若 κ 為 KAPPA，以 --power 的檢定力使信賴區間下限高於 THRESHOLD</translation>
    </message>
    <message>
        <source>for --plan-lower (default 0.8)</source>
        <translation>用於 --plan-lower（預設 0.8）</translation>
    </message>
    <message>
        <source>for --plan: the share of studies that must reach the half-width (default 0.9)</source>
        <translation>用於 --plan：必須達到該半寬的研究比例（預設 0.9）</translation>
    </message>
    <message>
        <source>expected class shares for the plan (default: the shares of the labels already in DATA)</source>
        <translation>規劃時假定的各類別占比（預設：DATA 中已有標籤的占比）</translation>
    </message>
    <message>
        <source>Evaluate every case of a reference-vectors file (default: the bundled public vectors) and report, per case, the computed and expected values. Exit status 0 only if every case passes.</source>
        <translation>評估參考向量檔案（預設：內建的公開向量）中的每個案例，並逐案例報告計算值和預期值。只有全部案例通過時結束狀態才為 0。</translation>
    </message>
    <message>
        <source>a JSON file in the vectors.json schema</source>
        <translation>符合 vectors.json 格式的 JSON 檔案</translation>
    </message>
    <message>
        <source>list the fields of failing cases only</source>
        <translation>只列出未通過案例的欄位</translation>
    </message>
    <message>
        <source>Name the current version (a tag).</source>
        <translation>為目前版本命名（標記）。</translation>
    </message>
    <message>
        <source>the version&apos;s name, e.g. round-1</source>
        <translation>版本名稱，例如 round-1</translation>
    </message>
    <message>
        <source>who named it (default: the login name)</source>
        <translation>命名人（預設：登入名稱）</translation>
    </message>
    <message>
        <source>exit status:
  0  the file is usable (warnings and suggestions may still be printed)
  1  the file was read but has problems to fix first: duplicate or blank ids, values not in
     the schema, rows with the wrong number of fields, garbled (mis-encoded) labels, fewer
     than two annotators, or no item labelled by two annotators
  2  the file cannot be read at all (the message names file, row and column)</source>
        <translation>結束狀態：
  0  檔案可用（仍可能輸出警告和建議）
  1  檔案已讀取，但有需要先修正的問題：id 重複或空白、值不在標籤方案中、
     列的欄位數不對、標籤亂碼（編碼錯誤）、標註員少於兩位，
     或沒有任何項目被兩位標註員標註
  2  檔案完全無法讀取（訊息中會寫明檔案、列和欄）</translation>
    </message>
    <message>
        <source>label schema (.json or .toml)</source>
        <translation>標籤方案（.json 或 .toml）</translation>
    </message>
    <message>
        <source>text encoding (default: detected)</source>
        <translation>文字編碼（預設：自動偵測）</translation>
    </message>
    <message>
        <source>XLSX sheet name or number (default: first with data)</source>
        <translation>XLSX 工作表名稱或序號（預設：第一個有資料的工作表）</translation>
    </message>
    <message>
        <source>default: detected</source>
        <translation>預設：自動偵測</translation>
    </message>
    <message>
        <source>item id column, or several that name an item together joined by + (patient_id+scan_id+nodule_index)</source>
        <translation>條目 id 欄，或用 + 連接、合起來標識條目的多個欄（patient_id+scan_id+nodule_index）</translation>
    </message>
    <message>
        <source>long layout: annotator column</source>
        <translation>長格式：標註員欄</translation>
    </message>
    <message>
        <source>long layout: label column</source>
        <translation>長格式：標籤欄</translation>
    </message>
    <message>
        <source>wide layout: the annotator columns</source>
        <translation>寬格式：各標註員欄</translation>
    </message>
    <message>
        <source>the first row is data (columns are named col1, col2, …)</source>
        <translation>第一列是資料（各欄命名為 col1、col2、…）</translation>
    </message>
    <message>
        <source>extra values meaning &apos;no label&apos;</source>
        <translation>另外表示「無標籤」的值</translation>
    </message>
    <message>
        <source>values of the default missing set that are real labels here (e.g. - or ?); the report lists the set in effect</source>
        <translation>預設缺失值集合中在這裡是真實標籤的值（例如 - 或 ?）；報告會列出實際生效的集合</translation>
    </message>
    <message>
        <source>multi-label separator (&apos;&apos; = never split cells)</source>
        <translation>多標籤分隔符號（&apos;&apos; 表示從不拆分儲存格）</translation>
    </message>
    <message>
        <source>merge spellings that differ by case, width, spaces or 繁/简</source>
        <translation>合併僅在大小寫、全半形、空格或繁/簡上不同的寫法</translation>
    </message>
    <message>
        <source>which question of a tool export to read (Label Studio from_name, Potato scheme, MTurk Answer.NAME, Toloka OUTPUT:NAME, Argilla question, Ground Truth form element; default: the first, named in the report)</source>
        <translation>讀取工具匯出檔案中的哪個問題（Label Studio 的 from_name、Potato 的 scheme、MTurk 的 Answer.NAME、Toloka 的 OUTPUT:NAME、Argilla 的 question、Ground Truth 的表單元素；預設：第一個，報告中會寫明）</translation>
    </message>
    <message>
        <source>a second judgment of one item by one annotator: refuse (default, listed with both rows), or keep the first or the last</source>
        <translation>同一標註員對同一項目的第二次判斷：拒絕（預設，列出兩列），或保留第一次或最後一次</translation>
    </message>
    <message>
        <source>Figure Eight: keep test-question (_golden) judgments; Toloka: keep control tasks (GOLDEN:); default: excluded and counted</source>
        <translation>Figure Eight：保留測試題（_golden）的判斷；Toloka：保留控制任務（GOLDEN:）；預設：排除並計數</translation>
    </message>
    <message>
        <source>Figure Eight: drop judgments flagged _tainted (default: kept, counted)</source>
        <translation>Figure Eight：捨棄標記為 _tainted 的判斷（預設：保留並計數）</translation>
    </message>
    <message>
        <source>keep spaces around labels (&apos;pos &apos; differs from &apos;pos&apos;; default: trimmed, with a note)</source>
        <translation>保留標籤兩側的空格（&apos;pos &apos; 與 &apos;pos&apos; 不同；預設：去除空格並給出提示）</translation>
    </message>
    <message>
        <source>use annotator columns whose names differ only by case or spaces (or repeat) as different annotators</source>
        <translation>把名稱僅在大小寫或空格上不同（或重複）的標註員欄當作不同的標註員</translation>
    </message>
    <message>
        <source>XLSX hidden rows and columns: read them as data or leave them out (default: refused, each named)</source>
        <translation>XLSX 隱藏的列和欄：作為資料讀取或略去（預設：拒絕，並逐一列出）</translation>
    </message>
    <message>
        <source>XLSX merged cells: every cell takes the merge&apos;s value, or only the first cell holds it (default: refused, each merge named)</source>
        <translation>XLSX 合併儲存格：每個儲存格都取合併範圍的值，或只有第一個儲存格有值（預設：拒絕，並逐一列出）</translation>
    </message>
    <message>
        <source>the most memory reading the file may need (e.g. 8GB; default 4GB): a larger file is refused before it is read</source>
        <translation>讀取檔案最多可用的記憶體（例如 8GB；預設 4GB）：需要更多記憶體的檔案在讀取前即被拒絕</translation>
    </message>
    <message>
        <source>Check a labels file before any statistic.</source>
        <translation>在計算任何統計量之前檢查標籤檔案。</translation>
    </message>
    <message>
        <source>CSV/TSV/XLSX/JSONL/JSON/Parquet file, or a folder</source>
        <translation>CSV/TSV/XLSX/JSONL/JSON/Parquet 檔案或資料夾</translation>
    </message>
    <message>
        <source>language of the report and of errors (en, zh_CN, zh_TW)</source>
        <translation>報告和錯誤訊息的語言（en、zh_CN、zh_TW）</translation>
    </message>
    <message>
        <source>a sequence number, a version (tag) name or an ISO time such as 2026-05-01T12:00Z</source>
        <translation>序號、版本（標記）名稱或 ISO 時間，例如 2026-05-01T12:00Z</translation>
    </message>
    <message>
        <source>the state at a version: a sequence number, a version (tag) name or an ISO time such as 2026-05-01T12:00Z</source>
        <translation>某個版本時的狀態：序號、版本（標記）名稱或 ISO 時間，例如 2026-05-01T12:00Z</translation>
    </message>
    <message>
        <source>--engine spark: the cluster&apos;s master URL (e.g. spark://host:7077, yarn); default: the one spark-submit gives, else local[2] on this machine</source>
        <translation>--engine spark：叢集的 master URL（例如 spark://host:7077、yarn）；預設：spark-submit 提供的 master，否則為本機的 local[2]</translation>
    </message>
    <message>
        <source>--engine spark: a Spark setting (e.g. spark.driver.memory=4g); may be repeated</source>
        <translation>--engine spark：一項 Spark 設定（例如 spark.driver.memory=4g）；可重複</translation>
    </message>
    <message>
        <source>memory: read the whole file; duckdb: count tables out of core (CSV/Parquet, a folder or glob of Parquet parts); spark: count them with Spark (Parquet, local or on a cluster); auto: duckdb above 256 MB when installed</source>
        <translation>memory：讀入整個檔案；duckdb：在記憶體之外建立計數表（CSV/Parquet、Parquet 分片的資料夾或萬用字元）；spark：用 Spark 建立計數表（Parquet，本機或叢集上）；auto：已安裝 DuckDB 且輸入超過 256 MB 時用 duckdb</translation>
    </message>
    <message>
        <source>memory: read the whole file; duckdb: count tables out of core (CSV/Parquet, a folder or glob of Parquet parts); spark: count them with Spark (Parquet, local or on a cluster); auto: duckdb above 256 MB when installed, except a wide CSV whose read fits in memory</source>
        <translation>memory：讀入整個檔案；duckdb：在記憶體之外建立計數表（CSV/Parquet、Parquet 分片的資料夾或萬用字元）；spark：用 Spark 建立計數表（Parquet，本機或叢集上）；auto：已安裝 DuckDB 且輸入超過 256 MB 時用 duckdb，但讀入記憶體放得下的寬格式 CSV 仍讀入記憶體</translation>
    </message>
    <message>
        <source>memory: read the whole file; duckdb: count tables out of core (CSV/Parquet, a folder or glob of Parquet parts); auto: duckdb above 256 MB when installed</source>
        <translation>memory：讀入整個檔案；duckdb：在記憶體之外建立計數表（CSV/Parquet、Parquet 分片的資料夾或萬用字元）；auto：已安裝 DuckDB 且輸入超過 256 MB 時用 duckdb</translation>
    </message>
    <message>
        <source>--engine duckdb: the most memory the run may take (e.g. 2GB); DuckDB&apos;s memory_limit is what the program itself leaves of it, and DuckDB spills to a temporary folder beyond that, removed afterwards. --engine memory: the most memory reading the file may need (default 4GB); a larger file is refused before it is read</source>
        <translation>--engine duckdb：執行最多可用的記憶體（例如 2GB）；DuckDB 的 memory_limit 為其中程式本身用剩的部分，超出時溢寫到暫存資料夾，用完即刪除。--engine memory：讀取檔案最多可用的記憶體（預設 4GB）；需要更多記憶體的檔案在讀取前即被拒絕</translation>
    </message>
    <message>
        <source>--engine duckdb: the most memory the run may take (e.g. 2GB); DuckDB&apos;s memory_limit is what the program itself leaves of it, and DuckDB spills to a temporary folder beyond that, removed afterwards</source>
        <translation>--engine duckdb：執行最多可用的記憶體（例如 2GB）；DuckDB 的 memory_limit 為其中程式本身用剩的部分，超出時溢寫到暫存資料夾，用完即刪除</translation>
    </message>
    <message>
        <source>Write the acceptance report (HTML or PDF).</source>
        <translation>寫出驗收報告（HTML 或 PDF）。</translation>
    </message>
    <message>
        <source>FILE.html or FILE.pdf</source>
        <translation>FILE.html 或 FILE.pdf 檔案</translation>
    </message>
    <message>
        <source>language of the report</source>
        <translation>報告的語言</translation>
    </message>
    <message>
        <source>acceptance rules (JSON or TOML) to use instead of the rules recorded in the log</source>
        <translation>代替日誌中記錄的規則使用的驗收規則（JSON 或 TOML）</translation>
    </message>
    <message>
        <source>report fields (project, batch, sampling_frame, planned_sample_size, reviewer, conclusion, signed_by, signed_on) as JSON or TOML; they win over the fields kept in the log (entered in the window&apos;s report dialog)</source>
        <translation>報告欄位（project、batch、sampling_frame、planned_sample_size、reviewer、conclusion、signed_by、signed_on），JSON 或 TOML 格式；優先於日誌中保存的欄位（在視窗的報告對話方塊中填寫）</translation>
    </message>
    <message>
        <source>one report field, e.g. --field batch=2026-05 (repeatable)</source>
        <translation>一個報告欄位，例如 --field batch=2026-05（可重複）</translation>
    </message>
    <message>
        <source>κ by the values of this column (repeatable; default: the strata columns of the import)</source>
        <translation>按此欄的取值分別計算 κ（可重複；預設：匯入時的分層欄）</translation>
    </message>
    <message>
        <source>table: SE divisor n, z interval; gwet: n-1, t(n-1) clipped</source>
        <translation>table：SE 除以 n，z 區間；gwet：除以 n-1，t(n-1) 區間並截斷</translation>
    </message>
    <message>
        <source>also write every figure into DIR</source>
        <translation>同時把每張圖寫入 DIR</translation>
    </message>
    <message>
        <source>add the sample size needed for a CI of this half-width if κ were KAPPA, at the observed class prevalences</source>
        <translation>加上在觀察到的類別占比下、若 κ 為 KAPPA 時達到此信賴區間半寬所需的樣本量</translation>
    </message>
    <message>
        <source>appendix: every coefficient with classes A and B merged (repeatable)</source>
        <translation>附錄：合併類別 A 和 B 後的所有係數（可重複）</translation>
    </message>
    <message>
        <source>appendix: every coefficient under these weights, e.g. quadratic</source>
        <translation>附錄：採用這些權重時的所有係數，例如 quadratic</translation>
    </message>
    <message>
        <source>an earlier round of the same project (its labels file; its log is read from beside it), oldest first; repeatable</source>
        <translation>同一專案較早的一輪（其標籤檔案；日誌從其旁邊讀取），最早的在前；可重複</translation>
    </message>
    <message>
        <source>the name of this round in the rounds appendix</source>
        <translation>本輪在各輪附錄中的名稱</translation>
    </message>
    <message>
        <source>do not record in the log that results were viewed</source>
        <translation>不在日誌中記錄結果已被檢視</translation>
    </message>
    <message>
        <source>Accept the one label of items a single annotator labelled.</source>
        <translation>確認僅一名標註員標註的條目的唯一標籤。</translation>
    </message>
    <message>
        <source>an item to accept (repeat for several)</source>
        <translation>要確認的條目（多個時重複此選項）</translation>
    </message>
    <message>
        <source>every single annotator item still without a final label</source>
        <translation>所有尚無最終標籤的僅一名標註員條目</translation>
    </message>
    <message>
        <source>who accepted them (default: the login name)</source>
        <translation>確認人（預設：登入名）</translation>
    </message>
    <message>
        <source>Declare which items take a final label without a decision (the auto-accept policy).</source>
        <translation>聲明哪些條目無需裁決即獲得最終標籤（自動接受策略）。</translation>
    </message>
    <message>
        <source>unanimous (the default), K/N such as 4/5 (unanimous items and items where at least K of N annotators agree), posterior&gt;=P such as posterior&gt;=0.95 (unanimous items and items whose Dawid–Skene posterior of one label is at least P), or none</source>
        <translation>unanimous（預設）、K/N（例如 4/5：全體一致的條目，以及 N 位標註員中至少 K 位一致的條目）、posterior&gt;=P（例如 posterior&gt;=0.95：全體一致的條目，以及某一標籤的 Dawid–Skene 後驗機率至少為 P 的條目）或 none</translation>
    </message>
    <message>
        <source>print what the policy would do and write nothing</source>
        <translation>列印該策略的效果，不寫入任何內容</translation>
    </message>
    <message>
        <source>who declared it (default: the login name)</source>
        <translation>聲明人（預設：登入名）</translation>
    </message>
    <message>
        <source>Check the acceptance rules and exit with the verdict; no report is written.</source>
        <translation>檢查驗收規則並以結論作為結束狀態；不寫出報告。</translation>
    </message>
    <message>
        <source>exit status:
  0  every acceptance rule is met (report: also when no rules are set)
  2  bad input or usage (nothing was checked)
  3  at least one acceptance rule is not met
  4  a rule could not be checked, none failed (check: also when no rules are set)</source>
        <extracomment>the epilog of ``report --help`` and ``check --help`` (lines kept as written)</extracomment>
        <translation>結束狀態：
  0  所有驗收規則均滿足（report：未設定規則時也是 0）
  2  輸入或用法有誤（未做任何檢查）
  3  至少一條驗收規則未滿足
  4  有規則無法檢查，且沒有規則未滿足（check：未設定規則時也是 4）</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>agreement statistics</source>
        <translation>一致性統計</translation>
    </message>
    <message>
        <source>check a file before use</source>
        <translation>使用前檢查檔案</translation>
    </message>
    <message>
        <source>check the statistics against references</source>
        <translation>對照參考值檢查統計量</translation>
    </message>
    <message>
        <source>draw the double-annotation sample</source>
        <translation>抽取雙人標註樣本</translation>
    </message>
    <message>
        <source>a batch for another annotator (least agreed, unresolved or audit)</source>
        <translation>交給另一位標註員的批次（一致性最低、未決或抽查）</translation>
    </message>
    <message>
        <source>suggested labels from three or more annotators</source>
        <translation>根據三位或更多標註員的建議標籤</translation>
    </message>
    <message>
        <source>decide</source>
        <translation>裁決</translation>
    </message>
    <message>
        <source>apply decisions from a spreadsheet</source>
        <translation>從試算表套用裁決</translation>
    </message>
    <message>
        <source>accept single annotator items&apos; labels</source>
        <translation>確認僅一名標註員條目的標籤</translation>
    </message>
    <message>
        <source>the auto-accept policy</source>
        <translation>自動接受策略</translation>
    </message>
    <message>
        <source>add a note</source>
        <translation>新增備註</translation>
    </message>
    <message>
        <source>start a new guideline version</source>
        <translation>開始新的規範版本</translation>
    </message>
    <message>
        <source>undo an earlier event</source>
        <translation>復原先前的事件</translation>
    </message>
    <message>
        <source>merge two leads&apos; logs</source>
        <translation>合併兩位負責人的日誌</translation>
    </message>
    <message>
        <source>versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>show the decision history (or a version)</source>
        <translation>顯示裁決歷史（或某個版本）</translation>
    </message>
    <message>
        <source>name the current version</source>
        <translation>為目前版本命名</translation>
    </message>
    <message>
        <source>items whose final label changed</source>
        <translation>最終標籤發生變化的項目</translation>
    </message>
    <message>
        <source>export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>write the adjudicated dataset</source>
        <translation>寫出裁決後的資料集</translation>
    </message>
    <message>
        <source>report</source>
        <translation>報告</translation>
    </message>
    <message>
        <source>fix the acceptance rules (before looking)</source>
        <translation>確定驗收規則（在檢視結果之前）</translation>
    </message>
    <message>
        <source>the acceptance report (HTML or PDF)</source>
        <translation>驗收報告（HTML 或 PDF）</translation>
    </message>
    <message>
        <source>the acceptance rules alone, as an exit status for a pipeline</source>
        <translation>只檢查驗收規則，以結束狀態供流水線判斷</translation>
    </message>
    <message>
        <source>the JSON Schema of a command&apos;s --format json output</source>
        <translation>某個命令 --format json 輸出的 JSON Schema</translation>
    </message>
    <message>
        <source>Without a command, open the window (on FILE, or on the sample data with --sample). The commands work without a window:</source>
        <translation>不帶命令時開啟視窗（開啟 FILE，或用 --sample 開啟範例資料）。以下命令無需視窗即可執行：</translation>
    </message>
    <message>
        <source>Run `adjudicator COMMAND --help` for the options of one command. --lang zh_CN or zh_TW before the command sets the language.</source>
        <translation>執行 `adjudicator COMMAND --help` 查看某個命令的選項。在命令前加 --lang zh_CN 或 zh_TW 設定語言。</translation>
    </message>
    <message>
        <source>Print the JSON Schema of a command&apos;s --format json output.</source>
        <translation>列印某個命令 --format json 輸出的 JSON Schema。</translation>
    </message>
    <message>
        <source>agree, validate, diff, selftest, aggregate or reannotate (none: list them)</source>
        <translation>agree、validate、diff、selftest、aggregate 或 reannotate（不給：列出它們）</translation>
    </message>
    <message>
        <source>a column of known answers (empty where an item is not gold): each annotator is scored against it, and it is left out of the agreement</source>
        <translation>已知答案所在的欄（非金標準條目留空）：每位標註員都與它對照評分，它本身不計入一致性</translation>
    </message>
    <message>
        <source>a CSV of gold labels: item id, then the gold label</source>
        <translation>金標準標籤的 CSV：條目編號，然後是金標準標籤</translation>
    </message>
    <message>
        <source>also agreement without each annotator in turn (three or more) and each pair&apos;s marginal homogeneity (Stuart–Maxwell, McNemar per class)</source>
        <translation>另外給出依次去掉每位標註員後的一致性（三位或更多）以及每對標註員的邊際齊性（Stuart–Maxwell，各類別 McNemar）</translation>
    </message>
    <message>
        <source>columns of a model&apos;s or an LLM&apos;s predictions: each is compared with the humans (κ, the alternative-annotator test) and left out of their agreement</source>
        <extracomment>annotators not tested are listed one by one up to this many, else counted</extracomment>
        <translation>模型或大型語言模型的預測欄：各自與人工標註員比較（κ、替代標註員檢定），不計入人工標註員之間的一致性</translation>
    </message>
    <message>
        <source>the alternative-annotator test&apos;s cost-benefit margin ε: how much better a human may be for the model still to be preferred; the authors suggest 0.2 for experts, 0.15 for skilled annotators, 0.1 for crowd workers (default 0.2)</source>
        <translation>替代標註員檢定的成本效益餘量 ε：人工標註員可以好多少而仍優先選擇模型；作者建議專家取 0.2，熟練標註員取 0.15，群眾外包工作者取 0.1（預設 0.2）</translation>
    </message>
    <message>
        <source>false discovery rate of the Benjamini–Yekutieli procedure across the humans (default 0.05)</source>
        <translation>在各人工標註員之間採用 Benjamini–Yekutieli 程序的錯誤發現率（預設 0.05）</translation>
    </message>
    <message>
        <source>how a label is scored against the other humans&apos; labels: the share equal to it, or minus the root mean squared distance (labels that are numbers)</source>
        <translation>一個標籤與其他人工標籤比較時的計分方式：相同標籤的比例，或負的均方根距離（適用於數字標籤）</translation>
    </message>
    <message>
        <source>Write a batch of items for another annotator to label, without anyone&apos;s labels.</source>
        <translation>寫出一批條目交給另一位標註員標註，不含任何人的標籤。</translation>
    </message>
    <message>
        <source>the items with the lowest share of agreeing annotator pairs, the disputed items without a final label, or a random audit sample</source>
        <translation>一致的標註員對占比最低的條目、尚無最終標籤的爭議條目，或隨機抽查樣本</translation>
    </message>
    <message>
        <source>items in the batch (needed for lowest-agreement and audit; for unresolved, the least agreed N of them)</source>
        <translation>批次中的條目數（lowest-agreement 和 audit 必須給出；用於 unresolved 時取其中一致性最低的 N 個）</translation>
    </message>
    <message>
        <source>random seed of the audit sample (default 0)</source>
        <translation>抽查樣本的隨機種子（預設 0）</translation>
    </message>
    <message>
        <source>the task file: CSV, or JSON to import into Label Studio</source>
        <translation>任務檔案：CSV，或匯入 Label Studio 的 JSON</translation>
    </message>
    <message>
        <source>replace existing files that are not an earlier output of this project (decision logs and originals are still refused)</source>
        <translation>取代並非本專案先前輸出的既有檔案（決策日誌和原始檔案仍被拒絕）</translation>
    </message>
    <message>
        <source>json: the batch (items with their agreement, files written) on standard output</source>
        <translation>json：把批次（各條目及其一致性、寫出的檔案）輸出到標準輸出</translation>
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
        <source>took %1</source>
        <translation>採用 %1</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation>把握 %1</translation>
    </message>
    <message>
        <source>guideline to update</source>
        <translation>規範待更新</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史紀錄</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Open labels</source>
        <translation>開啟標註檔案</translation>
    </message>
    <message>
        <source>Labels (%1);;All files (*)</source>
        <translation>標註檔案 (%1);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Folder of labels files</source>
        <translation>標註檔案所在的資料夾</translation>
    </message>
    <message>
        <source>Choose a labels file (or a folder) to read.</source>
        <translation>請選擇要讀取的標註檔案（或資料夾）。</translation>
    </message>
    <message>
        <source>Reading the file with these options…</source>
        <translation>正在依這些選項讀取檔案…</translation>
    </message>
    <message>
        <source>The file cannot be read with these options: %1</source>
        <translation>依這些選項無法讀取檔案：%1</translation>
    </message>
    <message>
        <source>This folder already has a decision log (%1, beside it): it is opened as the log records, and these options only change the preview.</source>
        <translation>此資料夾已有裁決日誌（%1，在資料夾旁）：將依日誌中記錄的方式開啟，這些選項只影響預覽。</translation>
    </message>
    <message>
        <source>Press Open to read the folder&apos;s files this way; the decisions go to %1 beside the folder, which pins every file in it.</source>
        <translation>按「開啟」依此方式讀取資料夾中的檔案；裁決寫入資料夾旁的 %1，日誌記下資料夾中每個檔案的大小和 SHA-256。</translation>
    </message>
    <message>
        <source>This file already has a decision log: it is opened as the log records, and these options only change the preview.</source>
        <translation>此檔案已有裁決日誌：將依日誌中記錄的方式開啟，這些選項只影響預覽。</translation>
    </message>
    <message>
        <source>Press Open to read the file this way; the choices are saved with the decisions and used again when it is reopened.</source>
        <translation>按「開啟」依此方式讀取檔案；這些選擇會與裁決一起儲存，重新開啟時再次使用。</translation>
    </message>
    <message>
        <source>Import options</source>
        <translation>匯入選項</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>檔案：</translation>
    </message>
    <message>
        <source>a labels file, or a folder of them</source>
        <translation>標註檔案，或存放標註檔案的資料夾</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>檔案…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>資料夾…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ImportForm</name>
    <message>
        <source>Label schema</source>
        <translation>標籤方案</translation>
    </message>
    <message>
        <source>Label schema (*.json *.toml)</source>
        <translation>標籤方案 (*.json *.toml)</translation>
    </message>
    <message>
        <source>Detected: %1 export</source>
        <translation>偵測到：%1 匯出檔</translation>
    </message>
    <message>
        <source>No annotation tool export detected; these options apply only to such files.</source>
        <translation>未偵測到標註工具匯出檔；這些選項只對此類檔案生效。</translation>
    </message>
</context>
<context>
    <name>ImportNotice</name>
    <message>
        <source>%1 row(s) of the file left out: %2. The import report lists them.</source>
        <translation>檔案中有 %1 列未計入：%2。匯入報告逐列列出。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Opened with problems: %1. The command line refuses this file until they are fixed; the import report says what was read and what was left out.</source>
        <translation>已開啟，但有問題：%1。在修正之前，命令列會拒絕此檔案；匯入報告說明讀入了什麼、略去了什麼。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Import report…</source>
        <translation>匯入報告…</translation>
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
    <name>ItemColumnTips</name>
    <message>
        <source>The item&apos;s id (click to sort)</source>
        <translation>項目 ID（按一下排序）</translation>
    </message>
    <message>
        <source>The item&apos;s text: hover a row for all of it; the decision panel shows it whole</source>
        <translation>項目文字：滑鼠停留可檢視全文；裁決面板中顯示完整文字</translation>
    </message>
    <message>
        <source>The final label: your decision, or the label every annotator gave; — while unresolved</source>
        <translation>最終標籤：您的裁決，或所有標註員一致給出的標籤；待裁決時顯示 —</translation>
    </message>
    <message>
        <source>unanimous: every annotator gave the same label; adjudicated: you decided it; unresolved: it still needs a decision</source>
        <translation>一致：所有標註員給出相同標籤；已裁決：由您裁決；待裁決：仍需裁決</translation>
    </message>
    <message>
        <source>How unsure the suggestion on the decision panel is: the entropy of the item&apos;s Dawid–Skene posterior in bits (0: one label is certain; 1: an even split between two labels). Sort from the top down for the most uncertain items first. — while the model is being fitted, or where nobody labelled the item</source>
        <translation>裁決面板上建議的不確定程度：該項目 Dawid–Skene 後驗機率的熵（位元）（0：某個標籤確定無疑；1：在兩個標籤之間平分）。降冪排列可讓最不確定的項目排在最前。模型擬合期間或無人標註該項目時顯示 —</translation>
    </message>
    <message>
        <source>Labels given by %1</source>
        <translation>%1 給出的標籤</translation>
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
        <source>single annotator</source>
        <translation>僅一名標註員</translation>
    </message>
    <message>
        <source>single annotator accepted</source>
        <translation>僅一名標註員（已確認）</translation>
    </message>
    <message>
        <source>accepted by %1 policy</source>
        <translation>按 %1 策略接受</translation>
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
    <message>
        <source>Entropy</source>
        <translation>熵</translation>
    </message>
</context>
<context>
    <name>LabelOrder</name>
    <message>
        <source>Scale and label order kept for this session only: the decision log is read-only.</source>
        <translation>尺度與標籤順序僅在本次工作階段有效：裁決日誌為唯讀。</translation>
    </message>
    <message>
        <source>Scale and label order recorded (event %1)</source>
        <translation>已記錄尺度與標籤順序（事件 %1）</translation>
    </message>
    <message>
        <source>Chosen after decisions were made or results were seen: the report says when the scale was changed.</source>
        <translation>此尺度是在已作出裁決或已查看結果之後選定的：報告會註明尺度修改的時間。</translation>
    </message>
</context>
<context>
    <name>LabelOrderDialog</name>
    <message>
        <source>Label order</source>
        <translation>標籤順序</translation>
    </message>
    <message>
        <source>Put the labels in the order of the ordinal scale, lowest first. Weighted κ, Gwet&apos;s AC2, ordinal α and the matrix follow at once; OK records the order in the decision log, so the project and its report keep it.</source>
        <translation>依有序尺度排列標籤，最低的在最前。加權 κ、Gwet 的 AC2、有序 α 與矩陣會立即隨之改變；按「確定」會把順序記錄到裁決日誌中，專案與報告都會沿用。</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Dataset order</source>
        <translation>資料集順序(&amp;D)</translation>
    </message>
    <message>
        <source>Move the chosen label one place up (Alt+Up)</source>
        <translation>把所選標籤上移一位（Alt+↑）</translation>
    </message>
    <message>
        <source>Move the chosen label one place down (Alt+Down)</source>
        <translation>把所選標籤下移一位（Alt+↓）</translation>
    </message>
    <message>
        <source>The order of the labels as the dataset gives it</source>
        <translation>資料集中給出的標籤順序</translation>
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
        <source>Open with import options…</source>
        <translation>依匯入選項開啟…</translation>
    </message>
    <message>
        <source>Change import options…</source>
        <translation>變更匯入選項…</translation>
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
        <source>No unresolved or single annotator item in the list</source>
        <translation>清單中沒有待裁決或僅一名標註員的項目</translation>
    </message>
    <message>
        <source>Adjudicator</source>
        <translation>Adjudicator 標註裁決</translation>
    </message>
</context>
<context>
    <name>ManyRaterPanel</name>
    <message>
        <source>An annotator cannot be compared with themselves: choose a cell off the diagonal.</source>
        <translation>標註員不能與自己比較：請選擇對角線以外的儲存格。</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>線性</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>二次</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss κ</translation>
    </message>
    <message>
        <source>Conger&apos;s κ</source>
        <translation>Conger κ</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (ordinal)</source>
        <translation>Krippendorff α（有序）</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α</source>
        <translation>Krippendorff α</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1</source>
        <translation>Gwet AC1</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC2 (%1)</source>
        <translation>Gwet AC2（%1）</translation>
    </message>
    <message>
        <source>95% confidence interval; %1</source>
        <translation>95% 信賴區間；%1</translation>
    </message>
    <message>
        <source>%1: the interval may be too narrow (%2)</source>
        <translation>%1：區間可能過窄（%2）</translation>
    </message>
    <message>
        <source>Intervals of this kind were too narrow in simulations: %1</source>
        <translation>此類區間在模擬中過窄：%1</translation>
    </message>
    <message>
        <source>All %1 annotators</source>
        <translation>全部 %1 位標註員</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ of each pair (click a cell to compare the pair)</source>
        <translation>每對標註員的 Cohen κ（點擊儲存格比較這兩人）</translation>
    </message>
    <message>
        <source>Colours: from the lowest κ shown (%1, palest) to the highest (%2, deepest).</source>
        <translation>顏色：從所示最低的 κ（%1，最淺）到最高的 κ（%2，最深）。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>復原 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>About Adjudicator</source>
        <translation>關於 Adjudicator</translation>
    </message>
    <message>
        <source>Adjudicator compares annotators&apos; labels, shows where and how much they agree, and records your final label and rationale for each disputed item in a separate, append-only decision log. The annotators&apos; files are never changed.</source>
        <translation>Adjudicator 比較各標註員的標註，顯示他們在哪裡、在多大程度上一致，並把您對每個有分歧項目的最終標籤和理由記錄在一個獨立的、只附加的裁決日誌中。標註員的原始檔案永遠不會被修改。</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
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
        <source>Open &amp;folder (one file per annotator)…</source>
        <translation>開啟資料夾（每位標註員一個檔案）(&amp;F)…</translation>
    </message>
    <message>
        <source>Open with import &amp;options…</source>
        <translation>依匯入選項開啟(&amp;O)…</translation>
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
        <source>Export with soft &amp;labels…</source>
        <translation>匯出含軟標籤的資料集(&amp;L)…</translation>
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
    <message>
        <source>&amp;Blind mode (hide the annotators&apos; names)</source>
        <translation>盲審模式（隱藏標註員姓名）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
</context>
<context>
    <name>ModelsPanel</name>
    <message>
        <source>Models beside the annotators</source>
        <extracomment>human pairs of the ceiling listed one by one up to this many, else the range is given</extracomment>
        <translation>模型與標註員對照</translation>
    </message>
    <message>
        <source>Making the test again with these settings…</source>
        <translation>正在按這些設定重新計算檢定…</translation>
    </message>
    <message>
        <source>Columns marked as a model&apos;s predictions; never counted in the annotators&apos; agreement. Cohen&apos;s κ with its 95% interval.</source>
        <translation>標記為模型預測的欄；從不計入標註員之間的一致性。Cohen&apos;s κ 及其 95% 區間。</translation>
    </message>
    <message>
        <source>Annotators with each other (the ceiling):</source>
        <translation>標註員之間（上限參照）：</translation>
    </message>
    <message>
        <source>%1 × %2: κ %3</source>
        <translation>%1 × %2：κ %3</translation>
    </message>
    <message>
        <source>%1 pairs: κ from %2 to %3</source>
        <translation>%1 對：κ 從 %2 到 %3</translation>
    </message>
    <message>
        <source>Model %1 (%2 items labelled)</source>
        <translation>模型 %1（標註了 %2 個條目）</translation>
    </message>
    <message>
        <source>%1 predicts one label only (%2): its κ is 0 or undefined against anyone and says nothing of its skill.</source>
        <translation>%1 只預測一個標籤（%2）：它與任何人的 κ 都是 0 或無定義，不能說明它的能力。</translation>
    </message>
    <message>
        <source>κ against %1: %2</source>
        <translation>與 %1 的 κ：%2</translation>
    </message>
    <message>
        <source>%1 annotators share fewer than %2 items with the model: not listed</source>
        <translation>%1 位標註員與模型共同標註的條目少於 %2 個：未列出</translation>
    </message>
    <message>
        <source>κ against the gold labels: %1</source>
        <translation>與金標準標籤的 κ：%1</translation>
    </message>
    <message>
        <source>κ against the final labels: — (no item has a final label yet)</source>
        <translation>與最終標籤的 κ：—（尚無條目有最終標籤）</translation>
    </message>
    <message>
        <source>κ against the final labels (%1 items): %2</source>
        <translation>與最終標籤的 κ（%1 個條目）：%2</translation>
    </message>
    <message>
        <source>−RMSE</source>
        <translation>負均方根距離</translation>
    </message>
    <message>
        <source>share of equal labels</source>
        <translation>相同標籤的比例</translation>
    </message>
    <message>
        <source>Alternative-annotator test (Calderon et al. 2025; ε = %1, q = %2, scored by %3):</source>
        <translation>替代標註員檢定（Calderon et al. 2025；ε = %1，q = %2，計分：%3）：</translation>
    </message>
    <message>
        <source>the model may replace the annotators (ω ≥ 0.5)</source>
        <translation>模型可以替代標註員（ω ≥ 0.5）</translation>
    </message>
    <message>
        <source>the model may not replace the annotators (ω &lt; 0.5)</source>
        <translation>模型不能替代標註員（ω &lt; 0.5）</translation>
    </message>
    <message>
        <source>winning rate ω %1/%2 = %3: %4</source>
        <translation>勝率 ω %1/%2 = %3：%4</translation>
    </message>
    <message>
        <source>average advantage probability ρ %1</source>
        <translation>平均優勢機率 ρ %1</translation>
    </message>
    <message>
        <source>the model wins</source>
        <translation>模型勝出</translation>
    </message>
    <message>
        <source>the model does not win</source>
        <translation>模型未勝出</translation>
    </message>
    <message>
        <source>without %1 (%2 items): difference %3, p %4, adjusted p %5: %6</source>
        <translation>去掉 %1（%2 個條目）：差值 %3，p %4，校正後 p %5：%6</translation>
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
        <source>Open a folder of labels files</source>
        <translation>開啟標註檔案所在的資料夾</translation>
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
    <name>PairKappaModel</name>
    <message>
        <source>An annotator is not compared with themselves.</source>
        <translation>標註員不與自己比較。</translation>
    </message>
    <message>
        <source>κ of %1 and %2 is undefined: %3</source>
        <translation>%1 與 %2 的 κ 無法計算：%3</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ of %1 and %2: %3. Click to compare them.</source>
        <translation>%1 與 %2 的 Cohen κ：%3。點擊以比較這兩人。</translation>
    </message>
</context>
<context>
    <name>PolicyCommand</name>
    <message>
        <source>Auto-accept policy %1</source>
        <translation>自動接受策略 %1</translation>
    </message>
</context>
<context>
    <name>PolicyDialog</name>
    <message>
        <source>Auto-accept policy</source>
        <translation>自動接受策略</translation>
    </message>
    <message>
        <source>Unanimous: items every annotator who labelled them agrees on (two or more)</source>
        <translation>全體一致：所有標註過的標註員（兩名或以上）都一致的條目</translation>
    </message>
    <message>
        <source>Unanimous items, and items where at least k of n annotators agree</source>
        <translation>全體一致的條目，以及 n 名標註員中至少 k 名一致的條目</translation>
    </message>
    <message>
        <source>Unanimous items, and items whose Dawid–Skene posterior of one label is at least p</source>
        <translation>全體一致的條目，以及某一標籤的 Dawid–Skene 後驗機率至少為 p 的條目</translation>
    </message>
    <message>
        <source>The posterior of Dawid &amp; Skene&apos;s model (1979), fitted on every item: it weighs each annotator by the confusion matrix the data give them. Needs three or more annotators.</source>
        <translation>Dawid 與 Skene 模型（1979）在全部條目上擬合的後驗機率：它按資料給出的混淆矩陣為每位標註員加權。需要三位或更多標註員。</translation>
    </message>
    <message>
        <source>None: every item waits for your decision</source>
        <translation>無：每個條目都等待您的裁決</translation>
    </message>
    <message>
        <source>Declare this policy</source>
        <translation>聲明此策略</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k：</translation>
    </message>
    <message>
        <source>of n:</source>
        <translation>n：</translation>
    </message>
    <message>
        <source>p:</source>
        <translation>p：</translation>
    </message>
    <message>
        <source>unanimous</source>
        <translation>全體一致</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Dawid–Skene posterior ≥ %1</source>
        <translation>Dawid–Skene 後驗機率 ≥ %1</translation>
    </message>
    <message>
        <source>In force: %1 (the default; no policy declared)</source>
        <translation>生效中：%1（預設；未聲明策略）</translation>
    </message>
    <message>
        <source>In force: %1 (declared in event %2)</source>
        <translation>生效中：%1（於事件 %2 中聲明）</translation>
    </message>
    <message>
        <source>The Dawid–Skene model could not be fitted on this file, so the posterior rule cannot be previewed or declared; choose another policy.</source>
        <translation>無法在此檔案上擬合 Dawid–Skene 模型，因此無法預覽或聲明後驗機率規則；請選擇其他策略。</translation>
    </message>
    <message>
        <source>Preview: fitting Dawid–Skene on every item…</source>
        <translation>預覽：正在檔案全部條目上擬合 Dawid–Skene 模型…</translation>
    </message>
    <message>
        <source>Afterwards: %1 unanimous, %2 accepted by the policy, %3 decided, %4 unresolved, %5 single annotator (no final label), %6 single annotator accepted; %7 items change.</source>
        <translation>之後：%1 個一致，%2 個按策略接受，%3 個已裁決，%4 個未解決，%5 個僅一名標註員（無最終標籤），%6 個僅一名標註員已確認；%7 個條目改變。</translation>
    </message>
    <message>
        <source>κ of %1 vs final: %2 on all items with a final label, %3 on the disputed items you decided</source>
        <translation>%1 與最終標籤的 κ：所有有最終標籤的條目上為 %2，您裁決的分歧條目上為 %3</translation>
    </message>
    <message>
        <source>κ of %1 vs final: %2 on all items with a final label (no disputed item decided yet)</source>
        <translation>%1 與最終標籤的 κ：所有有最終標籤的條目上為 %2（尚無已裁決的分歧條目）</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>尋找於(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>檔案類型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>ReadingBar</name>
    <message>
        <source>Import report…</source>
        <translation>匯入報告…</translation>
    </message>
    <message>
        <source>labels: sets, split at %1 (an item may carry several)</source>
        <translation>標籤：標籤集，按 %1 拆分（一個條目可有多個標籤）</translation>
    </message>
    <message>
        <source>Read as (click a part to change it):</source>
        <translation>讀取方式（點擊某一部分可修改）：</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>line breaks</source>
        <translation>換行</translation>
    </message>
    <message>
        <source>JSON lists</source>
        <translation>JSON 列表</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>定位字元</translation>
    </message>
</context>
<context>
    <name>ReadingChoice</name>
    <message>
        <source>This file has %1 columns of labels, each maybe a separate question, so none was chosen. Which question do you want to compare?</source>
        <translation>此檔案有 %1 欄標籤，每欄可能是一個單獨的問題，因此沒有選擇任何一欄。要比較哪個問題？</translation>
    </message>
    <message>
        <source>Two readings of this file are close, so none was chosen. Which one is right?</source>
        <translation>這個檔案有兩種相近的讀法，因此沒有擅自選擇。哪一種是對的？</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Read as (%1): %2</source>
        <translation>按讀法 (%1) 讀取：%2</translation>
    </message>
</context>
<context>
    <name>ReannotateDialog</name>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Label Studio import JSON (*.json)</source>
        <translation>Label Studio 匯入 JSON (*.json)</translation>
    </message>
    <message>
        <source>Save the re-annotation batch</source>
        <translation>儲存重新標註批次</translation>
    </message>
    <message>
        <source>The batch holds %1 items.</source>
        <translation>該批次包含 %1 個條目。</translation>
    </message>
    <message>
        <source>No item fits this choice.</source>
        <translation>沒有符合此選擇的條目。</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>未寫入：%1</translation>
    </message>
    <message>
        <source>%1 items written to %2 (with its manifest %3)</source>
        <translation>%1 個條目已寫入 %2（及其清單 %3）</translation>
    </message>
    <message>
        <source>Re-annotation batch</source>
        <translation>重新標註批次</translation>
    </message>
    <message>
        <source>Items:</source>
        <translation>條目：</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>數量：</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>隨機種子：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Save to:</source>
        <translation>儲存到：</translation>
    </message>
    <message>
        <source>Lowest agreement (share of agreeing pairs)</source>
        <translation>一致性最低（一致的標註員對所佔比例）</translation>
    </message>
    <message>
        <source>Unresolved disputes (no final label)</source>
        <translation>未決分歧（沒有最終標籤）</translation>
    </message>
    <message>
        <source>Random audit sample (seeded)</source>
        <translation>隨機抽查樣本（帶種子）</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>CSV (an empty label column to fill)</source>
        <translation>CSV（附一欄待填寫的空標籤）</translation>
    </message>
    <message>
        <source>Label Studio import JSON</source>
        <translation>Label Studio 匯入 JSON</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>寫入</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>no item was rated by both annotators, so {symbol} is undefined</source>
        <translation>沒有任何項目由兩位標註員都標註過，因此 {symbol} 無定義</translation>
    </message>
    <message>
        <source>no item was rated by both annotators</source>
        <translation>沒有任何項目由兩位標註員都標註過</translation>
    </message>
    <message>
        <source>no item was rated by both annotators, so one-vs-rest κ is undefined</source>
        <translation>沒有任何項目由兩位標註員都標註過，因此一對其餘 κ 無定義</translation>
    </message>
    <message>
        <source>no unit has a rating</source>
        <translation>沒有任何單元有評分</translation>
    </message>
    <message>
        <source>no unit has two or more ratings: agreement cannot be observed</source>
        <translation>沒有任何單元有兩個或以上的評分：無法觀察一致性</translation>
    </message>
    <message>
        <source>no unit has two or more values: nothing is pairable</source>
        <translation>沒有任何單元有兩個或以上的值：無可配對的值</translation>
    </message>
    <message>
        <source>no unit was labelled by two annotators</source>
        <translation>沒有任何單元由兩位標註員標註</translation>
    </message>
    <message>
        <source>no unit was rated by both annotators</source>
        <translation>沒有任何單元由兩位標註員都評過</translation>
    </message>
    <message>
        <source>no label has a defined kappa</source>
        <translation>沒有任何標籤的 kappa 有定義</translation>
    </message>
    <message>
        <source>fewer than two raters gave any rating</source>
        <translation>給出評分的評分者少於兩位</translation>
    </message>
    <message>
        <source>both annotators used only {name}: chance agreement is 1, so {symbol} is undefined</source>
        <translation>兩位標註員都只用了 {name}：偶然一致率為 1，因此 {symbol} 無定義</translation>
    </message>
    <message>
        <source>chance agreement is 1 under these weights (every category pair the annotators used counts as full agreement), so {symbol} is undefined</source>
        <translation>在這些權重下偶然一致率為 1（標註員用過的每對類別都算作完全一致），因此 {symbol} 無定義</translation>
    </message>
    <message>
        <source>the scale has only one category, so chance agreement is 1 and {symbol} is undefined</source>
        <translation>量表只有一個類別，因此偶然一致率為 1，{symbol} 無定義</translation>
    </message>
    <message>
        <source>only one category on the scale: chance agreement is 1</source>
        <translation>量表上只有一個類別：偶然一致率為 1</translation>
    </message>
    <message>
        <source>every rating is {name}: chance agreement is 1, so {what} is undefined</source>
        <translation>每個評分都是 {name}：偶然一致率為 1，因此 {what} 無定義</translation>
    </message>
    <message>
        <source>chance agreement is 1 under these weights, so {what} is undefined</source>
        <translation>在這些權重下偶然一致率為 1，因此 {what} 無定義</translation>
    </message>
    <message>
        <source>every rating is {name}: expected disagreement is 0, so {what} is undefined</source>
        <translation>每個評分都是 {name}：期望不一致為 0，因此 {what} 無定義</translation>
    </message>
    <message>
        <source>every pairable value is {name}: expected disagreement is 0, so {what} is undefined</source>
        <translation>每個可配對的值都是 {name}：期望不一致為 0，因此 {what} 無定義</translation>
    </message>
    <message>
        <source>expected disagreement is 0 under these weights, so {what} is undefined</source>
        <translation>在這些權重下期望不一致為 0，因此 {what} 無定義</translation>
    </message>
    <message>
        <source>neither annotator used {name}, so its one-vs-rest κ is undefined</source>
        <translation>兩位標註員都沒有用過 {name}，因此它的一對其餘 κ 無定義</translation>
    </message>
    <message>
        <source>both annotators used {name} for every item: chance agreement is 1, so its one-vs-rest κ is undefined</source>
        <translation>兩位標註員對每個項目都用了 {name}：偶然一致率為 1，因此它的一對其餘 κ 無定義</translation>
    </message>
    <message>
        <source>neither annotator used {name}, so its specific agreement is undefined</source>
        <translation>兩位標註員都沒有用過 {name}，因此它的類別特定一致率無定義</translation>
    </message>
    <message>
        <source>no annotator gave {label}: chance agreement is 1, so κ is undefined</source>
        <translation>沒有標註員給出 {label}：偶然一致率為 1，因此 κ 無定義</translation>
    </message>
    <message>
        <source>every set included {label}: chance agreement is 1, so κ is undefined</source>
        <translation>每個集合都包含 {label}：偶然一致率為 1，因此 κ 無定義</translation>
    </message>
    <message>
        <source>these weights are the identity (every scheme is, with two categories), so the weighted coefficient equals the unweighted one</source>
        <translation>這些權重即單位矩陣（只有兩個類別時每種方案都是如此），因此加權係數等於未加權係數</translation>
    </message>
    <message>
        <source>no item has {label} as its final label or as this annotator&apos;s label, so F1 is undefined</source>
        <translation>沒有項目以 {label} 為最終標籤，該標註員也未給出 {label}，因此 F1 無法計算</translation>
    </message>
    <message>
        <source>no item with a final label has the final label {label}, so recall is undefined</source>
        <translation>沒有任何有最終標籤的項目的最終標籤是 {label}，因此召回率無定義</translation>
    </message>
    <message>
        <source>the annotator gave {label} to no item that has a final label, so precision is undefined</source>
        <translation>該標註員沒有把 {label} 給過任何有最終標籤的項目，因此精確率無定義</translation>
    </message>
    <message>
        <source>not estimable: the variance formula gives 0 at these data (for example perfect agreement, or an annotator who used one category), which does not mean the value is certain</source>
        <translation>不可估計：在這些資料上變異數公式給出 0（例如完全一致，或某位標註員只用了一個類別），這並不表示該值是確定的</translation>
    </message>
    <message>
        <source>not estimable: the interval has width 0 at these data, which does not mean the value is certain</source>
        <translation>不可估計：在這些資料上區間寬度為 0，這並不表示該值是確定的</translation>
    </message>
    <message>
        <source>not estimable: only one item, so the data cannot show how much the value would vary</source>
        <translation>不可估計：只有一個項目，資料無法顯示該值會有多大變化</translation>
    </message>
    <message>
        <source>not estimable: only one item, so the data cannot show how much the value varies</source>
        <translation>不可估計：只有一個項目，資料無法顯示該值有多大變化</translation>
    </message>
    <message>
        <source>not estimable: all {n} items agree and the variance formula gives 0 at perfect agreement; {n} items cannot show that agreement is certain</source>
        <translation>不可估計：全部 {n} 個項目都一致，變異數公式在完全一致時給出 0；{n} 個項目不能證明一致是確定的</translation>
    </message>
    <message>
        <source>not estimable: the first annotator (rows) gave every item {name}, so chance-corrected agreement is fixed by construction and the variance formula gives 0</source>
        <translation>不可估計：第一位標註員（列）給每個項目都標了 {name}，因此扣除偶然的一致性由構造決定，變異數公式給出 0</translation>
    </message>
    <message>
        <source>not estimable: the second annotator (columns) gave every item {name}, so chance-corrected agreement is fixed by construction and the variance formula gives 0</source>
        <translation>不可估計：第二位標註員（欄）給每個項目都標了 {name}，因此扣除偶然的一致性由構造決定，變異數公式給出 0</translation>
    </message>
    <message>
        <source>not estimable: the variance formula gives 0 at this table, which does not mean the value is certain</source>
        <translation>不可估計：在這張表上變異數公式給出 0，這並不表示該值是確定的</translation>
    </message>
    <message>
        <source>not estimable: too few items for a standard error under this convention</source>
        <translation>不可估計：在此慣例下項目太少，無法計算標準誤</translation>
    </message>
    <message>
        <source>not estimable: the variance formula gives 0 for {name}&apos;s one-vs-rest table (every item agrees on it, or one annotator never or always used it), which does not mean the value is certain</source>
        <translation>不可估計：{name} 的一對其餘表使變異數公式給出 0（每個項目在該類別上都一致，或某位標註員從未或總是使用它），這並不表示該值是確定的</translation>
    </message>
    <message>
        <source>not estimable: no item was labelled {name} by both annotators, and the variance formula gives 0 then; it does not mean the value is certain</source>
        <translation>不可估計：沒有任何項目被兩位標註員都標為 {name}，此時變異數公式給出 0；這並不表示該值是確定的</translation>
    </message>
    <message>
        <source>not estimable: every item either annotator labelled {name} was labelled so by both ({disagreements} disagreements), and the variance formula gives 0 then</source>
        <translation>不可估計：任一標註員標為 {name} 的每個項目都被兩人都標為 {name}（{disagreements} 處不一致），此時變異數公式給出 0</translation>
    </message>
    <message>
        <source>not estimable: fewer than two units</source>
        <translation>不可估計：單元少於兩個</translation>
    </message>
    <message>
        <source>not estimable: every unit contributes the same term to the linearised variance (for example all raters agree on every unit), so it is 0; that does not mean the value is certain</source>
        <translation>不可估計：每個單元對線性化變異數的貢獻項都相同（例如所有評分者在每個單元上都一致），因此變異數為 0；這並不表示該值是確定的</translation>
    </message>
    <message>
        <source>not estimable: an annotator gave every unit {name}, so chance-corrected agreement is fixed by construction and the variance formula gives 0</source>
        <translation>不可估計：有一位標註員給每個單元都標了 {name}，因此扣除偶然的一致性由構造決定，變異數公式給出 0</translation>
    </message>
    <message>
        <source>not estimable: no standard error</source>
        <translation>不可估計：沒有標準誤</translation>
    </message>
    <message>
        <source>no standard error requested</source>
        <translation>未要求計算標準誤</translation>
    </message>
    <message>
        <source>the statistic was undefined in every resample</source>
        <translation>該統計量在每次重抽樣中都無定義</translation>
    </message>
    <message>
        <source>category {n}</source>
        <translation>類別 {n}</translation>
    </message>
    <message>
        <source>the Brennan–Prediger coefficient</source>
        <translation>Brennan–Prediger 係數</translation>
    </message>
    <message>
        <source>Fleiss&apos; kappa</source>
        <translation>Fleiss κ</translation>
    </message>
    <message>
        <source>AC1</source>
        <translation>AC1</translation>
    </message>
    <message>
        <source>AC2</source>
        <translation>AC2</translation>
    </message>
    <message>
        <source>the Brennan-Prediger coefficient</source>
        <translation>Brennan-Prediger 係數</translation>
    </message>
    <message>
        <source>Conger&apos;s kappa</source>
        <translation>Conger κ</translation>
    </message>
    <message>
        <source>alpha</source>
        <translation>α</translation>
    </message>
    <message>
        <source>fewer than two annotators gave scores, so {what} is undefined</source>
        <translation>給出分數的標註者少於兩位，因此{what}無定義</translation>
    </message>
    <message>
        <source>fewer than two items were scored by every annotator ({n}), so {what} is undefined</source>
        <translation>每位標註者都打了分的條目少於兩個（{n} 個），因此{what}無定義</translation>
    </message>
    <message>
        <source>fewer than {need} items were scored by both annotators ({n}), so {what} is undefined</source>
        <translation>兩位標註者都打了分的條目少於 {need} 個（{n} 個），因此{what}無定義</translation>
    </message>
    <message>
        <source>every score is {value}: there is no variance to share out, so {what} is undefined</source>
        <translation>所有分數都是 {value}：沒有可分解的變異數，因此{what}無定義</translation>
    </message>
    <message>
        <source>the mean squares make the denominator of {what} 0 at these data, so it is undefined</source>
        <translation>在這些資料上，均方使 {what} 的分母為 0，因此它無定義</translation>
    </message>
    <message>
        <source>not estimable: the annotators&apos; scores differ by nothing the model leaves as error (the residual mean square is 0), so the F test and its interval cannot be formed; it does not mean the value is certain</source>
        <translation>無法估計：標註者的分數之間沒有模型留作誤差的差異（殘差均方為 0），因此無法構造 F 檢定及其區間；這並不表示該值是確定的</translation>
    </message>
    <message>
        <source>not estimable: Satterthwaite&apos;s degrees of freedom are not positive at these mean squares, so the F interval cannot be formed</source>
        <translation>無法估計：在這些均方下 Satterthwaite 自由度不為正，因此無法構造 F 區間</translation>
    </message>
    <message>
        <source>not estimable: every item has the same mean score (the items&apos; mean square is 0), so the F interval has no lower end</source>
        <translation>無法估計：每個條目的平均分都相同（條目均方為 0），因此 F 區間沒有下限</translation>
    </message>
    <message>
        <source>not estimable: Satterthwaite&apos;s degrees of freedom are so small at these mean squares that the F quantile is beyond any number</source>
        <translation>無法估計：在這些均方下 Satterthwaite 自由度太小，F 分位數超出了任何數值</translation>
    </message>
    <message>
        <source>not estimable: at these mean squares a bound of McGraw and Wong&apos;s interval divides by 0 (up to rounding), which would give a bound of no meaning</source>
        <translation>無法估計：在這些均方下 McGraw 與 Wong 區間的一個界要除以 0（在捨入誤差內），得到的界沒有意義</translation>
    </message>
    <message>
        <source>an annotator gave every item the same score, so the correlation and {what} are undefined</source>
        <translation>有一位標註者給所有條目打了相同的分數，因此相關係數與{what}無定義</translation>
    </message>
    <message>
        <source>not estimable: the two annotators gave every item the same score, so the differences have no spread; that does not mean the agreement is certain</source>
        <translation>無法估計：兩位標註者給每個條目的分數都相同，差值沒有離散；這並不表示一致性是確定的</translation>
    </message>
    <message>
        <source>not estimable: {n} items are too few for this interval (it needs {need})</source>
        <translation>無法估計：{n} 個條目不足以構造此區間（至少需要 {need} 個）</translation>
    </message>
    <message>
        <source>complete cases: {dropped} of {items} items lack a score from some annotator and are left out, as the ANOVA of Shrout &amp; Fleiss (1979) needs every annotator&apos;s score on every item</source>
        <translation>完整個案：{items} 個條目中有 {dropped} 個缺少某位標註者的分數，已排除，因為 Shrout 與 Fleiss（1979）的變異數分析需要每位標註者對每個條目都有分數</translation>
    </message>
    <message>
        <source>complete data: every annotator scored all {items} items</source>
        <translation>資料完整：每位標註者都為全部 {items} 個條目打了分</translation>
    </message>
    <message>
        <source>the ICC</source>
        <translation>ICC</translation>
    </message>
    <message>
        <source>Lin&apos;s concordance correlation</source>
        <translation>Lin 一致性相關係數</translation>
    </message>
    <message>
        <source>the limits of agreement</source>
        <translation>一致性界限</translation>
    </message>
    <message>
        <source>no annotator labelled this item</source>
        <translation>沒有標註員標註此條目</translation>
    </message>
    <message>
        <source>tie between {labels}: no single most probable label</source>
        <translation>{labels} 並列：沒有唯一的最可能標籤</translation>
    </message>
    <message>
        <source>{annotator} labelled no item likely to be of class {label} (expected {n:.2f} items), so the row of that class is not estimated</source>
        <translation>{annotator} 沒有標註過可能屬於類別 {label} 的條目（期望 {n:.2f} 個），因此該類別的一列不作估計</translation>
    </message>
    <message>
        <source>{annotator} labelled no item</source>
        <translation>{annotator} 沒有標註任何條目</translation>
    </message>
    <message>
        <source>no bootstrap requested</source>
        <translation>未要求自助法</translation>
    </message>
    <message>
        <source>the bootstrap of every confusion cell would keep {n} values; only the annotators&apos; accuracies have intervals</source>
        <translation>對每個混淆矩陣儲存格做自助法需保存 {n} 個值；只給出標註員準確率的區間</translation>
    </message>
    <message>
        <source>{annotator} labelled no gold item</source>
        <translation>{annotator} 沒有標註任何金標準條目</translation>
    </message>
    <message>
        <source>no item has a gold label</source>
        <translation>沒有條目帶金標準標籤</translation>
    </message>
    <message>
        <source>the two annotators&apos; disagreements do not determine the test (its covariance matrix is singular), so Stuart–Maxwell&apos;s χ² is not given</source>
        <translation>兩位標註員的分歧不足以確定該檢驗（其共變異數矩陣奇異），因此不給出 Stuart–Maxwell χ²</translation>
    </message>
    <message>
        <source>fewer than two classes were used, so there is no marginal difference to test</source>
        <translation>用到的類別少於兩個，沒有可檢驗的邊際差異</translation>
    </message>
    <message>
        <source>no item where exactly one of the two gave {label}, so McNemar&apos;s test is not given</source>
        <translation>沒有恰好只有其中一位給出 {label} 的條目，因此不給出 McNemar 檢驗</translation>
    </message>
    <message>
        <source>{annotator} shares {n} items with the model and another annotator, fewer than {least}: not tested</source>
        <extracomment>the least items a human must share with the model and another human to be tested</extracomment>
        <translation>{annotator} 與模型及另一位標註員共有 {n} 個條目，少於 {least}：未檢定</translation>
    </message>
    <message>
        <source>every item gives the same difference, equal to ε: the t statistic is undefined</source>
        <translation>每個條目的差值都相同且等於 ε：t 統計量無定義</translation>
    </message>
    <message>
        <source>no annotator shares {least} items with the model and another annotator</source>
        <translation>沒有標註員與模型及另一位標註員共有 {least} 個條目</translation>
    </message>
    <message>
        <source>the test needs at least two human annotators</source>
        <translation>該檢定至少需要兩位人工標註員</translation>
    </message>
    <message>
        <source>one item: no interval</source>
        <translation>只有一個條目：無區間</translation>
    </message>
    <message>
        <source>at n = {n} with {split}, intervals of this kind covered ~{coverage} in simulations</source>
        <extracomment>the simulated splits: true prevalence of each class the reach below a cell&apos;s expected top share at which a data set still counts as that skewed</extracomment>
        <translation>在 n = {n}、{split}時，此類區間在模擬中的涵蓋率約為 {coverage}</translation>
    </message>
    <message>
        <source>at n = {n} or fewer with {split}, intervals of this kind covered ~{coverage} in simulations</source>
        <translation>在 n ≤ {n}、{split}時，此類區間在模擬中的涵蓋率約為 {coverage}</translation>
    </message>
    <message>
        <source>a 50/50 split</source>
        <translation>兩類各佔 50%</translation>
    </message>
    <message>
        <source>a 90/10 split</source>
        <translation>兩類比例為 90/10</translation>
    </message>
    <message>
        <source>a 95/5 split</source>
        <translation>兩類比例為 95/5</translation>
    </message>
    <message>
        <source>90% of items in one of four classes</source>
        <translation>四個類別中一類佔 90% 條目</translation>
    </message>
    <message>
        <source>95% of items in one of four classes</source>
        <translation>四個類別中一類佔 95% 條目</translation>
    </message>
    <message>
        <source>{reference} did not take part in round {round}</source>
        <translation>{reference} 未參與輪次 {round}</translation>
    </message>
    <message>
        <source>round {round} has fewer than three humans: no majority</source>
        <translation>輪次 {round} 的人工標註員少於三位：沒有多數標籤</translation>
    </message>
    <message>
        <source>round {round} has no final labels (no decision log)</source>
        <translation>輪次 {round} 沒有最終標籤（沒有裁決日誌）</translation>
    </message>
    <message>
        <source>κ is undefined in round {round}: {why}</source>
        <translation>輪次 {round} 中 κ 無定義：{why}</translation>
    </message>
    <message>
        <source>{who} gave one label only ({label}) in round {round}: κ is 0 by construction there and does not measure agreement</source>
        <translation>{who} 在輪次 {round} 中只給出一種標籤（{label}）：該輪的 κ 按構造為 0，不衡量一致性</translation>
    </message>
    <message>
        <source>fewer than 2 items labelled by both the model and the reference in round {round}</source>
        <translation>輪次 {round} 中模型與對照方均標註的條目少於 2 個</translation>
    </message>
    <message>
        <source>not estimable: the variance of the change is 0 at these data, which does not mean the change is certain</source>
        <translation>不可估計：在這些資料上變化量的變異數為 0，這並不表示變化量是確定的</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>the humans&apos; majority</source>
        <translation>人工標註員多數標籤</translation>
    </message>
    <message>
        <source>the final labels</source>
        <translation>最終標籤</translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <source>(none yet)</source>
        <translation>（暫無）</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>清除清單</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>this round</source>
        <translation>本輪</translation>
    </message>
    <message>
        <source>Open a labels file first</source>
        <translation>請先開啟標註檔案</translation>
    </message>
    <message>
        <source>Acceptance rules</source>
        <translation>驗收規則</translation>
    </message>
    <message>
        <source>Acceptance rules recorded (event %1)</source>
        <translation>驗收規則已記錄（事件 %1）</translation>
    </message>
    <message>
        <source>Report fields unchanged</source>
        <translation>報告欄位未變更</translation>
    </message>
    <message>
        <source>Report fields not kept: %1</source>
        <translation>報告欄位未保存：%1</translation>
    </message>
    <message>
        <source>Report fields recorded (event %1)</source>
        <translation>報告欄位已記錄（事件 %1）</translation>
    </message>
    <message>
        <source>Acceptance &amp;rules…</source>
        <translation>驗收規則(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;What-if: merge classes or change weights…</source>
        <translation>假設分析：合併類別或變更權重(&amp;W)…</translation>
    </message>
    <message>
        <source>Rou&amp;nds: compare with earlier rounds…</source>
        <translation>輪次：與先前輪次比較(&amp;N)…</translation>
    </message>
    <message>
        <source>Acceptance re&amp;port…</source>
        <translation>驗收報告(&amp;P)…</translation>
    </message>
    <message>
        <source>Re-&amp;annotation batch…</source>
        <translation>重新標註批次(&amp;A)…</translation>
    </message>
</context>
<context>
    <name>ReportFieldsForm</name>
    <message>
        <source>Report fields (kept in the decision log for the next report)</source>
        <translation>報告欄位（保存在裁決日誌中，供下次報告使用）</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>專案：</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>批次：</translation>
    </message>
    <message>
        <source>Sampling frame:</source>
        <translation>抽樣框：</translation>
    </message>
    <message>
        <source>Planned n:</source>
        <translation>計畫樣本量：</translation>
    </message>
    <message>
        <source>Reviewer:</source>
        <translation>審核人：</translation>
    </message>
    <message>
        <source>Conclusion:</source>
        <translation>驗收結論：</translation>
    </message>
    <message>
        <source>Signed by:</source>
        <translation>簽字人：</translation>
    </message>
    <message>
        <source>Signed on:</source>
        <translation>簽字日期：</translation>
    </message>
    <message>
        <source>e.g. 2026-05-31</source>
        <translation>例如 2026-05-31</translation>
    </message>
    <message>
        <source>items, e.g. 400</source>
        <translation>項目數，例如 400</translation>
    </message>
    <message>
        <source>e.g. Accepted / Rework batch 7 (flagged when it contradicts the verdict)</source>
        <translation>例如：驗收通過 / 第 7 批返工（與結論相矛盾時會被標出）</translation>
    </message>
    <message>
        <source>Keep and update the report</source>
        <translation>保存並更新報告</translation>
    </message>
    <message>
        <source>Record these fields in the decision log and show them in the report</source>
        <translation>將這些欄位記錄到裁決日誌並顯示在報告中</translation>
    </message>
</context>
<context>
    <name>ReportPreview</name>
    <message>
        <source>Acceptance report</source>
        <translation>驗收報告</translation>
    </message>
    <message>
        <source>Save as HTML or PDF…</source>
        <translation>另存為 HTML 或 PDF…</translation>
    </message>
    <message>
        <source>Save figures…</source>
        <translation>儲存圖表…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>儲存報告</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Save the figures into</source>
        <translation>將圖表儲存到</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未儲存：%1</translation>
    </message>
    <message>
        <source>%1 figures saved in %2</source>
        <translation>已將 %1 張圖表儲存到 %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
</context>
<context>
    <name>ReportView</name>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>On evidence the columns read as: %1 (the form holds that reading). Why: %2</source>
        <translation>按資料本身，各欄讀作：%1（表單中正是這一讀法）。依據：%2</translation>
    </message>
    <message>
        <source>On evidence the columns read as: %1 (the form holds another choice). Why: %2</source>
        <translation>按資料本身，各欄讀作：%1（表單中是另一種選擇）。依據：%2</translation>
    </message>
    <message>
        <source>Validation report</source>
        <translation>驗證報告</translation>
    </message>
    <message>
        <source>Problems to fix or confirm: %1</source>
        <translation>需要修正或確認的問題：%1</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未發現問題。</translation>
    </message>
</context>
<context>
    <name>RoleCheck</name>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>annotator</source>
        <translation>標註員</translation>
    </message>
    <message>
        <source>label</source>
        <translation>標籤</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>stratum</source>
        <translation>分層</translation>
    </message>
    <message>
        <source>gold / reference</source>
        <translation>金標準／參考</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The %1 column and the %2 column are both &apos;%3&apos;: choose two different columns.</source>
        <translation>%1欄和%2欄都是「%3」：請選擇兩個不同的欄位。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ticked as an annotator column but also has another role.</source>
        <translation>「%1」已勾選為標註員欄，但同時還有另一個用途。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ticked as a model&apos;s predictions but also has another role.</source>
        <translation>「%1」被勾選為模型預測，但同時還有另一個角色。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a stratum column and also have another role.</source>
        <translation>「%1」不能既是分層欄又有另一個用途。</translation>
    </message>
    <message>
        <source>One file per annotator needs a folder: choose the folder that holds the files.</source>
        <translation>「每位標註員一個檔案」需要一個資料夾：請選擇存放這些檔案的資料夾。</translation>
    </message>
</context>
<context>
    <name>RoundsDialog</name>
    <message>
        <source>Rounds</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Add the labels files of earlier rounds of this project, oldest first (a decision log beside a file is read too). This round comes last.</source>
        <translation>按時間先後加入本專案先前輪次的標註檔案（最早的在前；檔案旁的裁決日誌也會讀取）。本輪排在最後。</translation>
    </message>
    <message>
        <source>Add an earlier round…</source>
        <translation>加入先前輪次…</translation>
    </message>
    <message>
        <source>Remove the last earlier round</source>
        <translation>移除最後加入的先前輪次</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>條目</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 信賴區間</translation>
    </message>
    <message>
        <source>Items reused from an earlier round</source>
        <translation>沿用自先前輪次的條目</translation>
    </message>
    <message>
        <source>Of those, adjudicated earlier</source>
        <translation>其中先前已裁決</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>變化</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>標準誤</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>A model across rounds: its κ against each reference, the change from its previous round</source>
        <translation>各輪次中的模型：模型對照每個對照方的 κ，相對模型上一輪的變化</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>對照</translation>
    </message>
    <message>
        <source>Add to the report&apos;s appendix</source>
        <translation>加入報告附錄</translation>
    </message>
    <message>
        <source>Change from the previous round</source>
        <translation>相對上一輪的變化</translation>
    </message>
    <message>
        <source>An earlier round&apos;s labels</source>
        <translation>先前輪次的標註</translation>
    </message>
    <message>
        <source>Labels (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;All files (*)</source>
        <translation>標註檔案 (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在讀取 %1…</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>未加入：%1</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>無法計算</translation>
    </message>
    <message>
        <source>no interval</source>
        <translation>無區間</translation>
    </message>
    <message>
        <source>(paired over %1 shared items)</source>
        <translation>（按 %1 個共有條目配對）</translation>
    </message>
    <message>
        <source>reuses items: memory may inflate agreement</source>
        <translation>沿用舊條目：記憶可能抬高一致性</translation>
    </message>
    <message>
        <source>The interval of a change accounts for the items both rounds share. Apart from that, agreement on items already seen and discussed is inflated by memory and consensus training, a bias no interval covers: the change may overstate the improvement.</source>
        <translation>變化量的區間已考慮兩輪共有的條目。此外，標註員對已見過並討論過的條目的一致性會因記憶與共識訓練而偏高，這種偏差任何區間都無法涵蓋：變化量可能高估改進。</translation>
    </message>
    <message>
        <source>the humans&apos; majority</source>
        <translation>人工標註員多數標籤</translation>
    </message>
    <message>
        <source>the final labels</source>
        <translation>最終標籤</translation>
    </message>
    <message>
        <source>(no item in both rounds: independent samples)</source>
        <translation>（兩輪沒有共有條目：獨立樣本）</translation>
    </message>
    <message>
        <source>in one round only: no change</source>
        <translation>只在一個輪次中：沒有變化可給出</translation>
    </message>
    <message>
        <source>The trend is drawn once an earlier round is added.</source>
        <translation>加入先前輪次後即繪製趨勢圖。</translation>
    </message>
    <message>
        <source>Added: the next report preview holds the rounds appendix.</source>
        <translation>已加入：下一次報告預覽將包含輪次附錄。</translation>
    </message>
</context>
<context>
    <name>RowsView</name>
    <message>
        <source>First rows as read (%1 shown)</source>
        <translation>讀取到的前幾列（顯示 %1 列）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Acceptance rules</source>
        <translation>驗收規則</translation>
    </message>
    <message>
        <source>per-class κ</source>
        <translation>分類別 κ</translation>
    </message>
    <message>
        <source>recall against the final labels</source>
        <translation>相對最終標籤的召回率</translation>
    </message>
    <message>
        <source>Minimum items both annotators labelled</source>
        <translation>兩名標註員均標註的最少條目數</translation>
    </message>
    <message>
        <source>Coefficient at least</source>
        <translation>係數至少</translation>
    </message>
    <message>
        <source>Its CI lower bound at least</source>
        <translation>其信賴區間下限至少</translation>
    </message>
    <message>
        <source>Key classes at least</source>
        <translation>關鍵類別至少</translation>
    </message>
    <message>
        <source>Items without a final label at most (share)</source>
        <translation>無最終標籤的條目至多（比例）</translation>
    </message>
    <message>
        <source>Unreviewed disagreements at most (share)</source>
        <translation>未審分歧至多（比例）</translation>
    </message>
    <message>
        <source>Coefficient</source>
        <translation>係數</translation>
    </message>
    <message>
        <source>Key classes (comma-separated)</source>
        <translation>關鍵類別（逗號分隔）</translation>
    </message>
    <message>
        <source>Key classes are judged by</source>
        <translation>關鍵類別的判定依據</translation>
    </message>
    <message>
        <source>Counts every item without a final label: unresolved disagreements and single annotator items alike.</source>
        <translation>計入所有沒有最終標籤的條目：未解決的分歧和僅一名標註員的條目都算在內。</translation>
    </message>
    <message>
        <source>Results have already been shown: rules set now are flagged in the report.</source>
        <translation>結果已經展示過：現在設定的規則會在報告中被標記。</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1</source>
        <translation>Gwet AC1</translation>
    </message>
    <message>
        <source>Scott&apos;s π</source>
        <translation>Scott π</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α</source>
        <translation>Krippendorff α</translation>
    </message>
    <message>
        <source>Brennan–Prediger</source>
        <translation>Brennan–Prediger</translation>
    </message>
    <message>
        <source>Observed agreement pₒ</source>
        <translation>觀察一致率 pₒ</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss κ</translation>
    </message>
</context>
<context>
    <name>ScoreEntry</name>
    <message>
        <source>Final value (scores): type it, or take the annotators&apos; mean or median</source>
        <translation>最終數值（分數）：直接輸入，或取標註員的平均數或中位數</translation>
    </message>
    <message>
        <source>A number, then Enter</source>
        <translation>輸入數字後按 Enter</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>M  Mean %1</source>
        <translation>M  平均數 %1</translation>
    </message>
    <message>
        <source>D  Median %1</source>
        <translation>D  中位數 %1</translation>
    </message>
    <message>
        <source>The mean of the annotators&apos; scores of this item (key M)</source>
        <translation>此條目各標註員分數的平均數（按鍵 M）</translation>
    </message>
    <message>
        <source>The middle score of this item&apos;s annotators, the mean of the two middle ones for an even count (key D)</source>
        <translation>此條目各標註員分數的中間值；分數個數為偶數時取中間兩個的平均（按鍵 D）</translation>
    </message>
</context>
<context>
    <name>ScoreRuleRows</name>
    <message>
        <source>The ICC form the rule reads, over all annotators; ICC(2,1) (two-way random, absolute agreement of one annotator&apos;s score) unless the design says otherwise</source>
        <translation>規則讀取的 ICC 形式（基於全部標註員）；除非研究設計另有要求，用 ICC(2,1)（雙向隨機、絕對一致、單一標註員的分數）</translation>
    </message>
    <message>
        <source>ICC of that form at least</source>
        <translation>該形式的 ICC 至少為</translation>
    </message>
    <message>
        <source>Mean absolute difference of every pair at most (scores&apos; unit)</source>
        <translation>每對標註員的平均絕對差至多為（分數的單位）</translation>
    </message>
    <message>
        <source>MAE of each annotator pair&apos;s scores on the items both scored; every pair must meet it</source>
        <translation>每對標註員在雙方都打了分的條目上的平均絕對差（MAE）；每一對都須滿足</translation>
    </message>
    <message>
        <source>ICC form (scores)</source>
        <translation>ICC 形式（分數）</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>one-way random</source>
        <translation>單向隨機</translation>
    </message>
    <message>
        <source>two-way random</source>
        <translation>雙向隨機</translation>
    </message>
    <message>
        <source>two-way mixed</source>
        <translation>雙向混合</translation>
    </message>
    <message>
        <source>absolute agreement</source>
        <translation>絕對一致</translation>
    </message>
    <message>
        <source>consistency</source>
        <translation>一致性（相對）</translation>
    </message>
    <message>
        <source>a single annotator&apos;s score</source>
        <translation>單一標註者的分數</translation>
    </message>
    <message>
        <source>the mean of the annotators&apos; scores</source>
        <translation>各標註者分數的平均值</translation>
    </message>
    <message>
        <source>each item scored by its own random annotators; how far one annotator&apos;s score can be trusted</source>
        <extracomment>one line per form: what it answers, for the window&apos;s and the report&apos;s table</extracomment>
        <translation>每個條目由各自隨機的標註者打分；單一標註者的分數有多可信</translation>
    </message>
    <message>
        <source>the same annotators, seen as a sample of all annotators; one annotator&apos;s score must match the others&apos; exactly, offsets count against it</source>
        <translation>同一組標註者，視為所有標註者的樣本；單一標註者的分數須與他人完全相同，整體偏移也算作不一致</translation>
    </message>
    <message>
        <source>these annotators only; one annotator&apos;s score must rank and space the items as the others do, a constant offset is forgiven</source>
        <translation>只針對這幾位標註者；單一標註者的分數須與他人同樣排序並拉開條目間距，恆定偏移不計</translation>
    </message>
    <message>
        <source>as ICC(1,1), for the mean of the annotators&apos; scores</source>
        <translation>同 ICC(1,1)，但針對各標註者分數的平均值</translation>
    </message>
    <message>
        <source>as ICC(2,1), for the mean of the annotators&apos; scores</source>
        <translation>同 ICC(2,1)，但針對各標註者分數的平均值</translation>
    </message>
    <message>
        <source>as ICC(3,1), for the mean of the annotators&apos; scores</source>
        <translation>同 ICC(3,1)，但針對各標註者分數的平均值</translation>
    </message>
    <message>
        <source>{pct} CI with t(n-1), Bland &amp; Altman (1999)</source>
        <translation>{pct} 信賴區間用 t(n-1)，Bland 與 Altman（1999）</translation>
    </message>
    <message>
        <source>{pct} CI = tanh(atanh(ρc) ± z·SE), Lin (1989, 2000)</source>
        <translation>{pct} 信賴區間 = tanh(atanh(ρc) ± z·標準誤)，Lin（1989，2000）</translation>
    </message>
    <message>
        <source>{pct} CI from the F distribution (McGraw &amp; Wong 1996)</source>
        <extracomment>the six forms in Shrout &amp; Fleiss&apos;s order of Table 4: key, McGraw &amp; Wong name, model, type</extracomment>
        <translation>{pct} 信賴區間來自 F 分佈（McGraw 與 Wong 1996）</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <source>Lin&apos;s ρc</source>
        <translation>Lin 一致性相關 ρc</translation>
    </message>
    <message>
        <source>Bias (%1 − %2)</source>
        <translation>偏差（%1 − %2）</translation>
    </message>
    <message>
        <source>Lower limit of agreement</source>
        <translation>一致性下限</translation>
    </message>
    <message>
        <source>Upper limit of agreement</source>
        <translation>一致性上限</translation>
    </message>
    <message>
        <source>MAE</source>
        <translation>MAE（平均絕對差）</translation>
    </message>
    <message>
        <source>RMSE</source>
        <translation>RMSE（均方根差）</translation>
    </message>
    <message>
        <source>Scores: ICC over all annotators, and the pair&apos;s agreement of values</source>
        <translation>分數：全部標註員的 ICC，以及這對標註員的數值一致性</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>screenshot saved: %1</source>
        <translation>螢幕截圖已儲存：%1</translation>
    </message>
    <message>
        <source>adjudicator: could not write %1</source>
        <translation>adjudicator: 無法寫入 %1</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>Decide the shown item as that label (from the list or the item&apos;s text)</source>
        <translation>把目前項目裁決為該標籤（焦點在清單或項目文字上時）</translation>
    </message>
    <message>
        <source>The same while typing a rationale</source>
        <translation>輸入理由時同樣可用</translation>
    </message>
    <message>
        <source>Take the first / second compared annotator&apos;s label</source>
        <translation>採用所比較的第一 / 第二位標註員的標籤</translation>
    </message>
    <message>
        <source>Scores: the annotators&apos; mean / median as the final value</source>
        <translation>分數：以標註員的平均數 / 中位數作為最終數值</translation>
    </message>
    <message>
        <source>Next item to decide or accept in the list</source>
        <translation>清單中下一個待裁決或待確認的項目</translation>
    </message>
    <message>
        <source>Skip this item (to the next one to decide or accept)</source>
        <translation>跳過此項目（到下一個待裁決或待確認的項目）</translation>
    </message>
    <message>
        <source>Next / previous item in the list</source>
        <translation>清單中的下一個 / 上一個項目</translation>
    </message>
    <message>
        <source>List → rationale → confidence, category, flag → label buttons</source>
        <translation>清單 → 理由 → 把握程度、類別、標記 → 標籤按鈕</translation>
    </message>
    <message>
        <source>Leave the rationale box (back to the list)</source>
        <translation>離開理由輸入框（回到清單）</translation>
    </message>
    <message>
        <source>Insert that rationale template</source>
        <translation>插入對應的理由範本</translation>
    </message>
    <message>
        <source>In the matrix: add a cell to the listed ones (or remove it)</source>
        <translation>在矩陣中：把儲存格加入已列出的儲存格（或將其移除）</translation>
    </message>
    <message>
        <source>Undo (a revert event in the log)</source>
        <translation>復原（在日誌中記錄一個撤銷事件）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Export the adjudicated dataset</source>
        <translation>匯出裁決後的資料集</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>本快速鍵表</translation>
    </message>
</context>
<context>
    <name>StartExtras</name>
    <message>
        <source>…or drop a labels file or a folder of them anywhere on this window.</source>
        <translation>……也可以把標註檔或包含標註檔的資料夾拖放到此視窗中的任意位置。</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>最近的檔案</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>P(%1 or better) = %2</source>
        <translation>P(%1 或更高) = %2</translation>
    </message>
    <message>
        <source>Gwet&apos;s benchmarking (Landis–Koch bands): %1; reached with 95% probability: %2</source>
        <translation>Gwet 基準判定（Landis–Koch 等級）：%1；以 95% 機率達到：%2</translation>
    </message>
    <message>
        <source>Krippendorff: P(α &lt; %1) = %2 (bootstrap of the items)</source>
        <translation>Krippendorff：P(α &lt; %1) = %2（按條目自助抽樣）</translation>
    </message>
    <message>
        <source>SE divisor n</source>
        <translation>標準誤除數 n</translation>
    </message>
    <message>
        <source>SE divisor n-1</source>
        <translation>標準誤除數 n-1</translation>
    </message>
    <message>
        <source>{pct} CI = estimate ± {crit}·SE</source>
        <translation>{pct} 信賴區間 = 估計值 ± {crit}·標準誤</translation>
    </message>
    <message>
        <source>clipped to [-1, 1]</source>
        <translation>截斷至 [-1, 1]</translation>
    </message>
    <message>
        <source>Gwet (2014) contingency-table variance</source>
        <extracomment>the units the raw-data interval counts: every unit with a rating (R irrCAC ``krippen.alpha.raw``, the default) or only the pairable ones (Python irrCAC 0.4.4) the convention text&apos;s name of the two-rater table variance (``table_alpha_se``)</extracomment>
        <translation>Gwet (2014) 列聯表變異數</translation>
    </message>
    <message>
        <source>Gwet (2014) raw-data variance</source>
        <translation>Gwet (2014) 原始資料變異數</translation>
    </message>
    <message>
        <source>Gwet (2014) distribution-of-raters variance</source>
        <translation>Gwet (2014) 評分者分布變異數</translation>
    </message>
    <message>
        <source>no standard error</source>
        <translation>無標準誤</translation>
    </message>
    <message>
        <source>{pct} CI = Wilson score interval</source>
        <extracomment>a convention part: the interval of a proportion (ui.stat_text / report.texts render it)</extracomment>
        <translation>{pct} 信賴區間 = Wilson 分數區間</translation>
    </message>
    <message>
        <source>95% percentile bootstrap over items, {b} resamples</source>
        <translation>對條目的 95% 百分位自助法，{b} 次重抽樣</translation>
    </message>
    <message>
        <source>95% CI = estimate ± t(n-1)·s/√n</source>
        <translation>95% 信賴區間 = 估計值 ± t(n-1)·s/√n</translation>
    </message>
    <message>
        <source>almost perfect</source>
        <translation>幾乎完全一致</translation>
    </message>
    <message>
        <source>substantial</source>
        <translation>較強</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>fair</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>slight</source>
        <translation>輕微</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>差</translation>
    </message>
    <message>
        <source>CI = delete-one-item jackknife on Fisher&apos;s z, t(n-1)</source>
        <extracomment>convention parts naming the jackknife intervals (ui.stat_text / report.texts translate them)</extracomment>
        <translation>信賴區間 = Fisher z 尺度上的逐一刪除條目刀切法，t(n-1)</translation>
    </message>
    <message>
        <source>CI = estimate ± t(n-1)·delete-one-item jackknife SE</source>
        <translation>信賴區間 = 估計值 ± t(n-1)·逐一刪除條目刀切法標準誤</translation>
    </message>
    <message>
        <source>CI = Donner–Eliasziw goodness-of-fit interval (χ², 1 df)</source>
        <translation>信賴區間 = Donner–Eliasziw 適合度區間（χ²，自由度 1）</translation>
    </message>
    <message>
        <source>95% CI = Wilson interval of TP/(TP+FP+FN), mapped to F1 = 2J/(1+J)</source>
        <extracomment>F1&apos;s interval: Wilson&apos;s for the Jaccard index, mapped (``annotator_scores``)</extracomment>
        <translation>95% 信賴區間 = TP/(TP+FP+FN) 的 Wilson 區間，換算為 F1 = 2J/(1+J)</translation>
    </message>
    <message>
        <source>95% CI = percentile bootstrap of the items (2000 resamples, seed 0)</source>
        <extracomment>macro F1&apos;s interval, as against the final labels (``core.stats.annotator_scores``)</extracomment>
        <translation>95% 信賴區間 = 按條目的百分位自助法（2000 次重抽樣，隨機種子 0）</translation>
    </message>
    <message>
        <source>not estimable: every bootstrap resample gives the same macro F1 (every item agrees with the reference), which does not mean the value is certain</source>
        <extracomment>why macro F1 has no interval although it has a value (``macro_f1_interval``)</extracomment>
        <translation>不可估計：每次自助法重抽樣得到的巨觀平均 F1 都相同（每個條目都與參照一致），這並不表示該值是確定的</translation>
    </message>
</context>
<context>
    <name>StatisticsPanels</name>
    <message>
        <source>first annotator</source>
        <translation>第一位標註員</translation>
    </message>
    <message>
        <source>second annotator</source>
        <translation>第二位標註員</translation>
    </message>
    <message>
        <source>final</source>
        <translation>最終</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Label order: %1</source>
        <translation>標籤順序：%1</translation>
    </message>
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
        <source>Weighted κ (%1)</source>
        <translation>加權 κ（%1）</translation>
    </message>
    <message>
        <source>κ that counts near misses on the ordered labels as partial agreement: κw = 1 − Σ(1 − w)·pₒ / Σ(1 − w)·pₑ, with w = 1 − |i − j|/(k − 1) (linear) or 1 − (i − j)²/(k − 1)² (quadratic) (Cohen 1968).</source>
        <translation>把有序標籤上的相近結果計為部分一致的 κ：κw = 1 − Σ(1 − w)·pₒ / Σ(1 − w)·pₑ，其中 w = 1 − |i − j|/(k − 1)（線性）或 1 − (i − j)²/(k − 1)²（二次）（Cohen 1968）。</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC2 (%1)</source>
        <translation>Gwet AC2（%1）</translation>
    </message>
    <message>
        <source>AC1 with the same weights: near misses count as partial agreement (Gwet 2014, ch. 3).</source>
        <translation>使用相同權重的 AC1：相近結果計為部分一致（Gwet 2014，第 3 章）。</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>線性</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>二次</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α (ordinal)</source>
        <translation>Krippendorff α（有序）</translation>
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
        <source>Label sets: κ of each label (given or not)</source>
        <translation>標籤集：每個標籤的 κ（給出與否）</translation>
    </message>
    <message>
        <source>Items here carry sets of labels. The figures above count each distinct set as one label; %1 items both labelled.</source>
        <translation>此處條目帶有標籤集。上方數值把每種不同的標籤集當作一個標籤；兩位都標註的條目 %1 個。</translation>
    </message>
    <message>
        <source>Mean Jaccard</source>
        <translation>平均 Jaccard</translation>
    </message>
    <message>
        <source>Per item, the labels both annotators gave divided by the labels either gave (1 when the sets are the same), averaged over the items.</source>
        <translation>每個條目上，兩位標註員都給出的標籤數除以任一位給出的標籤數（兩個集合相同時為 1），再對條目取平均。</translation>
    </message>
    <message>
        <source>Mean κ of the labels</source>
        <translation>各標籤 κ 的平均</translation>
    </message>
    <message>
        <source>The mean of the single labels&apos; κ below (labels whose κ is undefined left out).</source>
        <translation>下方各單個標籤 κ 的平均（κ 無定義的標籤不計入）。</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ of “%1 given or not” on the items both annotators labelled; given %2 times.</source>
        <translation>在兩位都標註的條目上，「是否給出 %1」的 Cohen κ；共給出 %2 次。</translation>
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
        <source>(no interval)</source>
        <translation>（無區間）</translation>
    </message>
    <message>
        <source>%1: the interval may be too narrow (%2)</source>
        <translation>%1：區間可能過窄（%2）</translation>
    </message>
    <message>
        <source>Undefined: %1</source>
        <translation>無法計算：%1</translation>
    </message>
    <message>
        <source>No interval: %1</source>
        <translation>無區間：%1</translation>
    </message>
    <message>
        <source>95% confidence interval; %1</source>
        <translation>95% 信賴區間；%1</translation>
    </message>
    <message>
        <source>Intervals of this kind were too narrow in simulations: %1</source>
        <translation>此類區間在模擬中過窄：%1</translation>
    </message>
    <message>
        <source>Agreement statistics</source>
        <translation>一致性統計</translation>
    </message>
    <message>
        <source>Nominal labels</source>
        <translation>名義標籤</translation>
    </message>
    <message>
        <source>Ordinal, linear weights</source>
        <translation>有序，線性權重</translation>
    </message>
    <message>
        <source>Ordinal, quadratic weights</source>
        <translation>有序，二次權重</translation>
    </message>
    <message>
        <source>Numeric scores (ICC)</source>
        <translation>數值分數（ICC）</translation>
    </message>
    <message>
        <source>Nominal: every disagreement counts the same. Ordinal: the labels are ordered (as in the schema), near misses count as partial agreement, and weighted κ, Gwet&apos;s AC2 and Krippendorff&apos;s ordinal α are shown.</source>
        <translation>名義：每種分歧的分量相同。有序：標籤有先後順序（依標籤方案），相近結果計為部分一致，並顯示加權 κ、Gwet AC2 和 Krippendorff 有序 α。</translation>
    </message>
    <message>
        <source>Label order…</source>
        <translation>標籤順序…</translation>
    </message>
    <message>
        <source>Put the labels in the order of the ordinal scale; the weights and the matrix follow, and the order is recorded in the decision log.</source>
        <translation>依有序尺度排列標籤；權重與矩陣隨之改變，順序會記錄到裁決日誌中。</translation>
    </message>
</context>
<context>
    <name>SummaryBar</name>
    <message>
        <source>Choose two different annotators</source>
        <translation>請選擇兩位不同的標註員</translation>
    </message>
    <message>
        <source>No data open</source>
        <translation>未開啟資料</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>對比</translation>
    </message>
    <message>
        <source>%1 · %2 items · blind mode: names hidden</source>
        <translation>%1 · %2 個項目 · 盲審模式：已隱藏姓名</translation>
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
        <source>(no interval)</source>
        <translation>（無區間）</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ with its 95% confidence interval, on the items both labelled</source>
        <translation>Cohen κ 及其 95% 信賴區間，基於兩人都標註過的項目</translation>
    </message>
    <message>
        <source>The interval may be too narrow: %1</source>
        <translation>區間可能過窄：%1</translation>
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
<context>
    <name>TemplateButton</name>
    <message>
        <source>Guideline rule applied: </source>
        <translation>依據的標註規範條款：</translation>
    </message>
    <message>
        <source>One annotator missed the context; the text says otherwise.</source>
        <translation>有一位標註員忽略了上下文；文字的意思並非如此。</translation>
    </message>
    <message>
        <source>Both labels are defensible; the guideline&apos;s main intent decides.</source>
        <translation>兩個標籤都說得通；依標註規範的主要意圖裁決。</translation>
    </message>
    <message>
        <source>A slip: the other label contradicts the annotator&apos;s own pattern.</source>
        <translation>屬於失誤：另一個標籤與該標註員自己的一貫做法相矛盾。</translation>
    </message>
    <message>
        <source>The item is ambiguous; the guideline needs a rule for it.</source>
        <translation>項目本身有歧義；標註規範需要為此補充規則。</translation>
    </message>
    <message>
        <source>Edit templates…</source>
        <translation>編輯範本…</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>範本</translation>
    </message>
    <message>
        <source>Insert a stock rationale (Alt+1 … Alt+9) and complete it; Edit templates… changes the list</source>
        <translation>插入一條常用理由（Alt+1 … Alt+9）再補充完整；「編輯範本…」可修改清單</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <source>Rationale templates</source>
        <translation>理由範本</translation>
    </message>
    <message>
        <source>One rationale per line; the first nine are Alt+1 … Alt+9.</source>
        <translation>每行一條理由；前九條對應 Alt+1 … Alt+9。</translation>
    </message>
</context>
<context>
    <name>Versions</name>
    <message>
        <source>Read-only: %1</source>
        <translation>唯讀：%1</translation>
    </message>
    <message>
        <source>Guideline: %1</source>
        <translation>標註規範：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Name this version</source>
        <translation>為此版本命名</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <source>“%1” cannot be used: names must be new and not a plain number.</source>
        <translation>不能使用「%1」：名稱必須是新的，且不能只是數字。</translation>
    </message>
    <message>
        <source>Version named “%1”</source>
        <translation>版本已命名為「%1」</translation>
    </message>
    <message>
        <source>Guideline version %1</source>
        <translation>標註規範版本 %1</translation>
    </message>
    <message>
        <source>Add note to this item</source>
        <translation>為此項目新增備註</translation>
    </message>
    <message>
        <source>Note on item %1:</source>
        <translation>項目 %1 的備註：</translation>
    </message>
    <message>
        <source>Note added</source>
        <translation>已新增備註</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未儲存：%1</translation>
    </message>
    <message>
        <source>&amp;Name this version…</source>
        <translation>為此版本命名(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Compare with a version…</source>
        <translation>與某個版本比較(&amp;C)…</translation>
    </message>
    <message>
        <source>New &amp;guideline version…</source>
        <translation>新的標註規範版本(&amp;G)…</translation>
    </message>
</context>
<context>
    <name>VersusFinalPanel</name>
    <message>
        <source>Annotator</source>
        <translation>標註員</translation>
    </message>
    <message>
        <source>κ vs final</source>
        <translation>與最終標籤的 κ</translation>
    </message>
    <message>
        <source>pₒ</source>
        <translation>pₒ</translation>
    </message>
    <message>
        <source>macro F1</source>
        <translation>巨觀平均 F1</translation>
    </message>
    <message>
        <source>No decision yet, so nothing to judge the annotators by: on items that took a label without a decision they agree with it by construction. κ against the final labels appears here once you decide disputed items.</source>
        <translation>尚無裁決，因此無從評判標註員：未經裁決即獲得標籤的條目上，標註員與最終標籤必然一致。裁決分歧條目後，這裡會顯示與最終標籤的 κ。</translation>
    </message>
    <message>
        <source>No disputed item decided yet: your %1 decisions are all on items the annotators agreed on. Choose “all items with a final label” to see them.</source>
        <translation>尚未裁決任何分歧條目：您的 %1 項裁決都在標註員一致的條目上。選擇「所有有最終標籤的條目」可查看。</translation>
    </message>
    <message>
        <source>On the %1 disputed items you decided; %2 disputed items not decided yet are left out, and so are unanimous items (every annotator agrees there by construction).</source>
        <translation>基於您已裁決的 %1 個分歧條目；尚未裁決的 %2 個分歧條目不計入，全體一致的條目也不計入（那裡每位標註員必然一致）。</translation>
    </message>
    <message>
        <source>Against the final labels of %1 items (unanimous, accepted or decided); %2 items without a final label (unresolved or single annotator) are left out.</source>
        <translation>對照 %1 個條目的最終標籤（全體一致、已接受或已裁決）；%2 個無最終標籤的條目（未解決或僅一名標註員）不計入。</translation>
    </message>
    <message>
        <source>%1 items with a final label that this annotator labelled</source>
        <translation>此標註員標註過且已有最終標籤的項目：%1 個</translation>
    </message>
    <message>
        <source>Rank %1 of %2 by κ; intervals overlap with: %3</source>
        <translation>按 κ 排名第 %1（共 %2 人）；區間與之重疊：%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>95% bootstrap interval: %1</source>
        <translation>95% 自助法區間：%1</translation>
    </message>
    <message>
        <source>Macro F1: the mean F1 over every class some item finally carries; a class the annotator never gave counts as 0.</source>
        <translation>宏平均 F1：對所有至少有一個項目以其為最終標籤的類別取 F1 的平均；標註員從未給出的類別按 0 計。</translation>
    </message>
    <message>
        <source>(no interval)</source>
        <translation>（無區間）</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ between this annotator&apos;s labels and the final labels: how often the annotator&apos;s label stood. Unanimous items agree by construction, so it is higher than κ between annotators.</source>
        <translation>此標註員的標籤與最終標籤之間的 Cohen κ：衡量該標註員的標籤有多少被保留。一致的項目必然相符，因此它高於標註員之間的 κ。</translation>
    </message>
    <message>
        <source>Undefined: %1</source>
        <translation>無法計算：%1</translation>
    </message>
    <message>
        <source>The interval may be too narrow: %1</source>
        <translation>區間可能過窄：%1</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精確率</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>%1: %2 items finally this class, %3 given it by the annotator, %4 both (Wilson 95% intervals)</source>
        <translation>%1：最終為此類的項目 %2 個，標註員標為此類的 %3 個，兩者皆是的 %4 個（Wilson 95% 區間）</translation>
    </message>
    <message>
        <source>κ: %1</source>
        <translation>κ：%1</translation>
    </message>
    <message>
        <source>κ vs final with no interval: its standard error is 0 on these items (every label stood), so no interval can be given.</source>
        <translation>與最終標籤的 κ 沒有區間：在這些項目上其標準誤為 0（每個標籤都被保留），因此無法給出區間。</translation>
    </message>
    <message>
        <source>Annotators vs final labels</source>
        <translation>標註員與最終標籤對照</translation>
    </message>
    <message>
        <source>Disputed items you decided</source>
        <translation>您已裁決的分歧條目</translation>
    </message>
    <message>
        <source>All items with a final label</source>
        <translation>所有有最終標籤的條目</translation>
    </message>
    <message>
        <source>The disputed items show how each annotator&apos;s labels stood where it mattered; on unanimous items every annotator scores 1 by construction.</source>
        <translation>分歧條目顯示每位標註員的標籤在關鍵之處是否成立；在全體一致的條目上，每位標註員必然得 1。</translation>
    </message>
    <message>
        <source>Whose per-class recall, precision and F1 to list</source>
        <translation>列出哪位標註員的各類召回率、精確率和 F1</translation>
    </message>
</context>
<context>
    <name>WhatIfDialog</name>
    <message>
        <source>What-if</source>
        <translation>假設分析</translation>
    </message>
    <message>
        <source>Merge two classes</source>
        <translation>合併兩個類別</translation>
    </message>
    <message>
        <source>Change the weights</source>
        <translation>變更權重</translation>
    </message>
    <message>
        <source>Annotator pair</source>
        <translation>標註員對</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>變化</translation>
    </message>
    <message>
        <source>Merge class</source>
        <translation>合併類別</translation>
    </message>
    <message>
        <source>into class</source>
        <translation>併入類別</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>Coefficient</source>
        <translation>係數</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>95% CI (original)</source>
        <translation>95% 信賴區間（原始）</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>修改後</translation>
    </message>
    <message>
        <source>95% CI (changed)</source>
        <translation>95% 信賴區間（修改後）</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>Add to the report&apos;s appendix</source>
        <translation>加入報告附錄</translation>
    </message>
    <message>
        <source>No annotator pair to compare</source>
        <translation>沒有可比較的標註員對</translation>
    </message>
    <message>
        <source>Computed on the %1 items both annotators labelled; the original labels and the decision log are not changed.</source>
        <translation>基於兩名標註員均標註的 %1 個條目計算；原始標註與裁決日誌均不會改動。</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>無法計算</translation>
    </message>
    <message>
        <source>no interval</source>
        <translation>無區間</translation>
    </message>
    <message>
        <source>Observed agreement pₒ</source>
        <translation>觀察一致率 pₒ</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>Scott&apos;s π</source>
        <translation>Scott π</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC1</source>
        <translation>Gwet AC1</translation>
    </message>
    <message>
        <source>Brennan–Prediger</source>
        <translation>Brennan–Prediger</translation>
    </message>
    <message>
        <source>PABAK</source>
        <translation>PABAK</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α</source>
        <translation>Krippendorff α</translation>
    </message>
    <message>
        <source>Cohen&apos;s weighted κ</source>
        <translation>Cohen 加權 κ</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC2</source>
        <translation>Gwet AC2</translation>
    </message>
    <message>
        <source>Added: the report&apos;s what-if appendix now holds %1 change(s).</source>
        <translation>已加入：報告的假設分析附錄現有 %1 項修改。</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Read-only: %1. You can look at everything, but decisions, notes, versions and export are off.</source>
        <translation>唯讀：%1。可以檢視全部內容，但裁決、備註、版本和匯出均無法使用。</translation>
    </message>
</context>
<context>
    <name>window.opener</name>
    <message>
        <source>Could not open the file: %1</source>
        <extracomment>a file to open -&gt; (the data, its decision log or None for the one beside the data) at most this long, at exit, for background jobs to end (a search or sort keys: well under)</extracomment>
        <translation>無法開啟檔案：%1</translation>
    </message>
</context>
</TS>
