"""``extract.explain`` and ``tsheg extract --explain``: why ``auto`` kept or dropped each block.

The trace reads ``auto.ladder.LADDER``, the list the normal run reads: its final states are the normal run's kept
blocks, and a block a named step flipped shows that step. Pages of our own (Tibetan, Uyghur, Chinese, English)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import lxml.html

from extract.algorithms.auto.features import block_features
from extract.algorithms.auto.ladder import LADDER
from extract.algorithms.auto.never_kept import never_kept, never_kept_names, never_kept_parts
from extract.cli import main
from extract.decode import decode_page
from extract.explain import (
    INLINE_STEP,
    SHORTENED_MARK,
    TABLE_HEADER,
    BlockTrace,
    StepFlip,
    explain_blocks,
    explain_decoded,
    explain_page,
    table_line,
)
from extract.extraction import extract_decoded
from extract.dom import build_dom
from tests.extraction_pages import KEPT, PARAGRAPHS, SHORT_POSTS, article_page, forum_page, lang_page, list_page

EN = ["The county school held its spring horse race on the playground this morning before a large crowd of parents and "
      "pupils.", "After the race the teachers gave every rider a white scarf and a small prize for taking part in the day."]
UNDER = -2.0  # a score under auto.THRESHOLD (-1.0) that no rescue's floor reaches
RIDERS = ["Tashi", "Dolma", "Norbu", "Pema", "Dawa"]


def story_page(lang: str, title: str) -> str:
    """A story under its ``<h1>``, three times its language's paragraphs: a body long enough for ``drop_headline``."""
    paragraphs = "".join(f"<p>{p}</p>" for p in PARAGRAPHS[lang] * 3)
    return lang_page(lang, title, f"<div class='content'><h1>{title}</h1>{paragraphs}</div>")


def results_table() -> str:
    """A results table: each row a rider's number, linked name and a sentence."""
    rows = "".join(f"<tr><td>{n + 1}</td><td><a href='/r/{n}'>Rider {name}</a></td><td>{EN[n % 2]}</td></tr>"
                   for n, name in enumerate(RIDERS))
    return lang_page("en", "Spring race", "<div>" + "".join(f"<p>{p}</p>" for p in EN) + f"<table>{rows}</table></div>")


def screen_reader_page() -> str:
    """A Chinese story with a paragraph drawn for screen readers alone (``drop_inline_furniture``'s class)."""
    paragraphs = "".join(f"<p>{p}</p>" for p in PARAGRAPHS["zh"])
    return lang_page("zh", "村里的收成", f"<article>{paragraphs}<p class='sr-only'>跳到正文开始的地方，屏幕阅读器的说明。</p></article>")


PAGES = {
    "bo-article": article_page("bo"),
    "ug-article": article_page("ug"),
    "zh-forum": forum_page("zh", SHORT_POSTS["zh"]),
    "bo-list": list_page("bo"),
    "bo-story": story_page("bo", "ཞིང་པའི་ལོ་ཏོག"),
    "ug-story": story_page("ug", "يېزىدىكى ھوسۇل"),
    "en-results": results_table(),
    "zh-screen-reader": screen_reader_page(),
}


def kept_blocks_both_ways(body: bytes) -> tuple[set[int], set[int]]:
    """The blocks the trace ends kept, and the normal run's kept nodes among the trace's blocks."""
    decoded = decode_page(body)
    trace = explain_decoded(decoded)
    normal = set(extract_decoded(decoded).node_ids or [])
    return {b.node for b in trace if b.kept}, {b.node for b in trace} & normal


@pytest.mark.parametrize("name", PAGES)
def test_the_trace_ends_with_the_normal_runs_kept_blocks(name: str) -> None:
    traced, normal = kept_blocks_both_ways(PAGES[name].encode())
    assert traced and traced == normal


