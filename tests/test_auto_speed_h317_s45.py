"""Session 45's speed work on the ladder's early steps (h317): exact gates, the same answers.

Each gated step is run on pages of our own sentences (Tibetan, Uyghur, Chinese, English): on a page of its own kind the
step still fires, and on a page its gate passes over nothing changes. ``vetoes.furniture_veto``'s trail scan is gated on
a step mark, ``vetoes.tool_bars`` counts a line's clickable nodes before reading their text, ``records.rescue_records``
asks the logo test of its picked blocks alone, ``teasers.teaser_cards`` reads the kept flow only for a run of cards,
``vetoes.player_lines`` the lists of recordings only for a player's line, ``thread_engines.keep_opening_posts`` tries its
pattern only on classes holding one of its literals.
"""

from __future__ import annotations

import pytest

from extract.algorithms.auto import records, teasers, thread_engines, vetoes
from extract.algorithms.auto.boxes import _veto_marks
from tests.extraction_pages import all_kept, paragraphs

BO = ["ས་གནས་དེའི་སློབ་གྲྭ་ཆུང་ངུར་ལོ་འདིར་སློབ་ཕྲུག་གསར་པ་སུམ་ཅུ་ཙམ་ཐོན་ཡོད་ལ་དགེ་རྒན་རྣམས་ཀྱིས་ཉིན་རེར་ཡི་གེ་སློབ་སྦྱོང་བྱེད་ཀྱི་ཡོད།",
      "དགུན་ཁ་ལ་སློབ་ཕྲུག་རྣམས་ཀྱིས་ཕ་མ་དང་མཉམ་དུ་ཕྱུགས་རྫི་བྱེད་པ་དང་སློབ་གྲྭ་ཁ་ཕྱེ་དུས་ཡང་བསྐྱར་ལོག་ཡོང་གི་ཡོད།"]
UG = ["يېزىدىكى كىچىك مەكتەپكە بۇ يىل ئوتتۇزغا يېقىن يېڭى ئوقۇغۇچى كەلدى، ئوقۇتقۇچىلار ھەر كۈنى ئۇلارغا خەت ئۆگىتىدۇ.",
      "قىشتا ئوقۇغۇچىلار ئاتا-ئانىسى بىلەن مال باقىدۇ، مەكتەپ ئېچىلغاندا قايتىپ كېلىدۇ."]
ZH = ["村里的小学今年来了三十多名新生，老师们每天教他们读书写字，也带他们在操场上做游戏。",
      "冬天孩子们跟着父母去放牧，等到学校开学的时候，他们又高高兴兴地回到教室里来。"]
EN = ["The village school took in some thirty new pupils this year, and the teachers give them reading and writing "
      "lessons every morning.",
      "In winter the children go out with their parents to the pastures and come back when the school opens again."]


def _veto(body: str) -> list[str]:
    """The blocks ``furniture_veto`` leaves out of ``body`` (all kept, no poster, none excluded)."""
    dom, blocks, keep = all_kept(body)
    n = len(blocks.ids)
    vetoes.furniture_veto(dom, keep, blocks, _veto_marks(blocks), [False] * n, [False] * n)
    return [text.strip() for b, text in zip(blocks.ids, blocks.texts) if not keep[b]]


# --- vetoes.furniture_veto: the trail scan, gated on a step mark ------------------------------------------------------
@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_trail_still_goes(lines: list[str]) -> None:
    trail = '<p><a href="/">Home</a> › <a href="/news">News</a> › <a href="/news/school">School</a></p>'
    assert _veto(f"{trail}<div class='story'>{paragraphs(lines)}</div>") == [
        "Home › News › School"]


@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_page_without_step_marks_keeps_its_text(lines: list[str]) -> None:
    assert vetoes.TRAIL_MARK_RE.search("".join(lines)) is None
    assert _veto(f"<div class='story'>{paragraphs(lines)}</div>") == []


# --- vetoes.tool_bars: a line's clickable nodes counted before their text ------------------------------------------------
def _posts(lines: list[str], bar: str) -> str:
    return "".join(f"<div class='post'><p>{line}</p><div class='bar'>{bar}</div></div>" for line in lines * 2)


@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_button_bar_without_links_still_found(lines: list[str]) -> None:
    dom, blocks, _ = all_kept(_posts(lines, "<a>Reply</a> · <a>Report</a>"))
    bars = [text.strip() for text, bar in zip(blocks.texts, vetoes.tool_bars(dom, blocks)) if bar]
    assert bars == ["Reply · Report"] * 4


