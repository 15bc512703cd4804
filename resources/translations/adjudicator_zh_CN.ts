<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AcceptCommand</name>
    <message>
        <source>Accept the single label of %1</source>
        <translation>确认 %1 的唯一标签</translation>
    </message>
    <message>
        <source>Accept the single labels of %1 items</source>
        <translation>确认 %1 个条目的唯一标签</translation>
    </message>
</context>
<context>
    <name>Acceptances</name>
    <message>
        <source>Read-only: %1</source>
        <translation>只读：%1</translation>
    </message>
    <message>
        <source>Item %1 is not a single annotator item waiting for acceptance</source>
        <translation>条目 %1 不是等待确认的仅一名标注员条目</translation>
    </message>
    <message>
        <source>No single annotator item waiting in the list</source>
        <translation>列表中没有等待确认的仅一名标注员条目</translation>
    </message>
    <message>
        <source>Accept single annotator labels</source>
        <translation>确认仅一名标注员的标签</translation>
    </message>
    <message>
        <source>Accept the one annotator&apos;s label of %1 listed items as their final label?

They are written as one event; Undo reverts all of them.</source>
        <translation>将列表中 %1 个条目唯一标注员的标签确认为最终标签？

它们作为一个事件写入；撤销会撤回全部。</translation>
    </message>
    <message>
        <source>&amp;Accept the single annotator&apos;s label</source>
        <translation>确认唯一标注员的标签(&amp;A)</translation>
    </message>
    <message>
        <source>Accept all &amp;listed single annotator labels…</source>
        <translation>确认列表中所有仅一名标注员的标签(&amp;L)…</translation>
    </message>
    <message>
        <source>Auto-accept &amp;policy…</source>
        <translation>自动接受策略(&amp;P)…</translation>
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
        <translation>加权 κ</translation>
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
        <translation>κ 最大值（给定边际）</translation>
    </message>
    <message>
        <source>prevalence index</source>
        <translation>类别失衡指数</translation>
    </message>
    <message>
        <source>bias index</source>
        <translation>偏倚指数</translation>
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
        <translation>标签集完全一致 κ</translation>
    </message>
    <message>
        <source>mean Jaccard</source>
        <translation>平均 Jaccard</translation>
    </message>
    <message>
        <source>macro κ</source>
        <translation>宏平均 κ</translation>
    </message>
    <message>
        <source>support-weighted κ</source>
        <translation>按标注次数加权 κ</translation>
    </message>
    <message>
        <source>Agreement: {source} — {items} items, {annotators} annotators, {k} labels ({labels})</source>
        <translation>一致性：{source} — {items} 个条目，{annotators} 位标注员，{k} 个标签（{labels}）</translation>
    </message>
    <message>
        <source>Intervals: {intervals}; conventions: {conventions}</source>
        <translation>置信区间：{intervals}；计算约定：{conventions}</translation>
    </message>
    <message>
        <source>; observed agreement p_o: {convention}</source>
        <translation>；观察一致率 p_o：{convention}</translation>
    </message>
    <message>
        <source>; where simulation found it closer to 95%: {convention}</source>
        <translation>；经模拟更接近 95% 的区间：{convention}</translation>
    </message>
    <message>
        <source>! interval may be too narrow: {note}</source>
        <translation>! 区间可能过窄：{note}</translation>
    </message>
    <message>
        <source>Intervals: {intervals} of each coefficient</source>
        <translation>置信区间：各系数均用{intervals}</translation>
    </message>
    <message>
        <source>Intervals: {intervals} of each pair&apos;s coefficients; those of all annotators together are analytic: {conventions}</source>
        <translation>置信区间：每对标注员的系数用{intervals}；全体标注员合计的区间用解析法：{conventions}</translation>
    </message>
    <message>
        <source>Weighted coefficients use {weights} weights {basis} ({scale} scale); level of measurement: {level}</source>
        <translation>加权系数使用{weights}权重，{basis}（{scale}）；测量尺度：{level}</translation>
    </message>
    <message>
        <source>percentile bootstrap ({resamples} resamples, seed {seed})</source>
        <translation>百分位自助法（{resamples} 次重抽样，随机种子 {seed}）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>analytic</source>
        <translation>解析法</translation>
    </message>
    <message>
        <source>on the label values</source>
        <translation>按标签值计算距离</translation>
    </message>
    <message>
        <source>as given</source>
        <translation>按给定的权重矩阵</translation>
    </message>
    <message>
        <source>on the category ranks 1..k</source>
        <translation>按类别的秩次 1..k 计算距离</translation>
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
        <translation>自定义</translation>
    </message>
    <message>
        <source>identity</source>
        <translation>恒等</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <source>quadratic</source>
        <translation>二次</translation>
    </message>
    <message>
        <source>ordinal</source>
        <translation>有序</translation>
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
        <translation>环形</translation>
    </message>
    <message>
        <source>bipolar</source>
        <translation>双极</translation>
    </message>
    <message>
        <source>nominal</source>
        <translation>名义</translation>
    </message>
    <message>
        <source>interval</source>
        <translation>等距</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>全部声明的类别</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>仅观察到的类别</translation>
    </message>
    <message>
        <source>values</source>
        <translation>标签值</translation>
    </message>
    <message>
        <source>ranks</source>
        <translation>秩次</translation>
    </message>
    <message>
        <source>items both labelled</source>
        <translation>两位都标注的条目</translation>
    </message>
    <message>
        <source>{n} of {total} (coverage {coverage}); missing: {a} {missing_a}, {b} {missing_b}; labelled by one only: {unpaired}</source>
        <translation>{n} / {total}（覆盖率 {coverage}）；缺失：{a} {missing_a}，{b} {missing_b}；仅一位标注：{unpaired}</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>observed agreement</source>
        <translation>观察一致率</translation>
    </message>
    <message>
        <source>p_o = {po}    chance agreement (Cohen) p_e = {pe}</source>
        <translation>p_o = {po}    偶然一致率（Cohen）p_e = {pe}</translation>
    </message>
    <message>
        <source>coefficient</source>
        <translation>系数</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>Scores: the labels are numbers, level {level} — {items} items, {complete} scored by every annotator</source>
        <translation>分数：标签是数字，测量尺度为{level} — {items} 个条目，其中 {complete} 个每位标注者都打了分</translation>
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
        <translation>ρ = 0 的 F 检验</translation>
    </message>
    <message>
        <source>F({df1}, {df2}) = {f}, p = {p}</source>
        <translation>F({df1}, {df2}) = {f}，p = {p}</translation>
    </message>
    <message>
        <source>{a} × {b}, scores — {n} items both scored</source>
        <translation>{a} × {b}，分数 — 两人都打了分的条目 {n} 个</translation>
    </message>
    <message>
        <source>Lin&apos;s ρc</source>
        <translation>Lin 一致性相关 ρc</translation>
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
        <translation>MAE（|{a} − {b}| 的均值）</translation>
    </message>
    <message>
        <source>RMSE</source>
        <translation>RMSE（均方根差）</translation>
    </message>
    <message>
        <source>Scores: not computed here: the ICC, Lin&apos;s ρc and Bland–Altman need every item&apos;s scores, and this engine counts tables; --engine memory gives them.</source>
        <translation>分数：此处未计算：ICC、Lin 的 ρc 和 Bland–Altman 需要每个条目的分数，而此引擎只统计列联表；使用 --engine memory 可得到它们。</translation>
    </message>
    <message>
        <source>The labels are numbers: --level interval (or ratio) adds the ICC, Lin&apos;s ρc, Bland–Altman and MAE/RMSE.</source>
        <translation>标签是数字：加上 --level interval 或 --level ratio 可得到 ICC、Lin 的 ρc、Bland–Altman 和 MAE/RMSE。</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无法计算</translation>
    </message>
    <message>
        <source>interval {reason}</source>
        <translation>区间{reason}</translation>
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
        <translation>标签</translation>
    </message>
    <message>
        <source>κ (vs rest)</source>
        <translation>κ（一对其余）</translation>
    </message>
    <message>
        <source>specific agreement</source>
        <translation>特定一致率</translation>
    </message>
    <message>
        <source>no disagreements</source>
        <translation>没有分歧</translation>
    </message>
    <message>
        <source>top disagreements between {a} and {b} (class pairs, either way round):</source>
        <translation>{a} 与 {b} 之间最常见的分歧（类别对，不分方向）：</translation>
    </message>
    <message>
        <source>{share} of disagreements</source>
        <translation>占分歧的 {share}</translation>
    </message>
    <message>
        <source>All {n} annotators ({items} items)</source>
        <translation>全部 {n} 位标注员（{items} 个条目）</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ of each pair:</source>
        <translation>每对标注员的 Cohen κ：</translation>
    </message>
    <message>
        <source>{annotators} annotators make {pairs} pairs: {listed} share at least {least} items and are listed; {fewer} share fewer and {none} share none (every judgment counts in the coefficients of all annotators)</source>
        <translation>{annotators} 位标注员两两组成 {pairs} 对：{listed} 对共同标注了至少 {least} 个条目，予以列出；{fewer} 对共同标注的条目更少，{none} 对没有共同条目（每一次判断都计入全体标注员的系数）</translation>
    </message>
    <message>
        <source>… {n} more listed pairs (the {shown} sharing the most items are shown; --format json lists them all)</source>
        <translation>…… 另有 {n} 对已列出的标注员（这里只显示共同条目最多的 {shown} 对；--format json 会全部列出）</translation>
    </message>
    <message>
        <source>Label sets: {k} labels ({labels}); an item may carry several, each label is scored as given / not given</source>
        <translation>标签集：{k} 个标签（{labels}）；一个条目可带多个标签，每个标签按给出 / 未给出计分</translation>
    </message>
    <message>
        <source>{a} × {b}, label sets — {n} items both labelled (Cohen&apos;s κ)</source>
        <translation>{a} × {b}，标签集 — 两位都标注的条目 {n} 个（Cohen κ）</translation>
    </message>
    <message>
        <source>All {annotators} annotators, label sets — {n} items labelled at least twice (Conger&apos;s κ)</source>
        <translation>全部 {annotators} 位标注员，标签集 — 至少被标注两次的条目 {n} 个（Conger κ）</translation>
    </message>
    <message>
        <source>given</source>
        <translation>给出次数</translation>
    </message>
    <message>
        <source>left out of both averages (κ undefined): {labels}</source>
        <translation>两种平均都不计入（κ 无法计算）：{labels}</translation>
    </message>
    <message>
        <source>{a} × {b}, by {column} (largest first)</source>
        <translation>{a} × {b}，按 {column} 分层（由大到小）</translation>
    </message>
    <message>
        <source>κ interval {reason}</source>
        <translation>κ 区间{reason}</translation>
    </message>
    <message>
        <source>(blank)</source>
        <translation>（空白）</translation>
    </message>
    <message>
        <source>the labels are not numbers</source>
        <translation>标签不是数字</translation>
    </message>
    <message>
        <source>Gwet&apos;s ordinal weights are defined on ranks</source>
        <translation>Gwet 的有序权重按秩次定义</translation>
    </message>
    <message>
        <source>ratio weights need positive label values</source>
        <translation>比率权重需要正的标签值</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>列</translation>
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
        <translation>q（错误发现率）：</translation>
    </message>
    <message>
        <source>Scoring:</source>
        <translation>计分方式：</translation>
    </message>
    <message>
        <source>The cost-benefit margin: how much better a human may be for the model still to be preferred; the authors suggest 0.2 for experts, 0.15 for skilled annotators, 0.1 for crowd workers.</source>
        <translation>成本效益余量：人工标注员可以好多少而仍优先选择模型；作者建议专家取 0.2，熟练标注员取 0.15，众包工人取 0.1。</translation>
    </message>
    <message>
        <source>The false discovery rate of the Benjamini–Yekutieli procedure across the annotators.</source>
        <translation>在各标注员之间采用 Benjamini–Yekutieli 程序的错误发现率。</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>−RMSE</source>
        <translation>负均方根距离</translation>
    </message>
    <message>
        <source>How a label is scored against the other annotators&apos; labels: the share equal to it, or minus the root mean squared distance (labels that are numbers).</source>
        <translation>一个标签与其他标注员的标签比较时的计分方式：相同标签的比例，或负的均方根距离（适用于数字标签）。</translation>
    </message>
</context>
<context>
    <name>AnnotatorEffectsView</name>
    <message>
        <source>everyone</source>
        <translation>全体</translation>
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
        <translation>%1 更常给出“%2”，多出条目的 %3</translation>
    </message>
    <message>
        <source>%1 × %2: shares differ (Stuart–Maxwell χ² %3, p = %4)</source>
        <translation>%1 × %2：标签占比不同（Stuart–Maxwell χ² %3，p = %4）</translation>
    </message>
    <message>
        <source>No pair&apos;s label shares differ at p &lt; 0.05 (Stuart–Maxwell).</source>
        <translation>没有哪一对标注员的标签占比在 p &lt; 0.05 水平上不同（Stuart–Maxwell）。</translation>
    </message>
    <message>
        <source>Of this crowd&apos;s %1 pairs, only the %2 sharing at least %3 items are tested; %4 share fewer items and %5 share none.</source>
        <translation>这组众包标注的 %1 对标注员中，只检验共同标注至少 %3 个条目的 %2 对；%4 对共同标注的条目更少，%5 对没有共同条目。</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α without each annotator (95% intervals; Fleiss&apos; κ in the tooltips)</source>
        <translation>依次去掉每位标注员后的 Krippendorff α（95% 置信区间；Fleiss κ 见提示）</translation>
    </message>
    <message>
        <source>Who leans which way: pairs whose label shares differ</source>
        <translation>谁偏向哪一类：标签占比不同的标注员对</translation>
    </message>
</context>
<context>
    <name>BatchCommand</name>
    <message>
        <source>Decide %1 items → %2</source>
        <translation>裁决 %1 个条目 → %2</translation>
    </message>
</context>
<context>
    <name>BulkDialog</name>
    <message>
        <source>Decide the listed items</source>
        <translation>裁决列表中的条目</translation>
    </message>
    <message>
        <source>Decide %1 unresolved items as “%2”</source>
        <translation>将 %1 个待裁决条目裁决为“%2”</translation>
    </message>
    <message>
        <source>Rationale for all of them (kept with each decision)</source>
        <translation>适用于全部条目的理由（随每条裁决保存）</translation>
    </message>
    <message>
        <source>Why this label for these items?</source>
        <translation>为什么这些条目用这个标签？</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Each decision is written with:</source>
        <translation>每条裁决将记录：</translation>
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
        <translation>错误类别：%1</translation>
    </message>
    <message>
        <source>Guideline needs an update: %1</source>
        <translation>规范需要更新：%1</translation>
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
        <translation>它们作为一个事件写入；撤销会撤回全部。</translation>
    </message>
    <message>
        <source>Afterwards: %1 unresolved, %2 decided.</source>
        <translation>之后：%1 个待裁决，%2 个已裁决。</translation>
    </message>
    <message>
        <source>κ of %1 vs final: %2</source>
        <translation>%1 与最终标签的 κ：%2</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>No named version yet: type a sequence number.</source>
        <translation>尚无命名版本：请输入事件编号。</translation>
    </message>
    <message>
        <source>No such version: %1</source>
        <translation>没有这个版本：%1</translation>
    </message>
    <message>
        <source>%1 items have a different final label now than in version %2.</source>
        <translation>有 %1 个条目的最终标签与版本 %2 不同。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Compare with a version</source>
        <translation>与某个版本比较</translation>
    </message>
    <message>
        <source>Version (name or event number):</source>
        <translation>版本（名称或事件编号）：</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>现在</translation>
    </message>
    <message>
        <source>Rationale before</source>
        <translation>之前的理由</translation>
    </message>
    <message>
        <source>Rationale now</source>
        <translation>现在的理由</translation>
    </message>
</context>
<context>
    <name>ConfusionModel</name>
    <message>
        <source>Items compared: %1.</source>
        <translation>比较的条目：%1。</translation>
    </message>
    <message>
        <source>%1 said “%2” for %3 items.</source>
        <translation>%1 将 %3 个条目标为“%2”。</translation>
    </message>
    <message>
        <source>%1 said “%2”, %3 said “%4”. Items: %5. Click to list them.</source>
        <translation>%1 标为“%2”，%3 标为“%4”。条目数：%5。点击列出这些条目。</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>ConfusionView</name>
    <message>
        <source>%1 × final labels</source>
        <translation>%1 × 最终标签</translation>
    </message>
    <message>
        <source>Confusion matrix</source>
        <translation>混淆矩阵</translation>
    </message>
    <message>
        <source>Compared pair</source>
        <translation>所比较的两人</translation>
    </message>
    <message>
        <source>Show the compared pair, or one annotator against the final labels (unanimous and decided items; unresolved items are left out).</source>
        <translation>显示所比较的两位标注员，或某位标注员与最终标签的对照（一致和已裁决的条目；未解决的条目不计入）。</translation>
    </message>
    <message>
        <source>Rows: %1 · columns: %2. Click a cell to list its items, Ctrl-click to add cells.</source>
        <translation>行：%1 · 列：%2。单击单元格列出其条目，按住 Ctrl 单击可添加单元格。</translation>
    </message>
    <message>
        <source>Blue: both annotators chose the same label. Orange: they disagreed. The deeper the colour, the more items (one scale for the whole matrix). The last row and column are the totals.</source>
        <translation>蓝色：两位标注员选择了相同的标签。橙色：两人意见不一。颜色越深，条目越多（整个矩阵使用同一色阶）。最后一行和最后一列为合计。</translation>
    </message>
    <message>
        <source>Rows: %1 · columns: %2 (unresolved items left out).</source>
        <translation>行：%1 · 列：%2（未解决的条目不计入）。</translation>
    </message>
</context>
<context>
    <name>Crowd</name>
    <message>
        <source>majority vote</source>
        <translation>多数投票</translation>
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
        <translation>{pct} 按条目的百分位自助法，{b} 次重抽样，随机种子 {seed}</translation>
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
    <name>DecidedButton</name>
    <message>
        <source>anyone</source>
        <translation>任何人</translation>
    </message>
    <message>
        <source>earlier guideline</source>
        <translation>旧版规范</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>由 %1</translation>
    </message>
    <message>
        <source>before %1</source>
        <translation>早于 %1</translation>
    </message>
    <message>
        <source>Decided: %1</source>
        <translation>裁决条件：%1</translation>
    </message>
    <message>
        <source>Decided…</source>
        <translation>按裁决筛选…</translation>
    </message>
    <message>
        <source>Decided under an earlier guideline version</source>
        <translation>在较早的规范版本下裁决</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>裁决人</translation>
    </message>
    <message>
        <source>Decided before (UTC day)</source>
        <translation>裁决早于（UTC 日期）</translation>
    </message>
    <message>
        <source>Any decision (clear these conditions)</source>
        <translation>任意裁决（清除这些条件）</translation>
    </message>
    <message>
        <source>List only items whose decision in force was made under an earlier guideline version, by one person, or before a day</source>
        <translation>只列出当前有效的裁决是在较早规范版本下、由某个人或在某日之前作出的条目</translation>
    </message>
</context>
<context>
    <name>Decider</name>
    <message>
        <source>%1 gave no label to this item</source>
        <translation>%1 没有标注此条目</translation>
    </message>
    <message>
        <source>Overrule a unanimous label</source>
        <translation>推翻一致的标签</translation>
    </message>
    <message>
        <source>Every annotator said “%1”. Decide otherwise? (Asked once.)</source>
        <translation>所有标注员都标为“%1”。仍要裁决为其他标签吗？（只询问一次。）</translation>
    </message>
    <message>
        <source>No unresolved item in the list</source>
        <translation>列表中没有待裁决的条目</translation>
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
    <name>DecisionFields</name>
    <message>
        <source>guideline gap</source>
        <translation>规范缺漏</translation>
    </message>
    <message>
        <source>annotator slip</source>
        <translation>标注员失误</translation>
    </message>
    <message>
        <source>ambiguous item</source>
        <translation>条目本身有歧义</translation>
    </message>
    <message>
        <source>tool error</source>
        <translation>工具错误</translation>
    </message>
    <message>
        <source>Confidence:</source>
        <translation>把握程度：</translation>
    </message>
    <message>
        <source>Error category:</source>
        <translation>错误类别：</translation>
    </message>
    <message>
        <source>The guideline needs an update for this</source>
        <translation>标注规范需要因此更新</translation>
    </message>
    <message>
        <source>How sure you are of this final label</source>
        <translation>您对这个最终标签有多大把握</translation>
    </message>
    <message>
        <source>Why the annotators disagreed (type a new one to add it to the list)</source>
        <translation>标注员产生分歧的原因（输入新类别即可加入列表）</translation>
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
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <source>Read-only: %1</source>
        <translation>只读：%1</translation>
    </message>
    <message>
        <source>A note kept in this item&apos;s history</source>
        <translation>备注会保存在该条目的历史记录中</translation>
    </message>
    <message>
        <source>Decide the %1 unresolved listed items as…</source>
        <translation>将列表中 %1 个待裁决条目裁决为…</translation>
    </message>
    <message>
        <source>%1 other annotators did not label this item</source>
        <translation>另有 %1 位标注员没有标注这个条目</translation>
    </message>
    <message>
        <source>Suggestion: fitting Dawid–Skene on every item…</source>
        <translation>建议：正在文件全部条目上拟合 Dawid–Skene 模型…</translation>
    </message>
    <message>
        <source>No single suggestion: %1 and %2 tie (Dawid–Skene posterior %3 each)</source>
        <translation>没有唯一建议：%1 与 %2 并列（Dawid–Skene 后验概率各为 %3）</translation>
    </message>
    <message>
        <source>Suggested (Dawid–Skene): %1, posterior %2</source>
        <translation>建议（Dawid–Skene）：%1，后验概率 %2</translation>
    </message>
    <message>
        <source> (next: %1, %2)</source>
        <translation>（其次：%1，%2）</translation>
    </message>
    <message>
        <source>The posterior probability of each label under Dawid &amp; Skene&apos;s (1979) model, fitted on every item of the file: it weighs each annotator by how often the data say they are right for each class. A suggestion, not a decision.</source>
        <translation>按 Dawid 与 Skene（1979）模型在文件全部条目上拟合得到的各标签后验概率：它按数据显示的每位标注员在各类别上的正确频率为其加权。这只是建议，不是裁决。</translation>
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
        <source>Add note to this item…</source>
        <translation>为此条目添加备注…</translation>
    </message>
    <message>
        <source>One final label, with a rationale and fields of its own, for all unresolved items the list shows, written as one event</source>
        <translation>为列表中所有待裁决条目指定一个最终标签，并填写其专用的理由和字段，作为一个事件写入</translation>
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
    <name>Errors</name>
    <message>
        <source>the decision log is open read-only</source>
        <translation>裁决日志以只读方式打开</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>第 {row} 行</translation>
    </message>
    <message>
        <source>column &apos;{column}&apos;</source>
        <translation>列“{column}”</translation>
    </message>
    <message>
        <source> (expected {expected})</source>
        <translation>（应为：{expected}）</translation>
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
        <translation>事件格式有误：{why}</translation>
    </message>
    <message>
        <source>a complete event</source>
        <translation>一个完整的事件</translation>
    </message>
    <message>
        <source>unknown event type {kind}</source>
        <translation>未知的事件类型 {kind}</translation>
    </message>
    <message>
        <source>decide, revert, note, guideline, batch, tag, rules, viewed, scale, accept, policy or report_fields</source>
        <translation>decide、revert、note、guideline、batch、tag、rules、viewed、scale、accept、policy 或 report_fields</translation>
    </message>
    <message>
        <source>this state is read-only</source>
        <translation>此状态为只读</translation>
    </message>
    <message>
        <source>no event {seq}</source>
        <translation>没有第 {seq} 号事件</translation>
    </message>
    <message>
        <source>unknown item &apos;{item}&apos;</source>
        <translation>未知条目“{item}”</translation>
    </message>
    <message>
        <source>an item id of the dataset</source>
        <translation>数据集中的条目 ID</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos; has {count} labels, not one: only a single annotator&apos;s label can be accepted</source>
        <translation>条目“{item}”有 {count} 个标签而非一个：只能确认仅一名标注员给出的标签</translation>
    </message>
    <message>
        <source>an item one annotator labelled</source>
        <translation>仅一名标注员标注的条目</translation>
    </message>
    <message>
        <source>no version {seq}</source>
        <translation>没有第 {seq} 号版本</translation>
    </message>
    <message>
        <source>event {seq} out of order</source>
        <translation>事件 {seq} 的顺序不对</translation>
    </message>
    <message>
        <source>unknown label &apos;{label}&apos; for item &apos;{item}&apos;</source>
        <translation>条目“{item}”的标签“{label}”不在标签表中</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos; appears twice in one batch</source>
        <translation>条目“{item}”在同一批中出现了两次</translation>
    </message>
    <message>
        <source>confidence {confidence} for item {item}</source>
        <translation>条目 {item} 的把握程度为 {confidence}</translation>
    </message>
    <message>
        <source>a number from 0 to 1</source>
        <translation>0 到 1 之间的数</translation>
    </message>
    <message>
        <source>report fields must be texts</source>
        <translation>报告字段必须是文本</translation>
    </message>
    <message>
        <source>a text for each field</source>
        <translation>每个字段一段文本</translation>
    </message>
    <message>
        <source>version name &apos;{name}&apos; is taken</source>
        <translation>版本名“{name}”已被使用</translation>
    </message>
    <message>
        <source>a new name</source>
        <translation>一个新名称</translation>
    </message>
    <message>
        <source>an acceptance names no item or an item twice</source>
        <translation>确认未指定条目，或同一条目出现两次</translation>
    </message>
    <message>
        <source>each item once</source>
        <translation>每个条目一次</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: {annotator} labelled it {given}, not {label}</source>
        <translation>条目“{item}”：{annotator} 标注的是 {given}，不是 {label}</translation>
    </message>
    <message>
        <source>the label the annotator gave</source>
        <translation>该标注员给出的标签</translation>
    </message>
    <message>
        <source>unknown scale level {level}</source>
        <translation>未知的尺度类型 {level}</translation>
    </message>
    <message>
        <source>no class {label} to merge</source>
        <extracomment>a weighted coefficient -&gt; the unweighted one it equals under identity weights</extracomment>
        <translation>没有可合并的类别 {label}</translation>
    </message>
    <message>
        <source>merging a class with itself changes nothing</source>
        <translation>把一个类别与其自身合并不会改变任何结果</translation>
    </message>
    <message>
        <source>two different classes</source>
        <translation>两个不同的类别</translation>
    </message>
    <message>
        <source>unknown weights {weights}</source>
        <translation>未知的权重 {weights}</translation>
    </message>
    <message>
        <source>a scale at {level} level needs labels that are numbers (scores)</source>
        <translation>{level} 尺度需要标签是数字（分数）</translation>
    </message>
    <message>
        <source>nominal or ordinal for labels that are names</source>
        <translation>名称类标签请用名义或顺序尺度</translation>
    </message>
    <message>
        <source>label order {order} is not the dataset&apos;s labels</source>
        <translation>标签顺序 {order} 与数据集的标签不一致</translation>
    </message>
    <message>
        <source>each label of the dataset once</source>
        <translation>数据集的每个标签各出现一次</translation>
    </message>
    <message>
        <source>it is a symbolic link (a write would go to the file it points to)</source>
        <translation>它是符号链接（写入会落到它所指向的文件）</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <source>it has {n} names (hard links), so a write would change another file too</source>
        <translation>它有 {n} 个名称（硬链接），写入会同时改动另一个文件</translation>
    </message>
    <message>
        <source>its content is not what the program writes there</source>
        <translation>其内容不是本程序在此处写入的内容</translation>
    </message>
    <message>
        <source>cannot write in the folder {folder} ({why})</source>
        <translation>无法写入文件夹 {folder}（{why}）</translation>
    </message>
    <message>
        <source>a folder you may write in</source>
        <translation>有写入权限的文件夹</translation>
    </message>
    <message>
        <source>Choose another output path (--out, --log), or fix the folder&apos;s permissions</source>
        <translation>请选择其他输出路径（--out、--log），或修正该文件夹的权限</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>文件夹 {folder} 不存在</translation>
    </message>
    <message>
        <source>an output path in an existing folder</source>
        <translation>已存在的文件夹中的输出路径</translation>
    </message>
    <message>
        <source>Create the folder first, or choose another output path</source>
        <translation>请先创建该文件夹，或选择其他输出路径</translation>
    </message>
    <message>
        <source>this is a folder</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message>
        <source>a file name</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>Name the file to write, for example adding /final.csv</source>
        <translation>请指定要写入的文件名，例如在末尾加上 /final.csv</translation>
    </message>
    <message>
        <source>refusing to write over {name}</source>
        <translation>拒绝覆盖 {name}</translation>
    </message>
    <message>
        <source>a new file name</source>
        <translation>新的文件名</translation>
    </message>
    <message>
        <source>Originals and the decision log are never overwritten</source>
        <translation>原始文件和裁决日志永远不会被覆盖</translation>
    </message>
    <message>
        <source>the file is write-protected</source>
        <translation>该文件受写保护</translation>
    </message>
    <message>
        <source>a new file name or a writable file</source>
        <translation>新的文件名或可写入的文件</translation>
    </message>
    <message>
        <source>A read-only file is never replaced; choose another name</source>
        <translation>只读文件不会被替换，请另选文件名</translation>
    </message>
    <message>
        <source>{encoding} ({reason})</source>
        <translation>{encoding}（{reason}）</translation>
    </message>
    <message>
        <source>chosen by the user</source>
        <translation>由用户指定</translation>
    </message>
    <message>
        <source>byte-order mark</source>
        <translation>字节顺序标记（BOM）</translation>
    </message>
    <message>
        <source>valid UTF-8</source>
        <translation>有效的 UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8; likely: its {n} different characters are all Korean Hangul ({readers} would read them as Chinese only if a Chinese text kept to one byte zone by chance, p &lt; 0.01)</source>
        <translation>不是 UTF-8；很可能是韩文：其中 {n} 个不同的字符全是韩文谚文（只有当中文文本碰巧只用到一个字节区时，{readers} 才会把它们读成中文，p &lt; 0.01）</translation>
    </message>
    <message>
        <source>no other decodes</source>
        <translation>没有其他编码能解码</translation>
    </message>
    <message>
        <source>not UTF-8; certain: {share} of its characters are common {language} characters (others: {others})</source>
        <translation>不是 UTF-8；可以确定：{share} 的字符是常用的 {language} 字符（其他编码：{others}）</translation>
    </message>
    <message>
        <source>not UTF-8; likely: {share} of its characters are common {language} characters (others: {others})</source>
        <translation>不是 UTF-8；很可能：{share} 的字符是常用的 {language} 字符（其他编码：{others}）</translation>
    </message>
    <message>
        <source>{codec} ({name}) reads {sample}</source>
        <translation>{codec}（{name}）读出 {sample}</translation>
    </message>
    <message>
        <source>no words</source>
        <translation>没有可读的词</translation>
    </message>
    <message>
        <source>cannot tell the text encoding: the file is not UTF-8, and {n} encodings read it as common characters: {candidates}</source>
        <translation>无法确定文本编码：文件不是 UTF-8，而有 {n} 种编码都能把它读成常用字：{candidates}</translation>
    </message>
    <message>
        <source>Choose the one whose words are right with --encoding (for example --encoding {first}), or in the window under Import options &gt; Encoding; or re-save the file as &apos;CSV UTF-8&apos;</source>
        <translation>请用 --encoding 选择读出的文字正确的那一种（例如 --encoding {first}），或在窗口的“导入选项 &gt; 编码”中选择；也可将文件另存为“CSV UTF-8”</translation>
    </message>
    <message>
        <source>cannot tell the text encoding (byte 0x{byte} is not UTF-8 and no Chinese, Japanese or Korean encoding reads the text as common characters)</source>
        <translation>无法确定文本编码（字节 0x{byte} 不是 UTF-8，且没有一种中文、日文或韩文编码能把文本读成常用字）</translation>
    </message>
    <message>
        <source>UTF-8, UTF-8 with BOM, UTF-16 with BOM, GB18030, Big5, Shift-JIS or EUC-KR</source>
        <translation>UTF-8、带 BOM 的 UTF-8、带 BOM 的 UTF-16、GB18030、Big5、Shift-JIS 或 EUC-KR</translation>
    </message>
    <message>
        <source>Re-save the file as &apos;CSV UTF-8&apos;, or name the encoding with --encoding (a detector&apos;s guess: --encoding {guess})</source>
        <translation>请将文件另存为“CSV UTF-8”，或用 --encoding 指定编码（检测器的猜测：--encoding {guess}）</translation>
    </message>
    <message>
        <source>unknown encoding {name}</source>
        <translation>未知的编码 {name}</translation>
    </message>
    <message>
        <source>{name} is not a text encoding</source>
        <translation>{name} 不是文本编码</translation>
    </message>
    <message>
        <source>GB18030/GBK (Simplified Chinese)</source>
        <translation>GB18030/GBK（简体中文）</translation>
    </message>
    <message>
        <source>Big5 (Traditional Chinese)</source>
        <translation>Big5（繁体中文）</translation>
    </message>
    <message>
        <source>Shift-JIS (Japanese)</source>
        <translation>Shift-JIS（日文）</translation>
    </message>
    <message>
        <source>EUC-KR (Korean)</source>
        <translation>EUC-KR（韩文）</translation>
    </message>
    <message>
        <source>The file mixes encodings; re-save it as UTF-8 or pass --encoding</source>
        <translation>文件混用了多种编码；请另存为 UTF-8，或用 --encoding 指定编码</translation>
    </message>
    <message>
        <source>Leave the encoding to be detected (no --encoding, or &apos;Detect&apos; in the import dialog), or try another one such as utf-8, gb18030 or utf-16</source>
        <translation>请让程序自动检测编码（不加 --encoding，或在导入对话框中选“自动检测”），或换一种编码试试，例如 utf-8、gb18030 或 utf-16</translation>
    </message>
    <message>
        <source>the file has no byte-order mark</source>
        <translation>文件没有字节顺序标记（BOM）</translation>
    </message>
    <message>
        <source>Choose {encoding}-le or {encoding}-be (without a byte-order mark the byte order must be named), or leave the encoding to be detected</source>
        <translation>请选择 {encoding}-le 或 {encoding}-be（没有字节顺序标记时必须指明字节顺序），或让程序自动检测编码</translation>
    </message>
    <message>
        <source>the text is not valid {encoding} ({reason} at byte {start})</source>
        <translation>文本不是有效的 {encoding}（第 {start} 字节处：{reason}）</translation>
    </message>
    <message>
        <source>{encoding} text, the encoding chosen</source>
        <translation>{encoding} 文本（所选的编码）</translation>
    </message>
    <message>
        <source>{encoding} text throughout</source>
        <translation>全文均为 {encoding} 文本</translation>
    </message>
    <message>
        <source>the file is binary, not text</source>
        <translation>这是二进制文件，不是文本</translation>
    </message>
    <message>
        <source>a CSV text file</source>
        <translation>CSV 文本文件</translation>
    </message>
    <message>
        <source>Save it as &apos;CSV UTF-8&apos;</source>
        <translation>请另存为“CSV UTF-8”</translation>
    </message>
    <message>
        <source>cannot read the file ({why})</source>
        <translation>无法读取文件（{why}）</translation>
    </message>
    <message>
        <source>Check the path and that you may read the file</source>
        <translation>请检查路径以及是否有读取该文件的权限</translation>
    </message>
    <message>
        <source>Re-save the file as &apos;CSV UTF-8&apos;</source>
        <translation>请把文件另存为“CSV UTF-8”</translation>
    </message>
    <message>
        <source>cannot tell the export format of {name}</source>
        <translation>无法判断 {name} 的导出格式</translation>
    </message>
    <message>
        <source>csv, tsv, xlsx, jsonl or parquet</source>
        <translation>csv、tsv、xlsx、jsonl 或 parquet</translation>
    </message>
    <message>
        <source>Use one of those extensions or --format</source>
        <translation>请使用上述扩展名之一，或使用 --format</translation>
    </message>
    <message>
        <source>{name} exists and is not an earlier export of this project (its manifest does not list it as written, unchanged, from the same originals)</source>
        <translation>{name} 已存在，且不是本项目先前的导出文件（其清单中没有记载它是由同一份原始数据写出且之后未被改动的）</translation>
    </message>
    <message>
        <source>Choose another file name, or pass --force to replace it (decision logs, their tip and lock files and originals pinned by a log are never replaced). Nothing was written</source>
        <translation>请选择其他文件名，或加上 --force 来替换它（裁决日志、其末端记录文件和锁文件以及被日志固定的原始数据永远不会被替换）。未写入任何内容</translation>
    </message>
    <message>
        <source>Export again and choose another file name or another folder: the window never replaces a file that is not an earlier export of this project. Nothing was written</source>
        <translation>请重新导出并选择另一个文件名或另一个文件夹：窗口从不替换并非本项目先前导出的文件。未写入任何内容</translation>
    </message>
    <message>
        <source>a byte-order mark (--bom) is written only in CSV and TSV files, not in {format}</source>
        <translation>字节顺序标记（--bom）只写入 CSV 和 TSV 文件，不能用于 {format}</translation>
    </message>
    <message>
        <source>a .csv or .tsv file</source>
        <translation>一个 .csv 或 .tsv 文件</translation>
    </message>
    <message>
        <source>Leave --bom out for this format</source>
        <translation>此格式请不要使用 --bom</translation>
    </message>
    <message>
        <source>Parquet export needs pyarrow, which cannot be loaded here</source>
        <extracomment>rows Arrow formats per piece it hands the sink (its default is 1,024): small enough that the sink&apos;s thread hashes and writes one piece while the next is formatted (a 10^6-row export with every column in one block: 0.29-0.39 s at 4,096, 0.36-0.62 s at 32,768)</extracomment>
        <translation>导出 Parquet 需要 pyarrow，但此处无法加载</translation>
    </message>
    <message>
        <source>csv, tsv, xlsx or jsonl</source>
        <translation>csv、tsv、xlsx 或 jsonl</translation>
    </message>
    <message>
        <source>({why}) Export another format</source>
        <translation>（{why}）请导出为其他格式</translation>
    </message>
    <message>
        <source>duplicate id {id} (first on row {first})</source>
        <translation>ID 重复 {id}（首次出现在第 {first} 行）</translation>
    </message>
    <message>
        <source>repeated judgment</source>
        <translation>重复的判断</translation>
    </message>
    <message>
        <source>repeated judgment of {what} ({where}; rule {rule}: the first kept)</source>
        <translation>{what} 的重复判断（{where}；规则 {rule}：保留第一个）</translation>
    </message>
    <message>
        <source>repeated judgment of {what} ({where}; rule {rule}: the last kept)</source>
        <translation>{what} 的重复判断（{where}；规则 {rule}：保留最后一个）</translation>
    </message>
    <message>
        <source>no usable data rows: all {n} were skipped (first: {reason})</source>
        <translation>没有可用的数据行：全部 {n} 行都被跳过（第一个原因：{reason}）</translation>
    </message>
    <message>
        <source>rows with as many fields as the header</source>
        <translation>字段数与表头相同的行</translation>
    </message>
    <message>
        <source>Check the delimiter and the header row</source>
        <translation>请检查分隔符和表头行</translation>
    </message>
    <message>
        <source>the file has a header but no data rows</source>
        <translation>文件只有表头，没有数据行</translation>
    </message>
    <message>
        <source>one row per item (wide) or per judgment (long)</source>
        <translation>每个条目一行（宽格式）或每次标注一行（长格式）</translation>
    </message>
    <message>
        <source>Export the labels again, including the data rows</source>
        <translation>请重新导出标签，并包含数据行</translation>
    </message>
    <message>
        <source>(row numbers)</source>
        <translation>（行号）</translation>
    </message>
    <message>
        <source>wide layout: id {id}, annotator columns {raters}; kept as item columns: {others}</source>
        <translation>宽格式：ID 为 {id}，标注员列为 {raters}；作为条目列保留：{others}</translation>
    </message>
    <message>
        <source>wide layout: id {id}, annotator columns {raters}</source>
        <translation>宽格式：ID 为 {id}，标注员列为 {raters}</translation>
    </message>
    <message>
        <source>annotator columns that differ only by case, spaces or a repeat mark were used as different annotators (confirmed): {groups}</source>
        <translation>仅大小写、空格或重复标记不同的标注员列已作为不同的标注员使用（已确认）：{groups}</translation>
    </message>
    <message>
        <source>no annotator columns found</source>
        <translation>未找到标注员列</translation>
    </message>
    <message>
        <source>an id column and one column of labels per annotator</source>
        <translation>一个 ID 列，以及每位标注员一列标签</translation>
    </message>
    <message>
        <source>Name the annotator columns (--annotators) or use --layout long</source>
        <translation>请指定标注员列（--annotators），或使用 --layout long</translation>
    </message>
    <message>
        <source>no item id column found</source>
        <translation>未找到条目 ID 列</translation>
    </message>
    <message>
        <source>a column such as &apos;id&apos; or &apos;item&apos;</source>
        <translation>如“id”或“item”这样的列</translation>
    </message>
    <message>
        <source>Pass --id COLUMN</source>
        <translation>请使用 --id 列名</translation>
    </message>
    <message>
        <source>the item id {name} joins several columns, which this engine does not read</source>
        <translation>条目 id {name} 由多列拼成，此引擎不能读取</translation>
    </message>
    <message>
        <source>one id column</source>
        <translation>一个 id 列</translation>
    </message>
    <message>
        <source>Pass --engine memory</source>
        <translation>请使用 --engine memory</translation>
    </message>
    <message>
        <source>long layout: item {item}, annotator {annotator}, label {label}</source>
        <translation>长格式：条目列 {item}，标注员列 {annotator}，标签列 {label}</translation>
    </message>
    <message>
        <source>{judgments} judgments by {annotators} annotators of {items} items would make a table of {cells} cells, too large to compare</source>
        <translation>{annotators} 位标注员对 {items} 个条目的 {judgments} 条标注将构成 {cells} 个单元格的表，太大，无法比较</translation>
    </message>
    <message>
        <source>at most {max_annotators} annotators and {max_cells} items x annotators</source>
        <translation>最多 {max_annotators} 位标注员，条目数 × 标注员数最多 {max_cells}</translation>
    </message>
    <message>
        <source>Split the file by batch or by group of annotators and open each part; or check that the annotator column really names annotators (--annotator-col)</source>
        <translation>请按批次或标注员分组拆分文件并分别打开；或检查标注员列是否真的是标注员名（--annotator-col）</translation>
    </message>
    <message>
        <source>repeats: {n} repeated judgment(s) of one item by one annotator; refused (rule &apos;refuse&apos;): choose --repeats first or last to keep one</source>
        <translation>重复：同一标注员对同一条目有 {n} 次重复判断；已拒绝（规则“refuse”）：请用 --repeats first 或 last 保留其中一次</translation>
    </message>
    <message>
        <source>repeats: {n} repeated judgment(s) of one item by one annotator skipped; the last of each kept (rule &apos;last&apos;)</source>
        <translation>重复：跳过了同一标注员对同一条目的 {n} 次重复判断；每组保留最后一次（规则“last”）</translation>
    </message>
    <message>
        <source>repeats: {n} repeated judgment(s) of one item by one annotator skipped; the first of each kept (rule &apos;first&apos;)</source>
        <translation>重复：跳过了同一标注员对同一条目的 {n} 次重复判断；每组保留第一次（规则“first”）</translation>
    </message>
    <message>
        <source>no {what} column found for the long layout</source>
        <translation>长格式中找不到{what}列</translation>
    </message>
    <message>
        <source>a column such as {name}</source>
        <translation>例如名为 {name} 的列</translation>
    </message>
    <message>
        <source>Pass {option} COLUMN, or use --layout wide</source>
        <translation>请用 {option} 列名 指定，或使用 --layout wide</translation>
    </message>
    <message>
        <source>columns that differ between judgments of one item (first value kept per item): {columns}</source>
        <translation>同一条目的各次判断中取值不同的列（每个条目保留第一个值）：{columns}</translation>
    </message>
    <message>
        <source>reading {name}</source>
        <translation>正在读取 {name}</translation>
    </message>
    <message>
        <source>read {rows} rows</source>
        <translation>已读取 {rows} 行</translation>
    </message>
    <message>
        <source>{before}; the sheet {sheet} was read as the first sheet with a table, and {tables} also hold(s) a table: choose one with --sheet</source>
        <extracomment>what a workbook&apos;s error adds when other sheets hold a table (after the error&apos;s own hint)</extracomment>
        <translation>{before}；已将工作表 {sheet} 作为第一个含表格的工作表读取，而 {tables} 也含有表格：请用 --sheet 选择其中之一</translation>
    </message>
    <message>
        <source>The sheet {sheet} was read as the first sheet with a table, and {tables} also hold(s) a table: choose one with --sheet</source>
        <translation>已将工作表 {sheet} 作为第一个含表格的工作表读取，而 {tables} 也含有表格：请用 --sheet 选择其中之一</translation>
    </message>
    <message>
        <source>not a regular file (a FIFO, a socket or a device is never read)</source>
        <translation>不是普通文件（从不读取 FIFO、套接字或设备）</translation>
    </message>
    <message>
        <source>a labels file or a folder of them</source>
        <translation>一个标注文件或一个包含标注文件的文件夹</translation>
    </message>
    <message>
        <source>Save the data to an ordinary file and open that</source>
        <translation>请把数据保存为普通文件，再打开它</translation>
    </message>
    <message>
        <source>the detected encoding</source>
        <translation>检测到的编码</translation>
    </message>
    <message>
        <source>the text cannot be decoded as {name} ({why})</source>
        <translation>无法按 {name} 解码文本（{why}）</translation>
    </message>
    <message>
        <source>{name} text</source>
        <translation>{name} 文本</translation>
    </message>
    <message>
        <source>one file per annotator: {files}</source>
        <translation>每位标注员一个文件：{files}</translation>
    </message>
    <message>
        <source>cannot tell which column holds this annotator&apos;s labels</source>
        <translation>无法判断哪一列是该标注员的标签</translation>
    </message>
    <message>
        <source>an id column and a &apos;label&apos; column</source>
        <translation>一个 ID 列和一个“label”列</translation>
    </message>
    <message>
        <source>Pass --label-col COLUMN</source>
        <translation>请使用 --label-col 列名</translation>
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
        <translation>标注员</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>there is no {what} column named {name}</source>
        <translation>没有名为 {name} 的{what}列</translation>
    </message>
    <message>
        <source>Check the header row, or pass the right column name</source>
        <translation>请检查表头行，或指定正确的列名</translation>
    </message>
    <message>
        <source>the label {label} is listed twice</source>
        <translation>标签 {label} 出现了两次</translation>
    </message>
    <message>
        <source>each label once, in scale order</source>
        <translation>每个标签只出现一次，按量表顺序排列</translation>
    </message>
    <message>
        <source>Remove the repeated label from --labels or the schema</source>
        <translation>请从 --labels 或标签方案中删除重复的标签</translation>
    </message>
    <message>
        <source>the schema file cannot be read ({why})</source>
        <translation>无法读取标签方案文件（{why}）</translation>
    </message>
    <message>
        <source>the schema file is larger than 1 MiB</source>
        <translation>标签方案文件超过 1 MiB</translation>
    </message>
    <message>
        <source>a small JSON or TOML file: labels, level, aliases, missing</source>
        <translation>一个小型 JSON 或 TOML 文件：labels、level、aliases、missing</translation>
    </message>
    <message>
        <source>Check that --schema names the schema, not the labels file</source>
        <translation>请确认 --schema 指向标签方案文件，而不是标签数据文件</translation>
    </message>
    <message>
        <source>the schema is not valid {kind} ({why})</source>
        <translation>标签方案不是有效的 {kind}（{why}）</translation>
    </message>
    <message>
        <source>labels = [...], optional level, aliases, missing</source>
        <translation>labels = [...]，可选 level、aliases、missing</translation>
    </message>
    <message>
        <source>the schema must be an object/table</source>
        <translation>标签方案必须是一个对象/表</translation>
    </message>
    <message>
        <source>the schema has no &apos;labels&apos; list</source>
        <translation>标签方案中没有“labels”列表</translation>
    </message>
    <message>
        <source>labels = [&quot;a&quot;, &quot;b&quot;, ...]</source>
        <translation>labels = [&quot;a&quot;, &quot;b&quot;, ...]</translation>
    </message>
    <message>
        <source>unknown level {level}</source>
        <translation>未知的测量尺度 {level}</translation>
    </message>
    <message>
        <source>&apos;missing&apos; must be a list</source>
        <translation>“missing”必须是列表</translation>
    </message>
    <message>
        <source>&apos;aliases&apos; must be a table/object</source>
        <translation>“aliases”必须是表/对象</translation>
    </message>
    <message>
        <source>alias {alias} points to {target}, which is not a label</source>
        <translation>别名 {alias} 指向 {target}，但它不是标签</translation>
    </message>
    <message>
        <source>this is {kind}, not a table of labels</source>
        <translation>这是{kind}，不是标签表</translation>
    </message>
    <message>
        <source>CSV, TSV, XLSX, JSON Lines, JSON or Parquet</source>
        <translation>CSV、TSV、XLSX、JSON Lines、JSON 或 Parquet</translation>
    </message>
    <message>
        <source>Save the labels from the spreadsheet as .xlsx or CSV UTF-8</source>
        <translation>请把电子表格中的标签另存为 .xlsx 或 CSV UTF-8</translation>
    </message>
    <message>
        <source>Choose the file that holds the labels</source>
        <translation>请选择包含标签的文件</translation>
    </message>
    <message>
        <source>a text table (CSV/TSV/JSON) or an .xlsx/.parquet file</source>
        <translation>文本表格（CSV/TSV/JSON）或 .xlsx/.parquet 文件</translation>
    </message>
    <message>
        <source>Check that this is the exported labels file and that it is not damaged</source>
        <translation>请确认这是导出的标签文件，并且没有损坏</translation>
    </message>
    <message>
        <source>the ZIP/XLSX file is damaged</source>
        <translation>ZIP/XLSX 文件已损坏</translation>
    </message>
    <message>
        <source>Open it in Excel and save it again</source>
        <translation>请用 Excel 打开后重新保存</translation>
    </message>
    <message>
        <source>this is a ZIP archive, not an Excel workbook</source>
        <translation>这是 ZIP 压缩包，不是 Excel 工作簿</translation>
    </message>
    <message>
        <source>an .xlsx workbook or a table file</source>
        <translation>.xlsx 工作簿或表格文件</translation>
    </message>
    <message>
        <source>Unpack the archive and open the labels file inside it</source>
        <translation>请解压后打开其中的标签文件</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>Check the path and the file name</source>
        <translation>请检查路径和文件名</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>a header row and one row per item or judgment</source>
        <translation>一行表头，以及每个条目或每次标注一行</translation>
    </message>
    <message>
        <source>Export the labels again; the file has no content</source>
        <translation>请重新导出标签，该文件没有内容</translation>
    </message>
    <message>
        <source>the JSON holds no records</source>
        <translation>该 JSON 中没有任何记录</translation>
    </message>
    <message>
        <source>one JSON object per item or judgment</source>
        <translation>每个条目或每条判断一个 JSON 对象</translation>
    </message>
    <message>
        <source>Export the labels again; the export may have been made before any work</source>
        <translation>请重新导出标签；这份导出可能是在开始标注之前生成的</translation>
    </message>
    <message>
        <source>a record of this {name} export has an unexpected shape ({why})</source>
        <translation>此 {name} 导出文件中有一条记录的结构不符合预期（{why}）</translation>
    </message>
    <message>
        <source>a {name} export as the tool writes it</source>
        <translation>由 {name} 原样写出的导出文件</translation>
    </message>
    <message>
        <source>Export the file again from the tool, or save the labels as a table (id, one column per annotator)</source>
        <translation>请从该工具重新导出文件，或把标签保存为表格（ID 列，每位标注员一列）</translation>
    </message>
    <message>
        <source>the {tool} export holds no judgments</source>
        <translation>此 {tool} 导出文件中没有任何判断</translation>
    </message>
    <message>
        <source>Export again after annotators have submitted work</source>
        <translation>请在标注员提交结果后重新导出</translation>
    </message>
    <message>
        <source>the folder holds fewer than two label files</source>
        <translation>文件夹中的标签文件少于两个</translation>
    </message>
    <message>
        <source>one file per annotator, or Potato&apos;s annotation_output</source>
        <translation>每位标注员一个文件，或 Potato 的 annotation_output</translation>
    </message>
    <message>
        <source>Choose a file, or a folder with one file per annotator</source>
        <translation>请选择一个文件，或每位标注员一个文件的文件夹</translation>
    </message>
    <message>
        <source>skipped {n} entries of the folder: {listed} and {more} more</source>
        <translation>跳过了文件夹中的 {n} 个条目：{listed}，另有 {more} 个</translation>
    </message>
    <message>
        <source>skipped {n} entries of the folder: {listed}</source>
        <translation>跳过了文件夹中的 {n} 个条目：{listed}</translation>
    </message>
    <message>
        <source>a link to nothing</source>
        <translation>指向不存在目标的链接</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>not a table file</source>
        <translation>不是表格文件</translation>
    </message>
    <message>
        <source>Potato: {n} annotator folder(s)</source>
        <translation>Potato：{n} 个标注员文件夹</translation>
    </message>
    <message>
        <source>Potato 2.x: {n} user_state.json file(s), one per annotator</source>
        <translation>Potato 2.x：{n} 个 user_state.json 文件，每位标注员一个</translation>
    </message>
    <message>
        <source>this file is not a Ground Truth worker response</source>
        <translation>此文件不是 Ground Truth 的标注员回答文件</translation>
    </message>
    <message>
        <source>a JSON document with an answers list of workerId and answerContent</source>
        <translation>一个 JSON 文档，其 answers 列表含 workerId 和 answerContent</translation>
    </message>
    <message>
        <source>Open the worker-response folder as Ground Truth wrote it</source>
        <translation>请打开 Ground Truth 原样写出的 worker-response 文件夹</translation>
    </message>
    <message>
        <source>reading {name}: {done:.1f} of {size:.1f} MiB</source>
        <translation>正在读取 {name}：{done:.1f} / {size:.1f} MiB</translation>
    </message>
    <message>
        <source>no header row detected: columns named col1, col2, …; ids are row numbers</source>
        <translation>未检测到表头行：各列命名为 col1、col2、…；以行号作为 ID</translation>
    </message>
    <message>
        <source>Check the quotes around fields</source>
        <translation>请检查字段两侧的引号</translation>
    </message>
    <message>
        <source>the CSV cannot be parsed ({why})</source>
        <translation>无法解析该 CSV（{why}）</translation>
    </message>
    <message>
        <source>the first row has more than {max} fields</source>
        <translation>第一行的字段超过 {max} 个</translation>
    </message>
    <message>
        <source>this row has more than {max} fields</source>
        <translation>这一行的字段超过 {max} 个</translation>
    </message>
    <message>
        <source>a labels table: an id column and one column per annotator, or id, annotator and label columns</source>
        <translation>标签表格：一个 ID 列加每位标注员一列，或 ID、标注员、标签三列</translation>
    </message>
    <message>
        <source>Check that this is the labels file; with very many annotators save it in the long layout (one row per judgment)</source>
        <translation>请确认这是标签文件；标注员很多时，请保存为长格式（每个判断一行）</translation>
    </message>
    <message>
        <source>the file contains a NUL byte (damaged file or not a text table)</source>
        <translation>文件包含 NUL 字节（文件已损坏或不是文本表格）</translation>
    </message>
    <message>
        <source>text without NUL characters</source>
        <translation>不含 NUL 字符的文本</translation>
    </message>
    <message>
        <source>Open the file in a spreadsheet program and save it again as CSV UTF-8</source>
        <translation>请用电子表格软件打开该文件，再另存为 CSV UTF-8</translation>
    </message>
    <message>
        <source>{n} fields where the header has {width}</source>
        <translation>有 {n} 个字段，而表头有 {width} 个</translation>
    </message>
    <message>
        <source>blank or repeated column names were made unique: {names}</source>
        <translation>空白或重复的列名已改为唯一名称：{names}</translation>
    </message>
    <message>
        <source>Parquet files need the pyarrow library, which cannot be loaded here ({why})</source>
        <translation>读取 Parquet 文件需要 pyarrow 库，但此处无法加载它（{why}）</translation>
    </message>
    <message>
        <source>Export the labels as CSV or XLSX, or repair the installation</source>
        <translation>请将标签导出为 CSV 或 XLSX，或修复安装</translation>
    </message>
    <message>
        <source>the Parquet file cannot be read ({why})</source>
        <translation>无法读取该 Parquet 文件（{why}）</translation>
    </message>
    <message>
        <source>a complete Parquet file</source>
        <translation>完整的 Parquet 文件</translation>
    </message>
    <message>
        <source>Write the file again</source>
        <translation>请重新写出该文件</translation>
    </message>
    <message>
        <source>reading {name}: part {part} of {parts}</source>
        <translation>正在读取 {name}：第 {part} 部分，共 {parts} 部分</translation>
    </message>
    <message>
        <source>the workbook is too large to read safely: its shared strings part holds more than {limit} strings</source>
        <translation>工作簿太大，无法安全读取：其共享字符串部分超过 {limit} 个字符串</translation>
    </message>
    <message>
        <source>at most {limit} shared strings</source>
        <translation>最多 {limit} 个共享字符串</translation>
    </message>
    <message>
        <source>Save the sheet as CSV in Excel and open the CSV instead</source>
        <translation>请在 Excel 中将工作表另存为 CSV，然后打开该 CSV</translation>
    </message>
    <message>
        <source>part {part} unpacks {ratio} times its stored size</source>
        <translation>部件 {part} 解压后是其存储大小的 {ratio} 倍</translation>
    </message>
    <message>
        <source>its text would unpack to {total} MiB (shared strings {shared} MiB)</source>
        <translation>其文本解压后将达 {total} MiB（共享字符串 {shared} MiB）</translation>
    </message>
    <message>
        <source>the workbook is too large to read safely: {what}</source>
        <translation>工作簿太大，无法安全读取：{what}</translation>
    </message>
    <message>
        <source>at most {max} MiB unpacked and {strings} MiB of shared strings</source>
        <translation>解压后最多 {max} MiB，共享字符串最多 {strings} MiB</translation>
    </message>
    <message>
        <source>the workbook cannot be opened ({why})</source>
        <translation>无法打开该工作簿（{why}）</translation>
    </message>
    <message>
        <source>the workbook cannot be read ({why})</source>
        <translation>无法读取该工作簿（{why}）</translation>
    </message>
    <message>
        <source>the sheet {name} is empty</source>
        <translation>工作表 {name} 是空的</translation>
    </message>
    <message>
        <source>Choose the sheet that holds the labels with --sheet</source>
        <translation>请用 --sheet 选择包含标签的工作表</translation>
    </message>
    <message>
        <source>sheet {name} read; other sheets: {others}</source>
        <translation>已读取工作表 {name}；其他工作表：{others}</translation>
    </message>
    <message>
        <source>hidden sheet(s) passed over: {sheets} (choose one with --sheet to read it)</source>
        <translation>已略过隐藏的工作表：{sheets}（如需读取，请用 --sheet 选择）</translation>
    </message>
    <message>
        <source>column {name} holds formulas without a saved value, read as missing; open the workbook in Excel and save it to store the values</source>
        <translation>列 {name} 含有未保存计算结果的公式，已按缺失读取；请在 Excel 中打开工作簿并保存，以存下计算结果</translation>
    </message>
    <message>
        <source>every sheet of the workbook is empty</source>
        <translation>工作簿的所有工作表都是空的</translation>
    </message>
    <message>
        <source>Put the labels on the first sheet, with a header row</source>
        <translation>请把标签放在第一个工作表中，并带表头行</translation>
    </message>
    <message>
        <source>there is no sheet number {pos}</source>
        <translation>没有第 {pos} 个工作表</translation>
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
        <translation>没有名为 {name} 的工作表</translation>
    </message>
    <message>
        <source>Pass --sheet with one of these names</source>
        <translation>请用 --sheet 指定以下名称之一</translation>
    </message>
    <message>
        <source>header found on row {row}</source>
        <translation>在第 {row} 行找到表头</translation>
    </message>
    <message>
        <source>{n} cell(s) hold Excel error values ({counts}), read as no label; the first is on row {row}, column {column}. Fix the formulas in Excel to count them</source>
        <translation>{n} 个单元格含有 Excel 错误值（{counts}），已按无标签读取；第一个位于第 {row} 行、列 {column}。请在 Excel 中修正公式后再计入</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>an adjudication log</source>
        <translation>裁决日志</translation>
    </message>
    <message>
        <source>cannot read the log ({why})</source>
        <translation>无法读取日志（{why}）</translation>
    </message>
    <message>
        <source>the log has no complete header line</source>
        <translation>日志没有完整的头部行</translation>
    </message>
    <message>
        <source>an event line has no chain link</source>
        <translation>某个事件行没有链接哈希</translation>
    </message>
    <message>
        <source>a line ending with &quot;h&quot;:&quot;&lt;SHA-256&gt;&quot;</source>
        <translation>以 &quot;h&quot;:&quot;&lt;SHA-256&gt;&quot; 结尾的一行</translation>
    </message>
    <message>
        <source>The log was edited after it was written; restore it from a backup. Nothing was changed</source>
        <translation>日志在写入后被编辑过；请从备份中恢复。未做任何更改</translation>
    </message>
    <message>
        <source>the chain breaks at line {n}: line {n} or the header was edited, removed or inserted after it was written</source>
        <translation>哈希链在第 {n} 行断开：第 {n} 行或表头在写入后被修改、删除或插入</translation>
    </message>
    <message>
        <source>the chain breaks at line {n}: line {n} or line {before} was edited, removed or inserted after it was written</source>
        <translation>哈希链在第 {n} 行断开：第 {n} 行或第 {before} 行在写入后被修改、删除或插入</translation>
    </message>
    <message>
        <source>each line&apos;s link to match the line before it</source>
        <translation>每一行的链接值都与上一行相符</translation>
    </message>
    <message>
        <source>Restore the log from a backup (nothing was changed); compare it with this copy to see what changed</source>
        <translation>请从备份恢复日志（未做任何更改）；与此副本比较即可看出改动之处</translation>
    </message>
    <message>
        <source>event number {seq} where {n} was expected</source>
        <translation>事件编号为 {seq}，应为 {n}</translation>
    </message>
    <message>
        <source>The log was edited or spliced</source>
        <translation>日志被编辑或拼接过</translation>
    </message>
    <message>
        <source>not an adjudication log</source>
        <translation>不是裁决日志</translation>
    </message>
    <message>
        <source>a header line with &quot;format&quot;: &quot;{format}&quot;</source>
        <translation>含有 &quot;format&quot;: &quot;{format}&quot; 的表头行</translation>
    </message>
    <message>
        <source>log format version {version} is newer than this program&apos;s</source>
        <translation>日志格式版本 {version} 比本程序支持的更新</translation>
    </message>
    <message>
        <source>version {ours} or older</source>
        <translation>版本 {ours} 或更早</translation>
    </message>
    <message>
        <source>Update Adjudicator to open this log</source>
        <translation>请更新 Adjudicator 以打开此日志</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>一个整数</translation>
    </message>
    <message>
        <source>a list of records with path, size and sha256</source>
        <translation>由含 path、size 和 sha256 的记录组成的列表</translation>
    </message>
    <message>
        <source>a list of label texts</source>
        <translation>由标签文本组成的列表</translation>
    </message>
    <message>
        <source>record {number}: {field} is {found}</source>
        <translation>第 {number} 条记录：{field} 是{found}</translation>
    </message>
    <message>
        <source>record {number}: {field} is missing</source>
        <translation>第 {number} 条记录：缺少 {field}</translation>
    </message>
    <message>
        <source>Export the file again from {tool}, or save the labels as a table (id, one column per annotator)</source>
        <translation>请从 {tool} 重新导出，或把标签另存为表格（编号，每位标注员一列）</translation>
    </message>
    <message>
        <source>a list of objects</source>
        <translation>对象列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>a list of labels (text)</source>
        <translation>标签（文本）列表</translation>
    </message>
    <message>
        <source>a label (text), or a list of them</source>
        <translation>一个标签（文本）或标签列表</translation>
    </message>
    <message>
        <source>the annotator who made the annotation (its user id)</source>
        <translation>作出该标注的标注员（其用户编号）</translation>
    </message>
    <message>
        <source>the text {text}</source>
        <translation>文本 {text}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>一个列表</translation>
    </message>
    <message>
        <source>a list holding {item}</source>
        <translation>一个列表，其中有{item}</translation>
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
        <translation>{field} 单元格中是{found}，不是标签</translation>
    </message>
    <message>
        <source>the annotator of each answer: _annotator_id (or _session_id), which Prodigy writes with --feed-overlap</source>
        <translation>每个回答的标注员：_annotator_id（或 _session_id），Prodigy 在使用 --feed-overlap 时写出</translation>
    </message>
    <message>
        <source>accept, reject or ignore</source>
        <translation>accept、reject 或 ignore</translation>
    </message>
    <message>
        <source>a column name or null</source>
        <translation>一个列名或 null</translation>
    </message>
    <message>
        <source>a list of column names</source>
        <translation>由列名组成的列表</translation>
    </message>
    <message>
        <source>a list of labels</source>
        <translation>由标签组成的列表</translation>
    </message>
    <message>
        <source>a value of type {type}</source>
        <translation>类型为 {type} 的值</translation>
    </message>
    <message>
        <source>Restore the log from a backup; nothing was changed</source>
        <translation>请从备份恢复日志；没有任何内容被更改</translation>
    </message>
    <message>
        <source>the header&apos;s {name} field is damaged</source>
        <translation>表头的 {name} 字段已损坏</translation>
    </message>
    <message>
        <source>damaged line in the middle of the log</source>
        <translation>日志中间有损坏的行</translation>
    </message>
    <message>
        <source>one JSON event per line</source>
        <translation>每行一个 JSON 事件</translation>
    </message>
    <message>
        <source>{item}: {first} ({first_author}: {first_rationale}) vs {second} ({second_author}: {second_rationale})</source>
        <translation>{item}：{first}（{first_author}：{first_rationale}）对 {second}（{second_author}：{second_rationale}）</translation>
    </message>
    <message>
        <source>the output exists already</source>
        <translation>输出文件已存在</translation>
    </message>
    <message>
        <source>A merge never overwrites</source>
        <translation>合并永远不会覆盖已有文件</translation>
    </message>
    <message>
        <source>{file}: a torn last line ({n} bytes, from a crash while writing) was left out</source>
        <translation>{file}：不完整的最后一行（{n} 字节，写入时崩溃所致）已略去</translation>
    </message>
    <message>
        <source>removed {file}, left by a merge that was stopped</source>
        <translation>已删除 {file}（由一次被中止的合并留下）</translation>
    </message>
    <message>
        <source>{out} was written by the same merge, which was stopped before it finished; its tip and conflicts file were completed</source>
        <translation>{out} 是由同一次合并写入的，该合并在完成前被中止；已补全其末端记录和冲突文件</translation>
    </message>
    <message>
        <source>{first} and {second} are logs of different originals ({first_data} and {second_data})</source>
        <translation>{first} 和 {second} 是不同原始文件的日志（{first_data} 与 {second_data}）</translation>
    </message>
    <message>
        <source>two logs of the same data file</source>
        <translation>同一数据文件的两个日志</translation>
    </message>
    <message>
        <source>Merge only logs started from the same data file (the same SHA-256 in both headers)</source>
        <translation>只合并从同一数据文件开始的日志（两个文件头中的 SHA-256 相同）</translation>
    </message>
    <message>
        <source>{first} and {second} use different label schemas</source>
        <translation>{first} 与 {second} 使用了不同的标签方案</translation>
    </message>
    <message>
        <source>the same labels in the same order</source>
        <translation>相同的标签，且顺序相同</translation>
    </message>
    <message>
        <source>this log was started by an earlier version of Adjudicator (format 1), whose events are not hash-chained: an edit made to it outside Adjudicator cannot be detected</source>
        <translation>此日志由较早版本的 Adjudicator（格式 1）创建，其事件没有哈希链：在 Adjudicator 之外对它的修改无法被发现</translation>
    </message>
    <message>
        <source>no decision log found</source>
        <extracomment>report options the engine does not offer (they need the items&apos; labels)</extracomment>
        <translation>未找到裁决日志</translation>
    </message>
    <message>
        <source>Record a decision first, or pass --log PATH</source>
        <translation>请先记录一条裁决，或使用 --log 路径</translation>
    </message>
    <message>
        <source>{error}; opened read-only</source>
        <translation>{error}；已以只读方式打开</translation>
    </message>
    <message>
        <source>a torn last line ({n} bytes, from a crash while writing) was set aside in {name}</source>
        <translation>不完整的最后一行（{n} 字节，写入时程序崩溃所致）已另存到 {name}</translation>
    </message>
    <message>
        <source>a torn last line ({n} bytes) was ignored</source>
        <translation>已忽略不完整的最后一行（{n} 字节）</translation>
    </message>
    <message>
        <source>the label schema differs from the one the log was started with</source>
        <translation>标签方案与日志创建时的方案不同</translation>
    </message>
    <message>
        <source>opened read-only</source>
        <translation>已以只读方式打开</translation>
    </message>
    <message>
        <source>Open it instead of creating a new one</source>
        <translation>请打开它，而不是新建一个</translation>
    </message>
    <message>
        <source>a decision log already exists here; it is open in {holder}</source>
        <translation>此处已存在裁决日志；它正在 {holder} 中打开</translation>
    </message>
    <message>
        <source>a decision log already exists here</source>
        <translation>此处已存在裁决日志</translation>
    </message>
    <message>
        <source>the decision log cannot be kept inside the folder it adjudicates</source>
        <translation>裁决日志不能放在它所裁决的文件夹内</translation>
    </message>
    <message>
        <source>a log path outside the folder</source>
        <translation>文件夹之外的日志路径</translation>
    </message>
    <message>
        <source>Leave --log out (the log goes beside the folder) or choose a path outside {folder}</source>
        <translation>请去掉 --log（日志会放在文件夹旁边），或选择 {folder} 以外的路径</translation>
    </message>
    <message>
        <source>The log does not fit this data file</source>
        <translation>该日志与此数据文件不匹配</translation>
    </message>
    <message>
        <source>cannot check the output path ({why})</source>
        <translation>无法检查输出路径（{why}）</translation>
    </message>
    <message>
        <source>a file name you may write</source>
        <translation>一个你有权写入的文件名</translation>
    </message>
    <message>
        <source>Choose another output path</source>
        <translation>请选择另一个输出路径</translation>
    </message>
    <message>
        <source>refusing to write: the output path is {kind}, not a regular file</source>
        <translation>拒绝写入：输出路径是 {kind}，不是普通文件</translation>
    </message>
    <message>
        <source>a new file name or a regular file</source>
        <translation>一个新文件名或一个普通文件</translation>
    </message>
    <message>
        <source>Exports and logs are only written as ordinary files; choose another output path</source>
        <translation>导出和日志只写成普通文件；请选择另一个输出路径</translation>
    </message>
    <message>
        <source>refusing to write over a decision log</source>
        <translation>拒绝覆盖裁决日志</translation>
    </message>
    <message>
        <source>This file is an adjudication log (perhaps of another project); a decision log is never overwritten. Choose another output path</source>
        <translation>此文件是一个裁决日志（可能属于另一个项目）；裁决日志从不被覆盖。请选择另一个输出路径</translation>
    </message>
    <message>
        <source>refusing to write over a decision log&apos;s tip file</source>
        <translation>拒绝覆盖裁决日志的末端记录文件</translation>
    </message>
    <message>
        <source>This file records where a decision log ended, so that a log cut short is noticed; it is never overwritten. Choose another output path</source>
        <translation>此文件记录裁决日志结束的位置，以便发现被截短的日志；它从不被覆盖。请选择另一个输出路径</translation>
    </message>
    <message>
        <source>refusing to write over a decision log&apos;s lock file</source>
        <translation>拒绝覆盖裁决日志的锁文件</translation>
    </message>
    <message>
        <source>This file names the program writing a decision log; it is never overwritten. Choose another output path</source>
        <translation>该文件记录正在写入裁决日志的程序，永远不会被覆盖。请选择其他输出路径</translation>
    </message>
    <message>
        <source>refusing to write over an original pinned by the decision log {owner}</source>
        <translation>拒绝覆盖被裁决日志 {owner} 固定的原始文件</translation>
    </message>
    <message>
        <source>Originals are never overwritten; choose another output path</source>
        <translation>原始文件从不被覆盖；请选择另一个输出路径</translation>
    </message>
    <message>
        <source>{n} hidden row(s) read as data: {rows}</source>
        <translation>{n} 个隐藏行已作为数据读取：{rows}</translation>
    </message>
    <message>
        <source>hidden column(s) read as data: {columns}</source>
        <translation>隐藏列已作为数据读取：{columns}</translation>
    </message>
    <message>
        <source>hidden column(s) left out: {columns}</source>
        <translation>已略去隐藏列：{columns}</translation>
    </message>
    <message>
        <source>merged cells {merges}: each cell read as the merge&apos;s value</source>
        <translation>合并单元格 {merges}：每个单元格都按合并区域的值读取</translation>
    </message>
    <message>
        <source>merged cells {merges}: only the first cell holds a value, the others read as no label</source>
        <translation>合并单元格 {merges}：只有第一个单元格有值，其余按无标签读取</translation>
    </message>
    <message>
        <source>{n} hidden row(s): {rows}{filter}</source>
        <translation>{n} 个隐藏行：{rows}{filter}</translation>
    </message>
    <message>
        <source>{n} hidden column(s): {columns}</source>
        <translation>{n} 个隐藏列：{columns}</translation>
    </message>
    <message>
        <source>--hidden read (count them) or --hidden skip (leave them out)</source>
        <translation>--hidden read（计入）或 --hidden skip（略去）</translation>
    </message>
    <message>
        <source>merged cells {merges}</source>
        <translation>合并单元格 {merges}</translation>
    </message>
    <message>
        <source>--merged fill (each cell takes the merge&apos;s value) or --merged first (only the first cell)</source>
        <translation>--merged fill（每个单元格取合并区域的值）或 --merged first（只有第一个单元格）</translation>
    </message>
    <message>
        <source>the sheet has cells Excel does not show as they are read: {what}</source>
        <translation>工作表中有 Excel 显示的样子与读取结果不同的单元格：{what}</translation>
    </message>
    <message>
        <source>Choose {choices} (in the window: Import options); the choice is named in the report</source>
        <translation>请选择 {choices}（在窗口中：导入选项）；所作选择会写在报告中</translation>
    </message>
    <message>
        <source>the user who gave the response (its user_id)</source>
        <extracomment>what each part of a record should have been, for the located error that says it was not</extracomment>
        <translation>给出该回答的用户（其 user_id）</translation>
    </message>
    <message>
        <source>a list of user ids, one per response</source>
        <translation>用户编号列表，每个回答一个</translation>
    </message>
    <message>
        <source>a list of answers, one per user</source>
        <translation>回答列表，每个用户一个</translation>
    </message>
    <message>
        <source>a list of statuses, one per user</source>
        <translation>状态列表，每个用户一个</translation>
    </message>
    <message>
        <source>record {number}: {field} holds {n} value(s) but {other} names {users} user(s)</source>
        <translation>第 {number} 条记录：{field} 有 {n} 个值，但 {other} 列出 {users} 个用户</translation>
    </message>
    <message>
        <source>one value per user, in the users&apos; order</source>
        <translation>每个用户一个值，顺序与用户列表一致</translation>
    </message>
    <message>
        <source>Argilla: {n} discarded response(s) skipped</source>
        <extracomment>why a response is skipped the note on the responses left out, by their status (the status word translated with it)</extracomment>
        <translation>Argilla：跳过了 {n} 个已丢弃的回答</translation>
    </message>
    <message>
        <source>Argilla: {n} draft response(s) skipped</source>
        <translation>Argilla：跳过了 {n} 个草稿回答</translation>
    </message>
    <message>
        <source>this Argilla export holds no responses</source>
        <translation>此 Argilla 导出文件中没有任何回答</translation>
    </message>
    <message>
        <source>records whose responses carry a user_id</source>
        <translation>回答带有 user_id 的记录</translation>
    </message>
    <message>
        <source>Export again after annotators have submitted responses</source>
        <translation>请在标注员提交回答后重新导出</translation>
    </message>
    <message>
        <source>there is no question &apos;{question}&apos; in this Argilla export</source>
        <translation>此 Argilla 导出文件中没有问题“{question}”</translation>
    </message>
    <message>
        <source>Argilla {shape}: item = {item}, annotator = user_id, question {question}{others}</source>
        <translation>Argilla {shape}：条目 = {item}，标注员 = user_id，问题 {question}{others}</translation>
    </message>
    <message>
        <source>Argilla: records.json holds no response status, so every response is read (draft and discarded ones cannot be told apart)</source>
        <translation>Argilla：records.json 不含回答状态，因此读取所有回答（无法区分草稿和已弃用的回答）</translation>
    </message>
    <message>
        <source>Argilla: {n} record(s) have no response to {question}</source>
        <translation>Argilla：{n} 条记录没有对 {question} 的回答</translation>
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
        <translation>；其他问题：{names}（--question NAME）</translation>
    </message>
    <message>
        <source>Name one of them with --question</source>
        <translation>请用 --question 指定其中之一</translation>
    </message>
    <message>
        <source>the answers to question &apos;{question}&apos; are rankings or other structured values, not labels</source>
        <translation>问题“{question}”的回答是排序或其他结构化值，不是标签</translation>
    </message>
    <message>
        <source>a label, a rating or a list of labels</source>
        <translation>一个标签、一个评分或一组标签</translation>
    </message>
    <message>
        <source>Choose a label, multi-label or rating question with --question</source>
        <translation>请用 --question 选择单标签、多标签或评分问题</translation>
    </message>
    <message>
        <source>the worker who gave the answer (workerId)</source>
        <extracomment>what a worker&apos;s answer should have held, for the located error that says it did not</extracomment>
        <translation>给出该回答的工作者（workerId）</translation>
    </message>
    <message>
        <source>this is a SageMaker Ground Truth output manifest: it holds one consolidated label per data object and no worker&apos;s own answer, so agreement cannot be computed from it</source>
        <translation>这是 SageMaker Ground Truth 的输出清单（output manifest）：每个数据对象只有一个合并后的标签，没有任何标注员自己的回答，因此无法据此计算一致性</translation>
    </message>
    <message>
        <source>the per-worker responses in annotations/worker-response</source>
        <translation>annotations/worker-response 中每位标注员的回答</translation>
    </message>
    <message>
        <source>Download the job&apos;s annotations/worker-response folder and open that folder</source>
        <translation>请下载该任务的 annotations/worker-response 文件夹并打开它</translation>
    </message>
    <message>
        <source>there is no answer &apos;{question}&apos; in this Ground Truth worker response</source>
        <translation>此 Ground Truth 回答文件中没有回答项“{question}”</translation>
    </message>
    <message>
        <source>the answer &apos;{question}&apos; is not a class label (boxes, polygons, spans or other structured output)</source>
        <translation>回答项“{question}”不是类别标签（而是框、多边形、文本片段或其他结构化输出）</translation>
    </message>
    <message>
        <source>a classifier&apos;s label or labels, or a radio group</source>
        <translation>分类器的 label 或 labels，或单选按钮组</translation>
    </message>
    <message>
        <source>Agreement is computed on classification jobs; choose another answer with --question</source>
        <translation>一致性只针对分类任务计算；请用 --question 选择另一个回答项</translation>
    </message>
    <message>
        <source>SageMaker Ground Truth worker responses: {files} file(s) for {objects} data object(s); item = data object index, annotator = workerId, answer {question}; the consolidated output.manifest is not read (it holds no per-worker labels)</source>
        <translation>SageMaker Ground Truth 工作者回答：{files} 个文件，对应 {objects} 个数据对象；条目 = 数据对象序号，标注员 = workerId，答案 {question}；不读取合并后的 output.manifest（其中没有每位工作者的标签）</translation>
    </message>
    <message>
        <source>assignment skipped</source>
        <extracomment>why a task row is skipped (the report counts the control tasks in one group)</extracomment>
        <translation>任务已被跳过</translation>
    </message>
    <message>
        <source>assignment expired</source>
        <translation>任务已过期</translation>
    </message>
    <message>
        <source>assignment active</source>
        <translation>任务仍在进行中</translation>
    </message>
    <message>
        <source>assignment {status}</source>
        <translation>任务状态为 {status}</translation>
    </message>
    <message>
        <source>no worker id</source>
        <translation>没有标注员 ID</translation>
    </message>
    <message>
        <source>control task (GOLDEN)</source>
        <translation>控制任务（GOLDEN）</translation>
    </message>
    <message>
        <source>control task</source>
        <translation>控制任务</translation>
    </message>
    <message>
        <source>an answer: a label, a JSON array of labels or a JSON object of checkboxes (true/false)</source>
        <translation>一个回答：一个标签、标签的 JSON 数组，或复选框的 JSON 对象（true/false）</translation>
    </message>
    <message>
        <source>this Toloka file has no {column} column, so whose answer each row is cannot be known</source>
        <translation>此 Toloka 文件没有 {column} 列，因此无法知道每一行是谁的回答</translation>
    </message>
    <message>
        <source>the Tolokers&apos; own answers, one row per task and assignment, with {column}</source>
        <translation>Toloker 各自的回答，每个任务和分配一行，并带有 {column}</translation>
    </message>
    <message>
        <source>Download the pool&apos;s results with the assignment fields (not aggregated results)</source>
        <translation>请下载该 pool 含分配字段的结果（而不是汇总结果）</translation>
    </message>
    <message>
        <source>there is no answer field &apos;{question}&apos; in this Toloka results file</source>
        <translation>此 Toloka 结果文件中没有回答字段“{question}”</translation>
    </message>
    <message>
        <source>Toloka results: item = {item}, annotator = ASSIGNMENT:worker_id, question {question}{others}</source>
        <translation>Toloka 结果：条目 = {item}，标注员 = ASSIGNMENT:worker_id，问题 {question}{others}</translation>
    </message>
    <message>
        <source>Toloka: {n} task-suite delimiter row(s) lent their assignment fields to the task rows above them</source>
        <translation>Toloka：{n} 个任务包分隔行把其分配字段补给了上方的任务行</translation>
    </message>
    <message>
        <source>Toloka: {n} row(s) skipped: {reason} (--include-gold keeps them)</source>
        <translation>Toloka：跳过了 {n} 行：{reason}（--include-gold 会保留它们）</translation>
    </message>
    <message>
        <source>Toloka: {n} row(s) skipped: {reason}</source>
        <translation>Toloka：跳过了 {n} 行：{reason}</translation>
    </message>
    <message>
        <source>a JSON array of objects</source>
        <translation>一个由对象组成的 JSON 数组</translation>
    </message>
    <message>
        <source>one JSON object per line</source>
        <translation>每行一个 JSON 对象</translation>
    </message>
    <message>
        <source>Repair or delete that line (a cut-off last line often means the export was interrupted)</source>
        <translation>请修复或删除该行（最后一行被截断通常说明导出时被中断）</translation>
    </message>
    <message>
        <source>the value of &apos;{key}&apos; is a Python object written as text ({start}), not a label</source>
        <translation>“{key}”的值是以文本写出的 Python 对象（{start}），不是标签</translation>
    </message>
    <message>
        <source>the key &apos;{key}&apos; appears twice in one object</source>
        <translation>键“{key}”在同一个对象中出现了两次</translation>
    </message>
    <message>
        <source>{name} is not a JSON value</source>
        <translation>{name} 不是 JSON 值</translation>
    </message>
    <message>
        <source>Export the file again from the tool, or correct that value</source>
        <translation>请从工具中重新导出文件，或改正该值</translation>
    </message>
    <message>
        <source>an object of objects whose records already have a &apos;key&apos;</source>
        <translation>一个由对象组成的对象，而其中的记录已经有“key”字段</translation>
    </message>
    <message>
        <source>Save the records as a JSON array or JSON Lines</source>
        <translation>请把记录保存为 JSON 数组或 JSON Lines</translation>
    </message>
    <message>
        <source>the JSON is broken at column {at}</source>
        <translation>JSON 在第 {at} 列处已损坏</translation>
    </message>
    <message>
        <source>Export the file again; it may have been cut short</source>
        <translation>请重新导出文件；它可能被截断了</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>JSON 嵌套过深</translation>
    </message>
    <message>
        <source>the JSON holds no list of records</source>
        <translation>JSON 中没有记录列表</translation>
    </message>
    <message>
        <source>record {number} of the array is not an object</source>
        <translation>数组中的第 {number} 条记录不是对象</translation>
    </message>
    <message>
        <source>one JSON object per record</source>
        <translation>每条记录一个 JSON 对象</translation>
    </message>
    <message>
        <source>line {number} is not valid JSON (at character {at})</source>
        <translation>第 {number} 行不是有效的 JSON（在第 {at} 个字符处）</translation>
    </message>
    <message>
        <source>line {number} is nested too deeply</source>
        <translation>第 {number} 行嵌套过深</translation>
    </message>
    <message>
        <source>line {number} is not a JSON object</source>
        <translation>第 {number} 行不是 JSON 对象</translation>
    </message>
    <message>
        <source>a label, or a JSON list of labels</source>
        <translation>一个标签，或由标签组成的 JSON 列表</translation>
    </message>
    <message>
        <source>Write the labels with json.dumps, not str()</source>
        <translation>请用 json.dumps 而不是 str() 写出标签</translation>
    </message>
    <message>
        <source>Figure Eight: {n} judgment(s) flagged _tainted were kept (option exclude_tainted)</source>
        <translation>Figure Eight：保留了 {n} 个标记为 _tainted 的判断（选项 exclude_tainted）</translation>
    </message>
    <message>
        <source>Figure Eight: answer column {column}</source>
        <translation>Figure Eight：答案列 {column}</translation>
    </message>
    <message>
        <source>the unit&apos;s id, which the full report writes on every row</source>
        <extracomment>what the report&apos;s own columns hold on every row, and what an answer is</extracomment>
        <translation>单元（unit）的编号，完整报告在每一行都会写出</translation>
    </message>
    <message>
        <source>the worker&apos;s id, which the full report writes on every row</source>
        <translation>工作者的编号，完整报告在每一行都会写出</translation>
    </message>
    <message>
        <source>the worker&apos;s answer: a label, or labels one per line or as a JSON array</source>
        <translation>工作者的回答：一个标签，或每行一个、或以 JSON 数组写出的多个标签</translation>
    </message>
    <message>
        <source>Figure Eight: {n} test-question (_golden) judgment(s) kept (--include-gold)</source>
        <translation>Figure Eight：保留了 {n} 个测试题（_golden）判断（--include-gold）</translation>
    </message>
    <message>
        <source>Figure Eight: {n} test-question (_golden) judgment(s) excluded (--include-gold keeps them)</source>
        <translation>Figure Eight：排除了 {n} 个测试题（_golden）判断（--include-gold 会保留它们）</translation>
    </message>
    <message>
        <source>Figure Eight: questions {questions}; {question} read (--question NAME)</source>
        <translation>Figure Eight：问题 {questions}；读取了 {question}（--question NAME）</translation>
    </message>
    <message>
        <source>no answer column found in the Figure Eight report</source>
        <translation>在 Figure Eight 报告中找不到答案列</translation>
    </message>
    <message>
        <source>a column whose value differs between workers</source>
        <translation>一个在不同标注员之间取值不同的列</translation>
    </message>
    <message>
        <source>Figure Eight: several columns vary within units: {columns}; {column} read (--question NAME)</source>
        <translation>Figure Eight：有几列在单元内取值不同：{columns}；读取了 {column}（--question NAME）</translation>
    </message>
    <message>
        <source>cannot revert event {seq}</source>
        <translation>无法撤销事件 {seq}</translation>
    </message>
    <message>
        <source>cannot revert: event {seq} is already undone</source>
        <translation>无法撤销：事件 {seq} 已经撤销</translation>
    </message>
    <message>
        <source>cannot revert: event {seq} is already in force</source>
        <translation>无法撤销：事件 {seq} 已经生效</translation>
    </message>
    <message>
        <source>no version named {name}</source>
        <translation>没有名为 {name} 的版本</translation>
    </message>
    <message>
        <source>a sequence number (no tags yet)</source>
        <translation>一个序号（尚无版本名）</translation>
    </message>
    <message>
        <source>weights on label values need labels that are numbers in increasing order</source>
        <extracomment>each weighted coefficient and its unweighted twin (equal when the weights are the identity)</extracomment>
        <translation>按标签数值加权需要标签是递增的数字</translation>
    </message>
    <message>
        <source>numeric labels such as 0, 1, 2, 5, 10</source>
        <translation>数字标签，例如 0、1、2、5、10</translation>
    </message>
    <message>
        <source>Use weights_on &apos;ranks&apos; (or &apos;auto&apos;) for labels that are names</source>
        <translation>标签是名称时，请使用 weights_on “ranks”（或“auto”）</translation>
    </message>
    <message>
        <source>score scale: every label is a number ({low} to {high}, {k} values); at interval or ratio level (agree --level interval, or the window&apos;s scale choice) the ICC, Lin&apos;s concordance, Bland–Altman and MAE/RMSE are given beside the κ family</source>
        <translation>分数尺度：每个标签都是数字（{low} 到 {high}，共 {k} 个值）；在等距或等比尺度下（agree --level interval，或窗口中的尺度选择），除 κ 系列外还会给出 ICC、Lin 一致性相关、Bland–Altman 和 MAE/RMSE</translation>
    </message>
    <message>
        <source> and {n} more</source>
        <translation>，另有 {n} 个</translation>
    </message>
    <message>
        <source>spaces around labels trimmed: {n} spelling(s) ({shown}{more}); --keep-whitespace keeps them as they are</source>
        <translation>已去除标签两端的空格：{n} 种写法（{shown}{more}）；使用 --keep-whitespace 可保持原样</translation>
    </message>
    <message>
        <source>Warning: {n} of the first {of} texts look garbled (UTF-8 read with the wrong encoding?), e.g. {example} -&gt; {fixed}</source>
        <translation>警告：前 {of} 条文本中有 {n} 条看起来是乱码（UTF-8 被按错误的编码读取？），例如 {example} -&gt; {fixed}</translation>
    </message>
    <message>
        <source>formula-looking cells checked in label columns only (more than {n} items)</source>
        <translation>只在标签列中检查了像公式的单元格（条目超过 {n} 个）</translation>
    </message>
    <message>
        <source>twice in line {row}</source>
        <extracomment>item ids: an object array of str, or pandas&apos; Arrow-backed strings (large files)</extracomment>
        <translation>在第 {row} 行出现两次</translation>
    </message>
    <message>
        <source>twice in row {row}</source>
        <translation>在第 {row} 行出现两次</translation>
    </message>
    <message>
        <source>lines {first} and {row}</source>
        <translation>第 {first} 行和第 {row} 行</translation>
    </message>
    <message>
        <source>rows {first} and {row}</source>
        <translation>第 {first} 行和第 {row} 行</translation>
    </message>
    <message>
        <source>File: {file}</source>
        <translation>文件：{file}</translation>
    </message>
    <message>
        <source>Rows read: {rows}   items: {items}   annotators: {annotators}   labels: {labels}</source>
        <translation>读取行数：{rows}   条目：{items}   标注员：{annotators}   标签：{labels}</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>说明：{note}</translation>
    </message>
    <message>
        <source>tool export {value}</source>
        <translation>工具导出 {value}</translation>
    </message>
    <message>
        <source>question {value}</source>
        <translation>问题 {value}</translation>
    </message>
    <message>
        <source>encoding {value}</source>
        <translation>编码 {value}</translation>
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
        <translation>布局 {value}</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>宽格式</translation>
    </message>
    <message>
        <source>long</source>
        <translation>长格式</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>JSON list</source>
        <translation>JSON 列表</translation>
    </message>
    <message>
        <source>line break</source>
        <translation>换行符</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>制表符</translation>
    </message>
    <message>
        <source>padded with blanks</source>
        <extracomment>what was done with a row whose number of fields differs from the header&apos;s</extracomment>
        <translation>已用空白补齐</translation>
    </message>
    <message>
        <source>empty trailing fields dropped</source>
        <translation>已删去末尾的空字段</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>surrounding spaces</source>
        <translation>两端空格</translation>
    </message>
    <message>
        <source>full-width / half-width characters</source>
        <translation>全角 / 半角字符</translation>
    </message>
    <message>
        <source>letter case</source>
        <translation>字母大小写</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>traditional / simplified characters</source>
        <translation>繁体 / 简体字</translation>
    </message>
    <message>
        <source>format {value}</source>
        <translation>格式 {value}</translation>
    </message>
    <message>
        <source>Read as: {parts}</source>
        <translation>读取方式：{parts}</translation>
    </message>
    <message>
        <source>    … and {n} more</source>
        <translation>    … 另有 {n} 项</translation>
    </message>
    <message>
        <source>Status: usable (no problems found)</source>
        <translation>状态：可以使用（未发现问题）</translation>
    </message>
    <message>
        <source>Status: PROBLEMS to fix — {problems}</source>
        <translation>状态：有问题需要修正 — {problems}</translation>
    </message>
    <message>
        <source>  Duplicate ids or repeated judgments (one kept; choose --repeats first|last for judgments):</source>
        <translation>  重复的 ID 或重复的判断（保留一个；判断可用 --repeats first|last 选择）：</translation>
    </message>
    <message>
        <source>  Rows without an id (skipped): {rows}{more}</source>
        <translation>  没有 ID 的行（已跳过）：{rows}{more}</translation>
    </message>
    <message>
        <source>  Values not in the schema (treated as missing):</source>
        <translation>  不在标签方案中的值（按缺失处理）：</translation>
    </message>
    <message>
        <source>  Rows with the wrong number of fields:</source>
        <translation>  字段数不对的行：</translation>
    </message>
    <message>
        <source>    row {row}: {fields} fields, header has {expected} ({action})</source>
        <translation>    第 {row} 行：{fields} 个字段，表头有 {expected} 个（{action}）</translation>
    </message>
    <message>
        <source>  Garbled labels (file saved with the wrong encoding?):</source>
        <translation>  乱码标签（文件以错误的编码保存？）：</translation>
    </message>
    <message>
        <source>    {value} looks like {fixed}</source>
        <translation>    {value} 看起来应是 {fixed}</translation>
    </message>
    <message>
        <source>    {value}: {count} cell(s), first rows {rows}; nearest label {nearest}</source>
        <translation>    {value}：{count} 个单元格，最先出现在第 {rows} 行；最接近的标签为 {nearest}</translation>
    </message>
    <message>
        <source>    {value}: {count} cell(s), first rows {rows}</source>
        <translation>    {value}：{count} 个单元格，最先出现在第 {rows} 行</translation>
    </message>
    <message>
        <source>Labels per annotator (count; missing):</source>
        <translation>各标注员的标签（数量；缺失）：</translation>
    </message>
    <message>
        <source>  {name}: {used}; missing {n}</source>
        <translation>  {name}：{used}；缺失 {n}</translation>
    </message>
    <message>
        <source>  … and {n} more annotators</source>
        <translation>  … 另有 {n} 位标注员</translation>
    </message>
    <message>
        <source>  Multi-label cells: {n} (separator {separator}), coded as label sets</source>
        <translation>  多标签单元格：{n} 个（分隔符 {separator}），按标签集编码</translation>
    </message>
    <message>
        <source>{k} annotator(s): {v} items</source>
        <translation>{k} 位标注员：{v} 个条目</translation>
    </message>
    <message>
        <source>Coverage: {parts}</source>
        <translation>覆盖情况：{parts}</translation>
    </message>
    <message>
        <source>  {n} item(s) seen by only one annotator (e.g. {examples})</source>
        <translation>  {n} 个条目只有一位标注员看过（例如 {examples}）</translation>
    </message>
    <message>
        <source>blank id</source>
        <translation>ID 为空</translation>
    </message>
    <message>
        <source>blank annotator</source>
        <translation>标注员为空</translation>
    </message>
    <message>
        <source>duplicate id</source>
        <extracomment>why a row of a table is skipped (the details) and the group it is counted in</extracomment>
        <translation>ID 重复</translation>
    </message>
    <message>
        <source>empty row</source>
        <extracomment>reasons several readers give</extracomment>
        <translation>空行</translation>
    </message>
    <message>
        <source>hidden row</source>
        <translation>隐藏行</translation>
    </message>
    <message>
        <source>values to the right of the last header column</source>
        <translation>最后一个表头列右侧还有值</translation>
    </message>
    <message>
        <source>no annotator (_annotator_id, _session_id)</source>
        <extracomment>why a record is skipped, and the group the report counts it in</extracomment>
        <translation>没有标注员（_annotator_id、_session_id）</translation>
    </message>
    <message>
        <source>no annotator</source>
        <translation>没有标注员</translation>
    </message>
    <message>
        <source>answer &apos;ignore&apos;</source>
        <translation>回答为 &apos;ignore&apos;</translation>
    </message>
    <message>
        <source>the label {label}</source>
        <extracomment>what the rules made of answers, said in the report (the reading in its own words)</extracomment>
        <translation>标签 {label}</translation>
    </message>
    <message>
        <source>their chosen options</source>
        <translation>其所选的选项</translation>
    </message>
    <message>
        <source>the label &apos;reject&apos;</source>
        <translation>标签“reject”</translation>
    </message>
    <message>
        <source>Prodigy: {n} accepted answer(s) with no option chosen were read as {what} (option prodigy_empty_accept)</source>
        <translation>Prodigy：{n} 个未选任何选项的接受回答被读作{what}（选项 prodigy_empty_accept）</translation>
    </message>
    <message>
        <source>Prodigy: {n} rejected answer(s) were read as {what} (option prodigy_reject)</source>
        <translation>Prodigy：{n} 个拒绝回答被读作{what}（选项 prodigy_reject）</translation>
    </message>
    <message>
        <source>Prodigy: {n} ignored answer(s) skipped</source>
        <translation>Prodigy：已跳过 {n} 个忽略（ignore）的回答</translation>
    </message>
    <message>
        <source>Prodigy: {n} binary answer(s): accept/reject is the label</source>
        <translation>Prodigy：{n} 个二元回答：以 accept/reject 作为标签</translation>
    </message>
    <message>
        <source>cancelled annotation</source>
        <translation>已取消的标注</translation>
    </message>
    <message>
        <source>judgment flagged _tainted</source>
        <extracomment>why a judgment is skipped, and the group the report counts it in</extracomment>
        <translation>标记为 _tainted 的判断</translation>
    </message>
    <message>
        <source>test-question judgment (_golden)</source>
        <translation>测试题的判断（_golden）</translation>
    </message>
    <message>
        <source>test-question judgment</source>
        <translation>测试题的判断</translation>
    </message>
    <message>
        <source>assignment rejected</source>
        <translation>任务已被拒绝</translation>
    </message>
    <message>
        <source>discarded response</source>
        <translation>已丢弃的回答</translation>
    </message>
    <message>
        <source>draft response</source>
        <translation>草稿回答</translation>
    </message>
    <message>
        <source>Rows skipped: none</source>
        <translation>跳过的行：无</translation>
    </message>
    <message>
        <source>Rows skipped: {n}</source>
        <translation>跳过的行：{n}</translation>
    </message>
    <message>
        <source>  {reason}: {n} (rows {rows}{more})</source>
        <translation>  {reason}：{n} 行（第 {rows}{more} 行）</translation>
    </message>
    <message>
        <source>Warning: annotator {name} used a single category ({label})</source>
        <translation>警告：标注员 {name} 只用了一个类别（{label}）</translation>
    </message>
    <message>
        <source>Warning: {value} ({n} cells) is kept as a real label (annotators chose sets of labels here: it is the &apos;none of these&apos; answer); list it under &apos;missing&apos; in the schema (or --missing) to treat it as no label</source>
        <translation>警告：{value}（{n} 个单元格）被当作真实标签保留（此处标注者选择的是标签集合：它是“以上都不是”这一答案）；如要按无标签处理，请把它写进标签方案的“missing”列表（或用 --missing）</translation>
    </message>
    <message>
        <source>Warning: {value} ({n} cells) is kept as a real label; list it under &apos;missing&apos; in the schema (or --missing) to treat it as no label</source>
        <translation>警告：{value}（{n} 个单元格）被当作真实标签保留；如要按无标签处理，请把它写进标签方案的“missing”列表（或用 --missing）</translation>
    </message>
    <message>
        <source>Missing: {value} read as no label ({n} cells); if it is a real label, keep it with --not-missing {raw} or a schema whose &apos;missing&apos; list leaves it out</source>
        <translation>缺失：{value} 按无标签读取（{n} 个单元格）；如果它是真实标签，请用 --not-missing {raw} 保留，或使用“missing”列表中不含它的标签方案</translation>
    </message>
    <message>
        <source>Missing spellings in effect (case ignored): {spellings}; --missing adds, --not-missing removes, a schema&apos;s &apos;missing&apos; list replaces them</source>
        <translation>当前生效的缺失写法（不区分大小写）：{spellings}；--missing 可添加，--not-missing 可移除，标签方案的“missing”列表会替换它们</translation>
    </message>
    <message>
        <source>Suggestion: {value} may be {canonical} ({why}); add it as an alias or use --merge-near-duplicates</source>
        <translation>建议：{value} 可能就是 {canonical}（{why}）；请把它添加为别名，或使用 --merge-near-duplicates</translation>
    </message>
    <message>
        <source>Mapped: {raw} -&gt; {label}</source>
        <translation>已映射：{raw} -&gt; {label}</translation>
    </message>
    <message>
        <source>Warning: {n} cell(s) look like spreadsheet formulas, kept as text (first: row {row}, column {column}: {value})</source>
        <translation>警告：{n} 个单元格看起来像电子表格公式，已按文本保留（第一个：第 {row} 行，列 {column}：{value}）</translation>
    </message>
    <message>
        <source>{n} duplicate id(s)</source>
        <translation>{n} 个重复的 ID</translation>
    </message>
    <message>
        <source>{n} row(s) without an id</source>
        <translation>{n} 行没有 ID</translation>
    </message>
    <message>
        <source>{n} value(s) not in the label schema</source>
        <translation>{n} 个值不在标签方案中</translation>
    </message>
    <message>
        <source>{n} row(s) with the wrong number of fields</source>
        <translation>{n} 行的字段数不对</translation>
    </message>
    <message>
        <source>{n} label(s) look garbled by a wrong encoding</source>
        <translation>{n} 个标签看起来因编码错误而成了乱码</translation>
    </message>
    <message>
        <source>annotator columns {columns} differ only by case, spaces or a repeat mark: copies? (confirm to use them as different annotators)</source>
        <translation>标注员列 {columns} 仅在大小写、空格或重复标记上不同：是副本吗？（确认后将作为不同的标注员使用）</translation>
    </message>
    <message>
        <source>fewer than two annotators</source>
        <translation>标注员少于两位</translation>
    </message>
    <message>
        <source>no item was labelled by two annotators (no overlap)</source>
        <translation>没有任何条目由两位标注员标注（没有重叠）</translation>
    </message>
    <message>
        <source>no labels found</source>
        <translation>未找到任何标签</translation>
    </message>
    <message>
        <source>this doccano export is the collaborative &apos;all users&apos; file: it holds no per-user attribution, so agreement cannot be computed from it</source>
        <translation>这是 doccano 的协作“所有用户”导出文件：其中没有按用户区分的归属，因此无法据此计算一致性</translation>
    </message>
    <message>
        <source>one file per user (the export of a project without &apos;share annotations across all users&apos;)</source>
        <translation>每位用户一个文件（未开启“在所有用户之间共享标注”的项目的导出）</translation>
    </message>
    <message>
        <source>Export again with one file per user and open the folder</source>
        <translation>请按每位用户一个文件重新导出，并打开该文件夹</translation>
    </message>
    <message>
        <source>cancelled annotation (by {who})</source>
        <extracomment>the key of a task&apos;s data that holds the item id of a task file the program wrote (Label Studio numbers imported tasks itself): read as the item id in place of the task&apos;s id why an annotation is skipped, and the group the report counts it in</extracomment>
        <translation>已取消的标注（标注员 {who}）</translation>
    </message>
    <message>
        <source>there is no question {question} in this Label Studio export</source>
        <translation>此 Label Studio 导出文件中没有问题 {question}</translation>
    </message>
    <message>
        <source>Label Studio: question {question} read{others}</source>
        <translation>Label Studio：读取了问题 {question}{others}</translation>
    </message>
    <message>
        <source>Label Studio: {n} annotation(s) had no choices; the set of their region labels was used</source>
        <translation>Label Studio：{n} 个标注没有选项；改用其区域标签的集合</translation>
    </message>
    <message>
        <source>the task&apos;s id, which the export writes on every row</source>
        <extracomment>the export&apos;s own columns every row fills, and what they hold</extracomment>
        <translation>任务的编号，导出文件在每一行都会写出</translation>
    </message>
    <message>
        <source>the annotator (e-mail or user id), which the export writes on every row</source>
        <translation>标注员（电子邮件或用户编号），导出文件在每一行都会写出</translation>
    </message>
    <message>
        <source>a choice, a list of choices, or a Label Studio value object (choices, labels, rating…) as the export writes it</source>
        <translation>一个选项、选项列表，或导出文件所写的 Label Studio 取值对象（choices、labels、rating…）</translation>
    </message>
    <message>
        <source>Label Studio {format} export: one row per annotation; question {question} read ({why}){others}</source>
        <translation>Label Studio {format} 导出：每个标注一行；读取了问题 {question}（{why}）{others}</translation>
    </message>
    <message>
        <source>chosen with --question</source>
        <translation>由 --question 指定</translation>
    </message>
    <message>
        <source>it holds the annotators&apos; answers</source>
        <translation>该列是标注员的回答</translation>
    </message>
    <message>
        <source>the only column that looks like answers</source>
        <translation>唯一看起来像回答的列</translation>
    </message>
    <message>
        <source>cannot tell which column is the question in this Label Studio export</source>
        <translation>无法判断此 Label Studio 导出文件中哪一列是问题</translation>
    </message>
    <message>
        <source>Name it with --question NAME (the control&apos;s name in the labelling config)</source>
        <translation>请用 --question 名称 指定（即标注配置中控件的名称）</translation>
    </message>
    <message>
        <source>the HIT&apos;s id, which the requester site writes on every row</source>
        <extracomment>what each needed cell holds, for the located error when it does not</extracomment>
        <translation>HIT 的编号，请求方网站在每一行都会写出</translation>
    </message>
    <message>
        <source>the worker&apos;s id, which the requester site writes on every row</source>
        <translation>工作者的编号，请求方网站在每一行都会写出</translation>
    </message>
    <message>
        <source>the value of the HIT form&apos;s field (a label)</source>
        <translation>HIT 表单字段的取值（一个标签）</translation>
    </message>
    <message>
        <source>this MTurk batch file has no Answer columns</source>
        <translation>此 MTurk 批次文件中没有 Answer 列</translation>
    </message>
    <message>
        <source>Answer.&lt;field&gt; columns written by the HIT&apos;s form</source>
        <translation>由 HIT 表单写出的 Answer.&lt;字段&gt; 列</translation>
    </message>
    <message>
        <source>Download the batch results again from the requester site</source>
        <translation>请从请求者网站重新下载批次结果</translation>
    </message>
    <message>
        <source>MTurk batch results: item = HITId, annotator = WorkerId, question {question}{others}</source>
        <translation>MTurk 批量结果：条目 = HITId，标注员 = WorkerId，问题 {question}{others}</translation>
    </message>
    <message>
        <source>MTurk: {n} rejected assignment(s) skipped</source>
        <translation>MTurk：跳过了 {n} 个被拒绝的作业</translation>
    </message>
    <message>
        <source>MTurk: {n} row(s) end before the empty Approve/Reject columns, as the requester site writes them</source>
        <translation>MTurk：{n} 行在空的 Approve/Reject 列之前结束（请求者网站就是这样写出的）</translation>
    </message>
    <message>
        <source>there is no answer field {asked} in this MTurk batch file</source>
        <translation>此 MTurk 批次文件中没有回答字段 {asked}</translation>
    </message>
    <message>
        <source>this {tool} export holds span annotations in question {question} (text offsets with a tag, {count} on this record), not one label per item; agreement on spans is not supported yet</source>
        <translation>此 {tool} 导出文件在问题 {question} 中含有片段标注（带标记的文本偏移，此记录中有 {count} 个），而不是每个条目一个标签；目前尚不支持片段标注的一致性</translation>
    </message>
    <message>
        <source>this {tool} export holds span annotations (text offsets with a tag, {count} on this record), not one label per item; agreement on spans is not supported yet</source>
        <translation>此 {tool} 导出文件含有片段标注（带标记的文本偏移，此记录中有 {count} 个），而不是每个条目一个标签；目前尚不支持片段标注的一致性</translation>
    </message>
    <message>
        <source>one label (or a set of labels) per item and annotator</source>
        <translation>每个条目、每位标注员一个标签（或一组标签）</translation>
    </message>
    <message>
        <source>Export a classification question instead, or choose another question with --question</source>
        <translation>请改为导出分类问题，或用 --question 选择另一个问题</translation>
    </message>
    <message>
        <source>process {pid} of {user} on {host} since {since}</source>
        <translation>{host} 上用户 {user} 的进程 {pid}（自 {since} 起）</translation>
    </message>
    <message>
        <source>the lock file {name} is left alone: {why}; opened read-only. Move that file away if it is yours, or give the log another path (--log)</source>
        <translation>未改动锁文件 {name}：{why}；已以只读方式打开。如果该文件是您的，请把它移走，或为日志指定其他路径（--log）</translation>
    </message>
    <message>
        <source>cannot create the lock file {name} ({why}); opened read-only</source>
        <translation>无法创建锁文件 {name}（{why}）；已以只读方式打开</translation>
    </message>
    <message>
        <source>a stale lock of {holder} was taken over</source>
        <translation>已接管{holder}遗留的失效锁</translation>
    </message>
    <message>
        <source>another process</source>
        <translation>另一个进程</translation>
    </message>
    <message>
        <source>{log} is being edited by {who}; opened read-only. The process named in the lock file has ended, yet the log is still locked, so another program (perhaps on another computer sharing this folder) has it open; close it there. Do not delete the log&apos;s lock file.</source>
        <translation>{log} 正由{who}编辑；已以只读方式打开。锁文件中记录的进程已结束，但日志仍被锁定，说明另一个程序（可能在共享此文件夹的另一台计算机上）打开了它；请在那里关闭。不要删除日志的锁文件。</translation>
    </message>
    <message>
        <source>{log} is being edited by {who}; opened read-only. Close the log there, or wait until that program ends: the lock is released by the operating system when it does. Do not delete the log&apos;s lock file.</source>
        <translation>{log} 正由{who}编辑；已以只读方式打开。请在那里关闭日志，或等待该程序结束：程序结束时操作系统会释放锁。不要删除日志的锁文件。</translation>
    </message>
    <message>
        <source>the decision log {log} is a symbolic link; opened read-only, and nothing is written through the link. Open the file it points to with --log {target}</source>
        <translation>裁决日志 {log} 是符号链接；已以只读方式打开，不会通过该链接写入任何内容。请用 --log {target} 打开它所指向的文件</translation>
    </message>
    <message>
        <source>the decision log {log} has {n} names (hard links), so an append would change another file too; opened read-only. Copy it to a file of its own and open that</source>
        <translation>裁决日志 {log} 有 {n} 个名称（硬链接），追加写入会同时改动另一个文件；已以只读方式打开。请把它复制为一个独立的文件，再打开该文件</translation>
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
        <translation>大小为 {size} 字节，记录的是 {pinned}</translation>
    </message>
    <message>
        <source>SHA-256 is {digest}…, pinned {pinned}…</source>
        <translation>SHA-256 为 {digest}…，记录的是 {pinned}…</translation>
    </message>
    <message>
        <source>new file in the folder, not among the pinned originals (the import would change)</source>
        <translation>文件夹中的新文件，不在记录的原始文件之中（导入结果会因此改变）</translation>
    </message>
    <message>
        <source>the original labels changed since the log was started: {changes}</source>
        <translation>自日志创建以来，原始标签文件已改变：{changes}</translation>
    </message>
    <message>
        <source>Restore the original file, or open read-only to inspect</source>
        <translation>请恢复原始文件，或以只读方式打开查看</translation>
    </message>
    <message>
        <source>--resamples {n} is out of range</source>
        <translation>--resamples {n} 超出范围</translation>
    </message>
    <message>
        <source>a whole number from 0 to {most}</source>
        <translation>0 到 {most} 之间的整数</translation>
    </message>
    <message>
        <source>Dawid–Skene did not converge in {n} passes: the suggestions are those of the last pass</source>
        <translation>Dawid–Skene 在 {n} 轮迭代内未收敛：建议标签取自最后一轮</translation>
    </message>
    <message>
        <source>suggested labels need one label per item and annotator</source>
        <translation>建议标签要求每位标注员对每个条目只给一个标签</translation>
    </message>
    <message>
        <source>This file has multi-label cells; read it with --separator &apos;&apos; to take each cell as one label</source>
        <translation>此文件含多标签单元格；用 --separator &apos;&apos; 读取，可把每个单元格当作一个标签</translation>
    </message>
    <message>
        <source>{method} needs three or more annotators (this file has {n})</source>
        <translation>{method} 需要三位或更多标注员（此文件有 {n} 位）</translation>
    </message>
    <message>
        <source>With two annotators the model cannot tell which one errs; use --method majority or decide the disagreements</source>
        <translation>只有两位标注员时，模型无法判断哪一位出错；请用 --method majority，或直接裁决分歧</translation>
    </message>
    <message>
        <source>a whole number from 1 to {most}</source>
        <translation>1 到 {most} 之间的整数</translation>
    </message>
    <message>
        <source>2,000 resamples give a stable 95% interval</source>
        <translation>2,000 次重抽样即可得到稳定的 95% 区间</translation>
    </message>
    <message>
        <source>--seed must not be negative</source>
        <translation>--seed 不能为负数</translation>
    </message>
    <message>
        <source>unknown acceptance rule {rule}</source>
        <translation>未知的验收规则 {rule}</translation>
    </message>
    <message>
        <source>class_measure {given}</source>
        <translation>class_measure {given} 无效</translation>
    </message>
    <message>
        <source>kappa or recall</source>
        <translation>kappa 或 recall</translation>
    </message>
    <message>
        <source>gold_scope {given}</source>
        <translation>gold_scope {given} 无效</translation>
    </message>
    <message>
        <source>annotator or batch</source>
        <translation>annotator（每名标注员）或 batch（整批）</translation>
    </message>
    <message>
        <source>min_class needs key_classes</source>
        <translation>min_class 需要 key_classes</translation>
    </message>
    <message>
        <source>key_classes = the classes the rule is about</source>
        <translation>key_classes = 该规则所针对的类别</translation>
    </message>
    <message>
        <source>a whole number from 0</source>
        <translation>从 0 起的整数</translation>
    </message>
    <message>
        <source>a share from 0 to 1</source>
        <translation>0 到 1 之间的比例</translation>
    </message>
    <message>
        <source>a number from 0, in the scores&apos; unit</source>
        <translation>从 0 起的数，以分数本身为单位</translation>
    </message>
    <message>
        <source>a number from -1 to 1</source>
        <translation>-1 到 1 之间的数</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>rule {key} = {value} is not valid</source>
        <translation>规则 {key} = {value} 无效</translation>
    </message>
    <message>
        <source>rule icc_form = {value} is not an ICC form</source>
        <translation>规则 icc_form = {value} 不是 ICC 形式</translation>
    </message>
    <message>
        <source>--set {given}</source>
        <translation>--set {given} 无效</translation>
    </message>
    <message>
        <source>KEY=VALUE, e.g. min_value=0.7</source>
        <translation>键=值，例如 min_value=0.7</translation>
    </message>
    <message>
        <source>the rules file is too large</source>
        <translation>规则文件过大</translation>
    </message>
    <message>
        <source>under 1 MB</source>
        <translation>小于 1 MB</translation>
    </message>
    <message>
        <source>cannot read the rules: {reason}</source>
        <translation>无法读取规则：{reason}</translation>
    </message>
    <message>
        <source>the rules file must hold one object</source>
        <translation>规则文件必须只包含一个对象</translation>
    </message>
    <message>
        <source>&apos;rules&apos; must be a table of rules</source>
        <translation>“rules”必须是一张规则表</translation>
    </message>
    <message>
        <source>--by cannot be used with --table</source>
        <translation>--by 不能与 --table 一起使用</translation>
    </message>
    <message>
        <source>A contingency table has no stratum column; read the labels file instead</source>
        <translation>列联表没有分层列；请改为读取标签文件</translation>
    </message>
    <message>
        <source>Engine: {name} ({why})</source>
        <translation>引擎：{name}（{why}）</translation>
    </message>
    <message>
        <source>agreement needs at least two annotator columns besides the gold and model columns</source>
        <translation>除金标准列和模型列外，一致性至少需要两个标注员列</translation>
    </message>
    <message>
        <source>no column &apos;{column}&apos; to group by</source>
        <translation>没有可用于分组的列“{column}”</translation>
    </message>
    <message>
        <source>a stratum column ({strata}; other columns: {others})</source>
        <translation>一个分层列（{strata}；其他列：{others}）</translation>
    </message>
    <message>
        <source>Name one of them with --by</source>
        <translation>请用 --by 指定其中一列</translation>
    </message>
    <message>
        <source>agreement needs at least two annotator columns</source>
        <translation>计算一致性至少需要两个标注者列</translation>
    </message>
    <message>
        <source>the pattern matches no Parquet file</source>
        <translation>该模式没有匹配到 Parquet 文件</translation>
    </message>
    <message>
        <source>the folder matches no Parquet file</source>
        <translation>该文件夹中没有 Parquet 文件</translation>
    </message>
    <message>
        <source>files ending in .parquet</source>
        <translation>以 .parquet 结尾的文件</translation>
    </message>
    <message>
        <source>the DuckDB engine reads several files only as Parquet parts</source>
        <translation>DuckDB 引擎只能将多个文件作为 Parquet 分片读取</translation>
    </message>
    <message>
        <source>the DuckDB engine does not read {suffix} files</source>
        <translation>DuckDB 引擎不读取 {suffix} 文件</translation>
    </message>
    <message>
        <source>the DuckDB engine does not read this file</source>
        <translation>DuckDB 引擎不读取此文件</translation>
    </message>
    <message>
        <source>CSV, TSV or Parquet</source>
        <translation>CSV、TSV 或 Parquet</translation>
    </message>
    <message>
        <source>Use --engine memory for XLSX, JSON and tool exports</source>
        <translation>XLSX、JSON 和工具导出文件请使用 --engine memory</translation>
    </message>
    <message>
        <source>the DuckDB engine reads UTF-8 text, not {encoding}</source>
        <translation>DuckDB 引擎读取 UTF-8 文本，而非 {encoding}</translation>
    </message>
    <message>
        <source>Use --engine memory, or save the file as UTF-8</source>
        <translation>请使用 --engine memory，或将文件另存为 UTF-8</translation>
    </message>
    <message>
        <source>name them with --annotators</source>
        <translation>请用 --annotators 指定这些列</translation>
    </message>
    <message>
        <source>no column {column} to group by</source>
        <extracomment>a gold source: its name (a column or a file) and the gold codes, -1 where not gold</extracomment>
        <translation>没有可用于分组的列 {column}</translation>
    </message>
    <message>
        <source>a column other than the annotators&apos;</source>
        <translation>标注员列以外的一列</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>cannot read the file ({reason})</source>
        <translation>无法读取文件（{reason}）</translation>
    </message>
    <message>
        <source>a labels file as `adjudicator validate` reads it</source>
        <translation>`adjudicator validate` 能读取的标签文件</translation>
    </message>
    <message>
        <source>run `adjudicator validate` to list every problem, or pass --ignore-problems to compute agreement on the usable rows</source>
        <translation>运行 `adjudicator validate` 列出所有问题，或加上 --ignore-problems 只用可用的行计算一致性</translation>
    </message>
    <message>
        <source>{fields} fields where the header has {header}</source>
        <translation>有 {fields} 个字段，而表头有 {header} 个</translation>
    </message>
    <message>
        <source>{header} fields</source>
        <translation>{header} 个字段</translation>
    </message>
    <message>
        <source>label &apos;{value}&apos; is not one of the labels</source>
        <translation>标签“{value}”不在标签表中</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is judged {where}</source>
        <translation>“{key}”被标注了多次：{where}</translation>
    </message>
    <message>
        <source>Every label cell is blank: check that the label column is the right one</source>
        <translation>所有标签单元格都为空：请检查标签列是否选对</translation>
    </message>
    <message>
        <source>cells hold several labels (a multi-label file)</source>
        <translation>单元格含有多个标签（多标签文件）</translation>
    </message>
    <message>
        <source>Use --engine memory for multi-label agreement, or --separator &apos;&apos; to read each cell as one label</source>
        <translation>多标签一致性请使用 --engine memory，或用 --separator &apos;&apos; 将每个单元格读作一个标签</translation>
    </message>
    <message>
        <source>labels not in the schema: {shown}</source>
        <translation>不在标签方案中的标签：{shown}</translation>
    </message>
    <message>
        <source>Add them to the schema or --labels, or run `adjudicator validate` with --engine memory for their rows</source>
        <translation>请将它们加入标签方案或 --labels，或用 --engine memory 运行 `adjudicator validate` 查看所在行</translation>
    </message>
    <message>
        <source>id {item} appears again</source>
        <translation>ID {item} 重复出现</translation>
    </message>
    <message>
        <source>Remove the repeated rows, or use --engine memory</source>
        <translation>请删除重复的行，或使用 --engine memory</translation>
    </message>
    <message>
        <source>&apos;{item} / {annotator}&apos; is judged twice</source>
        <translation>“{item} / {annotator}”被判断了两次</translation>
    </message>
    <message>
        <source>one judgment per item and annotator</source>
        <translation>每个条目每位标注者一个判断</translation>
    </message>
    <message>
        <source>Keep one judgment each, or use --engine memory with --repeats first or --repeats last</source>
        <translation>每项只保留一个判断，或使用 --engine memory 并加 --repeats first 或 --repeats last</translation>
    </message>
    <message>
        <source>choose which one counts with --repeats first or --repeats last, or run `adjudicator validate` to list every problem, or pass --ignore-problems to compute agreement on the usable rows</source>
        <translation>用 --repeats first 或 --repeats last 选择计入哪一个，或运行 `adjudicator validate` 列出所有问题，或加上 --ignore-problems 只用可用的行计算一致性</translation>
    </message>
    <message>
        <source>id &apos;{key}&apos; appears again ({where})</source>
        <translation>ID“{key}”重复出现（{where}）</translation>
    </message>
    <message>
        <source>one row per item</source>
        <translation>每个条目一行</translation>
    </message>
    <message>
        <source>{file}: {problem} (ignored)</source>
        <translation>{file}：{problem}（已忽略）</translation>
    </message>
    <message>
        <source>gold items, models and annotator effects need the labels file read in memory</source>
        <translation>金标准条目、模型和标注员效应需要在内存中读取标签文件</translation>
    </message>
    <message>
        <source>Leave out --table and --engine, or use --engine memory</source>
        <translation>去掉 --table 和 --engine，或使用 --engine memory</translation>
    </message>
    <message>
        <source>--min-shared must be at least 1, got {value}</source>
        <translation>--min-shared 至少为 1，实际为 {value}</translation>
    </message>
    <message>
        <source>Give the least number of items a pair must share to be listed</source>
        <translation>请给出一对标注员至少要共同标注多少个条目才予以列出</translation>
    </message>
    <message>
        <source>{file}: {tool} export, question &apos;{question}&apos;</source>
        <translation>{file}：{tool} 导出文件，问题“{question}”</translation>
    </message>
    <message>
        <source>{file}: &apos;{value}&apos; may be &apos;{canonical}&apos; ({why}); counted as different labels (--merge-near-duplicates merges them)</source>
        <translation>{file}：“{value}”可能就是“{canonical}”（{why}）；目前按不同的标签计数（--merge-near-duplicates 可将其合并）</translation>
    </message>
    <message>
        <source>{file}: label &apos;{label}&apos; not in the labels: {n} cell(s) treated as missing</source>
        <translation>{file}：标签“{label}”不在标签列表中：{n} 个单元格按缺失处理</translation>
    </message>
    <message>
        <source>{file}: {n} row(s) skipped (rows {rows})</source>
        <translation>{file}：跳过了 {n} 行（第 {rows} 行）</translation>
    </message>
    <message>
        <source>a row without an id</source>
        <translation>一行没有 ID</translation>
    </message>
    <message>
        <source>{options} cannot be used with --table</source>
        <translation>{options} 不能与 --table 一起使用</translation>
    </message>
    <message>
        <source>a table&apos;s own options: --labels, --annotators ROWS COLUMNS</source>
        <translation>列联表自己的选项：--labels、--annotators 行名 列名</translation>
    </message>
    <message>
        <source>Leave those options out, or read a labels file without --table</source>
        <translation>去掉这些选项，或不加 --table 读取标签文件</translation>
    </message>
    <message>
        <source>--labels do not match the table&apos;s labels</source>
        <translation>--labels 与表中的标签不一致</translation>
    </message>
    <message>
        <source>not a readable CSV ({reason})</source>
        <translation>不是可读取的 CSV（{reason}）</translation>
    </message>
    <message>
        <source>a k x k contingency table</source>
        <translation>一个 k × k 列联表</translation>
    </message>
    <message>
        <source>a contingency table needs a header row and one row per label</source>
        <translation>列联表需要一行表头，并且每个标签一行</translation>
    </message>
    <message>
        <source>{first} … ({n} in all)</source>
        <translation>{first} …（共 {n} 个）</translation>
    </message>
    <message>
        <source>row and column labels differ</source>
        <translation>行标签与列标签不同</translation>
    </message>
    <message>
        <source>the header to list the row labels, each once: {shown}</source>
        <translation>表头列出各行的标签，每个一次：{shown}</translation>
    </message>
    <message>
        <source>{n} counts for {columns} columns</source>
        <translation>{n} 个计数，但有 {columns} 列</translation>
    </message>
    <message>
        <source>{columns} counts</source>
        <translation>{columns} 个计数</translation>
    </message>
    <message>
        <source>the counts add up to 2^63 items or more</source>
        <translation>计数总和达到 2^63 个条目或更多</translation>
    </message>
    <message>
        <source>a total below 9,223,372,036,854,775,808</source>
        <translation>总和小于 9,223,372,036,854,775,808</translation>
    </message>
    <message>
        <source>Divide every count by a common factor if only proportions matter</source>
        <translation>如果只关心比例，请把每个计数除以同一个因数</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a count</source>
        <translation>“{cell}”不是计数</translation>
    </message>
    <message>
        <source>a non-negative whole number below 10^18</source>
        <translation>小于 10^18 的非负整数</translation>
    </message>
    <message>
        <source>run `{prog} --help`</source>
        <extracomment>a run of letters, digits and ASCII signs (never broken), one space, or one other character; opening punctuation kept with what follows, closing punctuation with what precedes</extracomment>
        <translation>运行 `{prog} --help`</translation>
    </message>
    <message>
        <source>the log is read-only</source>
        <translation>日志是只读的</translation>
    </message>
    <message>
        <source>Nothing was applied</source>
        <translation>没有应用任何内容</translation>
    </message>
    <message>
        <source>import options</source>
        <translation>导入选项</translation>
    </message>
    <message>
        <source>{options} ignored: the log keeps the import settings it was started with</source>
        <translation>{options} 已忽略：日志沿用创建时的导入设置</translation>
    </message>
    <message>
        <source>no &apos;{column}&apos; column</source>
        <translation>没有“{column}”列</translation>
    </message>
    <message>
        <source>columns item, label, rationale</source>
        <translation>列 item、label、rationale</translation>
    </message>
    <message>
        <source>the column &apos;{column}&apos; appears twice</source>
        <translation>列“{column}”出现了两次</translation>
    </message>
    <message>
        <source>each column once</source>
        <translation>每列只出现一次</translation>
    </message>
    <message>
        <source>at most {header} fields</source>
        <translation>最多 {header} 个字段</translation>
    </message>
    <message>
        <source>Put a rationale that contains commas in double quotes</source>
        <translation>含逗号的理由请用双引号括起来</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos; again (first at row {first})</source>
        <translation>条目“{item}”重复（首次出现在第 {first} 行）</translation>
    </message>
    <message>
        <source>one decision per item</source>
        <translation>每个条目一个裁决</translation>
    </message>
    <message>
        <source>not a readable CSV record ({reason})</source>
        <translation>不是可读取的 CSV 记录（{reason}）</translation>
    </message>
    <message>
        <source>CSV with the columns item, label, rationale</source>
        <translation>含 item、label、rationale 列的 CSV</translation>
    </message>
    <message>
        <source>empty {column}</source>
        <translation>{column} 为空</translation>
    </message>
    <message>
        <source>&apos;{cell}&apos; is not a number</source>
        <translation>“{cell}”不是数字</translation>
    </message>
    <message>
        <source>an item id of DATA</source>
        <translation>DATA 中的一个条目 ID</translation>
    </message>
    <message>
        <source>unknown label &apos;{label}&apos;</source>
        <translation>未知标签“{label}”</translation>
    </message>
    <message>
        <source>confidence {value}</source>
        <translation>置信度 {value}</translation>
    </message>
    <message>
        <source>--method is an option of --soft-labels</source>
        <translation>--method 是 --soft-labels 的选项</translation>
    </message>
    <message>
        <source>--soft-labels --method {method}</source>
        <translation>--soft-labels 与 --method {method} 一起使用</translation>
    </message>
    <message>
        <source>Add --soft-labels, or leave --method out</source>
        <translation>加上 --soft-labels，或去掉 --method</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>已写入 {file}</translation>
    </message>
    <message>
        <source>{unresolved} unresolved and {single} single annotator items were written without a final label (their status says so)</source>
        <translation>{unresolved} 个未解决条目和 {single} 个仅一名标注员的条目已写出，但没有最终标签（其状态列有说明）</translation>
    </message>
    <message>
        <source>this decision log was started reading the question &apos;{read}&apos;, not &apos;{question}&apos;</source>
        <translation>这个裁决日志开始时读取的是问题“{read}”，而不是“{question}”</translation>
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
        <translation>为另一个问题新建日志（adjudicator decide DATA --question NAME --log NEW.jsonl …）</translation>
    </message>
    <message>
        <source>the name ends in {suffix} but --format is {format}</source>
        <translation>文件名以 {suffix} 结尾，但 --format 是 {format}</translation>
    </message>
    <message>
        <source>a file name ending in .{format}</source>
        <translation>以 .{format} 结尾的文件名</translation>
    </message>
    <message>
        <source>Change the extension, or leave --format out</source>
        <translation>请修改扩展名，或去掉 --format</translation>
    </message>
    <message>
        <source>adjudicator: no display found (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are unset), so the window cannot open; here is the agreement summary instead.</source>
        <translation>adjudicator：未找到显示器（DISPLAY、WAYLAND_DISPLAY 和 QT_QPA_PLATFORM 均未设置），无法打开窗口；下面改为显示一致性摘要。</translation>
    </message>
    <message>
        <source>adjudicator: the display could not be opened (see Qt&apos;s messages above; on Linux the xcb plugin needs libxcb-cursor0), so the window cannot open; here is the agreement summary instead.</source>
        <translation>adjudicator：无法打开显示器（见上方 Qt 的信息；在 Linux 上 xcb 插件需要 libxcb-cursor0），无法打开窗口；下面改为显示一致性摘要。</translation>
    </message>
    <message>
        <source>give a FILE or --sample, not both</source>
        <translation>请给出 FILE 或 --sample，不能同时给出</translation>
    </message>
    <message>
        <source>--screenshot needs a FILE (or --sample) to load</source>
        <translation>--screenshot 需要一个要加载的 FILE（或 --sample）</translation>
    </message>
    <message>
        <source>expected WIDTHxHEIGHT such as 1280x800 (640x400 to 7680x4320), got &apos;{given}&apos;</source>
        <translation>应为 宽x高，例如 1280x800（640x400 到 7680x4320），实际为“{given}”</translation>
    </message>
    <message>
        <source>not a readable Adjudicator decision log ({reason})</source>
        <translation>不是可读取的 Adjudicator 裁决日志（{reason}）</translation>
    </message>
    <message>
        <source>a log written by Adjudicator (first line: its header)</source>
        <translation>由 Adjudicator 写入的日志（第一行是其头部）</translation>
    </message>
    <message>
        <source>Open the labels file instead.</source>
        <translation>请改为打开标签文件。</translation>
    </message>
    <message>
        <source>its labels file {named} is not there</source>
        <translation>它的标签文件 {named} 不在那里</translation>
    </message>
    <message>
        <source>{named} beside the log or at that path</source>
        <translation>{named} 位于日志旁边或该路径下</translation>
    </message>
    <message>
        <source>Put the labels file back, or open it with --log LOG.</source>
        <translation>请把标签文件放回原处，或用 --log LOG 打开它。</translation>
    </message>
    <message>
        <source>the guideline version is empty</source>
        <translation>指南版本为空</translation>
    </message>
    <message>
        <source>a version such as 2.1</source>
        <translation>版本号，例如 2.1</translation>
    </message>
    <message>
        <source>guideline &apos;{version}&apos; is already in force</source>
        <translation>指南“{version}”已经生效</translation>
    </message>
    <message>
        <source>a new version</source>
        <translation>一个新版本</translation>
    </message>
    <message>
        <source>guideline {before} -&gt; {version} (event {seq})</source>
        <translation>规范 {before} -&gt; {version}（事件 {seq}）</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>the note is empty</source>
        <translation>备注为空</translation>
    </message>
    <message>
        <source>some text</source>
        <translation>一些文字</translation>
    </message>
    <message>
        <source>name the items with --item, or give --all</source>
        <translation>用 --item 指定条目，或使用 --all</translation>
    </message>
    <message>
        <source>Nothing was written</source>
        <translation>没有写入任何内容</translation>
    </message>
    <message>
        <source>no single annotator item is waiting for acceptance</source>
        <translation>没有等待确认的仅一名标注员条目</translation>
    </message>
    <message>
        <source>accepted the single annotator&apos;s label of {count} items (event {seq})</source>
        <translation>已确认 {count} 个条目的唯一标注员标签（事件 {seq}）</translation>
    </message>
    <message>
        <source>noted (event {seq})</source>
        <translation>已添加备注（事件 {seq}）</translation>
    </message>
    <message>
        <source>noted on {item} (event {seq})</source>
        <translation>已为 {item} 添加备注（事件 {seq}）</translation>
    </message>
    <message>
        <source>--out {out}: unknown report format</source>
        <translation>--out {out}：未知的报告格式</translation>
    </message>
    <message>
        <source>FILE.html or FILE.pdf</source>
        <translation>文件.html 或 文件.pdf</translation>
    </message>
    <message>
        <source>{n} figures written to {folder}</source>
        <translation>{n} 张图已写入 {folder}</translation>
    </message>
    <message>
        <source>report written to {out}; verdict: {verdict}</source>
        <translation>报告已写入 {out}；结论：{verdict}</translation>
    </message>
    <message>
        <source>--model needs the labels file read in memory</source>
        <translation>--model 需要在内存中读取标签文件</translation>
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
        <translation>--plan 要求每个类别在标签中至少出现一次</translation>
    </message>
    <message>
        <source>--what-if-merge &apos;{given}&apos;</source>
        <translation>--what-if-merge “{given}”无效</translation>
    </message>
    <message>
        <source>A,B (two classes)</source>
        <translation>A,B（两个类别）</translation>
    </message>
    <message>
        <source>--round &apos;{given}&apos;</source>
        <translation>--round “{given}”无效</translation>
    </message>
    <message>
        <source>NAME=DATA, e.g. r1=batch_v1.csv</source>
        <translation>名称=数据，例如 r1=batch_v1.csv</translation>
    </message>
    <message>
        <source>the log is read-only, so this viewing of the results is not recorded</source>
        <translation>日志是只读的，因此本次查看结果未被记录</translation>
    </message>
    <message>
        <source>&apos;{seq}&apos; is not a sequence number</source>
        <translation>“{seq}”不是序号</translation>
    </message>
    <message>
        <source>a whole number from `adjudicator log`</source>
        <translation>`adjudicator log` 中的一个整数</translation>
    </message>
    <message>
        <source>no event {seq} to revert</source>
        <translation>没有可撤销的事件 {seq}</translation>
    </message>
    <message>
        <source>an event (the log is empty)</source>
        <translation>一个事件（日志为空）</translation>
    </message>
    <message>
        <source>reverted {seq} ({kind}: {what}) (event {event}); changed {items}</source>
        <translation>已撤销 {seq}（{kind}：{what}）（事件 {event}）；改变的条目：{items}</translation>
    </message>
    <message>
        <source>reverted {seq} ({kind}: {what}) (event {event})</source>
        <translation>已撤销 {seq}（{kind}：{what}）（事件 {event}）</translation>
    </message>
    <message>
        <source>the dataset has only {n} items; all are drawn, fewer than planned</source>
        <translation>数据集只有 {n} 个条目；已全部抽取，少于计划的数量</translation>
    </message>
    <message>
        <source>no sample size</source>
        <translation>没有样本量</translation>
    </message>
    <message>
        <source>--n N, or --plan KAPPA HALF_WIDTH</source>
        <translation>--n N，或 --plan KAPPA 半宽</translation>
    </message>
    <message>
        <source>stratified by {column}</source>
        <translation>按 {column} 分层</translation>
    </message>
    <message>
        <source>simple random</source>
        <translation>简单随机</translation>
    </message>
    <message>
        <source>{n} items ({how}, seed {seed}) written to {out}</source>
        <translation>{n} 个条目（{how}，种子 {seed}）已写入 {out}</translation>
    </message>
    <message>
        <source>--prevalence &apos;{given}&apos;</source>
        <translation>--prevalence “{given}”无效</translation>
    </message>
    <message>
        <source>LABEL=SHARE pairs, e.g. yes=0.3,no=0.7</source>
        <translation>标签=比例 对，例如 yes=0.3,no=0.7</translation>
    </message>
    <message>
        <source>the dataset&apos;s labels do not give every class a share</source>
        <translation>数据集的标签没有给每个类别一个比例</translation>
    </message>
    <message>
        <source>--prevalence LABEL=SHARE,... for the plan</source>
        <translation>为计划提供 --prevalence 标签=比例,...</translation>
    </message>
    <message>
        <source>PASS</source>
        <extracomment>a case&apos;s mark: as wide as each other in every language (two CJK characters, four cells)</extracomment>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>not a vectors file: {reason}</source>
        <translation>不是测试向量文件：{reason}</translation>
    </message>
    <message>
        <source>JSON with a &apos;cases&apos; list</source>
        <translation>含“cases”列表的 JSON</translation>
    </message>
    <message>
        <source>selftest: {path}</source>
        <translation>自检：{path}</translation>
    </message>
    <message>
        <source>error: {error}</source>
        <translation>错误：{error}</translation>
    </message>
    <message>
        <source>ok  {field}: computed {computed}, expected {expected} ± {tolerance}</source>
        <translation>相符 {field}：计算值 {computed}，期望值 {expected} ± {tolerance}</translation>
    </message>
    <message>
        <source>BAD {field}: computed {computed}, expected {expected} ± {tolerance}</source>
        <translation>不符 {field}：计算值 {computed}，期望值 {expected} ± {tolerance}</translation>
    </message>
    <message>
        <source>{passed} of {total} cases pass</source>
        <translation>{total} 个用例中 {passed} 个通过</translation>
    </message>
    <message>
        <source>; {failed} fail</source>
        <translation>；{failed} 个失败</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无定义</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; cannot name a version</source>
        <translation>“{name}”不能作为版本名</translation>
    </message>
    <message>
        <source>a name that is not empty, not only digits and not &apos;now&apos;</source>
        <translation>非空、不全是数字且不是“now”的名称</translation>
    </message>
    <message>
        <source>Digits mean a sequence number and now the latest version</source>
        <translation>数字表示序号，now 表示最新版本</translation>
    </message>
    <message>
        <source>version name &apos;{name}&apos; is taken (event {seq})</source>
        <translation>版本名“{name}”已被使用（事件 {seq}）</translation>
    </message>
    <message>
        <source>tagged {name} (event {seq}: the state after event {before})</source>
        <translation>已标记版本 {name}（事件 {seq}：事件 {before} 之后的状态）</translation>
    </message>
    <message>
        <source>--annotators names the column &apos;{column}&apos; twice</source>
        <translation>--annotators 两次指定了列“{column}”</translation>
    </message>
    <message>
        <source>each annotator column once</source>
        <translation>每个标注者列只指定一次</translation>
    </message>
    <message>
        <source>Name two or more different columns</source>
        <translation>请指定两个或更多不同的列</translation>
    </message>
    <message>
        <source>no version named &apos;{name}&apos;</source>
        <translation>没有名为“{name}”的版本</translation>
    </message>
    <message>
        <source>Give a sequence number, a tag name or an ISO time</source>
        <translation>请给出序号、标签名或 ISO 时间</translation>
    </message>
    <message>
        <source>unknown command &apos;{word}&apos;</source>
        <translation>未知命令“{word}”</translation>
    </message>
    <message>
        <source>Did you mean `adjudicator {near}`?</source>
        <translation>您是想用 `adjudicator {near}` 吗？</translation>
    </message>
    <message>
        <source>adjudicator: interrupted</source>
        <translation>adjudicator：已中断</translation>
    </message>
    <message>
        <source>{file}: the disk is full ({reason}). Free some space or choose an output on another disk, then try again</source>
        <translation>{file}：磁盘已满（{reason}）。请释放一些空间，或把输出放到另一块磁盘上，然后重试</translation>
    </message>
    <message>
        <source>the disk is full ({reason}). Free some space or choose an output on another disk, then try again</source>
        <translation>磁盘已满（{reason}）。请释放一些空间，或把输出放到另一块磁盘上，然后重试</translation>
    </message>
    <message>
        <source>cannot finish ({reason}). Check the free space and where the output goes</source>
        <translation>无法完成（{reason}）。请检查剩余空间和输出位置</translation>
    </message>
    <message>
        <source>{file}: {reason}. Check that the path exists and that you may read it (or, for an output, write in its folder)</source>
        <translation>{file}：{reason}。请检查该路径是否存在、您是否有读取权限（如果是输出文件，是否可以在其文件夹中写入）</translation>
    </message>
    <message>
        <source>the DuckDB engine is not installed</source>
        <extracomment>a temporary folder of ours is named so; tests look for leftovers by this prefix</extracomment>
        <translation>未安装 DuckDB 引擎</translation>
    </message>
    <message>
        <source>the &apos;scale&apos; extra (DuckDB)</source>
        <translation>“scale”附加组件（DuckDB）</translation>
    </message>
    <message>
        <source>Use --engine memory (it reads the whole file), which works in every installation; the desktop bundle never includes DuckDB. An installation made with pip gains it with: pip install &apos;label-adjudicator[scale]&apos;</source>
        <translation>请使用 --engine memory（读入整个文件），它在任何安装方式下都可用；桌面安装包从不包含 DuckDB。用 pip 安装的可以这样添加：pip install &apos;label-adjudicator[scale]&apos;</translation>
    </message>
    <message>
        <source>DuckDB refused the settings ({why})</source>
        <translation>DuckDB 拒绝了这些设置（{why}）</translation>
    </message>
    <message>
        <source>--memory-limit like 2GB or 500MB</source>
        <translation>--memory-limit，如 2GB 或 500MB</translation>
    </message>
    <message>
        <source>the many-rater block keeps its analytic interval: a unit bootstrap needs per-unit data, which count tables do not hold; the two-rater bootstrap is a multinomial draw on each pair&apos;s table</source>
        <extracomment>above this many bytes of CSV/Parquet, ``--engine auto`` counts with DuckDB, except a wide CSV whose in-memory read fits (``agree_auto``) what the engine cannot do, said with the results when it matters</extracomment>
        <translation>多标注员部分保留解析区间：按单元的 bootstrap 需要逐单元的数据，而计数表中没有；两名标注员的 bootstrap 是对每一对的表做多项分布抽样</translation>
    </message>
    <message>
        <source>a contingency table</source>
        <translation>列联表</translation>
    </message>
    <message>
        <source>asked with --engine</source>
        <translation>由 --engine 指定</translation>
    </message>
    <message>
        <source>a folder is read as one file per annotator (--engine duckdb reads it as the Parquet parts of one table)</source>
        <translation>文件夹按每位标注员一个文件读取（--engine duckdb 则把它读作同一张表的各个 Parquet 分片）</translation>
    </message>
    <message>
        <source>input of at most {limit} MB</source>
        <translation>输入不超过 {limit} MB</translation>
    </message>
    <message>
        <source>input of {size} MB, but DuckDB is not installed (the desktop bundle never has it; a pip installation adds it with pip install &apos;label-adjudicator[scale]&apos;)</source>
        <translation>输入为 {size} MB，但未安装 DuckDB（桌面安装包从不包含它；用 pip 安装的可以用 pip install &apos;label-adjudicator[scale]&apos; 添加）</translation>
    </message>
    <message>
        <source>a wide CSV of {size} MB: reading it in memory needs about {need} of the {room} it may take, and is faster than DuckDB for a wide table</source>
        <translation>宽格式 CSV，{size} MB：读入内存约需 {need}，在可用的 {room} 之内；宽表读入内存比 DuckDB 更快</translation>
    </message>
    <message>
        <source>a wide CSV of {size} MB: reading it in memory would need about {need}, more than the {room} it may take</source>
        <translation>宽格式 CSV，{size} MB：读入内存约需 {need}，超过可用的 {room}</translation>
    </message>
    <message>
        <source>input of {size} MB, above {limit} MB</source>
        <translation>输入为 {size} MB，超过 {limit} MB</translation>
    </message>
    <message>
        <source>{options} cannot be used with --engine duckdb</source>
        <translation>{options} 不能与 --engine duckdb 一起使用</translation>
    </message>
    <message>
        <source>Leave them out, or use --engine memory</source>
        <translation>请去掉它们，或使用 --engine memory</translation>
    </message>
    <message>
        <source>{file}: {n} row(s) without an item id or annotator skipped</source>
        <extracomment>import options no counting engine offers (their defaults are what it does)</extracomment>
        <translation>{file}：跳过了 {n} 行没有条目 ID 或标注员的数据</translation>
    </message>
    <message>
        <source>{file}: spaces around labels trimmed</source>
        <translation>{file}：已去掉标签前后的空格</translation>
    </message>
    <message>
        <source>{file}: {value} may be {canonical} ({why}); counted as different labels (--merge-near-duplicates merges them)</source>
        <translation>{file}：{value} 可能就是 {canonical}（{why}）；按不同的标签计数（--merge-near-duplicates 会合并它们）</translation>
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
        <translation>正在打开</translation>
    </message>
    <message>
        <source>opening the Parquet files</source>
        <extracomment>room for the rows of one file in the ordering key rn = file * 2^40 + row whitespace that makes a cell blank (missing), as the readers of the in-memory path</extracomment>
        <translation>正在打开 Parquet 文件</translation>
    </message>
    <message>
        <source>reading the CSV file</source>
        <translation>正在读取 CSV 文件</translation>
    </message>
    <message>
        <source>reading the columns</source>
        <translation>正在读取各列</translation>
    </message>
    <message>
        <source>finding the annotator columns</source>
        <translation>正在查找标注员列</translation>
    </message>
    <message>
        <source>counting labels per annotator</source>
        <translation>正在统计各标注员的标签</translation>
    </message>
    <message>
        <source>ordering the labels</source>
        <translation>正在排列标签顺序</translation>
    </message>
    <message>
        <source>counting the items&apos; label vectors</source>
        <translation>正在统计条目的标签向量</translation>
    </message>
    <message>
        <source>counting the unanimous items</source>
        <translation>正在统计意见一致的条目</translation>
    </message>
    <message>
        <source>counting pairs and units (sorted by item)</source>
        <extracomment>rows per Arrow batch (whole items are kept, the last one carried to the next batch) above this many annotator x label columns the Gram matrix is too large: bincount per pair the batches&apos; unit rows are merged (equal rows summed) every this many batches at most this many bytes of summed Gram matrices are kept across batches (one per stratum)</extracomment>
        <translation>正在统计标注员对和单元（按条目排序）</translation>
    </message>
    <message>
        <source>grouping items by stratum</source>
        <translation>正在按分层归组条目</translation>
    </message>
    <message>
        <source>reading the decided items</source>
        <translation>正在读取已裁决的条目</translation>
    </message>
    <message>
        <source>Restore the newer copy of the log (from a backup, another computer or the sync tool&apos;s history), which reaches event {seq}. If the events were removed on purpose, accept the shorter log with `adjudicator note DATA &quot;why&quot; --log {log} {option}`, which records the acceptance in the log. Nothing was changed</source>
        <translation>请恢复日志的较新副本（来自备份、另一台电脑或同步工具的历史记录），它应包含到事件 {seq}。如果这些事件是有意删除的，请用 `adjudicator note DATA &quot;原因&quot; --log {log} {option}` 接受这个较短的日志，接受本身会记录在日志中。未做任何更改</translation>
    </message>
    <message>
        <source>the log to reach event {seq}, recorded by its tip</source>
        <translation>日志包含到其末端记录所记的事件 {seq}</translation>
    </message>
    <message>
        <source>the log has no tip file ({tip}): it was written by an earlier version of Adjudicator, or the tip was removed or not copied with the log, so whether its last events were removed cannot be checked this time</source>
        <translation>日志没有末端记录文件（{tip}）：它由较早版本的 Adjudicator 写入，或末端记录被删除、未随日志一起复制，因此这次无法检查其最后的事件是否被删除</translation>
    </message>
    <message>
        <source>the tip file {tip} is damaged, so whether the log&apos;s last events were removed cannot be checked this time</source>
        <translation>末端记录文件 {tip} 已损坏，因此这次无法检查日志最后的事件是否被删除</translation>
    </message>
    <message>
        <source>{tip} beside the log is not a tip file of Adjudicator: it is left alone, and no tip is kept for this log</source>
        <translation>日志旁的 {tip} 不是 Adjudicator 的末端记录文件：它保持原样，此日志不再保存末端记录</translation>
    </message>
    <message>
        <source>the shorter log was accepted: {what}; the acceptance is recorded as event {event}</source>
        <translation>已接受较短的日志：{what}；接受已记录为事件 {event}</translation>
    </message>
    <message>
        <source>the decision log is missing, but its tip file {tip} records event {seq} (written {written}): the log was deleted, moved or not copied with its tip</source>
        <translation>裁决日志不见了，但其末端记录文件 {tip} 记录了事件 {seq}（写于 {written}）：日志被删除、移动，或未随其末端记录一起复制</translation>
    </message>
    <message>
        <source>Restore the log (from a backup, another computer or the sync tool&apos;s history), or give its path with --log. To start a new log here on purpose, run `adjudicator note DATA &quot;why&quot; {option}`, which records it in the new log. Nothing was changed</source>
        <translation>请恢复日志（来自备份、另一台电脑或同步工具的历史记录），或用 --log 指定其路径。如果要有意在此开始新日志，请运行 `adjudicator note DATA &quot;原因&quot; {option}`，这会记录在新日志中。未做任何更改</translation>
    </message>
    <message>
        <source>the log holds {last} events but its tip file {tip} is {state}: this log was started with a tip, so the tip was removed or not copied with the log, and whether the log&apos;s last events were removed cannot be checked</source>
        <translation>日志含有 {last} 个事件，但其末端记录文件 {tip} {state}：该日志创建时就带有末端记录，因此末端记录已被删除或未随日志一起复制，无法核实日志最后的事件是否被删除</translation>
    </message>
    <message>
        <source>the log&apos;s tip file beside it ({tip})</source>
        <translation>日志旁的末端记录文件（{tip}）</translation>
    </message>
    <message>
        <source>Restore the log together with its tip file (from a backup, another computer or the sync tool&apos;s history). If the log is whole, accept it with `adjudicator note DATA &quot;why&quot; --log {log} {option}`, which records the acceptance in the log and writes a new tip. Nothing was changed</source>
        <translation>请把日志连同其末端记录文件一起恢复（从备份、另一台电脑或同步工具的历史版本）。如果日志是完整的，请用 `adjudicator note DATA &quot;原因&quot; --log {log} {option}` 接受它，该操作会把接受记录写入日志并写入新的末端记录。未做任何更改</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>已损坏</translation>
    </message>
    <message>
        <source>the log&apos;s header differs from the one its tip file {tip} recorded: the header was edited, or the log was replaced by another one, which may lack decisions</source>
        <translation>日志的首行与其末端记录文件 {tip} 所记录的不同：首行被编辑过，或日志被另一个日志替换，可能缺少裁决</translation>
    </message>
    <message>
        <source>the log holds no event, but its tip file {tip} recorded event {seq} (written {written}): its last {missing} events are missing, as when an older copy of the log is restored or its end is cut off</source>
        <translation>日志中没有任何事件，但其末端记录文件 {tip} 记录了事件 {seq}（写于 {written}）：最后 {missing} 个事件缺失，就像恢复了日志的旧副本或其末尾被截掉</translation>
    </message>
    <message>
        <source>the log ends at event {last} ({time}), but its tip file {tip} recorded event {seq} (written {written}): its last {missing} events are missing, as when an older copy of the log is restored or its end is cut off</source>
        <translation>日志止于事件 {last}（{time}），但其末端记录文件 {tip} 记录了事件 {seq}（写于 {written}）：最后 {missing} 个事件缺失，就像恢复了日志的旧副本或其末尾被截掉</translation>
    </message>
    <message>
        <source>event {seq} of the log is not the one its tip file {tip} recorded (written {written}): the log was replaced by another copy or edited, and may lack decisions</source>
        <translation>日志的事件 {seq} 不是其末端记录文件 {tip} 所记录的那一个（写于 {written}）：日志被另一个副本替换或被编辑过，可能缺少裁决</translation>
    </message>
    <message>
        <source>{changed} item(s) changed from {v1} (event {s1}) to {v2} (event {s2}): {new} newly labelled, {relabelled} relabelled, {gone} no longer labelled</source>
        <translation>从 {v1}（事件 {s1}）到 {v2}（事件 {s2}）有 {changed} 个条目发生变化：新标注 {new} 个，改标 {relabelled} 个，不再有标签 {gone} 个</translation>
    </message>
    <message>
        <source>wrote {out}: {decisions} decisions ({collapsed} identical in both), {conflicts} conflicts</source>
        <translation>已写入 {out}：{decisions} 条裁决（其中 {collapsed} 条两边相同），{conflicts} 处冲突</translation>
    </message>
    <message>
        <source>{n} events of the two logs were recorded in it as notes &quot;set aside by the merge&quot;, each with its reason</source>
        <translation>两份日志中的 {n} 个事件已作为“合并时搁置”的备注记录在其中，各附原因</translation>
    </message>
    <message>
        <source>conflict {conflict}</source>
        <translation>冲突 {conflict}</translation>
    </message>
    <message>
        <source>conflicts written to {file}</source>
        <translation>冲突已写入 {file}</translation>
    </message>
    <message>
        <source>acceptance rules recorded (event {seq}); results had already been seen, so the report will flag these rules</source>
        <translation>验收规则已记录（事件 {seq}）；结果此前已被查看过，因此报告会标出这些规则</translation>
    </message>
    <message>
        <source>acceptance rules recorded (event {seq})</source>
        <translation>验收规则已记录（事件 {seq}）</translation>
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
        <translation>adjudicator: 错误：{message}</translation>
    </message>
    <message>
        <source>the annotators differ from those the log was started with</source>
        <translation>标注员与开始此日志时的不一致</translation>
    </message>
    <message>
        <source>Name them with --annotators, or use --engine memory</source>
        <translation>请用 --annotators 指定他们，或使用 --engine memory</translation>
    </message>
    <message>
        <source>the decision log declares an auto-accept policy or accepts single annotator items, which the count tables cannot follow</source>
        <translation>裁决日志声明了自动接受策略或确认了仅一名标注员的条目，计数表无法反映这些</translation>
    </message>
    <message>
        <source>Use --engine memory</source>
        <translation>请使用 --engine memory</translation>
    </message>
    <message>
        <source>--engine {engine} does not write the log, so this viewing of the results is not recorded</source>
        <translation>--engine {engine} 不写入日志，因此本次查看结果不会被记录</translation>
    </message>
    <message>
        <source>the Spark engine is not installed</source>
        <translation>未安装 Spark 引擎</translation>
    </message>
    <message>
        <source>the &apos;spark&apos; extra (pyspark)</source>
        <translation>“spark”附加组件（pyspark）</translation>
    </message>
    <message>
        <source>pip install &apos;label-adjudicator[spark]&apos;, or use --engine duckdb</source>
        <translation>请运行 pip install &apos;label-adjudicator[spark]&apos;，或使用 --engine duckdb</translation>
    </message>
    <message>
        <source>Spark needs Java, and none was found</source>
        <translation>Spark 需要 Java，但未找到</translation>
    </message>
    <message>
        <source>a Java 17 or 21 runtime ({where})</source>
        <translation>Java 17 或 21 运行环境（{where}）</translation>
    </message>
    <message>
        <source>Install one (Debian/Ubuntu: apt install openjdk-17-jre-headless) or set JAVA_HOME, or use --engine duckdb</source>
        <translation>请安装一个（Debian/Ubuntu：apt install openjdk-17-jre-headless）或设置 JAVA_HOME，或使用 --engine duckdb</translation>
    </message>
    <message>
        <source>Spark did not start ({why})</source>
        <translation>Spark 未能启动（{why}）</translation>
    </message>
    <message>
        <source>Check --spark-master and --spark-conf, and that Java 17 or 21 is installed</source>
        <translation>请检查 --spark-master 和 --spark-conf，并确认已安装 Java 17 或 21</translation>
    </message>
    <message>
        <source>the Spark engine reads Parquet only</source>
        <extracomment>characters that make a text cell blank (missing), as the readers of the in-memory path the row&apos;s place: file index * FILE_STRIDE + row index in the file (as ``duckdb.source``)</extracomment>
        <translation>Spark 引擎只读取 Parquet</translation>
    </message>
    <message>
        <source>a Parquet file, a folder or a glob of Parquet parts</source>
        <translation>一个 Parquet 文件、一个文件夹或匹配 Parquet 分片的通配符</translation>
    </message>
    <message>
        <source>Use --engine duckdb for CSV, or save the file as Parquet</source>
        <translation>CSV 请使用 --engine duckdb，或将文件另存为 Parquet</translation>
    </message>
    <message>
        <source>Spark cannot read it ({why})</source>
        <translation>Spark 无法读取（{why}）</translation>
    </message>
    <message>
        <source>--spark-conf {given} is not a setting</source>
        <translation>--spark-conf {given} 不是一项设置</translation>
    </message>
    <message>
        <source>KEY=VALUE, e.g. spark.driver.memory=4g</source>
        <translation>KEY=VALUE，例如 spark.driver.memory=4g</translation>
    </message>
    <message>
        <source>Spark stopped with an error ({why})</source>
        <translation>Spark 因错误而停止（{why}）</translation>
    </message>
    <message>
        <source>Check that the path can be read from the cluster and the memory settings (--spark-conf)</source>
        <translation>请检查集群能否读取该路径，以及内存设置（--spark-conf）</translation>
    </message>
    <message>
        <source>{options} cannot be used with --engine spark</source>
        <translation>{options} 不能与 --engine spark 同时使用</translation>
    </message>
    <message>
        <source>Leave them out (memory: --spark-conf spark.driver.memory=4g), or use --engine memory</source>
        <translation>请去掉它们（内存：--spark-conf spark.driver.memory=4g），或使用 --engine memory</translation>
    </message>
    <message>
        <source>unknown conventions {given}</source>
        <translation>未知的约定 {given}</translation>
    </message>
    <message>
        <source>table or gwet</source>
        <translation>table 或 gwet</translation>
    </message>
    <message>
        <source>a sample of {n} from {total} items</source>
        <translation>从 {total} 个条目中抽取 {n} 个样本</translation>
    </message>
    <message>
        <source>1 to {total}</source>
        <translation>1 到 {total}</translation>
    </message>
    <message>
        <source>unknown report field {field}</source>
        <translation>未知的报告字段 {field}</translation>
    </message>
    <message>
        <source>cannot read the report fields: {reason}</source>
        <translation>无法读取报告字段：{reason}</translation>
    </message>
    <message>
        <source>UTF-8 JSON (.json) or TOML</source>
        <translation>UTF-8 编码的 JSON（.json）或 TOML</translation>
    </message>
    <message>
        <source>the report fields must be one object</source>
        <translation>报告字段必须是一个对象</translation>
    </message>
    <message>
        <source>a {level} CI lower bound above {threshold} with probability {power}</source>
        <translation>{level} 置信区间下限以 {power} 的概率高于 {threshold}</translation>
    </message>
    <message>
        <source>a {level} CI half-width of at most {half_width} in {power} of studies</source>
        <translation>在 {power} 的研究中 {level} 置信区间半宽不超过 {half_width}</translation>
    </message>
    <message>
        <source>n = {n} items labelled by both annotators for {goal}, if κ = {kappa} and the class prevalences are ({prevalences}) — the smallest n that did so in {runs} simulated studies with the report&apos;s interval (the large-sample formula of Fleiss, Cohen &amp; Everitt 1969 and Flack et al. 1988 gives {formula_n}, enough for a typical study only).</source>
        <translation>需 n = {n} 个由两位标注员都标注的项目，才能达到{goal}（假设 κ = {kappa}，类别比例为 ({prevalences})）——这是在 {runs} 次模拟研究中用报告所用区间做到这一点的最小 n（Fleiss、Cohen 与 Everitt 1969 及 Flack 等 1988 的大样本公式给出 {formula_n}，只够一次典型的研究）。</translation>
    </message>
    <message>
        <source>prevalences must be two or more positive shares</source>
        <translation>类别占比必须是两个或更多正数</translation>
    </message>
    <message>
        <source>κ = {kappa} is impossible with these prevalences</source>
        <translation>在这些类别占比下不可能有 κ = {kappa}</translation>
    </message>
    <message>
        <source>κ from {low} to 1 (common marginals)</source>
        <translation>κ 在 {low} 到 1 之间（共同边际）</translation>
    </message>
    <message>
        <source>expected κ = {kappa}</source>
        <translation>预期 κ = {kappa} 无效</translation>
    </message>
    <message>
        <source>a value strictly between -1 and 1</source>
        <translation>严格介于 -1 和 1 之间的值</translation>
    </message>
    <message>
        <source>the variance of κ is undefined here: {reason}</source>
        <translation>此处 κ 的方差没有定义：{reason}</translation>
    </message>
    <message>
        <source>half-width {value}</source>
        <translation>半宽 {value} 无效</translation>
    </message>
    <message>
        <source>a number between 0 and 1</source>
        <translation>0 和 1 之间的数</translation>
    </message>
    <message>
        <source>threshold {threshold} is not below the expected κ {kappa}</source>
        <translation>阈值 {threshold} 不低于预期的 κ {kappa}</translation>
    </message>
    <message>
        <source>power {power}</source>
        <translation>检验效能 {power} 无效</translation>
    </message>
    <message>
        <source>a probability from 0.5 to below 1</source>
        <translation>从 0.5 到小于 1 的概率</translation>
    </message>
    <message>
        <source>no sample of up to 200,000 items reaches this goal in simulation</source>
        <translation>在模拟中，不超过 200,000 个条目的样本都达不到这个目标</translation>
    </message>
    <message>
        <source>a wider half-width, a lower threshold or a lower assurance</source>
        <translation>更宽的半宽、更低的阈值或更低的保证率</translation>
    </message>
    <message>
        <source>unknown report language {lang}</source>
        <extracomment>English -&gt; (简体中文, 繁體中文)</extracomment>
        <translation>未知的报告语言 {lang}</translation>
    </message>
    <message>
        <source>the rules name the coefficient {metric}, which this report lacks</source>
        <translation>规则指定了系数 {metric}，但本报告中没有它</translation>
    </message>
    <message>
        <source>the instance&apos;s id</source>
        <extracomment>what each part of a record should have been, for the located error that says it was not</extracomment>
        <translation>该条目的编号（id）</translation>
    </message>
    <message>
        <source>an object of the scheme&apos;s labels and their values</source>
        <translation>由该标注方案的标签及其取值组成的对象</translation>
    </message>
    <message>
        <source>a list of [label, value] pairs (each label an object with schema and name), or an object of schemes</source>
        <translation>[标签, 取值] 对的列表（每个标签是含 schema 和 name 的对象），或由标注方案组成的对象</translation>
    </message>
    <message>
        <source>a pair [label, value] whose label is an object with schema and name</source>
        <translation>一对 [标签, 取值]，其中标签是含 schema 和 name 的对象</translation>
    </message>
    <message>
        <source>the name of the annotation scheme</source>
        <translation>标注方案的名称</translation>
    </message>
    <message>
        <source>the annotator&apos;s user id (or the file in the annotator&apos;s folder)</source>
        <translation>标注员的用户编号（或把文件放在该标注员的文件夹中）</translation>
    </message>
    <message>
        <source>Potato: scheme {scheme} read{others}</source>
        <translation>Potato：读取了方案 {scheme}{others}</translation>
    </message>
    <message>
        <source> (schemes: {names}; --question NAME)</source>
        <translation>（方案：{names}；--question NAME）</translation>
    </message>
    <message>
        <source>Potato: scheme {scheme} read (schemes: {names})</source>
        <translation>Potato：读取了方案 {scheme}（方案：{names}）</translation>
    </message>
    <message>
        <source>Potato: {file} holds no annotations; {user} is left out</source>
        <translation>Potato：{file} 中没有任何标注；已略去 {user}</translation>
    </message>
    <message>
        <source>the {column} cell of this row is empty</source>
        <translation>此行的 {column} 单元格为空</translation>
    </message>
    <message>
        <source>this statistic needs ratings per rater, not only category counts</source>
        <translation>此统计量需要每位评分者的评分，而不只是各类别的计数</translation>
    </message>
    <message>
        <source>&apos;data&apos; must be an object with a &apos;format&apos; key</source>
        <translation>“data”必须是带有“format”键的对象</translation>
    </message>
    <message>
        <source>unknown data format {given}; expected one of {known}</source>
        <translation>未知的数据格式 {given}；应为以下之一：{known}</translation>
    </message>
    <message>
        <source>&apos;matrix&apos; must be square, got {rows}x{columns}</source>
        <translation>“matrix”必须是方阵，实际为 {rows}x{columns}</translation>
    </message>
    <message>
        <source>{n} categories for a {k}x{k} matrix</source>
        <translation>{k}x{k} 矩阵却有 {n} 个类别</translation>
    </message>
    <message>
        <source>&apos;pairs&apos; must be a list of [rating_a, rating_b]</source>
        <translation>“pairs”必须是 [rating_a, rating_b] 的列表</translation>
    </message>
    <message>
        <source>&apos;units&apos; must be a non-empty list of rows (one value per rater)</source>
        <translation>“units”必须是非空的行列表（每位评分者一个值）</translation>
    </message>
    <message>
        <source>every row of &apos;units&apos; must have the same number (&gt;= 2) of raters</source>
        <translation>“units”的每一行必须有相同数目（&gt;= 2）的评分者</translation>
    </message>
    <message>
        <source>{n} categories for {columns} count columns</source>
        <translation>{columns} 个计数列却有 {n} 个类别</translation>
    </message>
    <message>
        <source>&apos;rater_a&apos; and &apos;rater_b&apos; must be objects of item id to label</source>
        <translation>“rater_a”和“rater_b”必须是从条目 ID 到标签的对象</translation>
    </message>
    <message>
        <source>rating {rating} is not one of the categories {categories}</source>
        <translation>评分 {rating} 不属于类别 {categories}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be a {ndim}-D array of counts</source>
        <translation>“{name}”必须是 {ndim} 维的计数数组</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must be a non-empty {ndim}-D array of counts</source>
        <translation>“{name}”必须是非空的 {ndim} 维计数数组</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; must hold non-negative whole counts</source>
        <translation>“{name}”必须是非负整数计数</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; holds a count of 2^53 or more</source>
        <translation>“{name}”中有不小于 2^53 的计数</translation>
    </message>
    <message>
        <source>params.q = {q} but the data declare {k} categories</source>
        <translation>params.q = {q}，但数据声明了 {k} 个类别</translation>
    </message>
    <message>
        <source>metric {metric} needs two raters&apos; table; the data are {kind}</source>
        <extracomment>metrics with a single Estimate, whose names may also appear as expected keys</extracomment>
        <translation>指标 {metric} 需要两位评分者的表；而数据是 {kind}</translation>
    </message>
    <message>
        <source>unknown metric {metric}; known: {known}</source>
        <translation>未知的指标 {metric}；已知：{known}</translation>
    </message>
    <message>
        <source>no field {key} is computed for {metric}; known: {known}</source>
        <translation>{metric} 不计算字段 {key}；已知：{known}</translation>
    </message>
    <message>
        <source>params.positive {given} is not one of the categories</source>
        <translation>params.positive {given} 不属于这些类别</translation>
    </message>
    <message>
        <source>specific agreement positive/negative needs exactly two categories</source>
        <translation>特定一致性（阳性/阴性）恰好需要两个类别</translation>
    </message>
    <message>
        <source>this metric needs two raters&apos; confusion matrix</source>
        <translation>此指标需要两位评分者的混淆矩阵</translation>
    </message>
    <message>
        <source>per-category result {metric} does not name its category</source>
        <translation>按类别的结果 {metric} 没有写明其类别</translation>
    </message>
    <message>
        <source>params.level {given} is not one of {known}</source>
        <translation>params.level {given} 不属于 {known}</translation>
    </message>
    <message>
        <source>unknown weights {given}; expected one of {known}</source>
        <translation>未知的权重 {given}；应为以下之一：{known}</translation>
    </message>
    <message>
        <source>bad weight matrix: {reason}</source>
        <translation>权重矩阵有误：{reason}</translation>
    </message>
    <message>
        <source>weights {given}: {reason}</source>
        <translation>权重 {given}：{reason}</translation>
    </message>
    <message>
        <source>the file is binary, not JSON text</source>
        <extracomment>slack for binary floating point on top of the published tolerance</extracomment>
        <translation>这是二进制文件，不是 JSON 文本</translation>
    </message>
    <message>
        <source>a vectors file is an object with a &apos;cases&apos; list (or a list of cases)</source>
        <translation>参考向量文件应是带有“cases”列表的对象（或用例列表）</translation>
    </message>
    <message>
        <source>a case must be a JSON object</source>
        <translation>每个用例必须是一个 JSON 对象</translation>
    </message>
    <message>
        <source>&apos;expected&apos; must be an object of fields (or a single number)</source>
        <translation>“expected”必须是字段对象（或单个数）</translation>
    </message>
    <message>
        <source>&apos;params&apos; must be an object</source>
        <translation>“params”必须是对象</translation>
    </message>
    <message>
        <source>tolerance {given} is not a non-negative number</source>
        <translation>容差 {given} 不是非负数</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <source>expected undefined (None with a reason)</source>
        <translation>期望为无定义（None 并附原因）</translation>
    </message>
    <message>
        <source>undefined without a reason</source>
        <translation>无定义且未说明原因</translation>
    </message>
    <message>
        <source>a long table needs item=, annotator= and label= together</source>
        <translation>长表需要同时给出 item=、annotator= 和 label=</translation>
    </message>
    <message>
        <source>Name all three columns, or none for a wide table</source>
        <translation>三列都要指定；宽表则都不指定</translation>
    </message>
    <message>
        <source>item=, annotator= and label= name columns of a DataFrame</source>
        <translation>item=、annotator= 和 label= 指的是 DataFrame 的列</translation>
    </message>
    <message>
        <source>a pandas DataFrame</source>
        <translation>一个 pandas DataFrame</translation>
    </message>
    <message>
        <source>one column per annotator</source>
        <translation>每位标注员一列</translation>
    </message>
    <message>
        <source>label {label} is not one of the labels given</source>
        <translation>标签 {label} 不在给定的标签之中</translation>
    </message>
    <message>
        <source>one of {labels}</source>
        <translation>{labels} 之一</translation>
    </message>
    <message>
        <source>add it to labels= or fix the data</source>
        <translation>请把它加入 labels=，或修正数据</translation>
    </message>
    <message>
        <source>ratings must be 2-D (items x annotators), got {ndim}-D</source>
        <translation>评分必须是二维的（条目 x 标注员），实际为 {ndim} 维</translation>
    </message>
    <message>
        <source>weights: {reason}</source>
        <translation>权重：{reason}</translation>
    </message>
    <message>
        <source>a {k} x {k} matrix of agreement weights, 1 on the diagonal</source>
        <translation>{k} x {k} 的一致性权重矩阵，对角线为 1</translation>
    </message>
    <message>
        <source>counting the items&apos; labels</source>
        <translation>正在统计各条目的标签</translation>
    </message>
    <message>
        <source>unknown auto-accept policy {rule}</source>
        <translation>未知的自动接受策略 {rule}</translation>
    </message>
    <message>
        <source>policy posterior ≥ {p} cannot be used with {annotators} annotators</source>
        <translation>后验概率 ≥ {p} 的策略不能用于 {annotators} 位标注员</translation>
    </message>
    <message>
        <source>p above 0.5 and at most 1 (such as 0.95), and three or more annotators</source>
        <translation>p 大于 0.5 且不超过 1（例如 0.95），并且需要三位或更多标注员</translation>
    </message>
    <message>
        <source>policy {k} of {n} cannot be used</source>
        <translation>策略“{n} 中 {k}”无法使用</translation>
    </message>
    <message>
        <source>n from 2 to {annotators} and k more than half of n, at most n (such as 4 of 5)</source>
        <translation>n 为 2 到 {annotators}，k 大于 n 的一半且不超过 n（例如 5 中 4）</translation>
    </message>
    <message>
        <source>--memory-limit {value} is not a size</source>
        <translation>--memory-limit {value} 不是大小</translation>
    </message>
    <message>
        <source>a number with a unit, such as 2GB or 500MB</source>
        <translation>数字加单位，例如 2GB 或 500MB</translation>
    </message>
    <message>
        <source>reading this file would need about {need} of memory, more than the limit of {limit}</source>
        <translation>读取此文件约需 {need} 内存，超过上限 {limit}</translation>
    </message>
    <message>
        <source>this row does not end in the first {block} of the file: reading it as one cell would need about {need} of memory, more than the limit of {limit}</source>
        <translation>这一行在文件的前 {block} 内没有结束：把它作为一个单元格读取约需 {need} 内存，超过上限 {limit}</translation>
    </message>
    <message>
        <source>a labels table that fits the memory limit</source>
        <translation>不超过内存上限的标注表</translation>
    </message>
    <message>
        <source>Check that this is the labels file; to read it anyway raise the limit with --memory-limit (for example --memory-limit {raise}), or split the file into parts</source>
        <translation>请确认这是标注文件；如仍要读取，请用 --memory-limit 提高上限（例如 --memory-limit {raise}），或把文件拆成几部分</translation>
    </message>
    <message>
        <source>choose two or more annotator columns in the import options</source>
        <translation>请在导入选项中选择两个或更多标注员列</translation>
    </message>
    <message>
        <source>the policy {policy} is already in force (event {seq})</source>
        <translation>策略 {policy} 已在生效（事件 {seq}）</translation>
    </message>
    <message>
        <source>auto-accept policy {policy} declared (event {seq}); {changed} items changed status</source>
        <translation>已声明自动接受策略 {policy}（事件 {seq}）；{changed} 个条目的状态改变</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a policy</source>
        <translation>“{word}”不是策略</translation>
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
        <translation>Dawid–Skene 后验概率 ≥ {p}</translation>
    </message>
    <message>
        <source>none (no auto-accept)</source>
        <translation>不自动接受</translation>
    </message>
    <message>
        <source>unanimous</source>
        <translation>全体一致</translation>
    </message>
    <message>
        <source>in force: {policy} (the default; no policy declared)</source>
        <translation>生效中：{policy}（默认；未声明策略）</translation>
    </message>
    <message>
        <source>in force: {policy} (declared in event {seq})</source>
        <translation>生效中：{policy}（于事件 {seq} 中声明）</translation>
    </message>
    <message>
        <source>policy {policy}: {unanimous} unanimous, {accepted} accepted by the policy, {decided} decided, {unresolved} unresolved, {single} single annotator (no final label), {single_accepted} single annotator accepted; {changed} items change</source>
        <translation>策略 {policy}：{unanimous} 个一致，{accepted} 个按策略接受，{decided} 个已裁决，{unresolved} 个未解决，{single} 个仅一名标注员（无最终标签），{single_accepted} 个仅一名标注员已确认；{changed} 个条目改变</translation>
    </message>
    <message>
        <source>κ of {annotator} vs final: {all} on all items with a final label ({n}), {disputed} on the disputed items decided ({m})</source>
        <translation>{annotator} 与最终标签的 κ：所有有最终标签的条目上为 {all}（{n}），已裁决的分歧条目上为 {disputed}（{m}）</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be written, so this data is open for viewing only: its decision log would be created there as {name}. To record decisions, keep the log in a folder you can write with --log PATH</source>
        <extracomment>the data&apos;s folder cannot be written: {folder} is that folder, {name} the log&apos;s file name</extracomment>
        <translation>文件夹 {folder} 无法写入，因此这份数据只能查看：它的决策日志本应在那里创建为 {name}。要记录裁决，请用 --log PATH 把日志放到您可以写入的文件夹中</translation>
    </message>
    <message>
        <source>{rule}, {subject}: {observed} ({sense} {threshold}): {result}</source>
        <translation>{rule}，{subject}：观测值 {observed}（{sense} {threshold}）：{result}</translation>
    </message>
    <message>
        <source>verdict: {verdict}</source>
        <translation>结论：{verdict}</translation>
    </message>
    <message>
        <source>no JSON schema for {command}</source>
        <extracomment>the commands with a JSON output, and the id of its schema (its ``&quot;schema&quot;`` key)</extracomment>
        <translation>{command} 没有 JSON Schema</translation>
    </message>
    <message>
        <source>one of {commands}</source>
        <translation>以下之一：{commands}</translation>
    </message>
    <message>
        <source>no column {column} in the table</source>
        <extracomment>how many offending rows an error names before it says &quot;and N more&quot;</extracomment>
        <translation>表中没有列 {column}</translation>
    </message>
    <message>
        <source>one of {columns}</source>
        <translation>以下之一：{columns}</translation>
    </message>
    <message>
        <source>Name the item, annotator and label columns with item=, annotator= and label=</source>
        <translation>用 item=、annotator= 和 label= 指定条目、标注员和标签列</translation>
    </message>
    <message>
        <source>item, annotator and label must be three different columns, got {given}</source>
        <translation>条目、标注员和标签必须是三个不同的列，实际给出：{given}</translation>
    </message>
    <message>
        <source>unknown repeats rule {given}</source>
        <translation>未知的重复判断规则 {given}</translation>
    </message>
    <message>
        <source>refuse, first or last</source>
        <translation>refuse、first 或 last</translation>
    </message>
    <message>
        <source>{n} row(s) have no value in column {column}: rows {rows}</source>
        <translation>{n} 行在列 {column} 中没有值：第 {rows} 行</translation>
    </message>
    <message>
        <source>Drop or fill those rows before calling</source>
        <translation>调用前请删除或补全这些行</translation>
    </message>
    <message>
        <source>{n} rows repeat a judgment of one item by one annotator (the first: item {item}, annotator {annotator}; rows {rows})</source>
        <translation>{n} 行重复了同一标注员对同一条目的判断（第一处：条目 {item}，标注员 {annotator}；第 {rows} 行）</translation>
    </message>
    <message>
        <source>Pass repeats=&apos;first&apos; or repeats=&apos;last&apos; to keep one judgment of each, or remove the repeats</source>
        <translation>传入 repeats=&apos;first&apos; 或 repeats=&apos;last&apos; 以各保留一次判断，或删除重复的行</translation>
    </message>
    <message>
        <source>two readings of this file are close, so none was chosen: (1) {first}; (2) {second}</source>
        <translation>这个文件有两种相近的读法，因此没有擅自选择：(1) {first}；(2) {second}</translation>
    </message>
    <message>
        <source>Choose one: (1) {first_options}  (2) {second_options}</source>
        <translation>请选择一种：(1) {first_options}  (2) {second_options}</translation>
    </message>
    <message>
        <source>one reading of the columns</source>
        <translation>各列只有一种读法</translation>
    </message>
    <message>
        <source>this file has one row per judgment (items {item}, annotators in {annotator}), and {n} columns vary within an item as labels do ({columns}): each may be a separate question, so none was chosen</source>
        <translation>此文件每行一个判断（条目 {item}，标注员在 {annotator}），有 {n} 列在同一条目内像标签一样变化（{columns}）：每列可能是一个单独的问题，因此没有选择任何一列</translation>
    </message>
    <message>
        <source>Choose the question: {options} --label-col NAME, NAME one of {columns}</source>
        <translation>请选择问题：{options} --label-col 列名，列名为 {columns} 之一</translation>
    </message>
    <message>
        <source>one column of labels</source>
        <translation>一列标签</translation>
    </message>
    <message>
        <source>the first line {line} (Excel&apos;s way of naming the delimiter) was read: fields are separated by {delimiter}</source>
        <translation>已读取第一行 {line}（Excel 指明分隔符的写法）：字段以 {delimiter} 分隔</translation>
    </message>
    <message>
        <source>the fields are separated by full-width commas {comma} (U+FF0C), which a CSV file cannot use as its delimiter</source>
        <translation>字段之间用的是全角逗号 {comma}（U+FF0C），CSV 文件不能用它作分隔符</translation>
    </message>
    <message>
        <source>fields separated by an ASCII comma, a tab, a semicolon or a bar</source>
        <translation>以半角逗号、制表符、分号或竖线分隔的字段</translation>
    </message>
    <message>
        <source>Replace every full-width comma between fields with an ASCII comma (,), or save the table again as CSV from the spreadsheet</source>
        <translation>把字段之间的全角逗号都换成半角逗号（,），或在电子表格软件中重新另存为 CSV</translation>
    </message>
    <message>
        <source>a quote opened in this field is never closed, so the next {n} line(s) (rows {first} to {last}) were read into it as one field</source>
        <translation>这个字段中开始的引号始终没有闭合，因此接下来的 {n} 行（第 {first} 到 {last} 行）都被读进了这一个字段</translation>
    </message>
    <message>
        <source>quotes that open and close within one field</source>
        <translation>在同一字段内开始并闭合的引号</translation>
    </message>
    <message>
        <source>Close the quote (a quote inside a quoted field is written twice: &quot;&quot;) and save the file again</source>
        <translation>请补上闭合引号（带引号的字段内的引号要写两次：&quot;&quot;）后重新保存</translation>
    </message>
    <message>
        <source>disaggregated labels: {n} records, each naming its annotators and their annotations; read as one judgment per annotator and item ({gold})</source>
        <translation>未聚合的标签：{n} 条记录，每条列出其标注员及各自的标注；按每位标注员对每个条目的一次判断读取（{gold}）</translation>
    </message>
    <message>
        <source>&apos;hard_label&apos; kept as the gold column, not an annotator</source>
        <translation>&apos;hard_label&apos; 作为金标列保留，不算标注员</translation>
    </message>
    <message>
        <source>no gold column</source>
        <translation>没有金标列</translation>
    </message>
    <message>
        <source>&apos;annotators&apos; as comma-joined ids or a list, and &apos;annotations&apos; as a map from annotator to label, or as many comma-joined labels as annotators</source>
        <translation>&apos;annotators&apos; 为逗号连接的编号或列表，&apos;annotations&apos; 为标注员到标签的映射，或与标注员数目相同的逗号连接标签</translation>
    </message>
    <message>
        <source>Correct that record, or save the labels as a table (id, one column per annotator)</source>
        <translation>请改正这条记录，或把标签另存为表格（编号，每位标注员一列）</translation>
    </message>
    <message>
        <source>record {number} names {n} annotators but holds {m} annotations</source>
        <translation>第 {number} 条记录列出 {n} 位标注员，却有 {m} 个标注</translation>
    </message>
    <message>
        <source>one annotation per annotator</source>
        <translation>每位标注员一个标注</translation>
    </message>
    <message>
        <source>its source</source>
        <extracomment>where the hint sends the user for a clean copy (the hint: &quot;Export the file again from …&quot;)</extracomment>
        <translation>其来源</translation>
    </message>
    <message>
        <source>record {number}: the field {field} is a {found}</source>
        <translation>第 {number} 条记录：字段 {field} 是 {found}</translation>
    </message>
    <message>
        <source>{n} annotators ({names})</source>
        <extracomment>``--id ROW``: the items are the rows (no id column), numbered as a spreadsheet shows them</extracomment>
        <translation>{n} 位标注员（{names}）</translation>
    </message>
    <message>
        <source>annotators in {column}, labels in {label}</source>
        <translation>标注员在 {column} 列，标签在 {label} 列</translation>
    </message>
    <message>
        <source>item fields: {columns}</source>
        <translation>条目字段：{columns}</translation>
    </message>
    <message>
        <source>gold: {column}</source>
        <translation>金标：{column}</translation>
    </message>
    <message>
        <source>text: {columns}</source>
        <translation>文本：{columns}</translation>
    </message>
    <message>
        <source>id: {column}</source>
        <translation>编号：{column}</translation>
    </message>
    <message>
        <source>id: row numbers</source>
        <translation>编号：行号</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>annotators: {columns}: {n} columns sharing one label vocabulary ({values})</source>
        <translation>标注员：{columns}：{n} 列共用一套标签（{values}）</translation>
    </message>
    <message>
        <source>; their names say so too</source>
        <translation>；列名也表明如此</translation>
    </message>
    <message>
        <source>gold: {column}: named as a reference and holding the annotators&apos; labels; kept as an item column, left out of the agreement between annotators</source>
        <translation>金标：{column}：名称表明是参考答案，取值是标注员的标签；作为条目列保留，不计入标注员之间的一致性</translation>
    </message>
    <message>
        <source>item fields: {columns}: few values, not the annotators&apos; labels (usable for agreement by group)</source>
        <translation>条目字段：{columns}：取值很少，且不是标注员的标签（可用于分组计算一致性）</translation>
    </message>
    <message>
        <source>text: {columns}: long, mostly distinct values</source>
        <translation>文本：{columns}：取值较长，大多互不相同</translation>
    </message>
    <message>
        <source>id: {column}: a distinct value on every row</source>
        <translation>编号：{column}：每行的值都不同</translation>
    </message>
    <message>
        <source>id: none of the columns has a distinct value on every row, so each row is an item, numbered as the spreadsheet shows it (choose a column with --id)</source>
        <translation>编号：没有哪一列在每行都有不同的值，因此每行是一个条目，按电子表格显示的行号编号（可用 --id 指定列）</translation>
    </message>
    <message>
        <source>not labels: {columns}: cells hold JSON objects, lists or comma-joined values</source>
        <translation>不是标签：{columns}：单元格是 JSON 对象、列表或逗号连接的值</translation>
    </message>
    <message>
        <source>long layout: {item} repeats every {per_item} rows (the items), {annotator} has {per_annotator} values per item and {annotators} in all (the annotators), and {label} varies within items (the labels: {values})</source>
        <translation>长格式：{item} 每 {per_item} 行重复一次（条目），{annotator} 每个条目有 {per_annotator} 个值、共 {annotators} 个（标注员），{label} 在条目内变化（标签：{values}）</translation>
    </message>
    <message>
        <source>long layout: {item} repeats every {per_item} rows (the items), {annotator} has {per_annotator} values per item and {annotators} in all (the annotators), and {label} is named as the labels (values: {values}); it rarely differs within an item, so the annotators mostly agree</source>
        <translation>长表：{item} 每 {per_item} 行重复一次（条目），{annotator} 每个条目有 {per_annotator} 个值、共 {annotators} 个（标注员），{label} 以名称表明是标签（取值：{values}）；它在同一条目内很少不同，说明标注员大多一致</translation>
    </message>
    <message>
        <source>gold: {column}: named as a reference, one value per item from the labels&apos; vocabulary; left out of the agreement between annotators</source>
        <translation>金标：{column}：名称表明是参考答案，每个条目一个值，取自标签集；不计入标注员之间的一致性</translation>
    </message>
    <message>
        <source>item fields: {columns}: one of a few values per item</source>
        <translation>条目字段：{columns}：每个条目取少数几个值之一</translation>
    </message>
    <message>
        <source>text: {columns}: long, mostly distinct values, one per item</source>
        <translation>文本：{columns}：取值较长，大多互不相同，每个条目一个</translation>
    </message>
    <message>
        <source>items: no single column names an item; {parts} together do (written {name}: {annotator} is then named once per item)</source>
        <translation>条目：没有单独一列能标识条目；{parts} 合起来可以（记为 {name}：这样每个条目中 {annotator} 只出现一次）</translation>
    </message>
    <message>
        <source>gold label &apos;{label}&apos; is not one of the labels</source>
        <translation>金标准标签“{label}”不在标签列表中</translation>
    </message>
    <message>
        <source>Correct the gold label, or declare it with --labels</source>
        <translation>请更正该金标准标签，或用 --labels 声明它</translation>
    </message>
    <message>
        <source>no column &apos;{column}&apos; of gold labels</source>
        <translation>没有名为“{column}”的金标准标签列</translation>
    </message>
    <message>
        <source>one of the file&apos;s columns: {columns}</source>
        <translation>文件中的某一列：{columns}</translation>
    </message>
    <message>
        <source>Name it with --gold</source>
        <translation>用 --gold 指定该列</translation>
    </message>
    <message>
        <source>cannot read the gold file ({reason})</source>
        <translation>无法读取金标准文件（{reason}）</translation>
    </message>
    <message>
        <source>the gold file needs two columns</source>
        <translation>金标准文件需要两列</translation>
    </message>
    <message>
        <source>item id, then the gold label</source>
        <translation>条目编号，然后是金标准标签</translation>
    </message>
    <message>
        <source>Against gold ({n} gold items): batch accuracy {accuracy}</source>
        <translation>与金标准对照（{n} 个金标准条目）：整批准确率 {accuracy}</translation>
    </message>
    <message>
        <source>{annotator}: accuracy {accuracy}, κ {kappa}, {n} gold items seen, {missed} missed</source>
        <translation>{annotator}：准确率 {accuracy}，κ {kappa}，标注了 {n} 个金标准条目，错 {missed} 个</translation>
    </message>
    <message>
        <source>! κ&apos;s interval may be too narrow: {note}</source>
        <translation>! κ 的区间可能过窄：{note}</translation>
    </message>
    <message>
        <source>sheet {name} read: the sheet(s) before it ({sheets}) hold no table (one column of text, such as instructions); choose one with --sheet to read it instead</source>
        <translation>已读取工作表 {name}：它之前的工作表（{sheets}）不是表格（只有一列文字，例如说明）；如要改读其中之一，请用 --sheet 指定</translation>
    </message>
    <message>
        <source>sheet {name} read: the sheet(s) before it ({sheets}) are named as instructions or notes; choose one with --sheet to read it instead</source>
        <translation>已读取工作表 {name}：它之前的工作表（{sheets}）的名称表明其为说明或备注；如要改读其中之一，请用 --sheet 指定</translation>
    </message>
    <message>
        <source>All annotators: Fleiss&apos; κ {kappa}, Krippendorff&apos;s α {alpha}</source>
        <translation>全部标注员：Fleiss κ {kappa}，Krippendorff α {alpha}</translation>
    </message>
    <message>
        <source>without {annotator}: Fleiss&apos; κ {kappa}, Krippendorff&apos;s α {alpha}</source>
        <translation>不含 {annotator}：Fleiss κ {kappa}，Krippendorff α {alpha}</translation>
    </message>
    <message>
        <source>{a} × {b}, marginal homogeneity (Stuart–Maxwell): {test}</source>
        <translation>{a} × {b}，边际齐性（Stuart–Maxwell）：{test}</translation>
    </message>
    <message>
        <source>{label}: share {a} minus share {b} {difference}, McNemar p {p}</source>
        <translation>{label}：{a} 的占比减去 {b} 的占比 {difference}，McNemar p {p}</translation>
    </message>
    <message>
        <source>no column of labels found: {odd} hold JSON objects, lists or comma-joined values, which are never labels, and no two of the other columns ({rest}) share a label vocabulary</source>
        <translation>未找到标签列：{odd} 中是 JSON 对象、列表或以逗号连接的值，这些绝不是标签；其余各列（{rest}）中也没有两列共用同一套标签</translation>
    </message>
    <message>
        <source>an id and one column of labels per annotator (wide), one row per judgment (long: item, annotator, label), or an export of a tool read here (Label Studio, doccano, Prodigy, Argilla, Potato, SageMaker Ground Truth, Figure Eight, MTurk, Toloka, LeWiDi)</source>
        <translation>一个 id 列加每位标注员一列标签（宽格式）、每条判断一行（长格式：条目、标注员、标签），或本程序能读取的工具导出文件（Label Studio、doccano、Prodigy、Argilla、Potato、SageMaker Ground Truth、Figure Eight、MTurk、Toloka、LeWiDi）</translation>
    </message>
    <message>
        <source>Save the annotators&apos; labels as such a table, or name the columns that hold them: --annotators A B … (wide) or --layout long --annotator-col WHO --label-col LABEL</source>
        <translation>请把标注员的标签存成这样的表，或指明存放标签的列：--annotators A B …（宽格式）或 --layout long --annotator-col WHO --label-col LABEL</translation>
    </message>
    <message>
        <source>--epsilon {value} is out of range</source>
        <translation>--epsilon {value} 超出范围</translation>
    </message>
    <message>
        <source>a number from 0 to below 1, such as 0.1, 0.15 or 0.2</source>
        <translation>一个大于等于 0 且小于 1 的数，例如 0.1、0.15 或 0.2</translation>
    </message>
    <message>
        <source>--fdr {value} is out of range</source>
        <translation>--fdr {value} 超出范围</translation>
    </message>
    <message>
        <source>a number between 0 and 1, such as 0.05</source>
        <translation>一个介于 0 和 1 之间的数，例如 0.05</translation>
    </message>
    <message>
        <source>column &apos;{column}&apos; is named both as gold and as a model</source>
        <translation>列“{column}”同时被指定为金标准和模型</translation>
    </message>
    <message>
        <source>Name it with --gold or with --model, not both</source>
        <translation>只用 --gold 或 --model 之一指定它</translation>
    </message>
    <message>
        <source>model label &apos;{label}&apos; is not one of the humans&apos; labels</source>
        <translation>模型标签“{label}”不在人工标注的标签中</translation>
    </message>
    <message>
        <source>Declare every label with --labels</source>
        <translation>用 --labels 声明所有标签</translation>
    </message>
    <message>
        <source>no column &apos;{column}&apos; of model predictions</source>
        <translation>没有模型预测列“{column}”</translation>
    </message>
    <message>
        <source>Name it with --model</source>
        <translation>用 --model 指定它</translation>
    </message>
    <message>
        <source>label &apos;{label}&apos; is not a number: --alt-scoring neg-rmse needs numbers</source>
        <translation>标签“{label}”不是数字：--alt-scoring neg-rmse 需要数字标签</translation>
    </message>
    <message>
        <source>Use --alt-scoring accuracy for categories</source>
        <translation>类别标签请用 --alt-scoring accuracy</translation>
    </message>
    <message>
        <source>Humans with each other (the ceiling a model is read against):</source>
        <translation>人工标注员之间（衡量模型时的上限参照）：</translation>
    </message>
    <message>
        <source>{a} × {b}: κ {kappa}</source>
        <translation>{a} 与 {b}：κ {kappa}</translation>
    </message>
    <message>
        <source>Model {model} ({n} items labelled; not counted in the agreement above):</source>
        <translation>模型 {model}（标注了 {n} 个条目；不计入上面的一致性）：</translation>
    </message>
    <message>
        <source>κ against {annotator}: {kappa}</source>
        <translation>与 {annotator} 的 κ：{kappa}</translation>
    </message>
    <message>
        <source>{n} annotators share fewer than {least} items with the model: not listed</source>
        <translation>{n} 位标注员与模型共有的条目少于 {least} 个：未列出</translation>
    </message>
    <message>
        <source>κ against gold: {kappa}</source>
        <translation>与金标准的 κ：{kappa}</translation>
    </message>
    <message>
        <source>Alternative-annotator test (Calderon et al. 2025; ε = {epsilon}, q = {q}, {scoring}):</source>
        <translation>替代标注员检验（Calderon et al. 2025；ε = {epsilon}，q = {q}，{scoring}）：</translation>
    </message>
    <message>
        <source>the model may replace the annotators (ω ≥ 0.5)</source>
        <translation>模型可以替代标注员（ω ≥ 0.5）</translation>
    </message>
    <message>
        <source>the model may not replace the annotators (ω &lt; 0.5)</source>
        <translation>模型不能替代标注员（ω &lt; 0.5）</translation>
    </message>
    <message>
        <source>winning rate ω {wins}/{tested} = {omega}: {verdict}; average advantage probability ρ {rho}</source>
        <translation>胜率 ω {wins}/{tested} = {omega}：{verdict}；平均优势概率 ρ {rho}</translation>
    </message>
    <message>
        <source>{n} annotators share fewer than {least} items with the model and another annotator: not tested</source>
        <translation>{n} 位标注员与模型及另一位标注员共有的条目少于 {least} 个：未检验</translation>
    </message>
    <message>
        <source>the model wins</source>
        <translation>模型胜出</translation>
    </message>
    <message>
        <source>the model does not win</source>
        <translation>模型未胜出</translation>
    </message>
    <message>
        <source>without {annotator} ({n} items): the model as close to the others or closer on {model} of them, {annotator} on {human}; difference {difference}, p {p}, adjusted p {adjusted}: {won}</source>
        <translation>去掉 {annotator}（{n} 个条目）：模型与其他人同样接近或更接近的比例为 {model}，{annotator} 为 {human}；差值 {difference}，p {p}，校正后 p {adjusted}：{won}</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: a final value needs labels that are numbers (scores)</source>
        <translation>条目“{item}”：最终数值需要标签都是数字（分数）</translation>
    </message>
    <message>
        <source>one of the labels as the final label</source>
        <translation>以某个标签作为最终标签</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: final value {value}</source>
        <translation>条目“{item}”：最终数值 {value}</translation>
    </message>
    <message>
        <source>a finite number</source>
        <translation>一个有限的数</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: value chosen as {how}</source>
        <translation>条目“{item}”：数值的取法为 {how}</translation>
    </message>
    <message>
        <source>item &apos;{item}&apos;: label {label} is not the text of its value {value}</source>
        <translation>条目“{item}”：标签 {label} 不是其数值 {value} 的写法</translation>
    </message>
    <message>
        <source>column &apos;{column}&apos; is an annotator of this project: a model must not count in the agreement</source>
        <translation>列“{column}”是本项目的标注员：模型不得计入一致性</translation>
    </message>
    <message>
        <source>column &apos;{column}&apos; is an annotator of this project: gold labels must not count in the agreement</source>
        <translation>列“{column}”是本项目的标注员：金标准标签不得计入一致性</translation>
    </message>
    <message>
        <source>Name the human annotators with --annotators (a,b,c) when the project is first opened</source>
        <translation>首次打开项目时用 --annotators（a,b,c）指定人工标注员</translation>
    </message>
    <message>
        <source>--gold and --gold-file need the labels file read in memory</source>
        <translation>--gold 和 --gold-file 需要在内存中读取标签文件</translation>
    </message>
    <message>
        <source>no item fits --select {select}: nothing was written</source>
        <translation>没有条目符合 --select {select}：未写入任何文件</translation>
    </message>
    <message>
        <source>{n} items ({select}) written to {out}</source>
        <translation>{n} 个条目（{select}）已写入 {out}</translation>
    </message>
    <message>
        <source>only {n} items fit --select {select}, fewer than --n {asked}</source>
        <translation>只有 {n} 个条目符合 --select {select}，少于 --n {asked}</translation>
    </message>
    <message>
        <source>--out {out}: unknown task file format</source>
        <translation>--out {out}：未知的任务文件格式</translation>
    </message>
    <message>
        <source>TASKS.csv, or TASKS.json for Label Studio</source>
        <translation>TASKS.csv，或供 Label Studio 导入的 TASKS.json</translation>
    </message>
    <message>
        <source>unknown selection {select}</source>
        <translation>未知的选取方式 {select}</translation>
    </message>
    <message>
        <source>--n {n}: the batch must hold at least one item</source>
        <translation>--n {n}：批次至少要有一个条目</translation>
    </message>
    <message>
        <source>a whole number from 1</source>
        <translation>从 1 起的整数</translation>
    </message>
    <message>
        <source>--select {select} needs the batch&apos;s size</source>
        <translation>--select {select} 需要指定批次大小</translation>
    </message>
    <message>
        <source>--n N</source>
        <translation>--n N（批次的条目数）</translation>
    </message>
    <message>
        <source>This data has multi-label cells (label sets), whose shares would not be a distribution over the labels; use File ▸ Export adjudicated dataset… instead</source>
        <translation>此数据含多标签单元格（标签集合），其占比不构成标签上的分布；请改用“文件 ▸ 导出裁决后的数据集…”</translation>
    </message>
    <message>
        <source>With two annotators the model cannot tell which one errs; export again and choose the posterior of majority vote or the label shares only</source>
        <translation>只有两位标注员时，模型无法判断谁出错；请重新导出，并选择多数投票的后验概率或仅标签占比</translation>
    </message>
    <message>
        <source>soft labels need one label per item and annotator</source>
        <translation>软标签要求每个条目、每位标注员只有一个标签</translation>
    </message>
    <message>
        <source>data with one label per cell</source>
        <translation>每个单元格一个标签的数据</translation>
    </message>
    <message>
        <source>This data has multi-label cells (label sets), whose shares would not be a distribution over the labels; export without --soft-labels</source>
        <translation>此数据含多标签单元格（标签集合），其占比不构成标签上的分布；请不加 --soft-labels 导出</translation>
    </message>
    <message>
        <source>read beside the annotators, never counted among them: {columns}</source>
        <translation>与标注员一同读取，但从不计为标注员：{columns}</translation>
    </message>
    <message>
        <source>the item id {name} joins the columns {parts}, and there is no column named {missing}</source>
        <translation>条目 id {name} 由列 {parts} 拼成，但没有名为 {missing} 的列</translation>
    </message>
    <message>
        <source>an id column, or the names of several columns joined by + (each a column of the file)</source>
        <translation>一个 id 列，或用 + 连接的多个列名（每个都是文件中的列）</translation>
    </message>
    <message>
        <source>Check the header row, or pass the right column names</source>
        <translation>请检查表头行，或给出正确的列名</translation>
    </message>
    <message>
        <source>the item id {name}: two different combinations of {parts} give the same id {value}, because a value holds &apos; | &apos;</source>
        <translation>条目 id {name}：{parts} 的两种不同组合得到同一个 id {value}，因为某个值含有 &apos; | &apos;</translation>
    </message>
    <message>
        <source>Add a column with one id per item to the file and name it with --id</source>
        <translation>请在文件中加一列，每个条目一个 id，并用 --id 指定</translation>
    </message>
    <message>
        <source>not read (the statistics do not use them): {columns}</source>
        <translation>未读取（统计不使用这些列）：{columns}</translation>
    </message>
    <message>
        <source>this looks like a contingency table of two annotators, not one row per item: the first column repeats the other columns&apos; names ({labels}) and every cell is a count</source>
        <translation>这看起来是两名标注员的列联表，而不是每行一个条目：第一列重复了其他列的名称（{labels}），每个单元格都是计数</translation>
    </message>
    <message>
        <source>one row per item with one column of labels per annotator (or one row per judgment)</source>
        <translation>每行一个条目、每名标注员一列标签（或每行一个判断）</translation>
    </message>
    <message>
        <source>Read it as a table on the command line: adjudicator agree FILE --table</source>
        <translation>请在命令行中按列联表读取：adjudicator agree 文件 --table</translation>
    </message>
    <message>
        <source>this looks like counts of raters per category, not annotators&apos; labels: every cell of {columns} is a whole number, {zeros} of them are 0, and each row adds up to {low} to {high} (the number of raters who judged the item)</source>
        <translation>这看起来是每个类别的评分者人数，而不是标注员的标签：{columns} 的每个单元格都是整数，其中 {zeros} 为 0，每行之和为 {low} 到 {high}（评判该条目的评分者人数）</translation>
    </message>
    <message>
        <source>Which rater chose what is not in such a table: save one column of labels per annotator. If these columns really are annotators&apos; labels, name them: --annotators {columns_args}</source>
        <translation>这种表中没有哪位评分者选了什么：请为每名标注员保存一列标签。如果这些列确实是标注员的标签，请指明：--annotators {columns_args}</translation>
    </message>
    <message>
        <source>--memory-limit {limit} cannot be kept: the program itself holds {held}, and counting needs at least {need} beside it</source>
        <extracomment>the engine&apos;s own arrays of one batch, in Python, beside DuckDB&apos;s (bytes) DuckDB&apos;s allocations beyond its memory_limit: this share of it, and this much per thread the least memory_limit DuckDB is given (below it a count of any size spills for minutes) the process&apos;s memory when it cannot be read (no /proc, no getrusage)</extracomment>
        <translation>无法遵守 --memory-limit {limit}：程序本身已占用 {held}，计数另外至少还需要 {need}</translation>
    </message>
    <message>
        <source>--memory-limit of at least {least}</source>
        <translation>至少 {least} 的 --memory-limit</translation>
    </message>
    <message>
        <source>Raise it, for example --memory-limit {least}; DuckDB spills to a temporary folder beyond its share, so a run stays within the limit however large the file</source>
        <translation>请提高该值，例如 --memory-limit {least}；DuckDB 超出分给它的内存时溢写到临时文件夹，因此无论文件多大，运行都不会超出该限制</translation>
    </message>
    <message>
        <source>this run took {peak} of memory at its peak, more than --memory-limit {limit}; its numbers are right, but the limit was not kept</source>
        <translation>本次运行最多占用了 {peak} 内存，超出了 --memory-limit {limit}；结果数字无误，但未能遵守该限制</translation>
    </message>
    <message>
        <source>only one annotator, {name}, labelled this file ({n} items): agreement compares two or more annotators on the same items</source>
        <translation>只有一位标注员 {name} 标注了此文件（{n} 个条目）：一致性需要比较两位或更多标注员对同一批条目的标注</translation>
    </message>
    <message>
        <source>no annotator&apos;s labels were found: agreement compares two or more annotators on the same items</source>
        <translation>未找到任何标注员的标注：一致性需要比较两位或更多标注员对同一批条目的标注</translation>
    </message>
    <message>
        <source>this {tool} export holds one annotator&apos;s work: put every annotator&apos;s export in one folder and open the folder (one file per annotator)</source>
        <translation>此 {tool} 导出文件只含一位标注员的工作：请把每位标注员的导出文件放进同一个文件夹，然后打开该文件夹（每位标注员一个文件）</translation>
    </message>
    <message>
        <source>if other columns hold other annotators&apos; labels, name them all with --annotators (in the window: the import options); if each annotator&apos;s labels are in a file of their own, put the files in one folder and open the folder</source>
        <translation>如果其他列是其他标注员的标注，请用 --annotators 全部列出（在窗口中：导入选项）；如果每位标注员的标注各在一个文件中，请把这些文件放进同一个文件夹并打开该文件夹</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>The annotators&apos; label shares only</source>
        <translation>仅标注员的标签占比</translation>
    </message>
    <message>
        <source>Also the posterior of majority vote</source>
        <translation>另加多数投票的后验概率</translation>
    </message>
    <message>
        <source>Also the posterior of Dawid–Skene</source>
        <translation>另加 Dawid–Skene 的后验概率</translation>
    </message>
    <message>
        <source>Also the posterior of MACE</source>
        <translation>另加 MACE 的后验概率</translation>
    </message>
    <message>
        <source>Export with soft labels</source>
        <translation>导出（含软标签）</translation>
    </message>
    <message>
        <source>Each item gets one column soft:LABEL per label (the share of its annotators who gave it) and n_judgments. A posterior adds one column posterior:LABEL per label and its entropy in bits.</source>
        <translation>每个条目按标签各得一列 soft:LABEL（给出该标签的标注员占比）及 n_judgments。选择后验概率时另加每个标签一列 posterior:LABEL 及其熵（比特）。</translation>
    </message>
    <message>
        <source>Export the adjudicated dataset</source>
        <translation>导出裁决后的数据集</translation>
    </message>
    <message>
        <source>%1 unresolved items and %2 items only one annotator labelled have no final label. They will be written with an empty final label and a status saying why.

Export anyway?</source>
        <translation>%1 个未解决条目和 %2 个仅一名标注员标注的条目没有最终标签。它们将以空的最终标签写出，状态列说明原因。

仍要导出吗？</translation>
    </message>
    <message>
        <source>Items without a final label</source>
        <translation>没有最终标签的条目</translation>
    </message>
    <message>
        <source>CSV for Excel (UTF-8 with BOM) (*.csv)</source>
        <translation>供 Excel 使用的 CSV（UTF-8，带 BOM）(*.csv)</translation>
    </message>
    <message>
        <source>CSV, plain UTF-8 (*.csv)</source>
        <translation>CSV，普通 UTF-8 (*.csv)</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>Exporting %1…</source>
        <translation>正在导出 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Exported to %1 (with a disagreements sheet and a manifest)</source>
        <translation>已导出到 %1（附分歧表和清单文件）</translation>
    </message>
    <message>
        <source>Export cancelled; no file was written</source>
        <translation>导出已取消，未写入任何文件</translation>
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
        <source>Showing these class pairs; click to show all pairs again</source>
        <translation>正在显示这些类别对；单击以重新显示所有类别对</translation>
    </message>
    <message>
        <source>Gold items %1 missed</source>
        <translation>%1 答错的金标准条目</translation>
    </message>
    <message>
        <source>Showing the gold items %1 labelled unlike the gold label; click to show every item again</source>
        <translation>正在显示 %1 所标与金标准标签不同的金标准条目；点击以重新显示全部条目</translation>
    </message>
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
        <source>Single annotator only</source>
        <translation>仅看单一标注员</translation>
    </message>
    <message>
        <source>Items only one annotator labelled whose label is not accepted yet</source>
        <translation>仅一名标注员标注、其标签尚未确认的条目</translation>
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
    <name>FormTexts</name>
    <message>
        <source>Reading the file</source>
        <extracomment>the import form (ui.import_form, which imports this module: naming its class here would make a circle), read only for its widgets</extracomment>
        <translation>读取文件</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>编码：</translation>
    </message>
    <message>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8（带 BOM）</translation>
    </message>
    <message>
        <source>Sheet:</source>
        <translation>工作表：</translation>
    </message>
    <message>
        <source>First sheet with data</source>
        <translation>第一个有数据的工作表</translation>
    </message>
    <message>
        <source>The first row is data (no header row)</source>
        <translation>第一行就是数据（没有表头行）</translation>
    </message>
    <message>
        <source>Excel hidden rows and columns:</source>
        <translation>Excel 隐藏的行和列：</translation>
    </message>
    <message>
        <source>Refuse, name them (default)</source>
        <translation>拒绝并列出（默认）</translation>
    </message>
    <message>
        <source>Read them as data</source>
        <translation>作为数据读取</translation>
    </message>
    <message>
        <source>Leave them out</source>
        <translation>略去</translation>
    </message>
    <message>
        <source>Excel merged cells:</source>
        <translation>Excel 合并单元格：</translation>
    </message>
    <message>
        <source>Every cell takes the merge&apos;s value</source>
        <translation>每个单元格取合并区域的值</translation>
    </message>
    <message>
        <source>Only the first cell holds it</source>
        <translation>只有第一个单元格有值</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>布局：</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>Wide: one column per annotator</source>
        <translation>宽表：每位标注员一列</translation>
    </message>
    <message>
        <source>Long: one row per judgment</source>
        <translation>长表：每条标注一行</translation>
    </message>
    <message>
        <source>One file per annotator (a folder)</source>
        <translation>每位标注员一个文件（文件夹）</translation>
    </message>
    <message>
        <source>Item id:</source>
        <translation>条目 ID：</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>文本：</translation>
    </message>
    <message>
        <source>Annotator column:</source>
        <translation>标注员列：</translation>
    </message>
    <message>
        <source>Gold / reference:</source>
        <translation>金标准/参考列：</translation>
    </message>
    <message>
        <source>Label column:</source>
        <translation>标签列：</translation>
    </message>
    <message>
        <source>No id column: each row is an item</source>
        <translation>没有 id 列：每一行是一个条目</translation>
    </message>
    <message>
        <source>Annotator columns:</source>
        <translation>标注员各列：</translation>
    </message>
    <message>
        <source>Wide layout: tick the columns that hold labels (none ticked: detect).</source>
        <translation>宽表：勾选存放标签的列（都不勾选：自动检测）。</translation>
    </message>
    <message>
        <source>Models (annotator names):</source>
        <translation>模型（标注员名称）：</translation>
    </message>
    <message>
        <source>Model predictions:</source>
        <translation>模型预测列：</translation>
    </message>
    <message>
        <source>Strata:</source>
        <translation>分层列：</translation>
    </message>
    <message>
        <source>Columns to break the agreement down by, such as source or batch (none ticked: detect).</source>
        <translation>用来分组计算一致性的列，如来源或批次（都不勾选：自动检测）。</translation>
    </message>
    <message>
        <source>Long layout: the column that names the annotator.</source>
        <translation>长表：写明标注员的那一列。</translation>
    </message>
    <message>
        <source>Long layout (or one file per annotator): the column that holds the label.</source>
        <translation>长表（或每位标注员一个文件）：存放标签的那一列。</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Schema:</source>
        <translation>标签方案：</translation>
    </message>
    <message>
        <source>none: labels as found</source>
        <translation>无：按文件中出现的标签</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Multi-label separator:</source>
        <translation>多标签分隔符：</translation>
    </message>
    <message>
        <source>Never split cells</source>
        <translation>从不拆分单元格</translation>
    </message>
    <message>
        <source>Treat 无法判断, 不确定, unsure… as missing</source>
        <translation>将“无法判断”“不确定”“unsure”等视为缺失</translation>
    </message>
    <message>
        <source>Off (the default): such values are kept as a label of their own and counted in the report.</source>
        <translation>不勾选（默认）：这些值作为一个单独的标签保留，并在报告中计数。</translation>
    </message>
    <message>
        <source>Also missing:</source>
        <translation>其他缺失值：</translation>
    </message>
    <message>
        <source>values separated by commas</source>
        <translation>多个值用逗号分隔</translation>
    </message>
    <message>
        <source>Not missing:</source>
        <translation>不算缺失：</translation>
    </message>
    <message>
        <source>real labels among the missing spellings, e.g. -, ?</source>
        <translation>缺失写法中其实是标签的值，例如 -、?</translation>
    </message>
    <message>
        <source>The report lists every spelling read as no label (null, n/a, 空, 缺失, ?…); values written here stay labels.</source>
        <translation>报告会列出所有按无标签读取的写法（null、n/a、空、缺失、? 等）；写在这里的值仍作为标签。</translation>
    </message>
    <message>
        <source>Merge spellings that differ by case, width, spaces or 繁/简</source>
        <translation>合并仅在大小写、全半角、空格或繁/简上不同的写法</translation>
    </message>
    <message>
        <source>Keep spaces around labels (&apos;pos &apos; differs from &apos;pos&apos;)</source>
        <translation>保留标签两端的空格（&apos;pos &apos; 与 &apos;pos&apos; 不同）</translation>
    </message>
    <message>
        <source>Off (the default): spaces around labels are trimmed and the report says which.</source>
        <translation>关闭（默认）：去掉标签两端的空格，并在报告中列出。</translation>
    </message>
    <message>
        <source>Annotation tool exports</source>
        <translation>标注工具导出文件</translation>
    </message>
    <message>
        <source>Prodigy, nothing accepted:</source>
        <translation>Prodigy，未选任何选项：</translation>
    </message>
    <message>
        <source>Missing (default)</source>
        <translation>缺失（默认）</translation>
    </message>
    <message>
        <source>The label &apos;(none)&apos;</source>
        <translation>标签“(none)”</translation>
    </message>
    <message>
        <source>Prodigy, answer &apos;reject&apos;:</source>
        <translation>Prodigy，答案为“reject”：</translation>
    </message>
    <message>
        <source>The label &apos;reject&apos;</source>
        <translation>标签“reject”</translation>
    </message>
    <message>
        <source>Figure Eight / Toloka: keep test-question (gold) and control-task judgments</source>
        <translation>Figure Eight / Toloka：保留测试题（gold）和控制任务的判断</translation>
    </message>
    <message>
        <source>Off (the default): judgments of test questions are left out and counted in the report.</source>
        <translation>关闭（默认）：测试题的判断不计入，并在报告中计数。</translation>
    </message>
    <message>
        <source>Same annotator, same item twice:</source>
        <translation>同一标注员对同一条目标注两次：</translation>
    </message>
    <message>
        <source>Refuse, list both (default)</source>
        <translation>拒绝并列出两条（默认）</translation>
    </message>
    <message>
        <source>Keep the first</source>
        <translation>保留第一条</translation>
    </message>
    <message>
        <source>Keep the last</source>
        <translation>保留最后一条</translation>
    </message>
    <message>
        <source>Allow annotator columns named alike (ann_a, ANN_A)</source>
        <translation>允许名称相近的标注员列（ann_a、ANN_A）</translation>
    </message>
    <message>
        <source>Off (the default): columns whose names differ only by case or spaces are named as probable copies and must be confirmed.</source>
        <translation>关闭（默认）：名称仅在大小写或空格上不同的列会被指出为可能的副本，须确认后才使用。</translation>
    </message>
    <message>
        <source>Keep the chosen options</source>
        <translation>保留已选的选项</translation>
    </message>
    <message>
        <source>Detect (UTF-8, BOM, GB18030, Big5, Shift JIS, EUC-KR)</source>
        <translation>自动检测（UTF-8、BOM、GB18030、Big5、Shift JIS、EUC-KR）</translation>
    </message>
    <message>
        <source>A column of known answers: each annotator is scored against it, and it never counts as an annotator (Detect: a column named like label, gold or final holding the annotators&apos; labels). In a long table it may also be an annotator name whose labels are the known answers.</source>
        <translation>已知答案所在的列：每位标注员都与它对照评分，它本身从不算作标注员（检测：名称表示参考答案或最终标签、且取值为标注员标签的列）。在长表中也可以是一个标注员名称，其标签即已知答案。</translation>
    </message>
    <message>
        <source>Tick the columns of a model&apos;s or an LLM&apos;s predictions (in a long table: the annotator names that are a model): each is compared with the annotators (κ, the alternative-annotator test) and never counts in their agreement (none ticked: no model).</source>
        <translation>勾选模型或大语言模型的预测列（在长表中：勾选属于模型的标注员名称）：每一个都与标注员比较（κ、替代标注员检验），且从不计入标注员之间的一致性（未勾选：没有模型）。</translation>
    </message>
    <message>
        <source>Question to read:</source>
        <translation>要读取的问题：</translation>
    </message>
    <message>
        <source>Label Studio / Potato: first one found</source>
        <translation>Label Studio/Potato：默认第一个</translation>
    </message>
    <message>
        <source>Figure Eight: leave out judgments flagged as tainted</source>
        <translation>Figure Eight：排除标记为 tainted 的标注</translation>
    </message>
</context>
<context>
    <name>GoldPanel</name>
    <message>
        <source>Against the gold items</source>
        <translation>与金标准条目对照</translation>
    </message>
    <message>
        <source>%1 gold items (column %2); accuracy with its 95% Wilson interval, κ against the gold labels</source>
        <translation>%1 个金标准条目（列 %2）；准确率附 95% Wilson 区间，κ 为与金标准标签的一致性</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %3, κ %4 %6 (%5 gold items)</source>
        <translation>%1：准确率 %2 %3，κ %4 %6（%5 个金标准条目）</translation>
    </message>
    <message>
        <source>κ&apos;s interval may be too narrow: %1</source>
        <translation>κ 的区间可能过窄：%1</translation>
    </message>
    <message>
        <source>List the gold items missed (%1) →</source>
        <translation>列出答错的金标准条目（%1）→</translation>
    </message>
    <message>
        <source>Show in the item list the gold items %1 labelled unlike the gold label</source>
        <translation>在条目列表中显示 %1 所标与金标准标签不同的金标准条目</translation>
    </message>
</context>
<context>
    <name>GoldRuleRows</name>
    <message>
        <source>each annotator</source>
        <translation>每名标注员</translation>
    </message>
    <message>
        <source>the batch (every annotator&apos;s gold judgments pooled)</source>
        <translation>整批（合并全部标注员的金标准判断）</translation>
    </message>
    <message>
        <source>Gold items are items with a known answer (a reference column of the file). Without any, these rules cannot be checked and the verdict is not a pass.</source>
        <translation>金标准条目是答案已知的条目（文件中的参考答案列）。没有金标准条目时，这些规则无法检查，结论不会是通过。</translation>
    </message>
    <message>
        <source>Accuracy against the gold items at least</source>
        <translation>与金标准条目对照的准确率至少为</translation>
    </message>
    <message>
        <source>Gold items labelled at least</source>
        <translation>标注的金标准条目至少为</translation>
    </message>
    <message>
        <source>Gold rules judge</source>
        <translation>金标准规则评判对象</translation>
    </message>
</context>
<context>
    <name>GuidelineDialog</name>
    <message>
        <source>New guideline version</source>
        <translation>新的标注规范版本</translation>
    </message>
    <message>
        <source>e.g. sarcasm about delivery counts as a complaint</source>
        <translation>例如：对配送的讽刺算作投诉</translation>
    </message>
    <message>
        <source>Current version: %1</source>
        <translation>当前版本：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>New version:</source>
        <translation>新版本：</translation>
    </message>
    <message>
        <source>What changed (optional):</source>
        <translation>变更内容（可选）：</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Agreement between annotators: per pair and overall.</source>
        <translation>标注员之间的一致性：逐对及总体。</translation>
    </message>
    <message>
        <source>a labels file as `adjudicator validate` reads it (CSV/TSV/XLSX/JSONL/JSON/Parquet, wide or long), or with --table a k x k contingency-table CSV (first column = row labels)</source>
        <translation>`adjudicator validate` 能读取的标签文件（CSV/TSV/XLSX/JSONL/JSON/Parquet，宽格式或长格式），或配合 --table 使用的 k x k 列联表 CSV（第一列为行标签）</translation>
    </message>
    <message>
        <source>FILE is a k x k contingency table</source>
        <translation>FILE 是一个 k x k 列联表</translation>
    </message>
    <message>
        <source>Suggested labels from three or more annotators, with each annotator&apos;s estimated quality.</source>
        <translation>根据三位或更多标注员给出建议标签，并估计每位标注员的质量。</translation>
    </message>
    <message>
        <source>a labels file as `adjudicator validate` reads it</source>
        <translation>`adjudicator validate` 能读取的标签文件</translation>
    </message>
    <message>
        <source>majority vote, Dawid–Skene (1979) or MACE (Hovy et al. 2013); default dawid-skene</source>
        <translation>多数投票、Dawid–Skene（1979）或 MACE（Hovy 等，2013）；默认 dawid-skene</translation>
    </message>
    <message>
        <source>bootstrap resamples of the items for the annotators&apos; intervals (0: none)</source>
        <translation>为标注员指标的区间对条目做自助重抽样的次数（0：不做）</translation>
    </message>
    <message>
        <source>seed of the bootstrap and of MACE&apos;s random starts</source>
        <translation>自助法与 MACE 随机初值的随机种子</translation>
    </message>
    <message>
        <source>the categories in scale order</source>
        <translation>按量表顺序排列的类别</translation>
    </message>
    <message>
        <source>weights of the weighted coefficients (default: from --level)</source>
        <translation>加权系数使用的权重（默认：由 --level 决定）</translation>
    </message>
    <message>
        <source>distances for the weights: the label values when labels are numbers (auto; Gwet, irrCAC), always the values, or the ranks 1..k (scikit-learn)</source>
        <translation>权重所用的距离：标签是数字时用标签值（auto；同 Gwet、irrCAC），总是用值，或用秩次 1..k（同 scikit-learn）</translation>
    </message>
    <message>
        <source>level of measurement (Krippendorff&apos;s alpha)</source>
        <translation>测量尺度（Krippendorff&apos;s alpha）</translation>
    </message>
    <message>
        <source>weighted statistics on all declared categories or the observed ones</source>
        <translation>加权统计量基于全部声明的类别，或仅基于出现过的类别</translation>
    </message>
    <message>
        <source>bootstrap resamples</source>
        <translation>bootstrap 重抽样次数</translation>
    </message>
    <message>
        <source>bootstrap seed</source>
        <translation>bootstrap 随机种子</translation>
    </message>
    <message>
        <source>table: SE divisor n, z interval; gwet: n-1, t(n-1) clipped to [-1, 1]</source>
        <translation>table：标准误除数为 n，用 z 区间；gwet：除数为 n-1，用 t(n-1) 区间并截断到 [-1, 1]</translation>
    </message>
    <message>
        <source>with more than 20 annotators (a crowd): list only the pairs sharing at least N items (default 10); the others are counted</source>
        <translation>标注员超过 20 位（众包）时：只列出共同标注至少 N 个条目的标注员对（默认 10）；其余的只计数</translation>
    </message>
    <message>
        <source>also report p_o, Cohen&apos;s κ and Gwet&apos;s AC1 within each value of this stratum column (e.g. channel), per annotator pair</source>
        <translation>另外按此分层列的每个取值（例如渠道）逐对报告 p_o、Cohen&apos;s κ 和 Gwet&apos;s AC1</translation>
    </message>
    <message>
        <source>compute on the usable rows even if the import found problems</source>
        <translation>即使导入时发现问题，也用可用的行计算</translation>
    </message>
    <message>
        <source>Apply decisions (item, label, rationale) from a CSV file.</source>
        <translation>从 CSV 文件应用裁决（条目、标签、理由）。</translation>
    </message>
    <message>
        <source>who decided (default: the login name)</source>
        <translation>裁决人（默认：登录名）</translation>
    </message>
    <message>
        <source>Show the items whose final label changed between versions.</source>
        <translation>显示两个版本之间最终标签发生变化的条目。</translation>
    </message>
    <message>
        <source>the later version (default: now)</source>
        <translation>较新的版本（默认：now，即当前）</translation>
    </message>
    <message>
        <source>Write the adjudicated dataset, disagreements and manifest.</source>
        <translation>写出裁决后的数据集、分歧清单和清单文件。</translation>
    </message>
    <message>
        <source>the file to write</source>
        <translation>要写入的文件</translation>
    </message>
    <message>
        <source>a sequence number, a version name or an ISO time</source>
        <translation>序号、版本名或 ISO 时间</translation>
    </message>
    <message>
        <source>CSV/TSV for Excel: start the files with UTF-8&apos;s byte-order mark, so Excel on a Chinese Windows reads them right</source>
        <translation>供 Excel 使用的 CSV/TSV：文件以 UTF-8 字节顺序标记开头，中文 Windows 上的 Excel 才能正确读取</translation>
    </message>
    <message>
        <source>replace existing files that are not an earlier export of this project (decision logs, their tip and lock files and pinned originals are still refused)</source>
        <translation>替换不是本项目先前导出的现有文件（裁决日志、其末端记录文件和锁文件以及被固定的原始数据仍会被拒绝）</translation>
    </message>
    <message>
        <source>the tool export&apos;s question the log must have been started with (checked; a log keeps the question it was started with)</source>
        <translation>日志创建时所用的工具导出问题（会检查；日志始终沿用创建时的问题）</translation>
    </message>
    <message>
        <source>add per item the share of its annotators who gave each label (columns soft:LABEL) and the number of judgments</source>
        <translation>为每个条目加上给出各标签的标注员占比（soft:LABEL 列）及判断数</translation>
    </message>
    <message>
        <source>with --soft-labels: also the posterior over the labels (columns posterior:LABEL) and its entropy in bits, fitted as `adjudicator aggregate` does</source>
        <translation>与 --soft-labels 一起：另加标签上的后验概率（posterior:LABEL 列）及其熵（比特），拟合方式同 `adjudicator aggregate`</translation>
    </message>
    <message>
        <source>Open the Adjudicator window.</source>
        <translation>打开 Adjudicator 窗口。</translation>
    </message>
    <message>
        <source>labels file to open (wide CSV: id, annotators)</source>
        <translation>要打开的标签文件（宽格式 CSV：id、各标注员）</translation>
    </message>
    <message>
        <source>open the bundled sample</source>
        <translation>打开内置示例</translation>
    </message>
    <message>
        <source>decision log (default: beside the data file)</source>
        <translation>裁决日志（默认：数据文件旁边）</translation>
    </message>
    <message>
        <source>interface language (default: saved/system)</source>
        <translation>界面语言（默认：已保存的设置或系统语言）</translation>
    </message>
    <message>
        <source>render the window offscreen after loading, save it as PNG, exit</source>
        <translation>加载后在屏幕外渲染窗口，保存为 PNG 后退出</translation>
    </message>
    <message>
        <source>window size for --screenshot, WIDTHxHEIGHT (default 1280x800)</source>
        <translation>--screenshot 的窗口大小，宽x高（默认 1280x800）</translation>
    </message>
    <message>
        <source>Start a new guideline version.</source>
        <translation>开始一个新的规范版本。</translation>
    </message>
    <message>
        <source>the guideline version, e.g. 2.1</source>
        <translation>规范版本，例如 2.1</translation>
    </message>
    <message>
        <source>what changed</source>
        <translation>改动内容</translation>
    </message>
    <message>
        <source>who changed it (default: the login name)</source>
        <translation>修改人（默认：登录名）</translation>
    </message>
    <message>
        <source>Show the decision history.</source>
        <translation>显示裁决历史。</translation>
    </message>
    <message>
        <source>only this item&apos;s history</source>
        <translation>只显示此条目的历史</translation>
    </message>
    <message>
        <source>Merge two decision logs.</source>
        <translation>合并两份裁决日志。</translation>
    </message>
    <message>
        <source>the new log (must not exist)</source>
        <translation>新日志（不得已存在）</translation>
    </message>
    <message>
        <source>Add a note to an item or to the project.</source>
        <translation>为条目或项目添加备注。</translation>
    </message>
    <message>
        <source>the note</source>
        <translation>备注内容</translation>
    </message>
    <message>
        <source>the item the note is about (default: none)</source>
        <translation>备注针对的条目（默认：无）</translation>
    </message>
    <message>
        <source>who wrote it (default: the login name)</source>
        <translation>撰写人（默认：登录名）</translation>
    </message>
    <message>
        <source>the log lost its last events on purpose (it does not reach its tip): accept it, recording the acceptance and this note in the log</source>
        <translation>日志有意删去了最后的事件（未达到其记录的末端）：接受它，并把这次接受和此备注记入日志</translation>
    </message>
    <message>
        <source>the annotators&apos; labels (never written)</source>
        <translation>标注员的标签（从不写入）</translation>
    </message>
    <message>
        <source>the decision log (default: NAME.adjudication.jsonl beside DATA)</source>
        <translation>裁决日志（默认：DATA 旁边的 NAME.adjudication.jsonl）</translation>
    </message>
    <message>
        <source>column with the item ids (default: the first)</source>
        <translation>条目 id 所在的列（默认：第一列）</translation>
    </message>
    <message>
        <source>comma-separated annotator columns</source>
        <translation>以逗号分隔的标注员列</translation>
    </message>
    <message>
        <source>comma-separated labels in scale order</source>
        <translation>按量表顺序、以逗号分隔的标签</translation>
    </message>
    <message>
        <source>wide (one row per item) or long (one row per judgment); default: detected</source>
        <translation>宽格式（每行一个条目）或长格式（每行一个判断）；默认：自动检测</translation>
    </message>
    <message>
        <source>Undo an earlier event (as a new revert event).</source>
        <translation>撤销之前的某个事件（记为一个新的撤销事件）。</translation>
    </message>
    <message>
        <source>the sequence number of the event to undo</source>
        <translation>要撤销的事件的序号</translation>
    </message>
    <message>
        <source>who undid it (default: the login name)</source>
        <translation>撤销人（默认：登录名）</translation>
    </message>
    <message>
        <source>Set the acceptance rules before looking at the results.</source>
        <translation>在查看结果之前设定验收规则。</translation>
    </message>
    <message>
        <source>one rule, e.g. --set min_value=0.7 --set key_classes=投诉,退款 (KEY= clears it); keys: min_paired_n, coefficient, min_value, min_ci_low, key_classes, class_measure (kappa|recall), min_class, max_unresolved_share, max_unreviewed_share, icc_form (ICC(2,1) … ICC(3,k)), min_icc, max_mae, gold_scope (annotator|batch), min_gold_accuracy, min_gold_n</source>
        <translation>一条规则，例如 --set min_value=0.7 --set key_classes=投诉,退款（KEY= 表示清除）；可用的键：min_paired_n、coefficient、min_value、min_ci_low、key_classes、class_measure（kappa|recall）、min_class、max_unresolved_share、max_unreviewed_share、icc_form（ICC(2,1) … ICC(3,k)）、min_icc、max_mae、gold_scope（annotator|batch）、min_gold_accuracy、min_gold_n</translation>
    </message>
    <message>
        <source>a JSON or TOML rules file (its rules replace those in force)</source>
        <translation>JSON 或 TOML 规则文件（其中的规则取代当前生效的规则）</translation>
    </message>
    <message>
        <source>who set them (default: the login name)</source>
        <translation>设定人（默认：登录名）</translation>
    </message>
    <message>
        <source>Draw the items to be labelled by a second annotator.</source>
        <translation>抽取要由第二位标注员标注的条目。</translation>
    </message>
    <message>
        <source>the dataset (never written)</source>
        <translation>数据集（从不写入）</translation>
    </message>
    <message>
        <source>items in the sample (default: the planned size)</source>
        <translation>样本中的条目数（默认：计划的样本量）</translation>
    </message>
    <message>
        <source>the file to hand out</source>
        <translation>要分发的文件</translation>
    </message>
    <message>
        <source>stratify by this column or annotator</source>
        <translation>按此列或此标注员分层</translation>
    </message>
    <message>
        <source>random seed (default 0)</source>
        <translation>随机种子（默认 0）</translation>
    </message>
    <message>
        <source>plan the size: a 95%% CI of at most this half-width in --assurance of studies if κ were KAPPA</source>
        <translation>规划样本量：若 κ 为 KAPPA，使 --assurance 比例的研究中 95%% 置信区间半宽不超过此值</translation>
    </message>
    <message>
        <source>plan the size: the CI&apos;s lower bound above THRESHOLD with power --power if κ were KAPPA</source>
        <translation>规划样本量：若 κ 为 KAPPA，以 --power 的检验效能使置信区间下限高于 THRESHOLD</translation>
    </message>
    <message>
        <source>for --plan-lower (default 0.8)</source>
        <translation>用于 --plan-lower（默认 0.8）</translation>
    </message>
    <message>
        <source>for --plan: the share of studies that must reach the half-width (default 0.9)</source>
        <translation>用于 --plan：必须达到该半宽的研究比例（默认 0.9）</translation>
    </message>
    <message>
        <source>expected class shares for the plan (default: the shares of the labels already in DATA)</source>
        <translation>规划时假定的各类别占比（默认：DATA 中已有标签的占比）</translation>
    </message>
    <message>
        <source>Evaluate every case of a reference-vectors file (default: the bundled public vectors) and report, per case, the computed and expected values. Exit status 0 only if every case passes.</source>
        <translation>评估参考向量文件（默认：内置的公开向量）中的每个案例，并逐案例报告计算值和期望值。只有全部案例通过时退出状态才为 0。</translation>
    </message>
    <message>
        <source>a JSON file in the vectors.json schema</source>
        <translation>符合 vectors.json 格式的 JSON 文件</translation>
    </message>
    <message>
        <source>list the fields of failing cases only</source>
        <translation>只列出未通过案例的字段</translation>
    </message>
    <message>
        <source>Name the current version (a tag).</source>
        <translation>为当前版本命名（标签）。</translation>
    </message>
    <message>
        <source>the version&apos;s name, e.g. round-1</source>
        <translation>版本名，例如 round-1</translation>
    </message>
    <message>
        <source>who named it (default: the login name)</source>
        <translation>命名人（默认：登录名）</translation>
    </message>
    <message>
        <source>exit status:
  0  the file is usable (warnings and suggestions may still be printed)
  1  the file was read but has problems to fix first: duplicate or blank ids, values not in
     the schema, rows with the wrong number of fields, garbled (mis-encoded) labels, fewer
     than two annotators, or no item labelled by two annotators
  2  the file cannot be read at all (the message names file, row and column)</source>
        <translation>退出状态：
  0  文件可用（仍可能输出警告和建议）
  1  文件已读取，但有需要先修正的问题：id 重复或为空、值不在标签方案中、
     行的字段数不对、标签乱码（编码错误）、标注员少于两位，
     或没有任何条目被两位标注员标注
  2  文件完全无法读取（信息中会写明文件、行和列）</translation>
    </message>
    <message>
        <source>label schema (.json or .toml)</source>
        <translation>标签方案（.json 或 .toml）</translation>
    </message>
    <message>
        <source>text encoding (default: detected)</source>
        <translation>文本编码（默认：自动检测）</translation>
    </message>
    <message>
        <source>XLSX sheet name or number (default: first with data)</source>
        <translation>XLSX 工作表名或序号（默认：第一个有数据的工作表）</translation>
    </message>
    <message>
        <source>default: detected</source>
        <translation>默认：自动检测</translation>
    </message>
    <message>
        <source>item id column, or several that name an item together joined by + (patient_id+scan_id+nodule_index)</source>
        <translation>条目 id 列，或用 + 连接、合起来标识条目的多个列（patient_id+scan_id+nodule_index）</translation>
    </message>
    <message>
        <source>long layout: annotator column</source>
        <translation>长格式：标注员列</translation>
    </message>
    <message>
        <source>long layout: label column</source>
        <translation>长格式：标签列</translation>
    </message>
    <message>
        <source>wide layout: the annotator columns</source>
        <translation>宽格式：各标注员列</translation>
    </message>
    <message>
        <source>the first row is data (columns are named col1, col2, …)</source>
        <translation>第一行是数据（各列命名为 col1、col2、…）</translation>
    </message>
    <message>
        <source>extra values meaning &apos;no label&apos;</source>
        <translation>另外表示“无标签”的值</translation>
    </message>
    <message>
        <source>values of the default missing set that are real labels here (e.g. - or ?); the report lists the set in effect</source>
        <translation>默认缺失值集合中在这里是真实标签的值（例如 - 或 ?）；报告会列出实际生效的集合</translation>
    </message>
    <message>
        <source>multi-label separator (&apos;&apos; = never split cells)</source>
        <translation>多标签分隔符（&apos;&apos; 表示从不拆分单元格）</translation>
    </message>
    <message>
        <source>merge spellings that differ by case, width, spaces or 繁/简</source>
        <translation>合并仅在大小写、全半角、空格或繁/简上不同的写法</translation>
    </message>
    <message>
        <source>which question of a tool export to read (Label Studio from_name, Potato scheme, MTurk Answer.NAME, Toloka OUTPUT:NAME, Argilla question, Ground Truth form element; default: the first, named in the report)</source>
        <translation>读取工具导出文件中的哪个问题（Label Studio 的 from_name、Potato 的 scheme、MTurk 的 Answer.NAME、Toloka 的 OUTPUT:NAME、Argilla 的 question、Ground Truth 的表单元素；默认：第一个，报告中会写明）</translation>
    </message>
    <message>
        <source>a second judgment of one item by one annotator: refuse (default, listed with both rows), or keep the first or the last</source>
        <translation>同一标注员对同一条目的第二次判断：拒绝（默认，列出两行），或保留第一次或最后一次</translation>
    </message>
    <message>
        <source>Figure Eight: keep test-question (_golden) judgments; Toloka: keep control tasks (GOLDEN:); default: excluded and counted</source>
        <translation>Figure Eight：保留测试题（_golden）的判断；Toloka：保留控制任务（GOLDEN:）；默认：排除并计数</translation>
    </message>
    <message>
        <source>Figure Eight: drop judgments flagged _tainted (default: kept, counted)</source>
        <translation>Figure Eight：丢弃标记为 _tainted 的判断（默认：保留并计数）</translation>
    </message>
    <message>
        <source>keep spaces around labels (&apos;pos &apos; differs from &apos;pos&apos;; default: trimmed, with a note)</source>
        <translation>保留标签两侧的空格（&apos;pos &apos; 与 &apos;pos&apos; 不同；默认：去掉空格并给出提示）</translation>
    </message>
    <message>
        <source>use annotator columns whose names differ only by case or spaces (or repeat) as different annotators</source>
        <translation>把名称仅在大小写或空格上不同（或重复）的标注员列当作不同的标注员</translation>
    </message>
    <message>
        <source>XLSX hidden rows and columns: read them as data or leave them out (default: refused, each named)</source>
        <translation>XLSX 隐藏的行和列：作为数据读取或略去（默认：拒绝，并逐一列出）</translation>
    </message>
    <message>
        <source>XLSX merged cells: every cell takes the merge&apos;s value, or only the first cell holds it (default: refused, each merge named)</source>
        <translation>XLSX 合并单元格：每个单元格都取合并区域的值，或只有第一个单元格有值（默认：拒绝，并逐一列出）</translation>
    </message>
    <message>
        <source>the most memory reading the file may need (e.g. 8GB; default 4GB): a larger file is refused before it is read</source>
        <translation>读取文件最多可用的内存（例如 8GB；默认 4GB）：需要更多内存的文件在读取前即被拒绝</translation>
    </message>
    <message>
        <source>Check a labels file before any statistic.</source>
        <translation>在计算任何统计量之前检查标签文件。</translation>
    </message>
    <message>
        <source>CSV/TSV/XLSX/JSONL/JSON/Parquet file, or a folder</source>
        <translation>CSV/TSV/XLSX/JSONL/JSON/Parquet 文件或文件夹</translation>
    </message>
    <message>
        <source>language of the report and of errors (en, zh_CN, zh_TW)</source>
        <translation>报告和错误信息的语言（en、zh_CN、zh_TW）</translation>
    </message>
    <message>
        <source>a sequence number, a version (tag) name or an ISO time such as 2026-05-01T12:00Z</source>
        <translation>序号、版本（标签）名或 ISO 时间，例如 2026-05-01T12:00Z</translation>
    </message>
    <message>
        <source>the state at a version: a sequence number, a version (tag) name or an ISO time such as 2026-05-01T12:00Z</source>
        <translation>某个版本时的状态：序号、版本（标签）名或 ISO 时间，例如 2026-05-01T12:00Z</translation>
    </message>
    <message>
        <source>--engine spark: the cluster&apos;s master URL (e.g. spark://host:7077, yarn); default: the one spark-submit gives, else local[2] on this machine</source>
        <translation>--engine spark：集群的 master URL（例如 spark://host:7077、yarn）；默认：spark-submit 给出的 master，否则为本机的 local[2]</translation>
    </message>
    <message>
        <source>--engine spark: a Spark setting (e.g. spark.driver.memory=4g); may be repeated</source>
        <translation>--engine spark：一项 Spark 设置（例如 spark.driver.memory=4g）；可重复</translation>
    </message>
    <message>
        <source>memory: read the whole file; duckdb: count tables out of core (CSV/Parquet, a folder or glob of Parquet parts); spark: count them with Spark (Parquet, local or on a cluster); auto: duckdb above 256 MB when installed</source>
        <translation>memory：读入整个文件；duckdb：在内存之外构建计数表（CSV/Parquet、Parquet 分片的文件夹或通配符）；spark：用 Spark 构建计数表（Parquet，本机或集群上）；auto：已安装 DuckDB 且输入超过 256 MB 时用 duckdb</translation>
    </message>
    <message>
        <source>memory: read the whole file; duckdb: count tables out of core (CSV/Parquet, a folder or glob of Parquet parts); spark: count them with Spark (Parquet, local or on a cluster); auto: duckdb above 256 MB when installed, except a wide CSV whose read fits in memory</source>
        <translation>memory：读入整个文件；duckdb：在内存之外构建计数表（CSV/Parquet、Parquet 分片的文件夹或通配符）；spark：用 Spark 构建计数表（Parquet，本机或集群上）；auto：已安装 DuckDB 且输入超过 256 MB 时用 duckdb，但读入内存放得下的宽格式 CSV 仍读入内存</translation>
    </message>
    <message>
        <source>memory: read the whole file; duckdb: count tables out of core (CSV/Parquet, a folder or glob of Parquet parts); auto: duckdb above 256 MB when installed</source>
        <translation>memory：读入整个文件；duckdb：在内存之外构建计数表（CSV/Parquet、Parquet 分片的文件夹或通配符）；auto：已安装 DuckDB 且输入超过 256 MB 时用 duckdb</translation>
    </message>
    <message>
        <source>--engine duckdb: the most memory the run may take (e.g. 2GB); DuckDB&apos;s memory_limit is what the program itself leaves of it, and DuckDB spills to a temporary folder beyond that, removed afterwards. --engine memory: the most memory reading the file may need (default 4GB); a larger file is refused before it is read</source>
        <translation>--engine duckdb：运行最多可用的内存（例如 2GB）；DuckDB 的 memory_limit 为其中程序本身用剩的部分，超出时溢写到临时文件夹，用完即删除。--engine memory：读取文件最多可用的内存（默认 4GB）；需要更多内存的文件在读取前即被拒绝</translation>
    </message>
    <message>
        <source>--engine duckdb: the most memory the run may take (e.g. 2GB); DuckDB&apos;s memory_limit is what the program itself leaves of it, and DuckDB spills to a temporary folder beyond that, removed afterwards</source>
        <translation>--engine duckdb：运行最多可用的内存（例如 2GB）；DuckDB 的 memory_limit 为其中程序本身用剩的部分，超出时溢写到临时文件夹，用完即删除</translation>
    </message>
    <message>
        <source>Write the acceptance report (HTML or PDF).</source>
        <translation>写出验收报告（HTML 或 PDF）。</translation>
    </message>
    <message>
        <source>FILE.html or FILE.pdf</source>
        <translation>FILE.html 或 FILE.pdf 文件</translation>
    </message>
    <message>
        <source>language of the report</source>
        <translation>报告的语言</translation>
    </message>
    <message>
        <source>acceptance rules (JSON or TOML) to use instead of the rules recorded in the log</source>
        <translation>代替日志中记录的规则使用的验收规则（JSON 或 TOML）</translation>
    </message>
    <message>
        <source>report fields (project, batch, sampling_frame, planned_sample_size, reviewer, conclusion, signed_by, signed_on) as JSON or TOML; they win over the fields kept in the log (entered in the window&apos;s report dialog)</source>
        <translation>报告字段（project、batch、sampling_frame、planned_sample_size、reviewer、conclusion、signed_by、signed_on），JSON 或 TOML 格式；优先于日志中保存的字段（在窗口的报告对话框中填写）</translation>
    </message>
    <message>
        <source>one report field, e.g. --field batch=2026-05 (repeatable)</source>
        <translation>一个报告字段，例如 --field batch=2026-05（可重复）</translation>
    </message>
    <message>
        <source>κ by the values of this column (repeatable; default: the strata columns of the import)</source>
        <translation>按此列的取值分别计算 κ（可重复；默认：导入时的分层列）</translation>
    </message>
    <message>
        <source>table: SE divisor n, z interval; gwet: n-1, t(n-1) clipped</source>
        <translation>table：SE 除以 n，z 区间；gwet：除以 n-1，t(n-1) 区间并截断</translation>
    </message>
    <message>
        <source>also write every figure into DIR</source>
        <translation>同时把每张图写入 DIR</translation>
    </message>
    <message>
        <source>add the sample size needed for a CI of this half-width if κ were KAPPA, at the observed class prevalences</source>
        <translation>加上在观察到的类别占比下、若 κ 为 KAPPA 时达到此置信区间半宽所需的样本量</translation>
    </message>
    <message>
        <source>appendix: every coefficient with classes A and B merged (repeatable)</source>
        <translation>附录：合并类别 A 和 B 后的所有系数（可重复）</translation>
    </message>
    <message>
        <source>appendix: every coefficient under these weights, e.g. quadratic</source>
        <translation>附录：采用这些权重时的所有系数，例如 quadratic</translation>
    </message>
    <message>
        <source>an earlier round of the same project (its labels file; its log is read from beside it), oldest first; repeatable</source>
        <translation>同一项目较早的一轮（其标签文件；日志从其旁边读取），最早的在前；可重复</translation>
    </message>
    <message>
        <source>the name of this round in the rounds appendix</source>
        <translation>本轮在各轮附录中的名称</translation>
    </message>
    <message>
        <source>do not record in the log that results were viewed</source>
        <translation>不在日志中记录结果已被查看</translation>
    </message>
    <message>
        <source>Accept the one label of items a single annotator labelled.</source>
        <translation>确认仅一名标注员标注的条目的唯一标签。</translation>
    </message>
    <message>
        <source>an item to accept (repeat for several)</source>
        <translation>要确认的条目（多个时重复此选项）</translation>
    </message>
    <message>
        <source>every single annotator item still without a final label</source>
        <translation>所有尚无最终标签的仅一名标注员条目</translation>
    </message>
    <message>
        <source>who accepted them (default: the login name)</source>
        <translation>确认人（默认：登录名）</translation>
    </message>
    <message>
        <source>Declare which items take a final label without a decision (the auto-accept policy).</source>
        <translation>声明哪些条目无需裁决即获得最终标签（自动接受策略）。</translation>
    </message>
    <message>
        <source>unanimous (the default), K/N such as 4/5 (unanimous items and items where at least K of N annotators agree), posterior&gt;=P such as posterior&gt;=0.95 (unanimous items and items whose Dawid–Skene posterior of one label is at least P), or none</source>
        <translation>unanimous（默认）、K/N（例如 4/5：全体一致的条目，以及 N 位标注员中至少 K 位一致的条目）、posterior&gt;=P（例如 posterior&gt;=0.95：全体一致的条目，以及某一标签的 Dawid–Skene 后验概率至少为 P 的条目）或 none</translation>
    </message>
    <message>
        <source>print what the policy would do and write nothing</source>
        <translation>打印该策略的效果，不写入任何内容</translation>
    </message>
    <message>
        <source>who declared it (default: the login name)</source>
        <translation>声明人（默认：登录名）</translation>
    </message>
    <message>
        <source>Check the acceptance rules and exit with the verdict; no report is written.</source>
        <translation>检查验收规则并以结论作为退出状态；不写出报告。</translation>
    </message>
    <message>
        <source>exit status:
  0  every acceptance rule is met (report: also when no rules are set)
  2  bad input or usage (nothing was checked)
  3  at least one acceptance rule is not met
  4  a rule could not be checked, none failed (check: also when no rules are set)</source>
        <extracomment>the epilog of ``report --help`` and ``check --help`` (lines kept as written)</extracomment>
        <translation>退出状态：
  0  所有验收规则均满足（report：未设置规则时也是 0）
  2  输入或用法有误（未做任何检查）
  3  至少一条验收规则未满足
  4  有规则无法检查，且没有规则未满足（check：未设置规则时也是 4）</translation>
    </message>
    <message>
        <source>agreement</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>agreement statistics</source>
        <translation>一致性统计</translation>
    </message>
    <message>
        <source>check a file before use</source>
        <translation>使用前检查文件</translation>
    </message>
    <message>
        <source>check the statistics against references</source>
        <translation>对照参考值检查统计量</translation>
    </message>
    <message>
        <source>draw the double-annotation sample</source>
        <translation>抽取双人标注样本</translation>
    </message>
    <message>
        <source>a batch for another annotator (least agreed, unresolved or audit)</source>
        <translation>交给另一位标注员的批次（一致性最低、未决或抽查）</translation>
    </message>
    <message>
        <source>suggested labels from three or more annotators</source>
        <translation>根据三位或更多标注员的建议标签</translation>
    </message>
    <message>
        <source>decide</source>
        <translation>裁决</translation>
    </message>
    <message>
        <source>apply decisions from a spreadsheet</source>
        <translation>从电子表格应用裁决</translation>
    </message>
    <message>
        <source>accept single annotator items&apos; labels</source>
        <translation>确认仅一名标注员条目的标签</translation>
    </message>
    <message>
        <source>the auto-accept policy</source>
        <translation>自动接受策略</translation>
    </message>
    <message>
        <source>add a note</source>
        <translation>添加备注</translation>
    </message>
    <message>
        <source>start a new guideline version</source>
        <translation>开始新的规范版本</translation>
    </message>
    <message>
        <source>undo an earlier event</source>
        <translation>撤销之前的事件</translation>
    </message>
    <message>
        <source>merge two leads&apos; logs</source>
        <translation>合并两位负责人的日志</translation>
    </message>
    <message>
        <source>versions</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>show the decision history (or a version)</source>
        <translation>显示裁决历史（或某个版本）</translation>
    </message>
    <message>
        <source>name the current version</source>
        <translation>为当前版本命名</translation>
    </message>
    <message>
        <source>items whose final label changed</source>
        <translation>最终标签发生变化的条目</translation>
    </message>
    <message>
        <source>export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>write the adjudicated dataset</source>
        <translation>写出裁决后的数据集</translation>
    </message>
    <message>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>fix the acceptance rules (before looking)</source>
        <translation>确定验收规则（在查看结果之前）</translation>
    </message>
    <message>
        <source>the acceptance report (HTML or PDF)</source>
        <translation>验收报告（HTML 或 PDF）</translation>
    </message>
    <message>
        <source>the acceptance rules alone, as an exit status for a pipeline</source>
        <translation>只检查验收规则，以退出状态供流水线判断</translation>
    </message>
    <message>
        <source>the JSON Schema of a command&apos;s --format json output</source>
        <translation>某个命令 --format json 输出的 JSON Schema</translation>
    </message>
    <message>
        <source>Without a command, open the window (on FILE, or on the sample data with --sample). The commands work without a window:</source>
        <translation>不带命令时打开窗口（打开 FILE，或用 --sample 打开示例数据）。以下命令无需窗口即可运行：</translation>
    </message>
    <message>
        <source>Run `adjudicator COMMAND --help` for the options of one command. --lang zh_CN or zh_TW before the command sets the language.</source>
        <translation>运行 `adjudicator COMMAND --help` 查看某个命令的选项。在命令前加 --lang zh_CN 或 zh_TW 设置语言。</translation>
    </message>
    <message>
        <source>Print the JSON Schema of a command&apos;s --format json output.</source>
        <translation>打印某个命令 --format json 输出的 JSON Schema。</translation>
    </message>
    <message>
        <source>agree, validate, diff, selftest, aggregate or reannotate (none: list them)</source>
        <translation>agree、validate、diff、selftest、aggregate 或 reannotate（不给：列出它们）</translation>
    </message>
    <message>
        <source>a column of known answers (empty where an item is not gold): each annotator is scored against it, and it is left out of the agreement</source>
        <translation>已知答案所在的列（非金标准条目留空）：每位标注员都与它对照评分，它本身不计入一致性</translation>
    </message>
    <message>
        <source>a CSV of gold labels: item id, then the gold label</source>
        <translation>金标准标签的 CSV：条目编号，然后是金标准标签</translation>
    </message>
    <message>
        <source>also agreement without each annotator in turn (three or more) and each pair&apos;s marginal homogeneity (Stuart–Maxwell, McNemar per class)</source>
        <translation>另外给出依次去掉每位标注员后的一致性（三位或更多）以及每对标注员的边际齐性（Stuart–Maxwell，各类别 McNemar）</translation>
    </message>
    <message>
        <source>columns of a model&apos;s or an LLM&apos;s predictions: each is compared with the humans (κ, the alternative-annotator test) and left out of their agreement</source>
        <extracomment>annotators not tested are listed one by one up to this many, else counted</extracomment>
        <translation>模型或大语言模型的预测列：各自与人工标注员比较（κ、替代标注员检验），不计入人工标注员之间的一致性</translation>
    </message>
    <message>
        <source>the alternative-annotator test&apos;s cost-benefit margin ε: how much better a human may be for the model still to be preferred; the authors suggest 0.2 for experts, 0.15 for skilled annotators, 0.1 for crowd workers (default 0.2)</source>
        <translation>替代标注员检验的成本效益余量 ε：人工标注员可以好多少而仍优先选择模型；作者建议专家取 0.2，熟练标注员取 0.15，众包工人取 0.1（默认 0.2）</translation>
    </message>
    <message>
        <source>false discovery rate of the Benjamini–Yekutieli procedure across the humans (default 0.05)</source>
        <translation>在各人工标注员之间采用 Benjamini–Yekutieli 程序的错误发现率（默认 0.05）</translation>
    </message>
    <message>
        <source>how a label is scored against the other humans&apos; labels: the share equal to it, or minus the root mean squared distance (labels that are numbers)</source>
        <translation>一个标签与其他人工标签比较时的计分方式：相同标签的比例，或负的均方根距离（适用于数字标签）</translation>
    </message>
    <message>
        <source>Write a batch of items for another annotator to label, without anyone&apos;s labels.</source>
        <translation>写出一批条目交给另一位标注员标注，不含任何人的标签。</translation>
    </message>
    <message>
        <source>the items with the lowest share of agreeing annotator pairs, the disputed items without a final label, or a random audit sample</source>
        <translation>一致的标注员对占比最低的条目、尚无最终标签的争议条目，或随机抽查样本</translation>
    </message>
    <message>
        <source>items in the batch (needed for lowest-agreement and audit; for unresolved, the least agreed N of them)</source>
        <translation>批次中的条目数（lowest-agreement 和 audit 必须给出；用于 unresolved 时取其中一致性最低的 N 个）</translation>
    </message>
    <message>
        <source>random seed of the audit sample (default 0)</source>
        <translation>抽查样本的随机种子（默认 0）</translation>
    </message>
    <message>
        <source>the task file: CSV, or JSON to import into Label Studio</source>
        <translation>任务文件：CSV，或导入 Label Studio 的 JSON</translation>
    </message>
    <message>
        <source>replace existing files that are not an earlier output of this project (decision logs and originals are still refused)</source>
        <translation>替换并非本项目早先输出的已有文件（决策日志和原始文件仍被拒绝）</translation>
    </message>
    <message>
        <source>json: the batch (items with their agreement, files written) on standard output</source>
        <translation>json：把批次（各条目及其一致性、写出的文件）输出到标准输出</translation>
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
        <source>took %1</source>
        <translation>采用 %1</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation>把握 %1</translation>
    </message>
    <message>
        <source>guideline to update</source>
        <translation>规范待更新</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Open labels</source>
        <translation>打开标注文件</translation>
    </message>
    <message>
        <source>Labels (%1);;All files (*)</source>
        <translation>标注文件 (%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Folder of labels files</source>
        <translation>标注文件所在的文件夹</translation>
    </message>
    <message>
        <source>Choose a labels file (or a folder) to read.</source>
        <translation>请选择要读取的标注文件（或文件夹）。</translation>
    </message>
    <message>
        <source>Reading the file with these options…</source>
        <translation>正在按这些选项读取文件…</translation>
    </message>
    <message>
        <source>The file cannot be read with these options: %1</source>
        <translation>按这些选项无法读取文件：%1</translation>
    </message>
    <message>
        <source>This folder already has a decision log (%1, beside it): it is opened as the log records, and these options only change the preview.</source>
        <translation>此文件夹已有裁决日志（%1，在文件夹旁）：将按日志中记录的方式打开，这些选项只影响预览。</translation>
    </message>
    <message>
        <source>Press Open to read the folder&apos;s files this way; the decisions go to %1 beside the folder, which pins every file in it.</source>
        <translation>按“打开”以此方式读取文件夹中的文件；裁决写入文件夹旁的 %1，日志记下文件夹中每个文件的大小和 SHA-256。</translation>
    </message>
    <message>
        <source>This file already has a decision log: it is opened as the log records, and these options only change the preview.</source>
        <translation>此文件已有裁决日志：将按日志中记录的方式打开，这些选项只影响预览。</translation>
    </message>
    <message>
        <source>Press Open to read the file this way; the choices are saved with the decisions and used again when it is reopened.</source>
        <translation>点击“打开”按此方式读取文件；这些选择会与裁决一起保存，重新打开时再次使用。</translation>
    </message>
    <message>
        <source>Import options</source>
        <translation>导入选项</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>a labels file, or a folder of them</source>
        <translation>标注文件，或存放标注文件的文件夹</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
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
        <translation>标签方案</translation>
    </message>
    <message>
        <source>Label schema (*.json *.toml)</source>
        <translation>标签方案 (*.json *.toml)</translation>
    </message>
    <message>
        <source>Detected: %1 export</source>
        <translation>检测到：%1 导出文件</translation>
    </message>
    <message>
        <source>No annotation tool export detected; these options apply only to such files.</source>
        <translation>未检测到标注工具导出文件；这些选项只对此类文件生效。</translation>
    </message>
</context>
<context>
    <name>ImportNotice</name>
    <message>
        <source>%1 row(s) of the file left out: %2. The import report lists them.</source>
        <translation>文件中有 %1 行未计入：%2。导入报告逐行列出。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Opened with problems: %1. The command line refuses this file until they are fixed; the import report says what was read and what was left out.</source>
        <translation>已打开，但存在问题：%1。在修正之前，命令行会拒绝此文件；导入报告说明读入了什么、略去了什么。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Import report…</source>
        <translation>导入报告…</translation>
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
    <name>ItemColumnTips</name>
    <message>
        <source>The item&apos;s id (click to sort)</source>
        <translation>条目 ID（点击排序）</translation>
    </message>
    <message>
        <source>The item&apos;s text: hover a row for all of it; the decision panel shows it whole</source>
        <translation>条目文本：鼠标悬停可查看全文；裁决面板中显示完整文本</translation>
    </message>
    <message>
        <source>The final label: your decision, or the label every annotator gave; — while unresolved</source>
        <translation>最终标签：您的裁决，或所有标注员一致给出的标签；待裁决时显示 —</translation>
    </message>
    <message>
        <source>unanimous: every annotator gave the same label; adjudicated: you decided it; unresolved: it still needs a decision</source>
        <translation>一致：所有标注员给出相同标签；已裁决：由您裁决；待裁决：仍需裁决</translation>
    </message>
    <message>
        <source>How unsure the suggestion on the decision panel is: the entropy of the item&apos;s Dawid–Skene posterior in bits (0: one label is certain; 1: an even split between two labels). Sort from the top down for the most uncertain items first. — while the model is being fitted, or where nobody labelled the item</source>
        <translation>裁决面板上建议的不确定程度：该条目 Dawid–Skene 后验概率的熵（比特）（0：某个标签确定无疑；1：在两个标签之间平分）。降序排列可让最不确定的条目排在最前。模型拟合期间或无人标注该条目时显示 —</translation>
    </message>
    <message>
        <source>Labels given by %1</source>
        <translation>%1 给出的标签</translation>
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
        <source>single annotator</source>
        <translation>仅一名标注员</translation>
    </message>
    <message>
        <source>single annotator accepted</source>
        <translation>仅一名标注员（已确认）</translation>
    </message>
    <message>
        <source>accepted by %1 policy</source>
        <translation>按 %1 策略接受</translation>
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
    <message>
        <source>Entropy</source>
        <translation>熵</translation>
    </message>
</context>
<context>
    <name>LabelOrder</name>
    <message>
        <source>Scale and label order kept for this session only: the decision log is read-only.</source>
        <translation>尺度和标签顺序只在本次会话中有效：裁决日志为只读。</translation>
    </message>
    <message>
        <source>Scale and label order recorded (event %1)</source>
        <translation>已记录尺度和标签顺序（事件 %1）</translation>
    </message>
    <message>
        <source>Chosen after decisions were made or results were seen: the report says when the scale was changed.</source>
        <translation>此尺度是在已作出裁决或已查看结果之后选定的：报告会注明尺度修改的时间。</translation>
    </message>
</context>
<context>
    <name>LabelOrderDialog</name>
    <message>
        <source>Label order</source>
        <translation>标签顺序</translation>
    </message>
    <message>
        <source>Put the labels in the order of the ordinal scale, lowest first. Weighted κ, Gwet&apos;s AC2, ordinal α and the matrix follow at once; OK records the order in the decision log, so the project and its report keep it.</source>
        <translation>按有序尺度排列标签，最低的在最前。加权 κ、Gwet 的 AC2、有序 α 和矩阵会立即随之变化；点“确定”会把顺序记录到裁决日志中，项目和报告都会沿用。</translation>
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
        <translation>数据集顺序(&amp;D)</translation>
    </message>
    <message>
        <source>Move the chosen label one place up (Alt+Up)</source>
        <translation>把所选标签上移一位（Alt+↑）</translation>
    </message>
    <message>
        <source>Move the chosen label one place down (Alt+Down)</source>
        <translation>把所选标签下移一位（Alt+↓）</translation>
    </message>
    <message>
        <source>The order of the labels as the dataset gives it</source>
        <translation>数据集中给出的标签顺序</translation>
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
        <source>Open with import options…</source>
        <translation>按导入选项打开…</translation>
    </message>
    <message>
        <source>Change import options…</source>
        <translation>更改导入选项…</translation>
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
        <source>No unresolved or single annotator item in the list</source>
        <translation>列表中没有待裁决或仅一名标注员的条目</translation>
    </message>
    <message>
        <source>Adjudicator</source>
        <translation>Adjudicator 标注裁决</translation>
    </message>
</context>
<context>
    <name>ManyRaterPanel</name>
    <message>
        <source>An annotator cannot be compared with themselves: choose a cell off the diagonal.</source>
        <translation>标注员不能与自己比较：请选择对角线以外的单元格。</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>线性</translation>
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
        <translation>95% 置信区间；%1</translation>
    </message>
    <message>
        <source>%1: the interval may be too narrow (%2)</source>
        <translation>%1：区间可能过窄（%2）</translation>
    </message>
    <message>
        <source>Intervals of this kind were too narrow in simulations: %1</source>
        <translation>此类区间在模拟中过窄：%1</translation>
    </message>
    <message>
        <source>All %1 annotators</source>
        <translation>全部 %1 位标注员</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ of each pair (click a cell to compare the pair)</source>
        <translation>每对标注员的 Cohen κ（点击单元格比较这两人）</translation>
    </message>
    <message>
        <source>Colours: from the lowest κ shown (%1, palest) to the highest (%2, deepest).</source>
        <translation>颜色：从所示最低的 κ（%1，最浅）到最高的 κ（%2，最深）。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
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
        <translation>关于 Adjudicator</translation>
    </message>
    <message>
        <source>Adjudicator compares annotators&apos; labels, shows where and how much they agree, and records your final label and rationale for each disputed item in a separate, append-only decision log. The annotators&apos; files are never changed.</source>
        <translation>Adjudicator 比较各标注员的标注，显示他们在哪里、在多大程度上一致，并把您对每个有分歧条目的最终标签和理由记录在一个独立的、只追加的裁决日志中。标注员的原始文件永远不会被修改。</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
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
        <source>Open &amp;folder (one file per annotator)…</source>
        <translation>打开文件夹（每位标注员一个文件）(&amp;F)…</translation>
    </message>
    <message>
        <source>Open with import &amp;options…</source>
        <translation>按导入选项打开(&amp;O)…</translation>
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
        <source>Export with soft &amp;labels…</source>
        <translation>导出含软标签的数据集(&amp;L)…</translation>
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
    <message>
        <source>&amp;Blind mode (hide the annotators&apos; names)</source>
        <translation>盲审模式（隐藏标注员姓名）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
</context>
<context>
    <name>ModelsPanel</name>
    <message>
        <source>Models beside the annotators</source>
        <extracomment>human pairs of the ceiling listed one by one up to this many, else the range is given</extracomment>
        <translation>模型与标注员对照</translation>
    </message>
    <message>
        <source>Making the test again with these settings…</source>
        <translation>正在按这些设置重新计算检验…</translation>
    </message>
    <message>
        <source>Columns marked as a model&apos;s predictions; never counted in the annotators&apos; agreement. Cohen&apos;s κ with its 95% interval.</source>
        <translation>标记为模型预测的列；从不计入标注员之间的一致性。Cohen&apos;s κ 及其 95% 区间。</translation>
    </message>
    <message>
        <source>Annotators with each other (the ceiling):</source>
        <translation>标注员之间（上限参照）：</translation>
    </message>
    <message>
        <source>%1 × %2: κ %3</source>
        <translation>%1 × %2：κ %3</translation>
    </message>
    <message>
        <source>%1 pairs: κ from %2 to %3</source>
        <translation>%1 对：κ 从 %2 到 %3</translation>
    </message>
    <message>
        <source>Model %1 (%2 items labelled)</source>
        <translation>模型 %1（标注了 %2 个条目）</translation>
    </message>
    <message>
        <source>%1 predicts one label only (%2): its κ is 0 or undefined against anyone and says nothing of its skill.</source>
        <translation>%1 只预测一个标签（%2）：它与任何人的 κ 都是 0 或无定义，不能说明它的能力。</translation>
    </message>
    <message>
        <source>κ against %1: %2</source>
        <translation>与 %1 的 κ：%2</translation>
    </message>
    <message>
        <source>%1 annotators share fewer than %2 items with the model: not listed</source>
        <translation>%1 位标注员与模型共同标注的条目少于 %2 个：未列出</translation>
    </message>
    <message>
        <source>κ against the gold labels: %1</source>
        <translation>与金标准标签的 κ：%1</translation>
    </message>
    <message>
        <source>κ against the final labels: — (no item has a final label yet)</source>
        <translation>与最终标签的 κ：—（尚无条目有最终标签）</translation>
    </message>
    <message>
        <source>κ against the final labels (%1 items): %2</source>
        <translation>与最终标签的 κ（%1 个条目）：%2</translation>
    </message>
    <message>
        <source>−RMSE</source>
        <translation>负均方根距离</translation>
    </message>
    <message>
        <source>share of equal labels</source>
        <translation>相同标签的比例</translation>
    </message>
    <message>
        <source>Alternative-annotator test (Calderon et al. 2025; ε = %1, q = %2, scored by %3):</source>
        <translation>替代标注员检验（Calderon et al. 2025；ε = %1，q = %2，计分：%3）：</translation>
    </message>
    <message>
        <source>the model may replace the annotators (ω ≥ 0.5)</source>
        <translation>模型可以替代标注员（ω ≥ 0.5）</translation>
    </message>
    <message>
        <source>the model may not replace the annotators (ω &lt; 0.5)</source>
        <translation>模型不能替代标注员（ω &lt; 0.5）</translation>
    </message>
    <message>
        <source>winning rate ω %1/%2 = %3: %4</source>
        <translation>胜率 ω %1/%2 = %3：%4</translation>
    </message>
    <message>
        <source>average advantage probability ρ %1</source>
        <translation>平均优势概率 ρ %1</translation>
    </message>
    <message>
        <source>the model wins</source>
        <translation>模型胜出</translation>
    </message>
    <message>
        <source>the model does not win</source>
        <translation>模型未胜出</translation>
    </message>
    <message>
        <source>without %1 (%2 items): difference %3, p %4, adjusted p %5: %6</source>
        <translation>去掉 %1（%2 个条目）：差值 %3，p %4，校正后 p %5：%6</translation>
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
        <source>Open a folder of labels files</source>
        <translation>打开标注文件所在的文件夹</translation>
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
    <name>PairKappaModel</name>
    <message>
        <source>An annotator is not compared with themselves.</source>
        <translation>标注员不与自己比较。</translation>
    </message>
    <message>
        <source>κ of %1 and %2 is undefined: %3</source>
        <translation>%1 与 %2 的 κ 无法计算：%3</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ of %1 and %2: %3. Click to compare them.</source>
        <translation>%1 与 %2 的 Cohen κ：%3。点击以比较这两人。</translation>
    </message>
</context>
<context>
    <name>PolicyCommand</name>
    <message>
        <source>Auto-accept policy %1</source>
        <translation>自动接受策略 %1</translation>
    </message>
</context>
<context>
    <name>PolicyDialog</name>
    <message>
        <source>Auto-accept policy</source>
        <translation>自动接受策略</translation>
    </message>
    <message>
        <source>Unanimous: items every annotator who labelled them agrees on (two or more)</source>
        <translation>全体一致：所有标注过的标注员（两名或以上）都一致的条目</translation>
    </message>
    <message>
        <source>Unanimous items, and items where at least k of n annotators agree</source>
        <translation>全体一致的条目，以及 n 名标注员中至少 k 名一致的条目</translation>
    </message>
    <message>
        <source>Unanimous items, and items whose Dawid–Skene posterior of one label is at least p</source>
        <translation>全体一致的条目，以及某一标签的 Dawid–Skene 后验概率至少为 p 的条目</translation>
    </message>
    <message>
        <source>The posterior of Dawid &amp; Skene&apos;s model (1979), fitted on every item: it weighs each annotator by the confusion matrix the data give them. Needs three or more annotators.</source>
        <translation>Dawid 与 Skene 模型（1979）在全部条目上拟合的后验概率：它按数据给出的混淆矩阵为每位标注员加权。需要三位或更多标注员。</translation>
    </message>
    <message>
        <source>None: every item waits for your decision</source>
        <translation>无：每个条目都等待您的裁决</translation>
    </message>
    <message>
        <source>Declare this policy</source>
        <translation>声明此策略</translation>
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
        <translation>全体一致</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Dawid–Skene posterior ≥ %1</source>
        <translation>Dawid–Skene 后验概率 ≥ %1</translation>
    </message>
    <message>
        <source>In force: %1 (the default; no policy declared)</source>
        <translation>生效中：%1（默认；未声明策略）</translation>
    </message>
    <message>
        <source>In force: %1 (declared in event %2)</source>
        <translation>生效中：%1（于事件 %2 中声明）</translation>
    </message>
    <message>
        <source>The Dawid–Skene model could not be fitted on this file, so the posterior rule cannot be previewed or declared; choose another policy.</source>
        <translation>无法在此文件上拟合 Dawid–Skene 模型，因此无法预览或声明后验概率规则；请选择其他策略。</translation>
    </message>
    <message>
        <source>Preview: fitting Dawid–Skene on every item…</source>
        <translation>预览：正在文件全部条目上拟合 Dawid–Skene 模型…</translation>
    </message>
    <message>
        <source>Afterwards: %1 unanimous, %2 accepted by the policy, %3 decided, %4 unresolved, %5 single annotator (no final label), %6 single annotator accepted; %7 items change.</source>
        <translation>之后：%1 个一致，%2 个按策略接受，%3 个已裁决，%4 个未解决，%5 个仅一名标注员（无最终标签），%6 个仅一名标注员已确认；%7 个条目改变。</translation>
    </message>
    <message>
        <source>κ of %1 vs final: %2 on all items with a final label, %3 on the disputed items you decided</source>
        <translation>%1 与最终标签的 κ：所有有最终标签的条目上为 %2，您裁决的分歧条目上为 %3</translation>
    </message>
    <message>
        <source>κ of %1 vs final: %2 on all items with a final label (no disputed item decided yet)</source>
        <translation>%1 与最终标签的 κ：所有有最终标签的条目上为 %2（尚无已裁决的分歧条目）</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>ReadingBar</name>
    <message>
        <source>Import report…</source>
        <translation>导入报告…</translation>
    </message>
    <message>
        <source>labels: sets, split at %1 (an item may carry several)</source>
        <translation>标签：标签集，按 %1 拆分（一个条目可有多个标签）</translation>
    </message>
    <message>
        <source>Read as (click a part to change it):</source>
        <translation>读取方式（点击某一部分可修改）：</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>line breaks</source>
        <translation>换行</translation>
    </message>
    <message>
        <source>JSON lists</source>
        <translation>JSON 列表</translation>
    </message>
    <message>
        <source>tabs</source>
        <translation>制表符</translation>
    </message>
</context>
<context>
    <name>ReadingChoice</name>
    <message>
        <source>This file has %1 columns of labels, each maybe a separate question, so none was chosen. Which question do you want to compare?</source>
        <translation>此文件有 %1 列标签，每列可能是一个单独的问题，因此没有选择任何一列。要比较哪个问题？</translation>
    </message>
    <message>
        <source>Two readings of this file are close, so none was chosen. Which one is right?</source>
        <translation>这个文件有两种相近的读法，因此没有擅自选择。哪一种是对的？</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Read as (%1): %2</source>
        <translation>按读法 (%1) 读取：%2</translation>
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
        <translation>Label Studio 导入 JSON (*.json)</translation>
    </message>
    <message>
        <source>Save the re-annotation batch</source>
        <translation>保存重新标注批次</translation>
    </message>
    <message>
        <source>The batch holds %1 items.</source>
        <translation>该批次包含 %1 个条目。</translation>
    </message>
    <message>
        <source>No item fits this choice.</source>
        <translation>没有符合此选择的条目。</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>未写入：%1</translation>
    </message>
    <message>
        <source>%1 items written to %2 (with its manifest %3)</source>
        <translation>%1 个条目已写入 %2（及其清单 %3）</translation>
    </message>
    <message>
        <source>Re-annotation batch</source>
        <translation>重新标注批次</translation>
    </message>
    <message>
        <source>Items:</source>
        <translation>条目：</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>数量：</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Save to:</source>
        <translation>保存到：</translation>
    </message>
    <message>
        <source>Lowest agreement (share of agreeing pairs)</source>
        <translation>一致性最低（一致的标注员对所占比例）</translation>
    </message>
    <message>
        <source>Unresolved disputes (no final label)</source>
        <translation>未决分歧（没有最终标签）</translation>
    </message>
    <message>
        <source>Random audit sample (seeded)</source>
        <translation>随机抽查样本（带种子）</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>CSV (an empty label column to fill)</source>
        <translation>CSV（附一列待填写的空标签）</translation>
    </message>
    <message>
        <source>Label Studio import JSON</source>
        <translation>Label Studio 导入 JSON</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>no item was rated by both annotators, so {symbol} is undefined</source>
        <translation>没有任何条目由两位标注员都标注过，因此 {symbol} 无定义</translation>
    </message>
    <message>
        <source>no item was rated by both annotators</source>
        <translation>没有任何条目由两位标注员都标注过</translation>
    </message>
    <message>
        <source>no item was rated by both annotators, so one-vs-rest κ is undefined</source>
        <translation>没有任何条目由两位标注员都标注过，因此一对其余 κ 无定义</translation>
    </message>
    <message>
        <source>no unit has a rating</source>
        <translation>没有任何单元有评分</translation>
    </message>
    <message>
        <source>no unit has two or more ratings: agreement cannot be observed</source>
        <translation>没有任何单元有两个或以上的评分：无法观察一致性</translation>
    </message>
    <message>
        <source>no unit has two or more values: nothing is pairable</source>
        <translation>没有任何单元有两个或以上的值：无可配对的值</translation>
    </message>
    <message>
        <source>no unit was labelled by two annotators</source>
        <translation>没有任何单元由两位标注员标注</translation>
    </message>
    <message>
        <source>no unit was rated by both annotators</source>
        <translation>没有任何单元由两位标注员都评过</translation>
    </message>
    <message>
        <source>no label has a defined kappa</source>
        <translation>没有任何标签的 kappa 有定义</translation>
    </message>
    <message>
        <source>fewer than two raters gave any rating</source>
        <translation>给出评分的评分者少于两位</translation>
    </message>
    <message>
        <source>both annotators used only {name}: chance agreement is 1, so {symbol} is undefined</source>
        <translation>两位标注员都只用了 {name}：偶然一致率为 1，因此 {symbol} 无定义</translation>
    </message>
    <message>
        <source>chance agreement is 1 under these weights (every category pair the annotators used counts as full agreement), so {symbol} is undefined</source>
        <translation>在这些权重下偶然一致率为 1（标注员用过的每对类别都算作完全一致），因此 {symbol} 无定义</translation>
    </message>
    <message>
        <source>the scale has only one category, so chance agreement is 1 and {symbol} is undefined</source>
        <translation>量表只有一个类别，因此偶然一致率为 1，{symbol} 无定义</translation>
    </message>
    <message>
        <source>only one category on the scale: chance agreement is 1</source>
        <translation>量表上只有一个类别：偶然一致率为 1</translation>
    </message>
    <message>
        <source>every rating is {name}: chance agreement is 1, so {what} is undefined</source>
        <translation>每个评分都是 {name}：偶然一致率为 1，因此 {what} 无定义</translation>
    </message>
    <message>
        <source>chance agreement is 1 under these weights, so {what} is undefined</source>
        <translation>在这些权重下偶然一致率为 1，因此 {what} 无定义</translation>
    </message>
    <message>
        <source>every rating is {name}: expected disagreement is 0, so {what} is undefined</source>
        <translation>每个评分都是 {name}：期望不一致为 0，因此 {what} 无定义</translation>
    </message>
    <message>
        <source>every pairable value is {name}: expected disagreement is 0, so {what} is undefined</source>
        <translation>每个可配对的值都是 {name}：期望不一致为 0，因此 {what} 无定义</translation>
    </message>
    <message>
        <source>expected disagreement is 0 under these weights, so {what} is undefined</source>
        <translation>在这些权重下期望不一致为 0，因此 {what} 无定义</translation>
    </message>
    <message>
        <source>neither annotator used {name}, so its one-vs-rest κ is undefined</source>
        <translation>两位标注员都没有用过 {name}，因此它的一对其余 κ 无定义</translation>
    </message>
    <message>
        <source>both annotators used {name} for every item: chance agreement is 1, so its one-vs-rest κ is undefined</source>
        <translation>两位标注员对每个条目都用了 {name}：偶然一致率为 1，因此它的一对其余 κ 无定义</translation>
    </message>
    <message>
        <source>neither annotator used {name}, so its specific agreement is undefined</source>
        <translation>两位标注员都没有用过 {name}，因此它的类别特定一致率无定义</translation>
    </message>
    <message>
        <source>no annotator gave {label}: chance agreement is 1, so κ is undefined</source>
        <translation>没有标注员给出 {label}：偶然一致率为 1，因此 κ 无定义</translation>
    </message>
    <message>
        <source>every set included {label}: chance agreement is 1, so κ is undefined</source>
        <translation>每个集合都包含 {label}：偶然一致率为 1，因此 κ 无定义</translation>
    </message>
    <message>
        <source>these weights are the identity (every scheme is, with two categories), so the weighted coefficient equals the unweighted one</source>
        <translation>这些权重即单位矩阵（只有两个类别时每种方案都是如此），因此加权系数等于未加权系数</translation>
    </message>
    <message>
        <source>no item has {label} as its final label or as this annotator&apos;s label, so F1 is undefined</source>
        <translation>没有条目以 {label} 为最终标签，该标注员也未给出 {label}，因此 F1 无法计算</translation>
    </message>
    <message>
        <source>no item with a final label has the final label {label}, so recall is undefined</source>
        <translation>没有任何有最终标签的条目的最终标签是 {label}，因此召回率无定义</translation>
    </message>
    <message>
        <source>the annotator gave {label} to no item that has a final label, so precision is undefined</source>
        <translation>该标注员没有把 {label} 给过任何有最终标签的条目，因此精确率无定义</translation>
    </message>
    <message>
        <source>not estimable: the variance formula gives 0 at these data (for example perfect agreement, or an annotator who used one category), which does not mean the value is certain</source>
        <translation>不可估计：在这些数据上方差公式给出 0（例如完全一致，或某位标注员只用了一个类别），这并不表示该值是确定的</translation>
    </message>
    <message>
        <source>not estimable: the interval has width 0 at these data, which does not mean the value is certain</source>
        <translation>不可估计：在这些数据上区间宽度为 0，这并不表示该值是确定的</translation>
    </message>
    <message>
        <source>not estimable: only one item, so the data cannot show how much the value would vary</source>
        <translation>不可估计：只有一个条目，数据无法显示该值会有多大变化</translation>
    </message>
    <message>
        <source>not estimable: only one item, so the data cannot show how much the value varies</source>
        <translation>不可估计：只有一个条目，数据无法显示该值有多大变化</translation>
    </message>
    <message>
        <source>not estimable: all {n} items agree and the variance formula gives 0 at perfect agreement; {n} items cannot show that agreement is certain</source>
        <translation>不可估计：全部 {n} 个条目都一致，方差公式在完全一致时给出 0；{n} 个条目不能证明一致是确定的</translation>
    </message>
    <message>
        <source>not estimable: the first annotator (rows) gave every item {name}, so chance-corrected agreement is fixed by construction and the variance formula gives 0</source>
        <translation>不可估计：第一位标注员（行）给每个条目都标了 {name}，因此扣除偶然的一致性由构造决定，方差公式给出 0</translation>
    </message>
    <message>
        <source>not estimable: the second annotator (columns) gave every item {name}, so chance-corrected agreement is fixed by construction and the variance formula gives 0</source>
        <translation>不可估计：第二位标注员（列）给每个条目都标了 {name}，因此扣除偶然的一致性由构造决定，方差公式给出 0</translation>
    </message>
    <message>
        <source>not estimable: the variance formula gives 0 at this table, which does not mean the value is certain</source>
        <translation>不可估计：在这张表上方差公式给出 0，这并不表示该值是确定的</translation>
    </message>
    <message>
        <source>not estimable: too few items for a standard error under this convention</source>
        <translation>不可估计：在此约定下条目太少，无法计算标准误</translation>
    </message>
    <message>
        <source>not estimable: the variance formula gives 0 for {name}&apos;s one-vs-rest table (every item agrees on it, or one annotator never or always used it), which does not mean the value is certain</source>
        <translation>不可估计：{name} 的一对其余表使方差公式给出 0（每个条目在该类别上都一致，或某位标注员从未或总是使用它），这并不表示该值是确定的</translation>
    </message>
    <message>
        <source>not estimable: no item was labelled {name} by both annotators, and the variance formula gives 0 then; it does not mean the value is certain</source>
        <translation>不可估计：没有任何条目被两位标注员都标为 {name}，此时方差公式给出 0；这并不表示该值是确定的</translation>
    </message>
    <message>
        <source>not estimable: every item either annotator labelled {name} was labelled so by both ({disagreements} disagreements), and the variance formula gives 0 then</source>
        <translation>不可估计：任一标注员标为 {name} 的每个条目都被两人都标为 {name}（{disagreements} 处不一致），此时方差公式给出 0</translation>
    </message>
    <message>
        <source>not estimable: fewer than two units</source>
        <translation>不可估计：单元少于两个</translation>
    </message>
    <message>
        <source>not estimable: every unit contributes the same term to the linearised variance (for example all raters agree on every unit), so it is 0; that does not mean the value is certain</source>
        <translation>不可估计：每个单元对线性化方差的贡献项都相同（例如所有评分者在每个单元上都一致），因此方差为 0；这并不表示该值是确定的</translation>
    </message>
    <message>
        <source>not estimable: an annotator gave every unit {name}, so chance-corrected agreement is fixed by construction and the variance formula gives 0</source>
        <translation>不可估计：有一位标注员给每个单元都标了 {name}，因此扣除偶然的一致性由构造决定，方差公式给出 0</translation>
    </message>
    <message>
        <source>not estimable: no standard error</source>
        <translation>不可估计：没有标准误</translation>
    </message>
    <message>
        <source>no standard error requested</source>
        <translation>未要求计算标准误</translation>
    </message>
    <message>
        <source>the statistic was undefined in every resample</source>
        <translation>该统计量在每次重抽样中都无定义</translation>
    </message>
    <message>
        <source>category {n}</source>
        <translation>类别 {n}</translation>
    </message>
    <message>
        <source>the Brennan–Prediger coefficient</source>
        <translation>Brennan–Prediger 系数</translation>
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
        <translation>Brennan-Prediger 系数</translation>
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
        <translation>给出分数的标注者少于两位，因此{what}无定义</translation>
    </message>
    <message>
        <source>fewer than two items were scored by every annotator ({n}), so {what} is undefined</source>
        <translation>每位标注者都打了分的条目少于两个（{n} 个），因此{what}无定义</translation>
    </message>
    <message>
        <source>fewer than {need} items were scored by both annotators ({n}), so {what} is undefined</source>
        <translation>两位标注者都打了分的条目少于 {need} 个（{n} 个），因此{what}无定义</translation>
    </message>
    <message>
        <source>every score is {value}: there is no variance to share out, so {what} is undefined</source>
        <translation>所有分数都是 {value}：没有可分解的方差，因此{what}无定义</translation>
    </message>
    <message>
        <source>the mean squares make the denominator of {what} 0 at these data, so it is undefined</source>
        <translation>在这些数据上，均方使 {what} 的分母为 0，因此它无定义</translation>
    </message>
    <message>
        <source>not estimable: the annotators&apos; scores differ by nothing the model leaves as error (the residual mean square is 0), so the F test and its interval cannot be formed; it does not mean the value is certain</source>
        <translation>无法估计：标注者的分数之间没有模型留作误差的差异（残差均方为 0），因此无法构造 F 检验及其区间；这并不表示该值是确定的</translation>
    </message>
    <message>
        <source>not estimable: Satterthwaite&apos;s degrees of freedom are not positive at these mean squares, so the F interval cannot be formed</source>
        <translation>无法估计：在这些均方下 Satterthwaite 自由度不为正，因此无法构造 F 区间</translation>
    </message>
    <message>
        <source>not estimable: every item has the same mean score (the items&apos; mean square is 0), so the F interval has no lower end</source>
        <translation>无法估计：每个条目的平均分都相同（条目均方为 0），因此 F 区间没有下限</translation>
    </message>
    <message>
        <source>not estimable: Satterthwaite&apos;s degrees of freedom are so small at these mean squares that the F quantile is beyond any number</source>
        <translation>无法估计：在这些均方下 Satterthwaite 自由度太小，F 分位数超出了任何数值</translation>
    </message>
    <message>
        <source>not estimable: at these mean squares a bound of McGraw and Wong&apos;s interval divides by 0 (up to rounding), which would give a bound of no meaning</source>
        <translation>无法估计：在这些均方下 McGraw 与 Wong 区间的一个界要除以 0（在舍入误差内），得到的界没有意义</translation>
    </message>
    <message>
        <source>an annotator gave every item the same score, so the correlation and {what} are undefined</source>
        <translation>有一位标注者给所有条目打了相同的分数，因此相关系数与{what}无定义</translation>
    </message>
    <message>
        <source>not estimable: the two annotators gave every item the same score, so the differences have no spread; that does not mean the agreement is certain</source>
        <translation>无法估计：两位标注者给每个条目的分数都相同，差值没有离散；这并不表示一致性是确定的</translation>
    </message>
    <message>
        <source>not estimable: {n} items are too few for this interval (it needs {need})</source>
        <translation>无法估计：{n} 个条目不足以构造此区间（至少需要 {need} 个）</translation>
    </message>
    <message>
        <source>complete cases: {dropped} of {items} items lack a score from some annotator and are left out, as the ANOVA of Shrout &amp; Fleiss (1979) needs every annotator&apos;s score on every item</source>
        <translation>完整个案：{items} 个条目中有 {dropped} 个缺少某位标注者的分数，已排除，因为 Shrout 与 Fleiss（1979）的方差分析需要每位标注者对每个条目都有分数</translation>
    </message>
    <message>
        <source>complete data: every annotator scored all {items} items</source>
        <translation>数据完整：每位标注者都为全部 {items} 个条目打了分</translation>
    </message>
    <message>
        <source>the ICC</source>
        <translation>ICC</translation>
    </message>
    <message>
        <source>Lin&apos;s concordance correlation</source>
        <translation>Lin 一致性相关系数</translation>
    </message>
    <message>
        <source>the limits of agreement</source>
        <translation>一致性界限</translation>
    </message>
    <message>
        <source>no annotator labelled this item</source>
        <translation>没有标注员标注此条目</translation>
    </message>
    <message>
        <source>tie between {labels}: no single most probable label</source>
        <translation>{labels} 并列：没有唯一的最可能标签</translation>
    </message>
    <message>
        <source>{annotator} labelled no item likely to be of class {label} (expected {n:.2f} items), so the row of that class is not estimated</source>
        <translation>{annotator} 没有标注过可能属于类别 {label} 的条目（期望 {n:.2f} 个），因此该类别的一行不作估计</translation>
    </message>
    <message>
        <source>{annotator} labelled no item</source>
        <translation>{annotator} 没有标注任何条目</translation>
    </message>
    <message>
        <source>no bootstrap requested</source>
        <translation>未要求自助法</translation>
    </message>
    <message>
        <source>the bootstrap of every confusion cell would keep {n} values; only the annotators&apos; accuracies have intervals</source>
        <translation>对每个混淆矩阵单元做自助法需保存 {n} 个值；只给出标注员准确率的区间</translation>
    </message>
    <message>
        <source>{annotator} labelled no gold item</source>
        <translation>{annotator} 没有标注任何金标准条目</translation>
    </message>
    <message>
        <source>no item has a gold label</source>
        <translation>没有条目带金标准标签</translation>
    </message>
    <message>
        <source>the two annotators&apos; disagreements do not determine the test (its covariance matrix is singular), so Stuart–Maxwell&apos;s χ² is not given</source>
        <translation>两位标注员的分歧不足以确定该检验（其协方差矩阵奇异），因此不给出 Stuart–Maxwell χ²</translation>
    </message>
    <message>
        <source>fewer than two classes were used, so there is no marginal difference to test</source>
        <translation>用到的类别少于两个，没有可检验的边际差异</translation>
    </message>
    <message>
        <source>no item where exactly one of the two gave {label}, so McNemar&apos;s test is not given</source>
        <translation>没有恰好只有其中一位给出 {label} 的条目，因此不给出 McNemar 检验</translation>
    </message>
    <message>
        <source>{annotator} shares {n} items with the model and another annotator, fewer than {least}: not tested</source>
        <extracomment>the least items a human must share with the model and another human to be tested</extracomment>
        <translation>{annotator} 与模型及另一位标注员共有 {n} 个条目，少于 {least}：未检验</translation>
    </message>
    <message>
        <source>every item gives the same difference, equal to ε: the t statistic is undefined</source>
        <translation>每个条目的差值都相同且等于 ε：t 统计量无定义</translation>
    </message>
    <message>
        <source>no annotator shares {least} items with the model and another annotator</source>
        <translation>没有标注员与模型及另一位标注员共有 {least} 个条目</translation>
    </message>
    <message>
        <source>the test needs at least two human annotators</source>
        <translation>该检验至少需要两位人工标注员</translation>
    </message>
    <message>
        <source>one item: no interval</source>
        <translation>只有一个条目：无区间</translation>
    </message>
    <message>
        <source>at n = {n} with {split}, intervals of this kind covered ~{coverage} in simulations</source>
        <extracomment>the simulated splits: true prevalence of each class the reach below a cell&apos;s expected top share at which a data set still counts as that skewed</extracomment>
        <translation>在 n = {n}、{split}时，此类区间在模拟中的覆盖率约为 {coverage}</translation>
    </message>
    <message>
        <source>at n = {n} or fewer with {split}, intervals of this kind covered ~{coverage} in simulations</source>
        <translation>在 n ≤ {n}、{split}时，此类区间在模拟中的覆盖率约为 {coverage}</translation>
    </message>
    <message>
        <source>a 50/50 split</source>
        <translation>两类各占 50%</translation>
    </message>
    <message>
        <source>a 90/10 split</source>
        <translation>两类比例为 90/10</translation>
    </message>
    <message>
        <source>a 95/5 split</source>
        <translation>两类比例为 95/5</translation>
    </message>
    <message>
        <source>90% of items in one of four classes</source>
        <translation>四个类别中一类占 90% 条目</translation>
    </message>
    <message>
        <source>95% of items in one of four classes</source>
        <translation>四个类别中一类占 95% 条目</translation>
    </message>
    <message>
        <source>{reference} did not take part in round {round}</source>
        <translation>{reference} 未参与轮次 {round}</translation>
    </message>
    <message>
        <source>round {round} has fewer than three humans: no majority</source>
        <translation>轮次 {round} 的人工标注员少于三位：没有多数标签</translation>
    </message>
    <message>
        <source>round {round} has no final labels (no decision log)</source>
        <translation>轮次 {round} 没有最终标签（没有裁决日志）</translation>
    </message>
    <message>
        <source>κ is undefined in round {round}: {why}</source>
        <translation>轮次 {round} 中 κ 无定义：{why}</translation>
    </message>
    <message>
        <source>{who} gave one label only ({label}) in round {round}: κ is 0 by construction there and does not measure agreement</source>
        <translation>{who} 在轮次 {round} 中只给出一种标签（{label}）：该轮的 κ 按构造为 0，不衡量一致性</translation>
    </message>
    <message>
        <source>fewer than 2 items labelled by both the model and the reference in round {round}</source>
        <translation>轮次 {round} 中模型与对照方均标注的条目少于 2 个</translation>
    </message>
    <message>
        <source>not estimable: the variance of the change is 0 at these data, which does not mean the change is certain</source>
        <translation>不可估计：在这些数据上变化量的方差为 0，这并不表示变化量是确定的</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>the humans&apos; majority</source>
        <translation>人工标注员多数标签</translation>
    </message>
    <message>
        <source>the final labels</source>
        <translation>最终标签</translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>this round</source>
        <translation>本轮</translation>
    </message>
    <message>
        <source>Open a labels file first</source>
        <translation>请先打开标注文件</translation>
    </message>
    <message>
        <source>Acceptance rules</source>
        <translation>验收规则</translation>
    </message>
    <message>
        <source>Acceptance rules recorded (event %1)</source>
        <translation>验收规则已记录（事件 %1）</translation>
    </message>
    <message>
        <source>Report fields unchanged</source>
        <translation>报告字段未改变</translation>
    </message>
    <message>
        <source>Report fields not kept: %1</source>
        <translation>报告字段未保存：%1</translation>
    </message>
    <message>
        <source>Report fields recorded (event %1)</source>
        <translation>报告字段已记录（事件 %1）</translation>
    </message>
    <message>
        <source>Acceptance &amp;rules…</source>
        <translation>验收规则(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;What-if: merge classes or change weights…</source>
        <translation>假设分析：合并类别或更改权重(&amp;W)…</translation>
    </message>
    <message>
        <source>Rou&amp;nds: compare with earlier rounds…</source>
        <translation>轮次：与先前轮次比较(&amp;N)…</translation>
    </message>
    <message>
        <source>Acceptance re&amp;port…</source>
        <translation>验收报告(&amp;P)…</translation>
    </message>
    <message>
        <source>Re-&amp;annotation batch…</source>
        <translation>重新标注批次(&amp;A)…</translation>
    </message>
</context>
<context>
    <name>ReportFieldsForm</name>
    <message>
        <source>Report fields (kept in the decision log for the next report)</source>
        <translation>报告字段（保存在裁决日志中，供下次报告使用）</translation>
    </message>
    <message>
        <source>Project:</source>
        <translation>项目：</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>批次：</translation>
    </message>
    <message>
        <source>Sampling frame:</source>
        <translation>抽样框：</translation>
    </message>
    <message>
        <source>Planned n:</source>
        <translation>计划样本量：</translation>
    </message>
    <message>
        <source>Reviewer:</source>
        <translation>审核人：</translation>
    </message>
    <message>
        <source>Conclusion:</source>
        <translation>验收结论：</translation>
    </message>
    <message>
        <source>Signed by:</source>
        <translation>签字人：</translation>
    </message>
    <message>
        <source>Signed on:</source>
        <translation>签字日期：</translation>
    </message>
    <message>
        <source>e.g. 2026-05-31</source>
        <translation>例如 2026-05-31</translation>
    </message>
    <message>
        <source>items, e.g. 400</source>
        <translation>条目数，例如 400</translation>
    </message>
    <message>
        <source>e.g. Accepted / Rework batch 7 (flagged when it contradicts the verdict)</source>
        <translation>例如：验收通过 / 第 7 批返工（与结论相矛盾时会被标出）</translation>
    </message>
    <message>
        <source>Keep and update the report</source>
        <translation>保存并更新报告</translation>
    </message>
    <message>
        <source>Record these fields in the decision log and show them in the report</source>
        <translation>将这些字段记录到裁决日志并显示在报告中</translation>
    </message>
</context>
<context>
    <name>ReportPreview</name>
    <message>
        <source>Acceptance report</source>
        <translation>验收报告</translation>
    </message>
    <message>
        <source>Save as HTML or PDF…</source>
        <translation>另存为 HTML 或 PDF…</translation>
    </message>
    <message>
        <source>Save figures…</source>
        <translation>保存图表…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html)</source>
        <translation>PDF (*.pdf);;HTML (*.html)</translation>
    </message>
    <message>
        <source>Save the figures into</source>
        <translation>将图表保存到</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>%1 figures saved in %2</source>
        <translation>已将 %1 张图表保存到 %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
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
        <translation>按数据本身，各列读作：%1（表单中正是这一读法）。依据：%2</translation>
    </message>
    <message>
        <source>On evidence the columns read as: %1 (the form holds another choice). Why: %2</source>
        <translation>按数据本身，各列读作：%1（表单中是另一种选择）。依据：%2</translation>
    </message>
    <message>
        <source>Validation report</source>
        <translation>校验报告</translation>
    </message>
    <message>
        <source>Problems to fix or confirm: %1</source>
        <translation>需要修正或确认的问题：%1</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
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
        <translation>标注员</translation>
    </message>
    <message>
        <source>label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>stratum</source>
        <translation>分层</translation>
    </message>
    <message>
        <source>gold / reference</source>
        <translation>金标准/参考</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The %1 column and the %2 column are both &apos;%3&apos;: choose two different columns.</source>
        <translation>%1列和%2列都是“%3”：请选择两个不同的列。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ticked as an annotator column but also has another role.</source>
        <translation>“%1”已勾选为标注员列，但同时还有另一个用途。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ticked as a model&apos;s predictions but also has another role.</source>
        <translation>“%1”被勾选为模型预测，但同时还有另一个角色。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be a stratum column and also have another role.</source>
        <translation>“%1”不能既是分层列又有另一个用途。</translation>
    </message>
    <message>
        <source>One file per annotator needs a folder: choose the folder that holds the files.</source>
        <translation>“每位标注员一个文件”需要一个文件夹：请选择存放这些文件的文件夹。</translation>
    </message>
</context>
<context>
    <name>RoundsDialog</name>
    <message>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Add the labels files of earlier rounds of this project, oldest first (a decision log beside a file is read too). This round comes last.</source>
        <translation>按时间先后添加本项目先前轮次的标注文件（最早的在前；文件旁的裁决日志也会读取）。本轮排在最后。</translation>
    </message>
    <message>
        <source>Add an earlier round…</source>
        <translation>添加先前轮次…</translation>
    </message>
    <message>
        <source>Remove the last earlier round</source>
        <translation>移除最后添加的先前轮次</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen κ</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>Items reused from an earlier round</source>
        <translation>沿用自先前轮次的条目</translation>
    </message>
    <message>
        <source>Of those, adjudicated earlier</source>
        <translation>其中先前已裁决</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>标准误</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>A model across rounds: its κ against each reference, the change from its previous round</source>
        <translation>各轮次中的模型：模型对照每个对照方的 κ，相对模型上一轮的变化</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>对照</translation>
    </message>
    <message>
        <source>Add to the report&apos;s appendix</source>
        <translation>加入报告附录</translation>
    </message>
    <message>
        <source>Change from the previous round</source>
        <translation>相对上一轮的变化</translation>
    </message>
    <message>
        <source>An earlier round&apos;s labels</source>
        <translation>先前轮次的标注</translation>
    </message>
    <message>
        <source>Labels (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;All files (*)</source>
        <translation>标注文件 (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>未添加：%1</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无法计算</translation>
    </message>
    <message>
        <source>no interval</source>
        <translation>无区间</translation>
    </message>
    <message>
        <source>(paired over %1 shared items)</source>
        <translation>（按 %1 个共有条目配对）</translation>
    </message>
    <message>
        <source>reuses items: memory may inflate agreement</source>
        <translation>沿用旧条目：记忆可能抬高一致性</translation>
    </message>
    <message>
        <source>The interval of a change accounts for the items both rounds share. Apart from that, agreement on items already seen and discussed is inflated by memory and consensus training, a bias no interval covers: the change may overstate the improvement.</source>
        <translation>变化量的区间已考虑两轮共有的条目。此外，标注员对已见过并讨论过的条目的一致性会因记忆与共识训练而偏高，这种偏差任何区间都无法涵盖：变化量可能高估改进。</translation>
    </message>
    <message>
        <source>the humans&apos; majority</source>
        <translation>人工标注员多数标签</translation>
    </message>
    <message>
        <source>the final labels</source>
        <translation>最终标签</translation>
    </message>
    <message>
        <source>(no item in both rounds: independent samples)</source>
        <translation>（两轮没有共有条目：独立样本）</translation>
    </message>
    <message>
        <source>in one round only: no change</source>
        <translation>只在一个轮次中：没有变化可给出</translation>
    </message>
    <message>
        <source>The trend is drawn once an earlier round is added.</source>
        <translation>添加先前轮次后即绘制趋势图。</translation>
    </message>
    <message>
        <source>Added: the next report preview holds the rounds appendix.</source>
        <translation>已加入：下一次报告预览将包含轮次附录。</translation>
    </message>
</context>
<context>
    <name>RowsView</name>
    <message>
        <source>First rows as read (%1 shown)</source>
        <translation>读取到的前几行（显示 %1 行）</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Acceptance rules</source>
        <translation>验收规则</translation>
    </message>
    <message>
        <source>per-class κ</source>
        <translation>分类别 κ</translation>
    </message>
    <message>
        <source>recall against the final labels</source>
        <translation>相对最终标签的召回率</translation>
    </message>
    <message>
        <source>Minimum items both annotators labelled</source>
        <translation>两名标注员均标注的最少条目数</translation>
    </message>
    <message>
        <source>Coefficient at least</source>
        <translation>系数至少</translation>
    </message>
    <message>
        <source>Its CI lower bound at least</source>
        <translation>其置信区间下限至少</translation>
    </message>
    <message>
        <source>Key classes at least</source>
        <translation>关键类别至少</translation>
    </message>
    <message>
        <source>Items without a final label at most (share)</source>
        <translation>无最终标签的条目至多（比例）</translation>
    </message>
    <message>
        <source>Unreviewed disagreements at most (share)</source>
        <translation>未审分歧至多（比例）</translation>
    </message>
    <message>
        <source>Coefficient</source>
        <translation>系数</translation>
    </message>
    <message>
        <source>Key classes (comma-separated)</source>
        <translation>关键类别（逗号分隔）</translation>
    </message>
    <message>
        <source>Key classes are judged by</source>
        <translation>关键类别的判定依据</translation>
    </message>
    <message>
        <source>Counts every item without a final label: unresolved disagreements and single annotator items alike.</source>
        <translation>计入所有没有最终标签的条目：未解决的分歧和仅一名标注员的条目都算在内。</translation>
    </message>
    <message>
        <source>Results have already been shown: rules set now are flagged in the report.</source>
        <translation>结果已经展示过：现在设置的规则会在报告中被标记。</translation>
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
        <translation>观察一致率 pₒ</translation>
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
        <translation>最终数值（分数）：直接输入，或取标注员的平均数或中位数</translation>
    </message>
    <message>
        <source>A number, then Enter</source>
        <translation>输入数字后按 Enter</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>M  Mean %1</source>
        <translation>M  平均数 %1</translation>
    </message>
    <message>
        <source>D  Median %1</source>
        <translation>D  中位数 %1</translation>
    </message>
    <message>
        <source>The mean of the annotators&apos; scores of this item (key M)</source>
        <translation>此条目各标注员分数的平均数（按键 M）</translation>
    </message>
    <message>
        <source>The middle score of this item&apos;s annotators, the mean of the two middle ones for an even count (key D)</source>
        <translation>此条目各标注员分数的中间值；分数个数为偶数时取中间两个的平均（按键 D）</translation>
    </message>
</context>
<context>
    <name>ScoreRuleRows</name>
    <message>
        <source>The ICC form the rule reads, over all annotators; ICC(2,1) (two-way random, absolute agreement of one annotator&apos;s score) unless the design says otherwise</source>
        <translation>规则读取的 ICC 形式（基于全部标注员）；除非研究设计另有要求，用 ICC(2,1)（双向随机、绝对一致、单个标注员的分数）</translation>
    </message>
    <message>
        <source>ICC of that form at least</source>
        <translation>该形式的 ICC 至少为</translation>
    </message>
    <message>
        <source>Mean absolute difference of every pair at most (scores&apos; unit)</source>
        <translation>每对标注员的平均绝对差至多为（分数的单位）</translation>
    </message>
    <message>
        <source>MAE of each annotator pair&apos;s scores on the items both scored; every pair must meet it</source>
        <translation>每对标注员在双方都打了分的条目上的平均绝对差（MAE）；每一对都须满足</translation>
    </message>
    <message>
        <source>ICC form (scores)</source>
        <translation>ICC 形式（分数）</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>one-way random</source>
        <translation>单向随机</translation>
    </message>
    <message>
        <source>two-way random</source>
        <translation>双向随机</translation>
    </message>
    <message>
        <source>two-way mixed</source>
        <translation>双向混合</translation>
    </message>
    <message>
        <source>absolute agreement</source>
        <translation>绝对一致</translation>
    </message>
    <message>
        <source>consistency</source>
        <translation>一致性（相对）</translation>
    </message>
    <message>
        <source>a single annotator&apos;s score</source>
        <translation>单个标注者的分数</translation>
    </message>
    <message>
        <source>the mean of the annotators&apos; scores</source>
        <translation>各标注者分数的平均值</translation>
    </message>
    <message>
        <source>each item scored by its own random annotators; how far one annotator&apos;s score can be trusted</source>
        <extracomment>one line per form: what it answers, for the window&apos;s and the report&apos;s table</extracomment>
        <translation>每个条目由各自随机的标注者打分；单个标注者的分数有多可信</translation>
    </message>
    <message>
        <source>the same annotators, seen as a sample of all annotators; one annotator&apos;s score must match the others&apos; exactly, offsets count against it</source>
        <translation>同一组标注者，视为所有标注者的样本；单个标注者的分数须与他人完全相同，整体偏移也算作不一致</translation>
    </message>
    <message>
        <source>these annotators only; one annotator&apos;s score must rank and space the items as the others do, a constant offset is forgiven</source>
        <translation>只针对这几位标注者；单个标注者的分数须与他人同样排序并拉开条目间距，恒定偏移不计</translation>
    </message>
    <message>
        <source>as ICC(1,1), for the mean of the annotators&apos; scores</source>
        <translation>同 ICC(1,1)，但针对各标注者分数的平均值</translation>
    </message>
    <message>
        <source>as ICC(2,1), for the mean of the annotators&apos; scores</source>
        <translation>同 ICC(2,1)，但针对各标注者分数的平均值</translation>
    </message>
    <message>
        <source>as ICC(3,1), for the mean of the annotators&apos; scores</source>
        <translation>同 ICC(3,1)，但针对各标注者分数的平均值</translation>
    </message>
    <message>
        <source>{pct} CI with t(n-1), Bland &amp; Altman (1999)</source>
        <translation>{pct} 置信区间用 t(n-1)，Bland 与 Altman（1999）</translation>
    </message>
    <message>
        <source>{pct} CI = tanh(atanh(ρc) ± z·SE), Lin (1989, 2000)</source>
        <translation>{pct} 置信区间 = tanh(atanh(ρc) ± z·标准误)，Lin（1989，2000）</translation>
    </message>
    <message>
        <source>{pct} CI from the F distribution (McGraw &amp; Wong 1996)</source>
        <extracomment>the six forms in Shrout &amp; Fleiss&apos;s order of Table 4: key, McGraw &amp; Wong name, model, type</extracomment>
        <translation>{pct} 置信区间来自 F 分布（McGraw 与 Wong 1996）</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <source>Lin&apos;s ρc</source>
        <translation>Lin 一致性相关 ρc</translation>
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
        <translation>MAE（平均绝对差）</translation>
    </message>
    <message>
        <source>RMSE</source>
        <translation>RMSE（均方根差）</translation>
    </message>
    <message>
        <source>Scores: ICC over all annotators, and the pair&apos;s agreement of values</source>
        <translation>分数：全部标注员的 ICC，以及这对标注员的数值一致性</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>screenshot saved: %1</source>
        <translation>截图已保存：%1</translation>
    </message>
    <message>
        <source>adjudicator: could not write %1</source>
        <translation>adjudicator: 无法写入 %1</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Decide the shown item as that label (from the list or the item&apos;s text)</source>
        <translation>把当前条目裁决为该标签（焦点在列表或条目文本上时）</translation>
    </message>
    <message>
        <source>The same while typing a rationale</source>
        <translation>输入理由时同样可用</translation>
    </message>
    <message>
        <source>Take the first / second compared annotator&apos;s label</source>
        <translation>采用所比较的第一 / 第二位标注员的标签</translation>
    </message>
    <message>
        <source>Scores: the annotators&apos; mean / median as the final value</source>
        <translation>分数：以标注员的平均数 / 中位数作为最终数值</translation>
    </message>
    <message>
        <source>Next item to decide or accept in the list</source>
        <translation>列表中下一个待裁决或待确认的条目</translation>
    </message>
    <message>
        <source>Skip this item (to the next one to decide or accept)</source>
        <translation>跳过此条目（到下一个待裁决或待确认的条目）</translation>
    </message>
    <message>
        <source>Next / previous item in the list</source>
        <translation>列表中的下一个 / 上一个条目</translation>
    </message>
    <message>
        <source>List → rationale → confidence, category, flag → label buttons</source>
        <translation>列表 → 理由 → 把握程度、类别、标记 → 标签按钮</translation>
    </message>
    <message>
        <source>Leave the rationale box (back to the list)</source>
        <translation>离开理由输入框（回到列表）</translation>
    </message>
    <message>
        <source>Insert that rationale template</source>
        <translation>插入对应的理由模板</translation>
    </message>
    <message>
        <source>In the matrix: add a cell to the listed ones (or remove it)</source>
        <translation>在矩阵中：把单元格加入已列出的单元格（或将其移除）</translation>
    </message>
    <message>
        <source>Undo (a revert event in the log)</source>
        <translation>撤销（在日志中记录一个撤销事件）</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Export the adjudicated dataset</source>
        <translation>导出裁决后的数据集</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>本快捷键表</translation>
    </message>
</context>
<context>
    <name>StartExtras</name>
    <message>
        <source>…or drop a labels file or a folder of them anywhere on this window.</source>
        <translation>……也可以把标注文件或包含标注文件的文件夹拖放到此窗口中的任意位置。</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>最近的文件</translation>
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
        <translation>Gwet 基准判定（Landis–Koch 等级）：%1；以 95% 概率达到：%2</translation>
    </message>
    <message>
        <source>Krippendorff: P(α &lt; %1) = %2 (bootstrap of the items)</source>
        <translation>Krippendorff：P(α &lt; %1) = %2（按条目自助抽样）</translation>
    </message>
    <message>
        <source>SE divisor n</source>
        <translation>标准误除数 n</translation>
    </message>
    <message>
        <source>SE divisor n-1</source>
        <translation>标准误除数 n-1</translation>
    </message>
    <message>
        <source>{pct} CI = estimate ± {crit}·SE</source>
        <translation>{pct} 置信区间 = 估计值 ± {crit}·标准误</translation>
    </message>
    <message>
        <source>clipped to [-1, 1]</source>
        <translation>截断到 [-1, 1]</translation>
    </message>
    <message>
        <source>Gwet (2014) contingency-table variance</source>
        <extracomment>the units the raw-data interval counts: every unit with a rating (R irrCAC ``krippen.alpha.raw``, the default) or only the pairable ones (Python irrCAC 0.4.4) the convention text&apos;s name of the two-rater table variance (``table_alpha_se``)</extracomment>
        <translation>Gwet (2014) 列联表方差</translation>
    </message>
    <message>
        <source>Gwet (2014) raw-data variance</source>
        <translation>Gwet (2014) 原始数据方差</translation>
    </message>
    <message>
        <source>Gwet (2014) distribution-of-raters variance</source>
        <translation>Gwet (2014) 评分者分布方差</translation>
    </message>
    <message>
        <source>no standard error</source>
        <translation>无标准误</translation>
    </message>
    <message>
        <source>{pct} CI = Wilson score interval</source>
        <extracomment>a convention part: the interval of a proportion (ui.stat_text / report.texts render it)</extracomment>
        <translation>{pct} 置信区间 = Wilson 得分区间</translation>
    </message>
    <message>
        <source>95% percentile bootstrap over items, {b} resamples</source>
        <translation>对条目的 95% 百分位自助法，{b} 次重抽样</translation>
    </message>
    <message>
        <source>95% CI = estimate ± t(n-1)·s/√n</source>
        <translation>95% 置信区间 = 估计值 ± t(n-1)·s/√n</translation>
    </message>
    <message>
        <source>almost perfect</source>
        <translation>几乎完全一致</translation>
    </message>
    <message>
        <source>substantial</source>
        <translation>较强</translation>
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
        <translation>轻微</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>差</translation>
    </message>
    <message>
        <source>CI = delete-one-item jackknife on Fisher&apos;s z, t(n-1)</source>
        <extracomment>convention parts naming the jackknife intervals (ui.stat_text / report.texts translate them)</extracomment>
        <translation>置信区间 = Fisher z 尺度上的逐一删除条目刀切法，t(n-1)</translation>
    </message>
    <message>
        <source>CI = estimate ± t(n-1)·delete-one-item jackknife SE</source>
        <translation>置信区间 = 估计值 ± t(n-1)·逐一删除条目刀切法标准误</translation>
    </message>
    <message>
        <source>CI = Donner–Eliasziw goodness-of-fit interval (χ², 1 df)</source>
        <translation>置信区间 = Donner–Eliasziw 拟合优度区间（χ²，自由度 1）</translation>
    </message>
    <message>
        <source>95% CI = Wilson interval of TP/(TP+FP+FN), mapped to F1 = 2J/(1+J)</source>
        <extracomment>F1&apos;s interval: Wilson&apos;s for the Jaccard index, mapped (``annotator_scores``)</extracomment>
        <translation>95% 置信区间 = TP/(TP+FP+FN) 的 Wilson 区间，换算为 F1 = 2J/(1+J)</translation>
    </message>
    <message>
        <source>95% CI = percentile bootstrap of the items (2000 resamples, seed 0)</source>
        <extracomment>macro F1&apos;s interval, as against the final labels (``core.stats.annotator_scores``)</extracomment>
        <translation>95% 置信区间 = 按条目的百分位自助法（2000 次重抽样，随机种子 0）</translation>
    </message>
    <message>
        <source>not estimable: every bootstrap resample gives the same macro F1 (every item agrees with the reference), which does not mean the value is certain</source>
        <extracomment>why macro F1 has no interval although it has a value (``macro_f1_interval``)</extracomment>
        <translation>不可估计：每次自助法重抽样得到的宏平均 F1 都相同（每个条目都与参照一致），这并不表示该值是确定的</translation>
    </message>
</context>
<context>
    <name>StatisticsPanels</name>
    <message>
        <source>first annotator</source>
        <translation>第一位标注员</translation>
    </message>
    <message>
        <source>second annotator</source>
        <translation>第二位标注员</translation>
    </message>
    <message>
        <source>final</source>
        <translation>最终</translation>
    </message>
</context>
<context>
    <name>StatsPanel</name>
    <message>
        <source>Label order: %1</source>
        <translation>标签顺序：%1</translation>
    </message>
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
        <source>Weighted κ (%1)</source>
        <translation>加权 κ（%1）</translation>
    </message>
    <message>
        <source>κ that counts near misses on the ordered labels as partial agreement: κw = 1 − Σ(1 − w)·pₒ / Σ(1 − w)·pₑ, with w = 1 − |i − j|/(k − 1) (linear) or 1 − (i − j)²/(k − 1)² (quadratic) (Cohen 1968).</source>
        <translation>把有序标签上的相近结果计为部分一致的 κ：κw = 1 − Σ(1 − w)·pₒ / Σ(1 − w)·pₑ，其中 w = 1 − |i − j|/(k − 1)（线性）或 1 − (i − j)²/(k − 1)²（二次）（Cohen 1968）。</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC2 (%1)</source>
        <translation>Gwet AC2（%1）</translation>
    </message>
    <message>
        <source>AC1 with the same weights: near misses count as partial agreement (Gwet 2014, ch. 3).</source>
        <translation>使用相同权重的 AC1：相近结果计为部分一致（Gwet 2014，第 3 章）。</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>线性</translation>
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
        <translation>各类别 κ（该标签 vs 其余）</translation>
    </message>
    <message>
        <source>κ when the question is only “%1 or not?”: low values show the label annotators understand differently.</source>
        <translation>只问“是不是%1？”时的 κ：数值低说明标注员对这个标签的理解不一致。</translation>
    </message>
    <message>
        <source>Label sets: κ of each label (given or not)</source>
        <translation>标签集：每个标签的 κ（给出与否）</translation>
    </message>
    <message>
        <source>Items here carry sets of labels. The figures above count each distinct set as one label; %1 items both labelled.</source>
        <translation>此处条目带有标签集。上方数值把每种不同的标签集当作一个标签；两位都标注的条目 %1 个。</translation>
    </message>
    <message>
        <source>Mean Jaccard</source>
        <translation>平均 Jaccard</translation>
    </message>
    <message>
        <source>Per item, the labels both annotators gave divided by the labels either gave (1 when the sets are the same), averaged over the items.</source>
        <translation>每个条目上，两位标注员都给出的标签数除以任一位给出的标签数（两个集合相同时为 1），再对条目取平均。</translation>
    </message>
    <message>
        <source>Mean κ of the labels</source>
        <translation>各标签 κ 的平均</translation>
    </message>
    <message>
        <source>The mean of the single labels&apos; κ below (labels whose κ is undefined left out).</source>
        <translation>下方各单个标签 κ 的平均（κ 无定义的标签不计入）。</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ of “%1 given or not” on the items both annotators labelled; given %2 times.</source>
        <translation>在两位都标注的条目上，“是否给出 %1”的 Cohen κ；共给出 %2 次。</translation>
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
        <source>(no interval)</source>
        <translation>（无区间）</translation>
    </message>
    <message>
        <source>%1: the interval may be too narrow (%2)</source>
        <translation>%1：区间可能过窄（%2）</translation>
    </message>
    <message>
        <source>Undefined: %1</source>
        <translation>无法计算：%1</translation>
    </message>
    <message>
        <source>No interval: %1</source>
        <translation>无区间：%1</translation>
    </message>
    <message>
        <source>95% confidence interval; %1</source>
        <translation>95% 置信区间；%1</translation>
    </message>
    <message>
        <source>Intervals of this kind were too narrow in simulations: %1</source>
        <translation>此类区间在模拟中过窄：%1</translation>
    </message>
    <message>
        <source>Agreement statistics</source>
        <translation>一致性统计</translation>
    </message>
    <message>
        <source>Nominal labels</source>
        <translation>名义标签</translation>
    </message>
    <message>
        <source>Ordinal, linear weights</source>
        <translation>有序，线性权重</translation>
    </message>
    <message>
        <source>Ordinal, quadratic weights</source>
        <translation>有序，二次权重</translation>
    </message>
    <message>
        <source>Numeric scores (ICC)</source>
        <translation>数值分数（ICC）</translation>
    </message>
    <message>
        <source>Nominal: every disagreement counts the same. Ordinal: the labels are ordered (as in the schema), near misses count as partial agreement, and weighted κ, Gwet&apos;s AC2 and Krippendorff&apos;s ordinal α are shown.</source>
        <translation>名义：每种分歧的分量相同。有序：标签有先后顺序（按标签方案），相近结果计为部分一致，并显示加权 κ、Gwet AC2 和 Krippendorff 有序 α。</translation>
    </message>
    <message>
        <source>Label order…</source>
        <translation>标签顺序…</translation>
    </message>
    <message>
        <source>Put the labels in the order of the ordinal scale; the weights and the matrix follow, and the order is recorded in the decision log.</source>
        <translation>按有序尺度排列标签；权重和矩阵随之变化，顺序会记录到裁决日志中。</translation>
    </message>
</context>
<context>
    <name>SummaryBar</name>
    <message>
        <source>Choose two different annotators</source>
        <translation>请选择两位不同的标注员</translation>
    </message>
    <message>
        <source>No data open</source>
        <translation>未打开数据</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>%1 · %2 items · blind mode: names hidden</source>
        <translation>%1 · %2 个条目 · 盲审模式：已隐藏姓名</translation>
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
        <source>(no interval)</source>
        <translation>（无区间）</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ with its 95% confidence interval, on the items both labelled</source>
        <translation>Cohen κ 及其 95% 置信区间，基于两人都标注过的条目</translation>
    </message>
    <message>
        <source>The interval may be too narrow: %1</source>
        <translation>区间可能过窄：%1</translation>
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
<context>
    <name>TemplateButton</name>
    <message>
        <source>Guideline rule applied: </source>
        <translation>依据的标注规范条款：</translation>
    </message>
    <message>
        <source>One annotator missed the context; the text says otherwise.</source>
        <translation>有一位标注员忽略了上下文；文本的意思并非如此。</translation>
    </message>
    <message>
        <source>Both labels are defensible; the guideline&apos;s main intent decides.</source>
        <translation>两个标签都说得通；按标注规范的主要意图裁决。</translation>
    </message>
    <message>
        <source>A slip: the other label contradicts the annotator&apos;s own pattern.</source>
        <translation>属于失误：另一个标签与该标注员自己的一贯做法相矛盾。</translation>
    </message>
    <message>
        <source>The item is ambiguous; the guideline needs a rule for it.</source>
        <translation>条目本身有歧义；标注规范需要为此补充规则。</translation>
    </message>
    <message>
        <source>Edit templates…</source>
        <translation>编辑模板…</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>模板</translation>
    </message>
    <message>
        <source>Insert a stock rationale (Alt+1 … Alt+9) and complete it; Edit templates… changes the list</source>
        <translation>插入一条常用理由（Alt+1 … Alt+9）再补充完整；“编辑模板…”可修改列表</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <source>Rationale templates</source>
        <translation>理由模板</translation>
    </message>
    <message>
        <source>One rationale per line; the first nine are Alt+1 … Alt+9.</source>
        <translation>每行一条理由；前九条对应 Alt+1 … Alt+9。</translation>
    </message>
</context>
<context>
    <name>Versions</name>
    <message>
        <source>Read-only: %1</source>
        <translation>只读：%1</translation>
    </message>
    <message>
        <source>Guideline: %1</source>
        <translation>标注规范：%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Name this version</source>
        <translation>为此版本命名</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>“%1” cannot be used: names must be new and not a plain number.</source>
        <translation>不能使用“%1”：名称必须是新的，且不能只是数字。</translation>
    </message>
    <message>
        <source>Version named “%1”</source>
        <translation>版本已命名为“%1”</translation>
    </message>
    <message>
        <source>Guideline version %1</source>
        <translation>标注规范版本 %1</translation>
    </message>
    <message>
        <source>Add note to this item</source>
        <translation>为此条目添加备注</translation>
    </message>
    <message>
        <source>Note on item %1:</source>
        <translation>条目 %1 的备注：</translation>
    </message>
    <message>
        <source>Note added</source>
        <translation>已添加备注</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>&amp;Name this version…</source>
        <translation>为此版本命名(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Compare with a version…</source>
        <translation>与某个版本比较(&amp;C)…</translation>
    </message>
    <message>
        <source>New &amp;guideline version…</source>
        <translation>新的标注规范版本(&amp;G)…</translation>
    </message>
</context>
<context>
    <name>VersusFinalPanel</name>
    <message>
        <source>Annotator</source>
        <translation>标注员</translation>
    </message>
    <message>
        <source>κ vs final</source>
        <translation>与最终标签的 κ</translation>
    </message>
    <message>
        <source>pₒ</source>
        <translation>pₒ</translation>
    </message>
    <message>
        <source>macro F1</source>
        <translation>宏平均 F1</translation>
    </message>
    <message>
        <source>No decision yet, so nothing to judge the annotators by: on items that took a label without a decision they agree with it by construction. κ against the final labels appears here once you decide disputed items.</source>
        <translation>尚无裁决，因此无从评判标注员：未经裁决即获得标签的条目上，标注员与最终标签必然一致。裁决分歧条目后，这里会显示与最终标签的 κ。</translation>
    </message>
    <message>
        <source>No disputed item decided yet: your %1 decisions are all on items the annotators agreed on. Choose “all items with a final label” to see them.</source>
        <translation>尚未裁决任何分歧条目：您的 %1 项裁决都在标注员一致的条目上。选择“所有有最终标签的条目”可查看。</translation>
    </message>
    <message>
        <source>On the %1 disputed items you decided; %2 disputed items not decided yet are left out, and so are unanimous items (every annotator agrees there by construction).</source>
        <translation>基于您已裁决的 %1 个分歧条目；尚未裁决的 %2 个分歧条目不计入，全体一致的条目也不计入（那里每位标注员必然一致）。</translation>
    </message>
    <message>
        <source>Against the final labels of %1 items (unanimous, accepted or decided); %2 items without a final label (unresolved or single annotator) are left out.</source>
        <translation>对照 %1 个条目的最终标签（全体一致、已接受或已裁决）；%2 个无最终标签的条目（未解决或仅一名标注员）不计入。</translation>
    </message>
    <message>
        <source>%1 items with a final label that this annotator labelled</source>
        <translation>此标注员标注过且已有最终标签的条目：%1 个</translation>
    </message>
    <message>
        <source>Rank %1 of %2 by κ; intervals overlap with: %3</source>
        <translation>按 κ 排名第 %1（共 %2 人）；区间与之重叠：%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>95% bootstrap interval: %1</source>
        <translation>95% 自助法区间：%1</translation>
    </message>
    <message>
        <source>Macro F1: the mean F1 over every class some item finally carries; a class the annotator never gave counts as 0.</source>
        <translation>宏平均 F1：对所有至少有一个条目以其为最终标签的类别取 F1 的平均；标注员从未给出的类别按 0 计。</translation>
    </message>
    <message>
        <source>(no interval)</source>
        <translation>（无区间）</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ between this annotator&apos;s labels and the final labels: how often the annotator&apos;s label stood. Unanimous items agree by construction, so it is higher than κ between annotators.</source>
        <translation>此标注员的标签与最终标签之间的 Cohen κ：衡量该标注员的标签有多少被保留。一致的条目必然相符，因此它高于标注员之间的 κ。</translation>
    </message>
    <message>
        <source>Undefined: %1</source>
        <translation>无法计算：%1</translation>
    </message>
    <message>
        <source>The interval may be too narrow: %1</source>
        <translation>区间可能过窄：%1</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>recall</source>
        <translation>召回率</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精确率</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>%1: %2 items finally this class, %3 given it by the annotator, %4 both (Wilson 95% intervals)</source>
        <translation>%1：最终为此类的条目 %2 个，标注员标为此类的 %3 个，两者皆是的 %4 个（Wilson 95% 区间）</translation>
    </message>
    <message>
        <source>κ: %1</source>
        <translation>κ：%1</translation>
    </message>
    <message>
        <source>κ vs final with no interval: its standard error is 0 on these items (every label stood), so no interval can be given.</source>
        <translation>与最终标签的 κ 没有区间：在这些条目上其标准误为 0（每个标签都被保留），因此无法给出区间。</translation>
    </message>
    <message>
        <source>Annotators vs final labels</source>
        <translation>标注员与最终标签对照</translation>
    </message>
    <message>
        <source>Disputed items you decided</source>
        <translation>您已裁决的分歧条目</translation>
    </message>
    <message>
        <source>All items with a final label</source>
        <translation>所有有最终标签的条目</translation>
    </message>
    <message>
        <source>The disputed items show how each annotator&apos;s labels stood where it mattered; on unanimous items every annotator scores 1 by construction.</source>
        <translation>分歧条目显示每位标注员的标签在关键之处是否成立；在全体一致的条目上，每位标注员必然得 1。</translation>
    </message>
    <message>
        <source>Whose per-class recall, precision and F1 to list</source>
        <translation>列出哪位标注员的各类召回率、精确率和 F1</translation>
    </message>
</context>
<context>
    <name>WhatIfDialog</name>
    <message>
        <source>What-if</source>
        <translation>假设分析</translation>
    </message>
    <message>
        <source>Merge two classes</source>
        <translation>合并两个类别</translation>
    </message>
    <message>
        <source>Change the weights</source>
        <translation>更改权重</translation>
    </message>
    <message>
        <source>Annotator pair</source>
        <translation>标注员对</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Merge class</source>
        <translation>合并类别</translation>
    </message>
    <message>
        <source>into class</source>
        <translation>并入类别</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Coefficient</source>
        <translation>系数</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>原始</translation>
    </message>
    <message>
        <source>95% CI (original)</source>
        <translation>95% 置信区间（原始）</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>修改后</translation>
    </message>
    <message>
        <source>95% CI (changed)</source>
        <translation>95% 置信区间（修改后）</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>Add to the report&apos;s appendix</source>
        <translation>加入报告附录</translation>
    </message>
    <message>
        <source>No annotator pair to compare</source>
        <translation>没有可比较的标注员对</translation>
    </message>
    <message>
        <source>Computed on the %1 items both annotators labelled; the original labels and the decision log are not changed.</source>
        <translation>基于两名标注员均标注的 %1 个条目计算；原始标注与裁决日志均不会改动。</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>无法计算</translation>
    </message>
    <message>
        <source>no interval</source>
        <translation>无区间</translation>
    </message>
    <message>
        <source>Observed agreement pₒ</source>
        <translation>观察一致率 pₒ</translation>
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
        <translation>Cohen 加权 κ</translation>
    </message>
    <message>
        <source>Gwet&apos;s AC2</source>
        <translation>Gwet AC2</translation>
    </message>
    <message>
        <source>Added: the report&apos;s what-if appendix now holds %1 change(s).</source>
        <translation>已加入：报告的假设分析附录现有 %1 项修改。</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Read-only: %1. You can look at everything, but decisions, notes, versions and export are off.</source>
        <translation>只读：%1。可以查看全部内容，但裁决、备注、版本和导出均不可用。</translation>
    </message>
</context>
<context>
    <name>window.opener</name>
    <message>
        <source>Could not open the file: %1</source>
        <extracomment>a file to open -&gt; (the data, its decision log or None for the one beside the data) at most this long, at exit, for background jobs to end (a search or sort keys: well under)</extracomment>
        <translation>无法打开文件：%1</translation>
    </message>
</context>
</TS>