@pytest.mark.parametrize(("name", "holding", "step", "kept"), [
    ("bo-story", "ཞིང་པའི་ལོ་ཏོག", "drop_headline", False),
    ("ug-story", "يېزىدىكى ھوسۇل", "drop_headline", False),
    ("zh-screen-reader", "屏幕阅读器", INLINE_STEP, False),
])
def test_a_block_a_named_step_flipped_shows_that_step(name: str, holding: str, step: str, kept: bool) -> None:
    [block] = [b for b in explain_page(PAGES[name].encode()) if b.text.strip() == holding or holding in b.text
               and len(holding) > 1]
    assert StepFlip(step, kept) in block.flips
    assert block.kept is kept


def test_a_table_cell_under_the_threshold_kept_with_its_table_says_so() -> None:
    """The rows' numbers scored under the threshold, the rest of the table over it: ``complete_tables`` keeps them."""
    dom = build_dom(lxml.html.document_fromstring(PAGES["en-results"]))
    blocks = block_features(dom, dom.title)
    scores = [UNDER if text.isdigit() else KEPT for text in blocks.texts]
    numbers = [b for b in explain_blocks(dom, blocks, scores, scores) if b.text.isdigit()]
    assert len(numbers) == len(RIDERS)
    assert all(not b.threshold_kept and b.flips == [StepFlip("complete_tables", True)] and b.kept for b in numbers)


def test_a_furniture_box_the_veto_dropped_says_so() -> None:
    """The article's box of two topic names under its text passes the threshold; ``furniture_veto`` drops it."""
    vetoed = [b for b in explain_page(article_page("bo").encode()) if b.flips]
    assert vetoed and all(b.threshold_kept and b.flips == [StepFlip("furniture_veto", False)] for b in vetoed)


def test_never_kept_blocks_are_marked_and_no_step_keeps_them() -> None:
    trace = explain_page(article_page("ug").encode())
    footer = [b for b in trace if "2024" in b.text]
    assert footer and all(b.never_kept and not b.threshold_kept and not b.kept for b in footer)


def test_the_step_names_are_the_ladders() -> None:
    names = [name for name, _ in LADDER]
    assert len(names) == len(set(names))
    assert {"keep_best_slot", "complete_tables", "furniture_veto", "drop_headline", "drop_record_labels"} <= set(names)


def test_explaining_another_algorithm_is_refused() -> None:
    with pytest.raises(ValueError, match="only auto explains"):
        explain_page(PAGES["bo-article"].encode(), algorithm="prune")


def write(folder: Path, name: str) -> Path:
    page = folder / f"{name}.html"
    page.write_text(PAGES[name], encoding="utf-8")
    return page


def test_the_cli_prints_one_line_per_block(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["extract", str(write(tmp_path, "bo-story")), "--explain"]) == 0
    header, *lines = capsys.readouterr().out.splitlines()
    assert header.split()[:2] == ["kept", "node"]
    assert len(lines) == len(explain_page(PAGES["bo-story"].encode()))
    [headline] = [line for line in lines if line.endswith("ཞིང་པའི་ལོ་ཏོག")]
    assert headline.startswith(".") and " drop_headline- " in headline
    assert all(line.startswith("K") and " none " in line for line in lines if PARAGRAPHS["bo"][0][:20] in line)


