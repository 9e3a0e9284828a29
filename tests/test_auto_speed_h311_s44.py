"""Session 44's speed work (h311) on the block model's names and rows: the same answers, cheaper.

``ascii_patterns.match_mask`` tries each pattern's ASCII twin only where one of its leading words starts (``match``
at that position) where it searched the whole class string, and a group right after a pattern's leading literals
lengthens its leading words (the wiki furniture pattern's "(?:ambox|asbox)", factored by ``re``'s parser into
"a" + a branch, was led by "a", which nearly every class name holds). ``model.stage2_rows`` reads its ancestor
keys level by level from one transposition of the chains, writes its sigmoid out and computes the best
container's two columns once per distinct ancestor chain. Each page below is extracted twice, with the quick masks
and with every pattern searched on the whole string (the caches emptied in between): the texts must be the same, a
veto named late in a long class list must still fire, and a lookbehind just before a word's position must still hold
it back. Our own Tibetan, Uyghur, Chinese and English sentences.
"""

from __future__ import annotations

import re

import pytest

from extract.algorithms.auto import model, words
from extract.algorithms.auto.features import block_features
from extract.ascii_patterns import leading_words, match_mask
from tests.extraction_pages import LENDING_POINT, assert_page, auto_text, body_dom, paragraphs

BO = LENDING_POINT["bo"]
UG = ["بۇ يىل ياز پەسلىدە ناھىيىلىك كۇتۇپخانا ھەر قايسى يېزىلاردا سەييار كىتاب ئارىيەت بېرىش ئورنى تەسىس قىلدى.",
      "كۇتۇپخانا خادىملىرى ھەر ئىككى ھەپتىدە بىر قېتىم يېڭى كىتاب ئېلىپ بېرىپ، بالىلارغا خەلق چۆچەكلىرىنى سۆزلەپ بېرىدۇ.",
      "ئۈچ ئاي ئىچىدە سەككىز مىڭدىن ئارتۇق كىتاب ئارىيەت بېرىلدى، ئوقۇش پائالىيىتىگە ئىككى مىڭدىن ئارتۇق ئادەم قاتناشتى."]
ZH = LENDING_POINT["zh"]
EN = LENDING_POINT["en"]
# A long utility-class list (a Tailwind template) with the veto's name at its end, and one whose "post" a
# lookbehind holds back ("geodir-post-meta": a directory plugin's field, no byline)
UTILITY = "flex flex-wrap items-center justify-between gap-4 px-4 py-2 text-sm text-gray-500 md:px-8 lg:gap-6"
NOTICE_BO = "རྩོམ་ཡིག་འདི་ལ་ཁུངས་ལུང་དགོས། ཁྱེད་ཀྱིས་ཁུངས་ལུང་ཁ་སྣོན་བྱེད་ཆོག"
BYLINE_UG = "مۇخبىر: ئابدۇللا  2024-06-03"


def page(lang: str, body: str) -> str:
    """A page in ``lang``: a menu, ``body``, a plain footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><div class='nav'><ul><li><a href='/'>首页</a></li><li><a href='/news/'>新闻</a></li></ul></div>"
            f"{body}<div class='foot'><p>© 2024</p></div></body></html>")


def story(lang: str, lines: list[str], before: str = "") -> str:
    """``before``, a title and the story's ``lines`` in one ``div.article``."""
    return page(lang, f"<div class='article'>{before}<h1>流动借书点</h1><div class='content'>{paragraphs(lines)}</div>"
                      "</div>")


PAGES = {
    # the wiki furniture veto, led by "ambox" now (was "a"): a maintenance notice above a Tibetan story
    "bo-ambox": (story("bo", BO, f"<table class='ambox ambox-content'><tr><td>{NOTICE_BO}</td></tr></table>"),
                 BO, [NOTICE_BO]),
    # a byline's veto named at the end of a long class list: tried where "post" starts, far into the string
    "ug-late-name": (story("ug", UG, f"<div class='{UTILITY} post-meta'><span>{BYLINE_UG}</span></div>"), UG,
                     [BYLINE_UG]),
    # the lookbehind before that position holds: "geodir-post-meta" is no byline
    "zh-lookbehind": (story("zh", ZH, f"<div class='{UTILITY} geodir-post-meta'><p>{ZH[0]}</p></div>"), ZH, []),
    # names holding none of the words: nothing tried
    "en-plain": (story("en", EN, f"<div class='{UTILITY}'><p>{EN[1]}</p></div>"), EN, []),
}


