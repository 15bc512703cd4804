"""The report's words in English, 简体中文 and 繁體中文.

The report is written without a window (``adjudicator report`` runs headless and the report
layer knows no Qt), so its words live in this catalogue rather than in the window's .ts files:
English is the key, each entry gives the Simplified and Traditional Chinese. A key with no
entry is shown in English (``tests/report/test_texts.py`` checks that every key used has both).

Words the core writes (interval conventions, reasons a value is undefined, notes) are marked
for the window's catalogue; ``Texts.core``, ``convention`` and ``reason`` look them up there
(``report.catalogue`` reads it without Qt), then here, so the report says them in its language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from adjudicator.report.rendering.catalogue import translate

LANGUAGES = ("en", "zh_CN", "zh_TW")

#: English -> (简体中文, 繁體中文)
CATALOGUE: dict[str, tuple[str, str]] = {
    "Acceptance report": ("验收报告", "驗收報告"),
    "Verdict": ("结论", "結論"),
    "PASS: every acceptance rule is met": ("通过：所有验收规则均满足", "通過：所有驗收規則均滿足"),
    "FAIL: at least one acceptance rule is not met": (
        "不通过：至少一条验收规则未满足", "不通過：至少一條驗收規則未滿足"),
    "NOT DECIDED: a rule could not be checked": (
        "无法判定：有规则无法检查", "無法判定：有規則無法檢查"),
    "No acceptance rules were set": ("未设置验收规则", "未設定驗收規則"),
    "Warning: acceptance rules were set or changed after results had been seen": (
        "警告：验收规则是在查看结果之后设置或修改的", "警告：驗收規則是在查看結果之後設定或修改的"),
    "Project and batch": ("项目与批次", "專案與批次"),
    "Project": ("项目", "專案"),
    "Batch": ("批次", "批次"),
    "Sampling frame": ("抽样框", "抽樣框"),
    "Planned sample size (n)": ("计划样本量 (n)", "計畫樣本量 (n)"),
    "Reviewer": ("审核人", "審核人"),
    "Conclusion": ("验收结论", "驗收結論"),
    "Signed by": ("签字人", "簽字人"),
    "Signed on": ("签字日期", "簽字日期"),
    "Warning: the conclusion entered reads as an acceptance, but at least one acceptance rule "
    "is not met": ("警告：填写的结论读作验收通过，但至少一条验收规则未满足",
                   "警告：填寫的結論讀作驗收通過，但至少一條驗收規則未滿足"),
    "Warning: the conclusion entered reads as a rejection or rework, but every acceptance rule "
    "is met": ("警告：填写的结论读作不通过或返工，但所有验收规则均满足",
               "警告：填寫的結論讀作不通過或返工，但所有驗收規則均滿足"),
    "Dataset": ("数据集", "資料集"),
    "Items": ("条目数", "條目數"),
    "Annotators": ("标注员", "標註員"),
    "Labels": ("标签", "標籤"),
    "(not given)": ("（未填写）", "（未填寫）"),
    "Guideline versions": ("标注规范版本", "標註規範版本"),
    "Version": ("版本", "版本"),
    "From event": ("起始事件", "起始事件"),
    "Time": ("时间", "時間"),
    "Notes": ("说明", "說明"),
    "No guideline version was recorded": ("未记录规范版本", "未記錄規範版本"),
    "Sample": ("样本", "樣本"),
    "Items in the sample (actual n)": ("样本实际条目数 (n)", "樣本實際條目數 (n)"),
    "Items both annotators labelled": ("两名标注员均标注的条目", "兩名標註員均標註的條目"),
    "Pair": ("标注员对", "標註員對"),
    "Missing and \"cannot judge\" values": ("缺失值与“无法判断”", "缺失值與「無法判斷」"),
    "Missing and \"cannot judge\" values are left out of every coefficient: an item counts "
    "for a pair only when both annotators labelled it.": (
        "缺失值与“无法判断”不计入任何系数：仅当两名标注员都给出标签时，该条目才计入这一对。",
        "缺失值與「無法判斷」不計入任何係數：僅當兩名標註員都給出標籤時，該條目才計入這一對。"),
    "Items without a label": ("未标注条目", "未標註條目"),
    "Values read as \"cannot judge\" (treated as missing)": (
        "按“无法判断”处理的值（视为缺失）", "按「無法判斷」處理的值（視為缺失）"),
    "Values read as missing": ("视为缺失的值", "視為缺失的值"),
    "Items with at least one missing label": ("至少缺一个标签的条目", "至少缺一個標籤的條目"),
    "Items with fewer than two labels": ("标签少于两个的条目", "標籤少於兩個的條目"),
    "Rows skipped by the import": ("导入时跳过的行", "匯入時跳過的列"),
    "Value": ("取值", "取值"),
    "Count": ("数量", "數量"),
    "Label distribution per annotator": ("各标注员的标签分布", "各標註員的標籤分佈"),
    "Annotator": ("标注员", "標註員"),
    "Total": ("合计", "合計"),
    "share": ("占比", "佔比"),
    "dominates the labels of": ("在以下标注员的标签中占主导：", "在以下標註員的標籤中佔主導："),
    "When one class dominates, chance agreement is high and κ is low even when the annotators "
    "agree on most items (the prevalence paradox); read κ beside p_o, Gwet's AC1 and PABAK.": (
        "当某一类别占主导时，偶然一致率很高，即使标注员在大多数条目上一致，"
        "κ 也会偏低（类别失衡悖论）；"
        "请结合 p_o、Gwet AC1 与 PABAK 一并解读 κ。",
        "當某一類別佔主導時，偶然一致率很高，即使標註員在大多數條目上一致，"
        "κ 也會偏低（類別失衡悖論）；"
        "請結合 p_o、Gwet AC1 與 PABAK 一併解讀 κ。"),
    # Byrt, Bishop & Carlin (1993): (a - d) / n, how unevenly the classes are used; not the
    # medical 患病率 nor the epidemiological 流行率 / 盛行率
    "Prevalence index": ("类别失衡指数", "類別失衡指數"),
    "Bias index": ("偏倚指数", "偏誤指數"),
    "Maximum κ given the margins": ("给定边际下的最大 κ", "給定邊際下的最大 κ"),
    "Confusion matrix": ("混淆矩阵", "混淆矩陣"),
    "rows": ("行", "列"),
    "columns": ("列", "欄"),
    "Agreement coefficients": ("一致性系数", "一致性係數"),
    "Ordinal scale, label order": ("有序尺度，标签顺序", "有序尺度，標籤順序"),
    "linear weights": ("线性权重", "線性權重"),
    "quadratic weights": ("二次权重", "二次權重"),
    "Coefficient": ("系数", "係數"),
    "Estimate": ("估计值", "估計值"),
    "SE": ("标准误", "標準誤"),
    "95% CI": ("95% 置信区间", "95% 信賴區間"),
    "Convention": ("计算约定", "計算約定"),
    "Chance agreement p_e": ("偶然一致率 p_e", "偶然一致率 p_e"),
    "Observed agreement p_o": ("观察一致率 p_o", "觀察一致率 p_o"),
    "All annotators": ("全部标注员", "全部標註員"),
    "all annotators": ("全部标注员", "全部標註員"),
    "not estimable": ("不可估计", "不可估計"),
    "the interval has zero width": ("区间宽度为零", "區間寬度為零"),
    "the interval may be too narrow": ("该区间可能过窄", "該區間可能過窄"),
    "event": ("事件", "事件"),
    "all items": ("全部条目", "全部條目"),
    "disagreements": ("分歧条目", "分歧條目"),
    "Interpretation band (Landis & Koch 1977), for communication only, never the verdict": (
        "解读区间（Landis & Koch 1977），仅供沟通，不作为结论",
        "解讀區間（Landis & Koch 1977），僅供溝通，不作為結論"),
    "poor": ("差", "差"), "slight": ("轻微", "輕微"), "fair": ("一般", "一般"),
    "moderate": ("中等", "中等"), "substantial": ("较强", "較強"),
    "Gwet's benchmarking (2014, ch. 6): the probability of each Landis–Koch band or better; "
    "reached with 95% probability": (
        "Gwet 基准判定（2014，第 6 章）：达到各 Landis–Koch 等级或更高的概率；"
        "以 95% 概率达到的等级",
        "Gwet 基準判定（2014，第 6 章）：達到各 Landis–Koch 等級或更高的機率；"
        "以 95% 機率達到的等級"),
    "Krippendorff's risk: the probability that α is below the minimum {min} (bootstrap of the "
    "items)": (
        "Krippendorff 风险：α 低于最低要求 {min} 的概率（按条目自助抽样）",
        "Krippendorff 風險：α 低於最低要求 {min} 的機率（按條目自助抽樣）"),
    "almost_perfect": ("几乎完全一致", "幾乎完全一致"),
    "almost perfect": ("几乎完全一致", "幾乎完全一致"),
    "Annotators by κ, best first": ("按 κ 由高到低排列的标注员", "按 κ 由高到低排列的標註員"),
    "Intervals overlap with": ("区间与之重叠的标注员", "區間與之重疊的標註員"),
    "none": ("无", "無"),
    "Annotators whose intervals overlap are not told apart by these data: read their order as "
    "a tie.": ("区间相互重叠的标注员无法由这些数据区分：其先后顺序应视为并列。",
               "區間相互重疊的標註員無法由這些資料區分：其先後順序應視為並列。"),
    "Per-class agreement": ("分类别一致性", "分類別一致性"),
    "Class": ("类别", "類別"),
    "κ (one vs rest)": ("κ（一对其余）", "κ（一對其餘）"),
    "Specific agreement": ("特定一致率", "特定一致率"),
    "key class": ("关键类别", "關鍵類別"),
    "κ by stratum": ("分层 κ", "分層 κ"),
    "Stratum": ("分层", "分層"),
    "No stratum column": ("无分层列", "無分層列"),
    "Disagreement profile": ("分歧分布", "分歧分佈"),
    "Class pair": ("类别对", "類別對"),
    "Share of disagreements": ("占分歧比例", "佔分歧比例"),
    "Share of items": ("占条目比例", "佔條目比例"),
    "No disagreement": ("无分歧", "無分歧"),
    "Adjudication summary": ("裁决汇总", "裁決彙總"),
    "Unanimous": ("一致", "一致"),
    "Adjudicated": ("已裁决", "已裁決"),
    "Unresolved": ("未解决", "未解決"),
    "Items with a disagreement": ("有分歧的条目", "有分歧的條目"),
    "Disagreements without a decision": ("尚未裁决的分歧", "尚未裁決的分歧"),
    "Single annotator, no final label": ("仅一名标注员，无最终标签", "僅一名標註員，無最終標籤"),
    "Single annotator, label accepted by the lead": (
        "仅一名标注员，标签经负责人确认", "僅一名標註員，標籤經負責人確認"),
    "Accepted by the auto-accept policy": ("按自动接受策略接受", "按自動接受策略接受"),
    "Auto-accept policy": ("自动接受策略", "自動接受策略"),
    "none: no item takes a label without the lead": (
        "无：任何条目都须经负责人确定标签", "無：任何條目都須經負責人確定標籤"),
    "unanimous items": ("全体一致的条目", "全體一致的條目"),
    "unanimous items and {k} of {n} annotators agreeing": (
        "全体一致的条目，以及 {n} 名标注员中 {k} 名一致的条目",
        "全體一致的條目，以及 {n} 名標註員中 {k} 名一致的條目"),
    "unanimous items and items whose Dawid–Skene posterior of one label is at least {p}": (
        "全体一致的条目，以及某一标签的 Dawid–Skene 后验概率至少为 {p} 的条目",
        "全體一致的條目，以及某一標籤的 Dawid–Skene 後驗機率至少為 {p} 的條目"),
    ("Agreement without each annotator in turn needs each item's labels, which the count "
     "tables do not hold. Use --engine memory for this part."): (
        "依次去掉每位标注员后的一致性需要每个条目的标签，而计数表不保存这些。"
        "本部分请使用 --engine memory。",
        "依次去掉每位標註員後的一致性需要每個條目的標籤，而計數表不保存這些。"
        "本部分請使用 --engine memory。"),
    "Who pulls agreement down, and who leans which way": (
        "谁拉低了一致性，谁偏向哪一类", "誰拉低了一致性，誰偏向哪一類"),
    "Each annotator left out in turn: a large rise says that annotator disagrees with the "
    "others more than they do among themselves (it does not say who is right). The intervals "
    "overlap through shared items.": (
        "依次去掉每位标注员：若一致性明显上升，说明该标注员与其他人的分歧大于其他人之间的分歧"
        "（这并不说明谁是对的）。由于条目相同，各区间相互重叠。",
        "依次去掉每位標註員：若一致性明顯上升，說明該標註員與其他人的分歧大於其他人之間的分歧"
        "（這並不說明誰是對的）。由於條目相同，各區間相互重疊。"),
    "everyone": ("全体", "全體"),
    "A model beside the annotators": ("与标注员并列的模型", "與標註員並列的模型"),
    "The model's columns are not annotators here: no figure above counts them. Its κ against "
    "each human is read beside the humans' κ with each other.": (
        "模型列在此不作为标注员：上面的任何数字都不包含它们。模型与每位人工标注员的 κ "
        "应对照人工标注员彼此之间的 κ 来解读。",
        "模型欄在此不作為標註員：上面的任何數字都不包含它們。模型與每位人工標註員的 κ "
        "應對照人工標註員彼此之間的 κ 來解讀。"),
    "The humans with each other": ("人工标注员彼此之间", "人工標註員彼此之間"),
    "Cohen's κ": ("Cohen κ", "Cohen κ"),
    "Model {model}": ("模型 {model}", "模型 {model}"),
    "against {annotator}": ("对照 {annotator}", "對照 {annotator}"),
    "against the final labels ({n} items have one)": (
        "对照最终标签（{n} 个条目有最终标签）", "對照最終標籤（{n} 個條目有最終標籤）"),
    "A model across rounds": ("各轮次中的模型", "各輪次中的模型"),
    "A model's columns are not annotators in any round: no figure above counts them. Per "
    "round, its κ against each human, the humans' majority (three humans or more) and the "
    "final labels; between consecutive rounds it is in, the change with its interval, paired "
    "over the items both rounds hold (delta method). With no item in both rounds, the rounds "
    "are independent samples.": (
        "模型列在任何轮次中都不作为标注员：上面的任何数字都不包含它们。每一轮给出模型对照每位"
        "人工标注员、人工标注员多数标签（三位或以上人工标注员时）和最终标签的 κ；在模型所在的"
        "相邻两轮之间，给出变化量及其区间，按两轮共有的条目配对（delta 方法）。两轮没有共有"
        "条目时，两轮视为相互独立的样本。",
        "模型欄在任何輪次中都不作為標註員：上面的任何數字都不包含它們。每一輪給出模型對照每位"
        "人工標註員、人工標註員多數標籤（三位或以上人工標註員時）和最終標籤的 κ；在模型所在的"
        "相鄰兩輪之間，給出變化量及其區間，按兩輪共有的條目配對（delta 方法）。兩輪沒有共有"
        "條目時，兩輪視為相互獨立的樣本。"),
    "Model {model} is in one round only ({round}): no change to show.": (
        "模型 {model} 只在一个轮次中（{round}）：没有可给出的变化。",
        "模型 {model} 只在一個輪次中（{round}）：沒有可給出的變化。"),
    "against the humans' majority": ("对照人工标注员多数标签", "對照人工標註員多數標籤"),
    "against the final labels": ("对照最终标签", "對照最終標籤"),
    "(no item in both rounds: independent samples)": (
        "（两轮没有共有条目：独立样本）", "（兩輪沒有共有條目：獨立樣本）"),
    "Alternative-annotator test (Calderon, Reichart & Dror 2025): for each human left out, is "
    "the model at least as close to the other humans as that human, within the margin "
    "ε = {epsilon}? One-sided t-tests, Benjamini–Yekutieli at q = {q}.": (
        "替代标注员检验（Calderon, Reichart & Dror 2025）：依次去掉每位人工标注员，在余量 "
        "ε = {epsilon} 内，模型与其余人工标注员是否至少与该标注员同样接近？单侧 t 检验，"
        "Benjamini–Yekutieli 校正，q = {q}。",
        "替代標註員檢定（Calderon, Reichart & Dror 2025）：依次去掉每位人工標註員，在餘量 "
        "ε = {epsilon} 內，模型與其餘人工標註員是否至少與該標註員同樣接近？單尾 t 檢定，"
        "Benjamini–Yekutieli 校正，q = {q}。"),
    "Closeness scored by {scoring}.": (
        "接近程度的计分方式：{scoring}。", "接近程度的計分方式：{scoring}。"),
    "accuracy (the share of items whose label the other humans gave)": (
        "准确率（标签与其余人工标注员一致的条目比例）",
        "準確率（標籤與其餘人工標註員一致的條目比例）"),
    "−RMSE (minus the root mean squared difference from the other humans' values)": (
        "−RMSE（与其余人工标注员数值之差的均方根取负）",
        "−RMSE（與其餘人工標註員數值之差的均方根取負）"),
    "the model may replace the annotators": ("模型可以替代标注员", "模型可以替代標註員"),
    "the model may not replace the annotators": ("模型不能替代标注员", "模型不能替代標註員"),
    "Winning rate ω = {wins}/{tested} = {omega}: {verdict}. Average advantage probability "
    "ρ = {rho}.": (
        "胜率 ω = {wins}/{tested} = {omega}：{verdict}。平均优势概率 ρ = {rho}。",
        "勝率 ω = {wins}/{tested} = {omega}：{verdict}。平均優勢機率 ρ = {rho}。"),
    "yes": ("是", "是"),
    "no": ("否", "否"),
    "human left out": ("去掉的人工标注员", "去掉的人工標註員"),
    "model as close or closer": ("模型同样接近或更接近", "模型同樣接近或更接近"),
    "human as close or closer": ("该标注员同样接近或更接近", "該標註員同樣接近或更接近"),
    "difference": ("差值", "差值"),
    "adjusted p": ("校正后 p", "校正後 p"),
    "model wins": ("模型胜出", "模型勝出"),
    "Krippendorff's α": ("Krippendorff α", "Krippendorff α"),
    "Fleiss' κ": ("Fleiss κ", "Fleiss κ"),
    "without {annotator}": ("不含 {annotator}", "不含 {annotator}"),
    "Marginal homogeneity of each pair (Stuart–Maxwell)": (
        "每对标注员的边际齐性（Stuart–Maxwell）", "每對標註員的邊際齊性（Stuart–Maxwell）"),
    "df": ("自由度", "自由度"),
    "(the default: no policy declared)": ("（默认：未声明策略）", "（預設：未聲明策略）"),
    "(declared in event {seq})": ("（于事件 {seq} 中声明）", "（於事件 {seq} 中聲明）"),
    "Error categories": ("错误类别", "錯誤類別"),
    "Decisions flagged for a guideline update": ("标记需更新规范的裁决", "標記需更新規範的裁決"),
    "None": ("无", "無"),
    "Each annotator against the final labels": ("各标注员与最终标签对比", "各標註員與最終標籤對比"),
    "On the disputed items the lead decided": (
        "负责人已裁决的分歧条目上", "負責人已裁決的分歧條目上"),
    "No disputed item has been decided yet: there is nothing to judge the annotators by.": (
        "尚未裁决任何分歧条目：无从评判标注员。", "尚未裁決任何分歧條目：無從評判標註員。"),
    "Disputed items not decided, left out": (
        "未裁决的分歧条目（不计入）", "未裁決的分歧條目（不計入）"),
    "On every item with a final label": ("所有有最终标签的条目上", "所有有最終標籤的條目上"),
    "Items without a final label are left out": (
        "无最终标签的条目不计入", "無最終標籤的條目不計入"),
    "Unanimous items agree with the final label by construction, so κ against the final "
    "labels is higher than κ between annotators.": (
        "一致条目与最终标签必然相同，因此与最终标签的 κ 高于标注员之间的 κ。",
        "一致條目與最終標籤必然相同，因此與最終標籤的 κ 高於標註員之間的 κ。"),
    "Macro F1": ("宏平均 F1", "宏平均 F1"),
    "Annotators by κ against gold, best first": ("按与金标准的 κ 由高到低排列的标注员",
                                                 "按與金標準的 κ 由高到低排列的標註員"),
    "Macro F1 is the mean F1 over the classes some gold item carries; a class the annotator "
    "never gave counts as 0. Its interval is the percentile bootstrap of the gold items "
    "(2,000 resamples).": (
        "宏平均 F1 是所有带有金标准条目的类别的 F1 均值；标注员从未给出的类别计为 0。"
        "其区间为金标准条目的百分位自助法区间（2,000 次重抽样）。",
        "宏平均 F1 是所有帶有金標準條目的類別的 F1 平均值；標註員從未給出的類別計為 0。"
        "其區間為金標準條目的百分位自助法區間（2,000 次重抽樣）。"),
    "Recall": ("召回率", "召回率"),
    "Precision": ("精确率", "精確率"),
    "Support": ("支持数", "支持數"),
    "Acceptance rules": ("验收规则", "驗收規則"),
    "Rule": ("规则", "規則"),
    "Subject": ("对象", "對象"),
    "Observed": ("观测值", "觀測值"),
    "Threshold": ("阈值", "閾值"),
    "Result": ("结果", "結果"),
    "pass": ("通过", "通過"),
    "fail": ("不通过", "不通過"),
    "cannot be checked": ("无法检查", "無法檢查"),
    "Rules set in the decision log": ("决策日志中的规则记录", "決策日誌中的規則記錄"),
    "Author": ("作者", "作者"),
    "after results were seen": ("在查看结果之后", "在查看結果之後"),
    "before results were seen": ("在查看结果之前", "在查看結果之前"),
    "Set on": ("设定时间", "設定時間"),
    "Decisions before it": ("此前已作裁决数", "此前已作裁決數"),
    "Results first shown": ("首次显示结果的时间", "首次顯示結果的時間"),
    "not recorded": ("未记录", "未記錄"),
    "not created yet: no decision or rule was recorded": (
        "尚未创建：还没有记录任何裁决或规则", "尚未建立：還沒有記錄任何裁決或規則"),
    "Scale set in the decision log": ("决策日志中的尺度记录", "決策日誌中的尺度記錄"),
    "Scale": ("尺度", "尺度"),
    "nominal": ("名义", "名義"),
    "ordinal": ("有序", "有序"),
    "the dataset's order": ("数据集中的顺序", "資料集中的順序"),
    "Warning": ("警告", "警告"),
    "The scale was changed on {date} after results had been seen": (
        "尺度于 {date} 在查看结果之后被修改", "尺度於 {date} 在查看結果之後被修改"),
    "The scale was changed on {date} after 1 decision": (
        "尺度于 {date} 在已作出 1 项裁决之后被修改", "尺度於 {date} 在已作出 1 項裁決之後被修改"),
    "The scale was changed on {date} after {n} decisions": (
        "尺度于 {date} 在已作出 {n} 项裁决之后被修改",
        "尺度於 {date} 在已作出 {n} 項裁決之後被修改"),
    "From the label schema: the decision log records no scale.": (
        "来自标签方案：决策日志中没有记录尺度。", "來自標籤方案：決策日誌中沒有記錄尺度。"),
    "Recorded in the decision log (event {seq}).": (
        "记录于决策日志（事件 {seq}）。", "記錄於決策日誌（事件 {seq}）。"),
    "Rules from": ("规则来源", "規則來源"),
    "file": ("文件", "檔案"),
    "min_paired_n": ("最小配对样本量", "最小配對樣本量"),
    "min_value": ("系数下限", "係數下限"),
    "min_ci_low": ("置信区间下限的下限", "信賴區間下限的下限"),
    "min_class": ("关键类别下限", "關鍵類別下限"),
    "max_unresolved_share": ("无最终标签条目比例上限", "無最終標籤條目比例上限"),
    "max_unreviewed_share": ("未审分歧比例上限", "未審分歧比例上限"),
    "interval (scores)": ("等距（分数）", "等距（分數）"),
    "ratio (scores)": ("等比（分数）", "等比（分數）"),
    "Scores: intraclass correlation and agreement of the values": (
        "分数：组内相关系数与数值一致性", "分數：組內相關係數與數值一致性"),
    "The labels are numbers on an {level} scale, so besides the coefficients above, which "
    "treat them as categories, the scores are compared as values.": (
        "标签是{level}尺度上的数字，因此除上面把它们当作类别的系数外，这里把分数当作数值来比较。",
        "標籤是{level}尺度上的數字，因此除上面把它們當作類別的係數外，這裡把分數當作數值來比較。"),
    "interval": ("等距", "等距"),
    "ratio": ("等比", "等比"),
    "Lin's concordance correlation ρc": ("Lin 一致性相关系数 ρc", "Lin 一致性相關係數 ρc"),
    "Bias ({a} − {b})": ("偏差（{a} − {b}）", "偏差（{a} − {b}）"),
    "Lower 95% limit of agreement": ("95% 一致性下限", "95% 一致性下限"),
    "Upper 95% limit of agreement": ("95% 一致性上限", "95% 一致性上限"),
    "Mean absolute difference (MAE)": ("平均绝对差（MAE）", "平均絕對差（MAE）"),
    "Root mean square difference (RMSE)": ("均方根差（RMSE）", "均方根差（RMSE）"),
    "Bland–Altman plot: the difference of each item's two scores against their mean; the "
    "bias and the 95% limits of agreement, each with its 95% confidence interval shaded": (
        "Bland–Altman 图：每个条目两个分数之差对其均值作图；偏差与 95% 一致性界限，阴影为各自的 "
        "95% 置信区间",
        "Bland–Altman 圖：每個條目兩個分數之差對其平均作圖；偏差與 95% 一致性界限，陰影為各自的 "
        "95% 信賴區間"),
    "Each annotator against the final values": ("各标注员与最终值的比较", "各標註員與最終值的比較"),
    "Form": ("形式", "形式"),
    "F test of ρ = 0": ("ρ = 0 的 F 检验", "ρ = 0 的 F 檢定"),
    "What it answers": ("回答的问题", "回答的問題"),
    "Statistic": ("统计量", "統計量"),
    "bias": ("偏差", "偏差"),
    "95% limits of agreement": ("95% 一致性界限", "95% 一致性界限"),
    "Mean of the two scores": ("两个分数的均值", "兩個分數的平均"),
    "Difference ({a} − {b})": ("差值（{a} − {b}）", "差值（{a} − {b}）"),
    "Bland–Altman": ("Bland–Altman", "Bland–Altman"),
    "min_icc": ("ICC 下限", "ICC 下限"),
    "max_mae": ("平均绝对差上限", "平均絕對差上限"),
    "Intraclass correlation {form}": ("组内相关系数 {form}", "組內相關係數 {form}"),
    "Mean absolute difference of two annotators' scores (MAE)": (
        "两名标注员分数的平均绝对差（MAE）", "兩名標註員分數的平均絕對差（MAE）"),
    "the labels are not numbers at interval or ratio level, so there are no score statistics": (
        "标签不是等距或等比尺度上的数字，因此没有分数统计量",
        "標籤不是等距或等比尺度上的數字，因此沒有分數統計量"),
    "Items labelled by both annotators": ("两名标注员均标注的条目数", "兩名標註員均標註的條目數"),
    "Lower bound of the 95% CI of {coefficient}": (
        "{coefficient} 的 95% 置信区间下限", "{coefficient} 的 95% 信賴區間下限"),
    "Key class agreement ({measure})": (
        "关键类别一致性（{measure}）", "關鍵類別一致性（{measure}）"),
    "Share of items without a final label (unresolved or single annotator)": (
        "无最终标签的条目占比（未解决或仅一名标注员）",
        "無最終標籤的條目占比（未解決或僅一名標註員）"),
    "Share of disagreements without a decision": ("未裁决分歧占比", "未裁決分歧占比"),
    "Columns are numbered as the rows.": ("各列按行的编号排列。", "各欄按列的編號排列。"),
    "at least": ("至少", "至少"),
    "at most": ("至多", "至多"),
    "Conclusion and sign-off": ("结论与签字", "結論與簽字"),
    "Rework": ("返工", "返工"),
    "Accept": ("验收通过", "驗收通過"),
    "Signature": ("签字", "簽字"),
    "Date": ("日期", "日期"),
    "Reproducibility": ("可复现信息", "可重現資訊"),
    "Original file": ("原始文件", "原始檔案"),
    "Size (bytes)": ("大小（字节）", "大小（位元組）"),
    "Decision log": ("决策日志", "決策日誌"),
    "Last sequence number": ("最后序号", "最後序號"),
    "App version": ("程序版本", "程式版本"),
    "Created": ("生成时间", "產生時間"),
    "Figure": ("图", "圖"),
    "Label distribution": ("标签分布", "標籤分佈"),
    "Share of labels": ("标签占比", "標籤佔比"),
    "Final label": ("最终标签", "最終標籤"),
    "Appendix": ("附录", "附錄"),
    "What-if": ("假设分析", "假設分析"),
    "Original": ("原始", "原始"),
    "Changed": ("修改后", "修改後"),
    "Difference": ("差值", "差值"),
    "Rounds": ("轮次", "輪次"),
    "Round": ("轮次", "輪次"),
    "Change from the previous round": ("相对上一轮的变化", "相對上一輪的變化"),
    "Items reused from an earlier round": ("沿用自先前轮次的条目", "沿用自先前輪次的條目"),
    "The interval of a change accounts for the items both rounds share. Apart from that, "
    "agreement on items already seen and discussed is inflated by memory and consensus "
    "training, a bias no interval covers: the change may overstate the improvement.": (
        "变化量的区间已考虑两轮共有的条目。此外，标注员对已见过并讨论过的条目的一致性会因记忆与"
        "共识训练而偏高，这种偏差任何区间都无法涵盖：变化量可能高估改进。",
        "變化量的區間已考慮兩輪共有的條目。此外，標註員對已見過並討論過的條目的一致性會因記憶與"
        "共識訓練而偏高，這種偏差任何區間都無法涵蓋：變化量可能高估改進。"),
    "(paired over {n} shared items)": ("（按 {n} 个共有条目配对）", "（按 {n} 個共有條目配對）"),
    "Sample size planning": ("样本量规划", "樣本量規劃"),
    "Items needed (both annotators)": (
        "所需条目数（两名标注员均标注）", "所需條目數（兩名標註員均標註）"),
    "Expected κ": ("预期 κ", "預期 κ"),
    "Target CI half-width": ("目标置信区间半宽", "目標信賴區間半寬"),
    "CI lower bound to clear": ("置信区间下限须高于", "信賴區間下限須高於"),
    "Power": ("把握度", "檢定力"),
    "Confidence level": ("置信水平", "信賴水準"),
    "Class prevalence": ("类别占比", "類別占比"),
    "n · Var(κ̂) at the expected table": ("预期表上的 n · Var(κ̂)", "預期表上的 n · Var(κ̂)"),
    "Method: the large-sample variance of κ (Fleiss, Cohen & Everitt 1969) at the table "
    "with the expected κ and these prevalences as common marginals; n = z²·Q / w² for a "
    "half-width w, n = ((z + z_power)·√Q / (κ − κ₀))² for a lower bound above κ₀ (Flack et "
    "al. 1988; Cantor 1996); checked by simulation.": (
        "方法：在以预期 κ 和上述类别占比为共同边际的表上，取 κ 的大样本方差（Fleiss, Cohen & "
        "Everitt 1969）；半宽为 w 时 n = z²·Q / w²，下限须高于 κ₀ 时 n = ((z + z_power)·√Q / "
        "(κ − κ₀))²（Flack et al. 1988；Cantor 1996）；已用模拟验证。",
        "方法：在以預期 κ 和上述類別占比為共同邊際的表上，取 κ 的大樣本變異數（Fleiss, Cohen & "
        "Everitt 1969）；半寬為 w 時 n = z²·Q / w²，下限須高於 κ₀ 時 n = ((z + z_power)·√Q / "
        "(κ − κ₀))²（Flack et al. 1988；Cantor 1996）；已用模擬驗證。"),
    "Page {n} of {total}": ("第 {n} 页，共 {total} 页", "第 {n} 頁，共 {total} 頁"),
    # words of the core's conventions and notes the window's catalogue does not hold
    "Gwet (2014) contingency-table variance": (
        "Gwet (2014) 列联表方差", "Gwet (2014) 列聯表變異數"),
    "Gwet (2014) raw-data variance": ("Gwet (2014) 原始数据方差", "Gwet (2014) 原始資料變異數"),
    "Gwet (2014) distribution-of-raters variance": (
        "Gwet (2014) 评分者分布方差", "Gwet (2014) 評分者分布變異數"),
    "no standard error": ("无标准误", "無標準誤"),
    "two annotators: the many-rater coefficients use every rating (a unit rated by one "
    "annotator still counts in the category shares, and in that annotator's shares for "
    "Conger's kappa)": (
        "仅两名标注员：多标注员系数使用每一个标注（只有一名标注员标注的条目仍计入类别占比，"
        "并计入该标注员在 Conger κ 中的占比）",
        "僅兩名標註員：多標註員係數使用每一個標註（只有一名標註員標註的條目仍計入類別占比，"
        "並計入該標註員在 Conger κ 中的占比）"),
    "not estimable: the variance formula gives 0 at these data (for example perfect "
    "agreement, or an annotator who used one category), which does not mean the value is "
    "certain": (
        "不可估计：在这些数据上方差公式给出 0（例如完全一致，或某标注员只用了一个类别），"
        "这并不表示该值是确定的",
        "不可估計：在這些資料上變異數公式給出 0（例如完全一致，或某標註員只用了一個類別），"
        "這並不表示該值是確定的"),
    "not estimable: the interval has width 0 at these data, which does not mean the value is "
    "certain": (
        "不可估计：在这些数据上区间宽度为 0，这并不表示该值是确定的",
        "不可估計：在這些資料上區間寬度為 0，這並不表示該值是確定的"),
    # reasons the verdict gives
    "{metric} has no confidence interval": ("{metric} 没有置信区间", "{metric} 沒有信賴區間"),
    "{metric} is undefined": ("{metric} 无法计算", "{metric} 無法計算"),
    "{label} is not one of the labels": ("{label} 不是现有标签之一", "{label} 不是現有標籤之一"),
    "the data hold no item": ("数据中没有条目", "資料中沒有條目"),
    "merged": ("合并", "合併"),
    "finite-population correction f = {f}": ("有限总体校正 f = {f}", "有限母體校正 f = {f}"),
    "Weights": ("权重", "權重"),
    ("The decision log holds decisions: which items they settle needs each item's labels, "
     "which the count tables do not hold. Use --engine memory for this part."): (
        "决策日志中有裁决：要知道它们裁定了哪些条目，需要每个条目的标签，而计数表不保存这些。"
        "本部分请使用 --engine memory。",
        "決策日誌中有裁決：要知道它們裁定了哪些條目，需要每個條目的標籤，而計數表不保存這些。"
        "本部分請使用 --engine memory。"),
    "With --engine duckdb, κ by stratum is counted for the columns named with --by COLUMN only.": (
        "使用 --engine duckdb 时，仅对 --by COLUMN 指定的列计算分层 κ。",
        "使用 --engine duckdb 時，僅對 --by COLUMN 指定的欄計算分層 κ。"),
    ("The values read as missing or \"cannot judge\" are not listed with --engine duckdb "
     "(they are counted as missing)."): (
        "使用 --engine duckdb 时不列出被读作缺失或“无法判断”的取值（它们按缺失计）。",
        "使用 --engine duckdb 時不列出被讀作缺失或「無法判斷」的取值（它們按缺失計）。"),
    # gold items (report.rendering.html_gold, report.acceptance.gold_rules)
    "Each annotator against the gold items": ("各标注员与金标准条目的对照",
                                              "各標註員與金標準條目的對照"),
    ("No item has a gold label: the gold rules cannot be checked. Name a column of known "
     "answers with --gold, or a file of them with --gold-file."): (
        "没有条目带金标准标签：金标准规则无法检查。请用 --gold 指定已知答案所在的列，"
        "或用 --gold-file 指定已知答案文件。",
        "沒有條目帶金標準標籤：金標準規則無法檢查。請用 --gold 指定已知答案所在的欄，"
        "或用 --gold-file 指定已知答案檔案。"),
    ("Gold labels from {source}: {n} gold items. Accuracy is the share of an annotator's "
     "gold items labelled as the gold label (Wilson's 95% interval); κ is Cohen's κ against "
     "the gold labels. The gold labels count in no agreement figure above."): (
        "金标准标签来自 {source}：{n} 个金标准条目。准确率是标注员所标金标准条目中与金标准"
        "标签一致的比例（Wilson 95% 区间）；κ 是与金标准标签之间的 Cohen's κ。"
        "金标准标签不计入上文任何一致性数值。",
        "金標準標籤來自 {source}：{n} 個金標準條目。準確率是標註員所標金標準條目中與金標準"
        "標籤一致的比例（Wilson 95% 區間）；κ 是與金標準標籤之間的 Cohen's κ。"
        "金標準標籤不計入上文任何一致性數值。"),
    "Gold rules": ("金标准规则", "金標準規則"),
    "all annotators (pooled)": ("全部标注员（合并）", "全部標註員（合併）"),
    "Gold items seen": ("标注的金标准条目", "標註的金標準條目"),
    "Accuracy": ("准确率", "準確率"),
    "Missed": ("答错", "答錯"),
    ("The pooled accuracy counts each judgment once, so an item judged by several annotators "
     "counts several times; its interval treats them as independent and is somewhat narrow."): (
        "合并准确率按每次判断计数，被多名标注员判断的条目计多次；其区间把这些判断视为相互"
        "独立，因此略窄。",
        "合併準確率按每次判斷計數，被多名標註員判斷的條目計多次；其區間把這些判斷視為相互"
        "獨立，因此略窄。"),
    "Accuracy against the gold items (the batch, pooled)": (
        "与金标准条目对照的准确率（整批合并）", "與金標準條目對照的準確率（整批合併）"),
    "Accuracy against the gold items (each annotator)": (
        "与金标准条目对照的准确率（每名标注员）", "與金標準條目對照的準確率（每名標註員）"),
    "Gold items in the batch": ("本批金标准条目数", "本批金標準條目數"),
    "Gold items each annotator labelled": ("每名标注员标注的金标准条目数",
                                           "每名標註員標註的金標準條目數"),
    "each annotator": ("每名标注员", "每名標註員"),
    "gold items": ("金标准条目", "金標準條目"),
    "all annotators' gold judgments": ("全部标注员的金标准判断", "全部標註員的金標準判斷"),
    ("Scoring the annotators against gold items needs each item's labels, which the count "
     "tables do not hold. Use --engine memory for this part."): (
        "将标注员与金标准条目对照需要每个条目的标签，而计数表不保存这些。本部分请使用 "
        "--engine memory。",
        "將標註員與金標準條目對照需要每個條目的標籤，而計數表不保存這些。本部分請使用 "
        "--engine memory。"),
    "Per class against the gold labels": ("按类别与金标准标签对照", "按類別與金標準標籤對照"),
    # label sets (report.rendering.html_label_sets)
    "Agreement on each label (label sets)": ("每个标签的一致性（标签集）",
                                             "每個標籤的一致性（標籤集）"),
    "Items carry sets of labels. The coefficients above count each distinct set as one label; "
    "here each label is scored as given or not given, and Jaccard is the labels both gave "
    "over the labels either gave, per item.": (
        "条目带有标签集。上方系数把每种不同的标签集当作一个标签；此处每个标签按“给出/未给出”计分，"
        "Jaccard 为每个条目上两位都给出的标签数除以任一位给出的标签数。",
        "條目帶有標籤集。上方係數把每種不同的標籤集當作一個標籤；此處每個標籤按「給出/未給出」計分，"
        "Jaccard 為每個條目上兩位都給出的標籤數除以任一位給出的標籤數。"),
    "All annotators (Conger's κ)": ("全部标注员（Conger κ）", "全部標註員（Conger κ）"),
    "Exact-set κ (each distinct set one label)": ("完全相同集合 κ（每种集合为一个标签）",
                                                  "完全相同集合 κ（每種集合為一個標籤）"),
    "Mean Jaccard": ("平均 Jaccard", "平均 Jaccard"),
    "Mean κ of the labels": ("各标签 κ 的平均", "各標籤 κ 的平均"),
    "Mean κ of the labels, weighted by how often given": ("各标签 κ 按给出次数加权的平均",
                                                          "各標籤 κ 按給出次數加權的平均"),
    "Label": ("标签", "標籤"),
    "Given": ("给出次数", "給出次數"),
    "κ (given or not)": ("κ（给出与否）", "κ（給出與否）"),
    "Left out of the means (κ undefined)": ("未计入平均（κ 无定义）", "未計入平均（κ 無定義）"),
}

_INTERVAL = re.compile(r"(?P<pct>[\d.]+%) CI = estimate ± (?P<crit>\S+)·SE")
_WILSON = re.compile(r"(?P<pct>[\d.]+%) CI = Wilson score interval")
_FPC = re.compile(r"finite-population correction f = (?P<f>\S+)")


class Texts:
    """The words of one language: ``t("Verdict")``; unknown languages are refused."""

    def __init__(self, lang: str = "en") -> None:
        if lang not in LANGUAGES:
            from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

            raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown report language {lang}"),
                             expected=", ".join(LANGUAGES), args={"lang": repr(lang)})
        self.lang = lang
        self._col = LANGUAGES.index(lang) - 1

    def __call__(self, text: str) -> str:
        """``text`` in this language (English when there is no entry)."""
        if self._col < 0:
            return text
        entry = CATALOGUE.get(text)
        return entry[self._col] if entry else text

    @property
    def colon(self) -> str:
        """The colon between a name and its value: full-width in Chinese."""
        return ": " if self._col < 0 else "："

    def list_of(self, names: Iterable[str]) -> str:
        """Names listed: "a, b" in English, "a、b" in Chinese."""
        return (", " if self._col < 0 else "、").join(names)

    def aside(self, text: str) -> str:
        """`` (text)`` after a word: full-width brackets, no space, in Chinese."""
        return f" ({text})" if self._col < 0 else f"（{text}）"

    @property
    def stop(self) -> str:
        """The full stop ending a sentence: full-width in Chinese."""
        return "." if self._col < 0 else "。"

    @property
    def comma(self) -> str:
        """The comma between two phrases: full-width in Chinese."""
        return ", " if self._col < 0 else "，"

    def label(self, name: str, value: object) -> str:
        """``name: value`` with this language's colon."""
        return f"{name}{self.colon}{value}"

    def core(self, context: str, text: str) -> str:
        """A word the core marked for translation in ``context``: the window's catalogue,
        then this one, else as written."""
        if self._col < 0:
            return text
        found = translate(self.lang, context, text)
        return found if found != text else self(text)

    def convention(self, text: str) -> str:
        """An interval convention ("SE divisor n; 95% CI = estimate ± z·SE; ...") part by
        part, as the window renders it (``ui.stat_text``)."""
        if self._col < 0:
            return text
        return self.core("Statistics", "; ").join(self._part(p) for p in text.split("; "))

    def _part(self, text: str) -> str:
        found = _INTERVAL.fullmatch(text)
        if found:
            template = self.core("Statistics", "{pct} CI = estimate ± {crit}·SE")
            return template.replace("{pct}", found["pct"]).replace("{crit}", found["crit"])
        if wilson := _WILSON.fullmatch(text):
            template = self.core("Statistics", "{pct} CI = Wilson score interval")
            return template.replace("{pct}", wilson["pct"])
        fpc = _FPC.fullmatch(text)
        if fpc:
            return self("finite-population correction f = {f}").replace("{f}", fpc["f"])
        return self.core("Statistics", text)

    def reason(self, reason: Any, **fields: object) -> str:
        """Why a value is undefined or a rule not checkable, in this language: a reason
        object renders itself through the catalogue; a text is looked up (errors, then
        statistics, then this catalogue) and its ``{fields}`` filled."""
        if reason is None or reason == "":
            return ""
        if hasattr(reason, "render"):
            return str(reason.render(self._reason_word))
        text = self._reason_word(str(reason))
        for key, value in fields.items():
            text = text.replace("{" + key + "}", str(value))
        return text

    def _reason_word(self, text: str) -> str:
        if self._col < 0:
            return text
        for context in ("Errors", "Reasons", "Statistics"):
            found = translate(self.lang, context, text)
            if found != text:
                return found
        return self(text)