def test_the_cli_answers_which_step_dropped_the_block_holding_a_text(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """The QA question in one command: ``--block TEXT`` searches the whole text, not the shortened line."""
    page = write(tmp_path, "ug-story")
    assert main(["extract", str(page), "--explain", "--block", "يېزىدىكى ھوسۇل"]) == 0
    _, *lines = capsys.readouterr().out.splitlines()
    assert [line.split()[6] for line in lines] == ["drop_headline-"]   # the headline alone holds it


def test_the_cli_prints_json_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = write(tmp_path, "en-results")
    assert main(["extract", str(page), "--explain", "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(records) == len(explain_page(PAGES["en-results"].encode()))
    assert all(r["source"] == str(page) for r in records)
    sentence = next(r for r in records if r["text"] == EN[0])   # the first paragraph
    assert sentence["kept"] and sentence["threshold_kept"] and not sentence["never_kept"] and not sentence["flips"]
    assert isinstance(sentence["stage1"], float) and sentence["stage2"] > -1.0 and sentence["tag"] == "p"


@pytest.mark.parametrize("algorithm", ["prune", "tagpath", "correlation"])
def test_the_cli_refuses_to_explain_another_algorithm(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      algorithm: str) -> None:
    assert main(["extract", str(write(tmp_path, "bo-article")), "--explain", "--algorithm", algorithm]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"only auto explains its choices (a ladder of named steps); {algorithm} has none" in captured.err


def test_block_without_explain_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["extract", str(write(tmp_path, "bo-article")), "--block", "ཞིང"]) == 2
    assert "--block needs --explain" in capsys.readouterr().err


@pytest.mark.shared
@pytest.mark.slow
def test_the_trace_ends_with_the_normal_runs_kept_blocks_on_the_dev_pages(shared_data: Path) -> None:
    from extract.bench.extraction import load_dataset

    tables = shared_data / "legacy-tibetan-tables"
    for page in load_dataset(shared_data / "extraction-dev"):
        decoded = decode_page(page.body, tables_dir=tables)
        trace = explain_decoded(decoded)
        normal = set(extract_decoded(decode_page(page.body, tables_dir=tables)).node_ids or [])
        assert {b.node for b in trace if b.kept} == {b.node for b in trace} & normal, page.id


# Pages written to break the trace where it must report nothing: a step named on a block it did not flip, an inline
# node left out inside a kept block taken for the block, a never_kept block read as over the threshold, a page with
# no block, a text searched only in its shortened line.
POEM = ["ཉི་མ་ཤར་ནས་རི་རྩེ་དཀར།", "ཆུ་བོ་རྒྱུག་ནས་ཞིང་ཁ་སྔོ།", "ཕྲུ་གུ་རྩེད་ནས་སེམས་པ་དགའ།", "ཕ་མ་ལས་ནས་ཁྱིམ་ཚང་སྐྱིད།"]
POEM_LINES = "<br>\n".join(POEM)  # the poem's lines, each on a line of the source too
BREAKERS = {
    # a poem of <br> lines over a plain article: no step fires, each block one table line
    "bo-poem": lang_page("bo", "གླུ", "<article>" + "".join(f"<p>{p}</p>" for p in PARAGRAPHS["bo"])
                         + f"<p>{POEM_LINES}</p></article>"),
    # a kept section heading holding a wiki's "[edit]" link: the inline node goes, the heading stays, no step named
    "ug-edit-link": lang_page("ug", "ھوسۇل", "<article><p>" + PARAGRAPHS["ug"][0] + "</p><h2>يېزا ئىگىلىكى"
                              "<span class='mw-editsection'>[<a href='/e'>تەھرىر</a>]</span></h2>"
                              + "".join(f"<p>{p}</p>" for p in PARAGRAPHS["ug"][1:]) + "</article>"),
    # a footer of a long sentence the model may score high: never_kept, never "over"
    "zh-footer": lang_page("zh", "收成", "<article>" + "".join(f"<p>{p}</p>" for p in PARAGRAPHS["zh"]) + "</article>"
                           f"<footer><p>{PARAGRAPHS['zh'][1]}</p></footer>"),
    # a page of an image alone: no block, an empty trace
    "en-image": lang_page("en", "Photo", "<img src='/yak.jpg' alt=''>"),
    # a paragraph whose searched words lie past the table line's shortened text
    "en-long": lang_page("en", "Race", "<article>" + "".join(f"<p>{p} {p} Sonam finished first.</p>" for p in EN)
                         + "</article>"),
}


def test_no_step_is_named_where_none_fired_on_a_plain_article() -> None:
    trace = explain_page(BREAKERS["bo-poem"].encode())
    assert trace and all(b.kept and not b.flips for b in trace)
    assert any("\n" in b.text for b in trace)   # the poem's lines: one table line all the same
    assert all("\n" not in table_line(b) for b in trace)


def test_an_inline_node_left_out_inside_a_kept_block_flips_no_block() -> None:
    trace = explain_page(BREAKERS["ug-edit-link"].encode())
    [heading] = [b for b in trace if b.tag == "h2"]
    assert heading.kept and INLINE_STEP not in [f.step for f in heading.flips]
    assert "تەھرىر" not in extract_decoded(decode_page(BREAKERS["ug-edit-link"].encode())).text


def test_a_never_kept_block_never_stands_over_the_threshold() -> None:
    [footer] = [b for b in explain_page(BREAKERS["zh-footer"].encode()) if b.never_kept]
    assert not footer.threshold_kept and not footer.kept and footer.text == PARAGRAPHS["zh"][1]


def test_a_page_without_blocks_explains_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "image.html"
    page.write_text(BREAKERS["en-image"], encoding="utf-8")
    assert explain_page(page.read_bytes()) == []
    assert main(["extract", str(page), "--explain"]) == 0
    assert capsys.readouterr().out.splitlines() == [TABLE_HEADER]


def test_block_searches_the_whole_text_not_the_shortened_line(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    page = tmp_path / "long.html"
    page.write_text(BREAKERS["en-long"], encoding="utf-8")
    assert main(["extract", str(page), "--explain", "--block", "Sonam finished"]) == 0
    _, *lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(EN) and all(line.endswith(SHORTENED_MARK) and "Sonam" not in line for line in lines)


STORY_TEXTS = {**PARAGRAPHS, "en": EN}  # a story's paragraphs per language


def boxed_story(lang: str, title: str, box: str, wrap: str = "div") -> str:
    """A story under its ``<h1>`` (its language's paragraphs, three times) in ``wrap``, then ``box``."""
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY_TEXTS[lang] * 3)
    return lang_page(lang, title, f"<{wrap} class='content'><h1>{title}</h1>{paragraphs}</{wrap}>{box}")


# Pages of our own where named finders of ``never_kept`` leave a block out: (case, page, a text of the block, the
# finders ``--explain`` names after "never:", all that hold it, in ``never_kept_parts``' order).
NAMED_FINDERS = [
    ("bo-footer", boxed_story("bo", "ཞིང་པའི་ལོ་ཏོག", "<footer><p>པར་དབང་ཉར་ཚགས། ལོ་ ༢༠༢༤ ཡུལ་ཚོའི་སློབ་གྲྭ།</p></footer>"),
     "པར་དབང་ཉར་ཚགས", ("footer",)),
    ("ug-consent", boxed_story("ug", "يېزىدىكى ھوسۇل", "<div class='cookie-consent'><p>بۇ تور بېكەت cookie ئىشلىتىدۇ، "
                                                       "داۋاملاشتۇرسىڭىز قوشۇلغان بولىسىز.</p></div>"),
     "cookie", ("consent",)),
    ("zh-related", boxed_story("zh", "村里的收成", "<div class='related-posts'><p>相关阅读：县里的学校今年春天举行了赛马会，"
                                                  "很多家长都来看了。</p></div>"),
     "相关阅读", ("related",)),
    ("en-form", boxed_story("en", "Spring race", "<form action='/join'><p>Write your e-mail address here to hear about "
                                                 "next year's race and the prizes.</p><input type='text' name='mail'>"
                                                 "</form>"),
     "e-mail address", ("form",)),
    ("ug-signature", boxed_story("ug", "يېزىدىكى ھوسۇل", "<div class='signature'><p>مەن قەشقەردىن، دېھقانچىلىق ھەققىدە "
                                                        "يېزىشنى ياخشى كۆرىمەن.</p></div>"),
     "قەشقەردىن", ("signature",)),
    ("en-second-main", boxed_story("en", "Spring race", "<main><h2>More stories</h2><p>The town library opened a new "
                                                        "reading room for children on the first floor this week.</p>"
                                                        "</main>", wrap="main"),
     "reading room", ("second_main",)),
    # a footer named as related reading: both finders hold it, each alone would leave it out
    ("bo-related-footer", boxed_story("bo", "ཞིང་པའི་ལོ་ཏོག", "<footer class='related'><p>འབྲེལ་ཡོད་གནས་ཚུལ། གྲོང་གསེབ་"
                                                               "ཀྱི་སློབ་གྲྭར་རྟ་རྒྱུག་བྱས།</p></footer>"),
     "འབྲེལ་ཡོད་གནས་ཚུལ", ("related", "footer")),
    ("zh-consent-footer", boxed_story("zh", "村里的收成", "<footer><div class='cookie-consent'><p>本网站使用cookie，继续浏览"
                                                         "即表示您同意我们的做法。</p></div></footer>"),
     "cookie", ("consent", "footer")),
    ("ug-footer-form", boxed_story("ug", "يېزىدىكى ھوسۇل", "<footer><form action='/join'><p>ئېلخەت ئادرېسىڭىزنى يېزىڭ، "
                                                          "كېلەر يىللىق مۇسابىقە خەۋىرىنى ئەۋەتىمىز.</p>"
                                                          "<input type='text' name='mail'></form></footer>"),
     "ئېلخەت", ("footer", "form")),
    ("bo-signature-footer", boxed_story("bo", "ཞིང་པའི་ལོ་ཏོག", "<footer><div class='signature'><p>ང་ནི་ཤར་ཕྱོགས་ནས་ཡིན། "
                                                                 "ཞིང་ལས་སྐོར་ཡི་གེ་འབྲི་རྒྱུར་དགའ།</p></div></footer>"),
     "ཤར་ཕྱོགས", ("signature", "footer")),
]
SEVERAL_FINDERS = [c for c in NAMED_FINDERS if len(c[3]) > 1]  # the blocks more than one finder holds


@pytest.mark.parametrize(("case", "page", "holding", "finders"), NAMED_FINDERS, ids=[c[0] for c in NAMED_FINDERS])
def test_a_never_kept_block_names_every_finder_that_holds_it(case: str, page: str, holding: str,
                                                             finders: tuple[str, ...]) -> None:
    """The trace names which finders of ``never_kept`` left the block out (``never:footer``,
    ``never:consent+footer``), not just ``never`` nor only the first: changing one of two would not bring it back."""
    block = next(b for b in explain_page(page.encode()) if holding in b.text)
    assert block.never_kept and not block.kept
    assert block.never_kept_finders == list(finders) and block.never_kept_by == finders[0]
    assert table_line(block).split()[5] == "never:" + "+".join(finders)
    story = [b for b in explain_page(page.encode()) if b.tag == "p" and b.text in STORY_TEXTS[case[:2]]]
    assert story and all(b.kept and not b.never_kept and b.never_kept_by == "" and b.never_kept_finders == []
                         for b in story)


CLI_CASES = NAMED_FINDERS[:3] + SEVERAL_FINDERS  # one finder (JSON as before) and several


@pytest.mark.parametrize(("case", "page", "holding", "finders"), CLI_CASES, ids=[c[0] for c in CLI_CASES])
def test_the_cli_names_the_finders_in_the_table_and_the_json_record(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str], case: str,
                                                                    page: str, holding: str,
                                                                    finders: tuple[str, ...]) -> None:
    """The table's start column joins the names with "+"; the JSON record keeps ``never_kept_by`` a string (the
    first finder, as before the list was added) and lists them all in ``never_kept_finders``."""
    path = tmp_path / f"{case}.html"
    path.write_text(page, encoding="utf-8")
    assert main(["extract", str(path), "--explain", "--block", holding]) == 0
    _, line = capsys.readouterr().out.splitlines()
    assert line.split()[5] == "never:" + "+".join(finders)
    assert main(["extract", str(path), "--explain", "--block", holding, "--json"]) == 0
    (record,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert record["never_kept"] and not record["kept"]
    assert record["never_kept_by"] == finders[0] and record["never_kept_finders"] == list(finders)


# Pages of our own where no finder should be named (the rule must not fire): a kept story whose text speaks of
# cookies, related reading, footers, forms and signatures, a note styled ``footnote`` (not a <footer>), a block
# beside a footer rather than in it, and a plain paragraph with a "+" in its text: (case, page, a text of the block).
UNNAMED_BLOCKS = [
    ("en-words-of-the-boxes", boxed_story("en", "Spring race", "<p>Related reading for parents: the footer of the "
                                                               "school's letter, its cookie recipe and the signature "
                                                               "form were handed out after the race.</p>"),
     "cookie recipe"),
    ("bo-footnote-class", boxed_story("bo", "ཞིང་པའི་ལོ་ཏོག", "<p class='footnote'>མཆན། ཞིང་པ་ཚོས་ལོ་ཏོག་བསྡུ་བའི་ཉིན་མོ་"
                                                              "དེར་ཆར་པ་བབས་མེད།</p>"),
     "མཆན"),
    ("ug-beside-footer", boxed_story("ug", "يېزىدىكى ھوسۇل", "<p>ھوسۇل ئېلىنغاندىن كېيىن يېزىدىكىلەر بىر يەرگە "
                                                            "يىغىلىپ ناخشا ئېيتتى.</p><footer><p>© ٢٠٢٤ يېزا مەكتىپى"
                                                            "</p></footer>"),
     "ناخشا"),
    ("zh-plus-in-text", boxed_story("zh", "村里的收成", "<p>今年的收成是去年的两倍+，村里的老人说这是二十年来最好的一年。</p>"),
     "两倍+"),
    ("en-signature-in-story", lang_page("en", "Spring race", "<article><h1>Spring race</h1>" + "".join(
        f"<p>{p}</p>" for p in EN * 3) + "<p>Every rider wrote a signature on the school's big card before going "
        "home.</p></article>"),
     "big card"),
]


@pytest.mark.parametrize(("case", "page", "holding"), UNNAMED_BLOCKS, ids=[c[0] for c in UNNAMED_BLOCKS])
def test_a_block_no_finder_holds_names_none(case: str, page: str, holding: str) -> None:
    """A block outside every finder's box starts ``over`` or ``under`` the threshold with no finder named, however
    its text speaks of them; the table never reads ``never`` for it and the JSON lists none."""
    block = next(b for b in explain_page(page.encode()) if holding in b.text)
    assert not block.never_kept and block.never_kept_by == "" and block.never_kept_finders == []
    assert table_line(block).split()[5] in {"over", "under"}
    assert block.record()["never_kept_finders"] == []


@pytest.mark.parametrize("case", [c[0] for c in NAMED_FINDERS])
def test_never_kept_is_any_of_its_named_parts(case: str) -> None:
    """``never_kept`` (the normal run's) and ``never_kept_parts`` (the trace's) are one composition: the same blocks
    left out, each part named once."""
    page = next(c[1] for c in NAMED_FINDERS if c[0] == case)
    dom = build_dom(lxml.html.document_fromstring(page))
    blocks = block_features(dom, dom.title)
    parts = never_kept_parts(dom, blocks)
    names = [name for name, _ in parts]
    assert len(names) == len(set(names))
    assert never_kept(dom, blocks) == [any(marks) for marks in zip(*(mask for _, mask in parts))]
    assert [bool(names) for names in never_kept_names(parts)] == never_kept(dom, blocks)


# A BlockTrace built with either name of its finders (``never_kept_by``, the one field before the list was added, or
# ``never_kept_finders``) or neither: (case, the keyword given, never_kept_by, never_kept_finders after).
TRACE_NAMES = [
    ("by-alone", {"never_kept_by": "footer"}, "footer", ["footer"]),
    ("list-alone", {"never_kept_finders": ["consent", "footer"]}, "consent", ["consent", "footer"]),
    ("neither", {}, "", []),
]


@pytest.mark.parametrize(("case", "given", "by", "finders"), TRACE_NAMES, ids=[c[0] for c in TRACE_NAMES])
def test_a_block_trace_keeps_its_two_finder_fields_in_agreement(case: str, given: dict[str, object], by: str,
                                                                 finders: list[str]) -> None:
    """Code that builds a ``BlockTrace`` with ``never_kept_by`` alone still gets the list, and the JSON record holds
    both fields in agreement."""
    record = BlockTrace(1, "p", "", 0.0, 0.0, bool(by), False, **given).record()  # type: ignore[arg-type]
    assert record["never_kept_by"] == by and record["never_kept_finders"] == finders


# Pages of our own whose text ``drop_inline_furniture`` cuts where the kept nodes are rendered, after the ladder:
# (case, page, a text of the block, the step ``--explain`` names, whether the block stays kept, whether its whole
# text is cut). The block a ticker's headlines sit in scores over the threshold and no step drops it: before the
# render names, its line read kept and "none" while the headlines were missing from the output.
TICKER_HEADLINES = ["ཡུལ་ཚོར་ཆུ་ལམ་གསར་པ་བཏོད།", "ཞིང་པས་ལོ་ཏོག་བསྡུས།", "རྟ་རྒྱུག་འགྲན་བསྡུར་ཚར།"]
TICKER_STORY = ("<h1>ལྷ་སར་སློབ་གྲྭ་གསར་པ་སྒོ་ཕྱེ།</h1><p>དེ་རིང་ལྷ་སའི་ནང་སློབ་གྲྭ་གསར་པ་ཞིག་སྒོ་ཕྱེ་བ་རེད། སློབ་ཕྲུག་"
                "བརྒྱ་ལྷག་ཅིག་གིས་སློབ་སྦྱོང་འགོ་བཙུགས་ཡོད། དགེ་རྒན་རྣམས་ཀྱིས་ཁ་བཏགས་ཕུལ་ནས་དགའ་བསུ་ཞུས།</p>"
                "<p>སློབ་གྲྭ་འདིར་བོད་ཡིག་དང་རྒྱ་ཡིག་ དབྱིན་ཡིག་བཅས་སློབ་ཁྲིད་བྱེད་རྒྱུ་ཡིན། ཕ་མ་རྣམས་ཧ་ཅང་དགའ་པོ་བྱུང་བ་"
                "རེད།</p><p>ས་གནས་ཀྱི་འགོ་ཁྲིད་རྣམས་ཀྱིས་སློབ་གསོའི་ལས་དོན་ལ་རོགས་རམ་བྱེད་རྒྱུའི་ཞལ་འཆམ་བྱས།</p>")
TICKER_PAGE = lang_page("bo", "བོད་ཀྱི་གསར་འགྱུར", "<div class='latest'><marquee>" + " ".join(
    f"<a href='/n/{n}'>{h}</a>" for n, h in enumerate(TICKER_HEADLINES)) + "</marquee></div>" + TICKER_STORY)
RENDER_CUTS = [
    ("bo-ticker", TICKER_PAGE, TICKER_HEADLINES[1], "render:ticker", True, True),
    ("ug-edit-link", BREAKERS["ug-edit-link"], "يېزا ئىگىلىكى", "render:inline_furniture", True, False),
    ("zh-screen-reader", PAGES["zh-screen-reader"], "屏幕阅读器", "render:screen_reader", False, True),
]


@pytest.mark.parametrize(("case", "page", "holding", "step", "kept", "whole"), RENDER_CUTS,
                         ids=[c[0] for c in RENDER_CUTS])
def test_text_cut_at_render_time_names_the_render_step(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       case: str, page: str, holding: str, step: str, kept: bool,
                                                       whole: bool) -> None:
    """``--explain --block`` on a line missing from the output names the render step that cut it, in the table's
    steps column and in the JSON record's ``render_cuts`` (the cut text with it); the kept mark stays the block's."""
    path = tmp_path / f"{case}.html"
    path.write_text(page, encoding="utf-8")
    assert main(["extract", str(path)]) == 0
    out = capsys.readouterr().out
    assert main(["extract", str(path), "--explain", "--block", holding]) == 0
    header, line = capsys.readouterr().out.splitlines()
    steps = line[header.index("steps"):header.index("text")].split()
    assert step in steps and line.startswith("K" if kept else ".")
    assert main(["extract", str(path), "--explain", "--block", holding, "--json"]) == 0
    (record,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    [cut] = [c for c in record["render_cuts"] if c["step"] == step]
    assert record["kept"] is kept and (cut["text"] == record["text"]) is whole
    assert all(piece not in out for piece in cut["text"].split())   # what the cut names is missing from the output
    assert holding in out or whole


def test_a_ticker_cut_leaves_the_story_unnamed_and_the_output_unchanged() -> None:
    """The story's blocks under the ticker name no render step; the headlines alone are cut, and the trace's kept
    blocks are the normal run's."""
    trace = explain_page(TICKER_PAGE.encode())
    [ticker] = [b for b in trace if TICKER_HEADLINES[0] in b.text and b.tag == "div"]
    assert [c.text for c in ticker.render_cuts] == [" ".join(TICKER_HEADLINES)]
    assert all(not b.render_cuts for b in trace if b is not ticker)
    traced, normal = kept_blocks_both_ways(TICKER_PAGE.encode())
    assert traced == normal


def column_edges(header: str) -> list[tuple[str, int]]:
    """Where each column of a table line must start (its header name's first character, left-aligned columns) or end
    (its last, right-aligned numbers): (side, offset) per column."""
    left, right = ("kept", "tag", "start", "steps", "text"), ("node", "stage1", "stage2")
    return ([("start", header.index(f" {name} ") + 1 if name != "kept" else 0) for name in left[:-1]]
            + [("start", header.index(" text") + 1)]
            + [("end", header.index(f" {name}") + 1 + len(name)) for name in right])


# Pages whose table mixes short and long start states and steps: a block two finders hold (never:consent+footer,
# never:signature+footer), the ticker (render:ticker) and a block a step dropped and the render cut
# (drop_inline_furniture- render:screen_reader).
ALIGNED_PAGES = [(c[0], c[1]) for c in SEVERAL_FINDERS] + [("bo-ticker", TICKER_PAGE),
                                                            ("zh-screen-reader", PAGES["zh-screen-reader"])]


@pytest.mark.parametrize(("case", "page"), ALIGNED_PAGES, ids=[c[0] for c in ALIGNED_PAGES])
def test_every_table_line_starts_its_columns_at_the_headers_offsets(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str], case: str,
                                                                   page: str) -> None:
    """However long a finder's name or a block's steps, each column starts (or, for numbers, ends) at the same offset
    on every line as under its header name: a blank before it and a character of its value there."""
    path = tmp_path / f"{case}.html"
    path.write_text(page, encoding="utf-8")
    assert main(["extract", str(path), "--explain"]) == 0
    header, *lines = capsys.readouterr().out.splitlines()
    assert header.split() == ["kept", "node", "tag", "stage1", "stage2", "start", "steps", "text"]
    wide = [line for line in lines if len(line.split()[5]) > len("start ") or len(line.split()[6]) > len("steps")]
    assert len(lines) > 2 and wide   # a start state or steps wider than the header's name: the overflow of before
    for line in lines:
        for side, offset in column_edges(header):
            inside, outside = (offset, offset - 1) if side == "start" else (offset - 1, offset)
            assert line[inside] != " " and (outside < 0 or line[outside] == " "), (line, side, offset)
