"""Session 45's speed work (h315) on ``never_kept``'s box finders: exact shortcuts, the same answers.

``reader_prompts.login_boxes`` passes over a page whose short blocks hold none of a password label's literals
(``PASSWORD_LABEL_GATE``); ``questionnaires.is_questionnaire`` over a form holding fewer than ``QUESTIONS_MIN``
controls; ``member_counts.counted_member_panes`` reads only the blocks whose stage-1 row counts a digit
(``DIGITS_COLUMN``); ``boxes._node_names`` reads the features' names without building the node list;
``inside._named_words`` splits each distinct class once. Each page is read with the shortcuts and with them opened:
the finders' answers and the page's text must be the same, a finder must still fire on its own kind of page, and a
page the shortcuts skip keeps its story. Our own Tibetan, Uyghur, Chinese and English sentences.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from itertools import repeat
from types import SimpleNamespace

import lxml.html
import pytest

from extract.algorithms.auto import app_articles, boxes, inside, mega_menus, member_counts, questionnaires
from extract.algorithms.auto import reader_prompts, statements
from extract.algorithms.auto.features import block_features
from extract.algorithms.auto.words import POSTER_RE
from extract.dom import Dom
from tests.extraction_pages import LENDING_POINT, auto_text, body_dom, paragraphs

ZH = LENDING_POINT["zh"]
BO = LENDING_POINT["bo"][:2]
UG = LENDING_POINT["ug"][:2]
EN = LENDING_POINT["en"][:2]


def story(lines: list[str], after: str = "") -> str:
    """A title and the story's ``lines`` in one ``div.article``, ``after`` it."""
    return f"<div class='article'><h1>Lending point</h1><div class='content'>{paragraphs(lines)}</div></div>{after}"


def document(body: str) -> str:
    """A whole page around ``body``."""
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>t</title></head><body>{body}</body></html>"


def login(name: str, labels: tuple[str, str], heading: str) -> str:
    """A login box named ``name``: its heading before it, two credential labels, each over its input."""
    return (f"<h3>{heading}</h3><div class='{name}'><p>{labels[0]}</p><input type='text' name='user'>"
            f"<p>{labels[1]}</p><input type='password' name='pass'><button>OK</button></div>")


def pane(name: str, posts: str) -> str:
    """A table-laid thread's member pane: the linked name, the join date and the post count, one block each."""
    return (f"<td class='row1'><a href='/u/{name}'>{name}</a><div>Joined: 2019-08-12</div><div>Posts: {posts}</div>"
            "</td>")


def thread(posts: str, lines: list[str]) -> str:
    """Two posts of one member, their panes repeating the post count ``posts``."""
    return ("<table class='forumline'>"
            f"<tr>{pane('Dolma', posts)}<td class='row1'><p>{lines[0]}</p></td></tr><tr><td colspan='2'></td></tr>"
            f"<tr>{pane('Dolma', posts)}<td class='row1'><p>{lines[1]}</p></td></tr></table>")


# name: (body, the finders that fire on it)
PAGES: dict[str, tuple[str, set[str]]] = {
    "zh_login": (story(ZH, login("login-box", ("用户名：", "密码："), "会员登录")), {"login_boxes"}),
    "bo_login": (story(BO, login("denglu", ("ཐོ་མིང།", "གསང་གྲངས།"), "ནང་འཛུལ།")), {"login_boxes"}),
    "ug_login": (story(UG, login("signin", ("ئىشلەتكۈچى ئىسمى:", "پارول:"), "كىرىش")), {"login_boxes"}),
    "en_login": (story(EN, login("sign-in", ("Username:", "Password:"), "Member login")), {"login_boxes"}),
    "en_thread": (thread("1,234", EN), {"counted_member_panes"}),
    "bo_thread": (thread("༡,༢༣༤", BO), {"counted_member_panes"}),
    "ug_thread": (thread("١٬٢٣٤", UG), {"counted_member_panes"}),
    # skipped: a login box asking no password, a story naming passwords in its sentences only, counts without digits
    "en_no_password": (story(EN, login("login-box", ("Username:", "Captcha:"), "Member login")), set()),
    "en_password_in_prose": (story(EN + ["Write your password on no card: the library's staff never ask for it."]),
                             set()),
    "bo_no_digits": (thread("མང་པོ།", BO), set()),
    "zh_story": (story(ZH), set()),
}


def _finders(dom: Dom) -> dict[str, object]:
    """Each finder's answer on ``dom`` (its Blocks built here)."""
    blocks = block_features(dom)
    return {
        "login_boxes": reader_prompts.login_boxes(dom, blocks),
        "counted_member_panes": member_counts.counted_member_panes(dom, blocks),
        "statement_boxes": statements.statement_boxes(dom, blocks),
        "mega_menus": mega_menus.mega_menus(dom, blocks),
        "app_furniture_boxes": app_articles.app_furniture_boxes(dom, blocks),
    }


