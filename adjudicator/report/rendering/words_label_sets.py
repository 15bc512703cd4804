"""The label-set block's words (``html_label_sets``): English -> (简体中文, 繁體中文), merged
into the report's catalogue (``texts.CATALOGUE``)."""

from __future__ import annotations

LABEL_SET_WORDS: dict[str, tuple[str, str]] = {
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
