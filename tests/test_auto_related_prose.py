"""A section of the text headed like a box of related reading ("Related questions", "Related discussions", 相关主题,
``auto.boxes.RELATED_HEADING_RE``) is the text's when it is prose, not other pages' linked titles
(``auto.boxes.RELATED_BOX_LINK_SHARE``): a FAQ's last questions with their answers, an essay's review of others' work."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per case: the label, the section before it (more text than the labelled one: a box is under half the page) and the
# labelled section's prose; our own sentences
CASES = {
    "faq-en": ("Related questions",
               ["Anyone who lives or studies in the valley can get a library card for free.",
                "You can borrow up to twelve books at a time for three weeks each.",
                "Books can be renewed twice online unless another reader has reserved them."],
               ["Children under fourteen can get their own card with a parent's signature.",
                "A lost card is replaced at any desk for two dollars, and its loans stay on it."]),
    "essay-en": ("Related discussions",
                 ["Woodblock printing reached the high valleys through monastic workshops.",
                  "Carvers were paid by the block and sometimes cut their names into its margin.",
                  "A skilled carver finished one side of a block in about four days of work."],
                 ["Earlier scholars argued that the workshops copied each other's layouts.",
                  "The margins of the blocks tell a different story, and the paper deserves a study of its own."]),
    "essay-zh": ("相关主题",
                 ["藏文雕版印刷最早可以追溯到十五世纪，当时的寺院开始刻印经书。", "十八世纪以后，德格印经院成为最重要的印刷中心之一。",
                  "印经院保存的木版数量巨大，一块版可以反复印刷数百次，至今仍在使用。"],
                 ["与雕版印刷密切相关的还有造纸技术，藏纸以狼毒草为原料，防虫耐久。", "此外，墨的制作和装帧方式也各有传统，值得另文讨论。"]),
}
TEXT_LOGIT, SECTION_LOGIT = 1.5, -0.5  # the text, and the labelled section: above the threshold, doubted by the box


def sectioned_page(label: str, before: list[str], section: list[str]) -> str:
    """An article of ``<section>`` elements, each a heading and its paragraphs, the last headed ``label``."""
    first = "".join(f"<p>{p}</p>" for p in before)
    last = "".join(f"<p>{p}</p>" for p in section)
    return (f"<html><head><title>t</title></head><body><main><h1>t</h1><article><section><h2>One</h2>{first}</section>"
            f"<section><h2>{label}</h2>{last}</section></article></main></body></html>")


@pytest.mark.parametrize("case", CASES)
def test_a_section_of_prose_under_a_related_label_is_kept(case: str) -> None:
    label, before, section = CASES[case]
    scores = {p: TEXT_LOGIT for p in before} | {p: SECTION_LOGIT for p in section}
    lines = kept_lines_scored(sectioned_page(label, before, section), scores, TEXT_LOGIT)
    assert all(p in lines for p in before + section)