def _open_gates(monkeypatch: pytest.MonkeyPatch) -> None:
    """Open the shortcuts: every page may hold a password label, every block a digit, the node list built always."""
    monkeypatch.setattr(reader_prompts, "PASSWORD_LABEL_GATE", SimpleNamespace(cannot_match=lambda text: False))
    monkeypatch.setattr(member_counts, "DIGITS_COLUMN", None)
    monkeypatch.setattr(member_counts, "itemgetter", lambda column: lambda row: True)
    monkeypatch.setattr(boxes, "feature_attributes", lambda dom, nodes: None)  # (the elements' own reading)


@pytest.mark.parametrize("name", PAGES)
def test_finders_fire_on_their_pages(name: str) -> None:
    body, firing = PAGES[name]
    found = _finders(body_dom(body))
    assert {finder for finder in ("login_boxes", "counted_member_panes") if found[finder]} == firing


@pytest.mark.parametrize("name", PAGES)
def test_shortcuts_change_no_answer(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    body = PAGES[name][0]
    gated, text = _finders(body_dom(body)), auto_text(document(body))
    _open_gates(monkeypatch)
    assert _finders(body_dom(body)) == gated
    assert auto_text(document(body)) == text


@pytest.mark.parametrize("name", ["zh_login", "bo_login", "ug_login", "en_login"])
def test_a_login_box_goes_and_the_story_stays(name: str) -> None:
    text = auto_text(document(PAGES[name][0]))
    assert all(line[:20] in text for line in ZH + BO + UG + EN if line[:20] in PAGES[name][0])
    assert not any(label in text for label in ("密码", "གསང་གྲངས", "پارول", "Password"))


@pytest.mark.parametrize("name", ["en_no_password", "en_password_in_prose", "bo_no_digits", "zh_story"])
def test_skipped_pages_keep_their_story(name: str) -> None:
    text = auto_text(document(PAGES[name][0]))
    assert all(line[:20] in text for line in ZH + BO + UG + EN if line[:20] in PAGES[name][0])


def test_the_digit_column_is_read_only_for_rows_of_the_blocks() -> None:
    """Blocks whose rows are not one per block (none made) are all read, as before."""
    dom = body_dom(PAGES["bo_thread"][0])
    blocks = block_features(dom)
    rowless = dataclasses.replace(blocks, rows=[])
    assert member_counts.counted_member_panes(dom, rowless) == member_counts.counted_member_panes(dom, blocks) != []


def _form(questions: list[str], controls: str) -> lxml.html.HtmlElement:
    """A ``<form>`` of ``questions``, each a paragraph, then ``controls``."""
    return lxml.html.fromstring(f"<form class='form'>{paragraphs(questions)}{controls}</form>")


QUESTIONS = ["Which township do you live in?", "ཁྱེད་རང་ཟླ་བ་རེར་དཔེ་དེབ་ག་ཚོད་གཡར་གྱི་ཡོད་དམ།", "سىز قايسى كىتابلارنى ياقتۇرىسىز؟"]
FORMS = [
    (_form(QUESTIONS, "<select name='a'><option>1</option></select><input type='radio' name='b'>"
                      "<input type='radio' name='b'><textarea name='c'></textarea>"), True),
    (_form(QUESTIONS, "<select name='a'><option>1</option></select><textarea name='c'></textarea>"), False),  # 2
    (_form(QUESTIONS[:1], "<input type='text' name='q'><button>Go</button>"), False),  # a search box
    (_form(QUESTIONS, "<input type='radio' name='b'><input type='radio' name='b'><input type='email' name='m'>"),
     False),  # three inputs, two answers' groups and an address: counted, then walked
]


@pytest.mark.parametrize(("form", "asks"), FORMS)
def test_a_form_with_too_few_controls_is_no_questionnaire(form: lxml.html.HtmlElement, asks: bool,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    assert questionnaires.is_questionnaire(form) is asks
    monkeypatch.setattr(questionnaires, "islice", lambda iterable, n: repeat(None, n))  # (every form walked)
    assert questionnaires.is_questionnaire(form) is asks


def test_named_words_count_each_node_of_a_repeated_class() -> None:
    body = "".join(f"<div class='post'><div class='{name}'>Dolma</div><p>{EN[k % 2]}</p></div>"
                   for k, name in enumerate(["postprofile odd", "postprofile even", "poster", "Poster x", "postcount"]))
    dom = body_dom(body)
    blocks = block_features(dom)
    expected = Counter(word for i in blocks.vetoed for word in (dom.elements[i].get("class") or "").lower().split()
                       if POSTER_RE.search(word) is not None)
    assert inside._named_words(dom, blocks, POSTER_RE) == expected
    assert expected["postprofile"] == 2 and expected["poster"] == 2
