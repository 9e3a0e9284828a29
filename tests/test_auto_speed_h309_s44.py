"""Session 44's speed work (h309) on ``never_kept``'s finders: exact page gates and cheap tests first, the same answers.

``boxes.named_boxes`` tests each distinct class (and id) of the page once; ``mega_menus``, ``statements`` and
``thread_summaries`` pass over a page whose class (and id) text holds none of their words (``page_memo``'s gates);
``answer_heads`` over one whose names hold no "answer"; ``boxes.member_panes`` over one holding fewer than two
"colon, spaces, digit" stretches; ``never_kept.review_records`` over one whose short lines hold no vote word;
``member_counts`` tries its label-first pattern only on a text ending on a digit; ``never_kept.ranking_lists`` reads
the opening pieces of mostly linked rank holders only; ``reply_subject_lines``, ``record_articles``, ``second_mains``
and ``side_columns`` read less when they cannot fire. Each page below is read with the gates and with them opened:
the finders' answers and the page's text must be the same, a finder must still fire on its own kind of page, and a
page the gates skip keeps its story. Our own Tibetan, Uyghur, Chinese and English sentences.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from extract.algorithms.auto import (
    answer_heads,
    boxes,
    mega_menus,
    member_counts,
    never_kept,
    statements,
    thread_summaries,
)
from extract.algorithms.auto.features import block_features
from extract.dom import Dom
from tests.extraction_pages import LENDING_POINT, auto_text, body_dom, paragraphs

ZH = LENDING_POINT["zh"]
BO = ["དབྱར་ཁ་འདིར་རྫོང་གི་དཔེ་མཛོད་ཁང་གིས་ཤང་ཁག་སོ་སོར་དཔེ་དེབ་གཡར་ས་གསར་འཛུགས་བྱས་ནས་འབྲོག་པ་རྣམས་ཀྱིས་ཕྱུགས་འཚོ་ཚར་རྗེས་དཔེ་དེབ་གཡར་ཐུབ།",
      "དཔེ་མཛོད་ཁང་གི་ལས་བྱེད་པ་རྣམས་ཀྱིས་ཞག་བཅུ་བཞི་རེར་དཔེ་དེབ་གསར་པ་ཁྱེར་ཡོང་ནས་བྱིས་པ་རྣམས་ལ་དམངས་ཁྲོད་སྒྲུང་གཏམ་བཤད།"]
UG = ["بۇ يىل ياز پەسلىدە ناھىيىلىك كۇتۇپخانا ھەر قايسى يېزىلاردا سەييار كىتاب ئارىيەت بېرىش ئورنى تەسىس قىلدى.",
      "كۇتۇپخانا خادىملىرى ھەر ئىككى ھەپتىدە بىر قېتىم يېڭى كىتاب ئېلىپ بېرىپ، بالىلارغا چۆچەك سۆزلەپ بېرىدۇ."]
EN = ["This summer the county library opened a travelling lending point in every township, so herders can borrow "
      "books and magazines when they come back from the pastures.",
      "Every two weeks the librarians drive out with new books and hold a reading circle, where the children listen "
      "to the old folk tales the elders tell."]


def story(lines: list[str], before: str = "", after: str = "", outside: str = "") -> str:
    """``before``, a title, the story's ``lines`` and ``after`` in one ``div.article``; ``outside`` after it."""
    return (f"<div class='nav'><a href='/'>Home</a> <a href='/news/'>News</a></div>{before}<div class='article'>"
            f"<h1>Lending point</h1><div class='content'>{paragraphs(lines)}</div>{after}</div>{outside}")


def document(body: str) -> str:
    """A whole page around ``body``."""
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>t</title></head><body>{body}</body></html>"


MEGA_MENU = ("<div class='header'><nav><div class='mega-menu'><p>Explore curated videos of the lending points and "
             "the reading circles the librarians hold every fortnight.</p><ul><li><a href='/s'>Services</a></li>"
             "<li><a href='/r'>Resources</a></li></ul></div></nav></div>")
STATEMENT = "<div class='statement'><p>声明：本文为原创内容，转载请注明出处。</p></div>"
SUMMARY = "<div class='ai-summary'><p>Summary: the thread asks where the van stops and when it comes.</p></div>"
ANSWERS = (f"<div id='answers'><h2>2 Answers</h2><div class='answer'><p>{EN[0]}</p></div>"
           f"<div class='answer'><p>{EN[1]}</p></div></div>")
REVIEW = (f"<div class='reviews'><div class='review'><span class='a-icon-star'>★★★★☆</span><p>{EN[0]}</p>"
          "<p>Was this review helpful? Yes (4) No (0)</p></div></div>")
RANKING = ("<div class='box'><h3>最新排行</h3><ul>" + "".join(
    f"<li><span>{k}</span><a href='/n/{k}'>县图书馆流动借书点第{k}期送书活动圆满结束</a></li>" for k in range(1, 6))
    + "</ul></div>")


def pane(name: str, posts: str) -> str:
    """A table-laid thread's member pane: the linked name, the join date and the post count, one block each."""
    return (f"<td class='row1'><a href='/u/{name}'>{name}</a><div>Joined: 2019-08-12</div><div>Posts: {posts}</div>"
            "</td>")


THREAD = ("<table class='forumline'>"
          f"<tr>{pane('Dolma', '1,234')}<td class='row1'><p>{UG[0]}</p></td></tr><tr><td colspan='2'></td></tr>"
          f"<tr>{pane('Dolma', '1,234')}<td class='row1'><p>{UG[1]}</p></td></tr></table>")
REPLIES = ("<h2>Library van</h2>" + "".join(f"<div class='post'><div>جاۋاب: Library van</div><p>{line}</p></div>"
                                              for line in UG))