@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_line_of_one_clickable_is_no_bar(lines: list[str]) -> None:
    dom, blocks, _ = all_kept(_posts(lines, "<a>Reply</a> to this post"))
    assert not any(vetoes.tool_bars(dom, blocks))


# --- records.rescue_records: the logo test asked of the picked blocks alone -------------------------------------------
def _cards(lines: list[str], logo: str) -> str:
    return (f"<div class='site-logo'><p class='card'>{logo}</p></div>"
            + "".join(f"<div class='card'><p class='card'>{line}</p></div>" for line in lines * 2))


@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_rescue_keeps_the_doubted_record_not_the_logo(lines: list[str]) -> None:
    dom, blocks, keep = all_kept(_cards(lines, "ལྷ་ས།"))
    first = blocks.ids[0]  # the logo's line, doubted
    last = blocks.ids[-1]  # a record's line, doubted
    keep[first] = keep[last] = 0
    among = [b for b in blocks.ids if not keep[b]]
    assert records._logo_blocks(dom, blocks, keep, among) == records._logo_blocks(dom, blocks, keep) == {first}
    records.rescue_records(dom, keep, blocks, [0.0] * len(blocks.ids), -1.0)
    assert keep[last] and not keep[first]


def test_logo_test_of_no_blocks_is_empty() -> None:
    dom, blocks, keep = all_kept(_cards(EN, "Lhasa"))
    assert records._logo_blocks(dom, blocks, keep, []) == frozenset()


# --- teasers.teaser_cards: the kept flow read for a run of cards alone -------------------------------------------------
@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_teaser_cards_still_found(lines: list[str]) -> None:
    cards = "".join(f"<li><a href='/a/{n}'>{line[:20]}</a><p>{line} {line}</p></li>" for n, line in enumerate(lines * 2))
    dom, blocks, keep = all_kept(f"<div class='main'><h1>{lines[0][:15]}</h1><div class='story'>"
                                  f"{paragraphs(lines * 3)}</div></div><aside><ul>{cards}</ul></aside>")
    assert len(teasers.teaser_cards(dom, blocks, keep)) == 4


@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_page_without_cards_has_none(lines: list[str]) -> None:
    dom, blocks, keep = all_kept(f"<div class='main'><h1>{lines[0][:15]}</h1><div class='story'>"
                                  f"{paragraphs(lines * 3)}</div></div><aside>{paragraphs(lines)}</aside>")
    assert teasers.teaser_cards(dom, blocks, keep) == []


# --- thread_engines.keep_opening_posts: the post body's literals before its pattern ------------------------------------
@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
@pytest.mark.parametrize("name", ["post-body", "message", "cooked", "bbWrapper"])
def test_opening_post_still_kept(lines: list[str], name: str) -> None:
    posts = "".join(f"<div class='{name}'>{line}</div>" for line in lines * 2)
    dom, blocks, keep = all_kept(f"<div class='thread'>{posts}</div>")
    keep[blocks.ids[0]] = 0  # the opening post, doubted
    thread_engines.keep_opening_posts(dom, keep, blocks, [False] * len(blocks.ids))
    assert all(keep[b] for b in blocks.ids)


@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_page_without_post_names_is_passed_over(lines: list[str]) -> None:
    posts = "".join(f"<div class='entry'>{line}</div>" for line in lines * 2)
    dom, blocks, keep = all_kept(f"<div class='thread'>{posts}</div>")
    keep[blocks.ids[0]] = 0
    thread_engines.keep_opening_posts(dom, keep, blocks, [False] * len(blocks.ids))
    assert [keep[b] for b in blocks.ids] == [0, 1, 1, 1]


# --- vetoes.player_lines: the lists of recordings read for a player's line alone ---------------------------------------
@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_player_line_still_found(lines: list[str]) -> None:
    dom, blocks, keep = all_kept(f"{paragraphs(lines)}<div class='audio-player'>{lines[0][:12]} 05:12</div>")
    assert vetoes.player_lines(dom, keep, blocks) == [False, False, True]


@pytest.mark.parametrize("lines", [BO, UG, ZH, EN], ids=["bo", "ug", "zh", "en"])
def test_page_without_player_has_no_player_line(lines: list[str]) -> None:
    dom, blocks, keep = all_kept(f"{paragraphs(lines)}<div class='layer-note'>{lines[0][:12]} 05:12</div>")
    assert vetoes.player_lines(dom, keep, blocks) == [False, False, False]