STAGE2_ANCESTOR_COLUMN = model.STAGE2_FEATURES.index("ancestor_1")  # the first of the ancestor means' columns


def searched_mask(text: str, patterns) -> int:  # noqa: ANN001 (a QuickTable)
    """``match_mask``'s meaning: each pattern searched on the whole string."""
    return sum(1 << k for k, quick in enumerate(patterns) if quick.pattern.search(text))


def _clear_caches() -> None:
    for cached in (words.keyword_mask, words.veto_mask, words.class_masks, words.hiding_class):
        cached.cache_clear()


@pytest.mark.parametrize("name", PAGES)
def test_kept_and_dropped(name: str) -> None:
    markup, kept, dropped = PAGES[name]
    assert_page(name, markup, kept, dropped)


@pytest.mark.parametrize("name", PAGES)
def test_quick_masks_change_no_text(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    markup = PAGES[name][0]
    _clear_caches()
    quick = auto_text(markup)
    monkeypatch.setattr(words, "match_mask", searched_mask)
    _clear_caches()
    try:
        assert auto_text(markup) == quick
    finally:
        monkeypatch.undo()
        _clear_caches()


@pytest.mark.parametrize("text", [
    f"{UTILITY} post-meta", f"{UTILITY} geodir-post-meta", f"{UTILITY} geodir_post_meta x-poster poster",
    "ambox", "mw-ambox", "asbox-stub", "xambox", f"{UTILITY} catlinks", "message-user", "xmessage-user",
    "Post-Meta ENTRY-META", "share shared", "", UTILITY, "authorbox authi", "ſhare-bar", "post-metaſ",
])
def test_match_mask_answers_as_the_searches(text: str) -> None:
    for table, subject in ((words.VETO_QUICK, text), (words.KEYWORD_QUICK, text.lower())):
        assert match_mask(subject, table) == searched_mask(subject, table)


def test_a_name_late_in_a_long_list_is_still_found() -> None:
    assert words.veto_mask(f"{UTILITY} post-meta") & words.POSTER_BIT
    assert not words.veto_mask(f"{UTILITY} geodir-post-meta") & words.POSTER_BIT


def test_a_group_after_the_literals_lengthens_the_leading_words() -> None:
    assert set(leading_words(re.compile(r"(?<![\w-])(?:ambox|asbox)(?![\w-])|x"))) == {"ambox", "asbox", "x"}
    assert set(leading_words(re.compile(r"repl(?:y|ies)"))) == {"reply", "replies"}
    assert set(leading_words(re.compile(r"repl(?:y|ies)?"))) == {"repl"}  # an optional group adds nothing
    assert set(leading_words(re.compile(r"ab(?:|c)"))) == {"ab"}  # a branch that may be empty adds nothing


@pytest.mark.parametrize("name", PAGES)
def test_stage2_columns_are_the_per_block_ones(name: str) -> None:
    dom = body_dom(PAGES[name][0])
    blocks = block_features(dom)
    z = model.stage1_logits(blocks)
    rows = model.stage2_rows(blocks, z)
    p = [model._sigmoid(v) for v in z]
    evidence = model.chain_evidence(blocks.ancestors, p, [t + 1 for t in blocks.lengths])
    best = max(evidence, key=evidence.__getitem__)
    total = sum(t + 1 for t in blocks.lengths)
    assert [row[1] for row in rows] == z
    weights = [t + 1 for t in blocks.lengths]
    weighted = [a * b for a, b in zip(p, weights)]
    for column, level in enumerate(model.CONTEXT_LEVELS, start=STAGE2_ANCESTOR_COLUMN):
        keys = [chain[level - 1] for chain in blocks.ancestors]
        assert [row[column] for row in rows] == model._ancestor_means(keys, weighted, weights, p, len(dom))
    assert [row[-3] for row in rows] == [1.0 if best in chain else 0.0 for chain in blocks.ancestors]
    assert [row[-2] for row in rows] == [max(map(evidence.__getitem__, chain)) / total for chain in blocks.ancestors]