TWO_MAINS = (f"<main><h1>Lending point</h1>{paragraphs(EN)}</main><main><p>{ZH[0]}</p></main>")
ARTICLES = "".join(f"<div class='list'><article><p>{line}</p></article></div>" for line in ZH[:2])

# name: (body, the finders that fire on it)
PAGES: dict[str, tuple[str, set[str]]] = {
    "en_mega_menu": (story(EN, before=MEGA_MENU), {"mega_menus"}),
    "zh_statement": (story(ZH, after=STATEMENT), {"statement_boxes"}),
    "en_summary": (story(EN, before=SUMMARY), {"thread_summary_boxes"}),
    "en_answers": (story([], after=ANSWERS), {"answer_box_heads"}),
    "en_review": (story(EN, outside=REVIEW), {"review_records"}),
    "zh_ranking": (story(ZH, outside=RANKING), {"ranking_lists"}),
    "ug_thread": (THREAD, {"member_panes", "counted_member_panes"}),
    "ug_replies": (REPLIES, {"reply_subject_lines"}),
    "en_two_mains": (TWO_MAINS, {"second_mains"}),
    "zh_articles": (ARTICLES, {"record_articles"}),
    # gated out: none of the words, no fields, no ranks; the story stays whole
    "bo_story": (story(BO), set()),
    "ug_story": (story(UG), set()),
    # GUARD: the gates' words in the story's own sentences ("statement", "answer", "helpful", "Posts: 12"): opened,
    # nothing found
    "en_words_in_prose": (story(EN + ["The statement of the library says the answer was helpful to readers.",
                                      "Posts: 12 and 13 were printed in the village paper last week."]), set()),
}


def _finders(dom: Dom) -> dict[str, object]:
    """Each finder's answer on ``dom`` (its Blocks built here)."""
    blocks = block_features(dom)
    return {
        "mega_menus": mega_menus.mega_menus(dom, blocks),
        "statement_boxes": statements.statement_boxes(dom, blocks),
        "thread_summary_boxes": thread_summaries.thread_summary_boxes(dom, blocks),
        "answer_box_heads": any(answer_heads.answer_box_heads(dom, blocks)),
        "review_records": never_kept.review_records(dom, blocks),
        "ranking_lists": any(never_kept.ranking_lists(dom, blocks)),
        "member_panes": boxes.member_panes(dom, blocks),
        "counted_member_panes": member_counts.counted_member_panes(dom, blocks),
        "reply_subject_lines": any(never_kept.reply_subject_lines(dom, blocks)),
        "second_mains": never_kept.second_mains(dom),
        "record_articles": never_kept.record_articles(dom),
    }


class _Everything:
    """A set holding every character (``member_counts.DIGITS`` opened)."""

    def __contains__(self, item: object) -> bool:
        return True


def _open_gates(monkeypatch: pytest.MonkeyPatch) -> None:
    """Open the page gates: every word counts as present, every text may end on a digit."""
    for module in (mega_menus, answer_heads):
        monkeypatch.setattr(module, "names_may_hold", lambda dom, blocks, words: True)
    for module in (statements, thread_summaries):
        monkeypatch.setattr(module, "class_text_may_hold", lambda dom, blocks, words: True)
    monkeypatch.setattr(never_kept, "REVIEW_VOTE_GATE", SimpleNamespace(cannot_match=lambda text: False))
    monkeypatch.setattr(boxes, "COUNT_FIELD_GATE_RE", re.compile(""))  # (an empty match at every character)
    monkeypatch.setattr(member_counts, "DIGITS", _Everything())


@pytest.mark.parametrize("name", PAGES)
def test_finders_fire_on_their_pages(name: str) -> None:
    body, firing = PAGES[name]
    found = _finders(body_dom(body))
    assert {finder for finder, answer in found.items() if answer} == firing


@pytest.mark.parametrize("name", PAGES)
def test_gates_change_no_answer(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    body = PAGES[name][0]
    gated, text = _finders(body_dom(body)), auto_text(document(body))
    _open_gates(monkeypatch)
    assert _finders(body_dom(body)) == gated
    assert auto_text(document(body)) == text


@pytest.mark.parametrize("name", ["bo_story", "ug_story", "en_words_in_prose"])
def test_skipped_pages_keep_their_story(name: str) -> None:
    text = auto_text(document(PAGES[name][0]))
    assert all(line[:20] in text for line in BO + UG + EN if line[:20] in PAGES[name][0])


@pytest.mark.parametrize(("names", "ids", "hit"), [
    (["post mega-menu", "post", "post"], [], True),  # a class repeated on many nodes: tested once, all found
    (["post", "post"], ["megamenu-1"], True),  # by its id alone
    (["post", "post"], [], False),
])
def test_named_boxes_reads_each_name_once(names: list[str], ids: list[str], hit: bool) -> None:
    body = "".join(f"<div class='{name}'{f' id={ids[0]!r}' if ids and k == 0 else ''}><p>{EN[k % 2]}</p></div>"
                   for k, name in enumerate(names))
    dom = body_dom(body)
    blocks = block_features(dom)
    seen: list[str] = []

    def is_named(name: str) -> bool:
        seen.append(name)
        return mega_menus.MEGA_MENU_RE.search(name) is not None

    found = boxes.named_boxes(dom, blocks, is_named, lambda i: True, by_id=True)
    assert len(seen) == len(set(seen)) and bool(found) is hit
    assert found == [i for i in range(len(dom)) if any(  # the outermost named node (one here: siblings)
        name and is_named(name) for name in (dom.attr(i, "class"), dom.attr(i, "id")))][:1]
