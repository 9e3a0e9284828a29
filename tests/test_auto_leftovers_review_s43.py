"""Review r300 of session 43's leftovers (h300): pages written to break the merged rules.

False positives (a portfolio card filed under "logo", a story set in a "fonts" section, a Tibetan compound of two
tool words, an event's reader line, an EPrints abstract citing its report in a short line), false negatives (a header
logo named "header-logo", a share button first in a Tibetan or Uyghur row, English bylines "Author X · date" and
"By X · 5 min read · date"), and size (thousands of EPrints 3.4 document blocks in near-linear time). Our own sentences.
"""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto.model import THRESHOLD
from extract.algorithms.auto.words import DATA_NAMES_MEMO
from extract.dom import DATA_NAME_SEPARATOR, build_dom
from tests.extraction_pages import KEPT, assert_page, auto_text, best_seconds, kept_lines_scored, lang_page, paragraphs
from tests.test_auto_leftovers_s43 import MENU, RICH_TEXT  # the same menu and Framer text box

BO = ["ལྷ་སའི་དཔེ་མཛོད་ཁང་གིས་ལོ་འདིར་དཔེ་ཆ་རྙིང་པ་སྟོང་ཕྲག་མང་པོ་པར་ལེན་བྱས་ནས་དྲ་ཐོག་ཏུ་བཀོད་ཡོད་པས། སློབ་མ་རྣམས་ཀྱིས་ཁྱིམ་ནས་ཀློག་ཐུབ།",
      "གྲོང་གསེབ་ཀྱི་རྒན་པོ་རྣམས་ཀྱིས་སྔ་མོའི་གཏམ་རྒྱུད་བཤད་པ་སྒྲ་ཕབ་བྱས་ཏེ། ལོ་རྒྱུས་ཀྱི་ཡིག་ཆ་གལ་ཆེན་ཞིག་ཏུ་གྱུར་ཡོད།",
      "དཔེ་མཛོད་ཁང་གི་ལས་བྱེད་པ་ཚོས་ཉིན་རེར་དཔེ་ཆ་བཅུ་ཕྲག་ཁ་ཤས་ལ་ཞིབ་བཤེར་བྱས་ནས་ཉར་ཚགས་ཡག་པོ་བྱེད་ཀྱི་ཡོད།"]
UG = ["قەشقەر كونا شەھىرىدىكى ھۈنەرۋەنلەر بۇ يىل يېڭى دۇكانلارنى ئېچىپ، مىس قاچا ۋە ياغاچ ئويمىچىلىقىنى ساياھەتچىلەرگە كۆرسەتتى.",
      "ياش ھۈنەرۋەنلەر ئۇستازلىرىدىن ئۆگەنگەن ماھارەتنى داۋاملاشتۇرۇپ، ھەر ھەپتە ئاخىرىدا بالىلارغا ھەقسىز دەرس ئۆتىدۇ.",
      "شەھەر ھۆكۈمىتى كونا كوچىلارنى رېمونت قىلغاندىن كېيىن، ساياھەتچىلەرنىڭ سانى ئىلگىرىكىدىن كۆپ ئاشتى."]
ZH = ["今年春天，县里的图书馆把几千册旧书扫描上网，牧区的孩子们在家里也能读到这些书了。",
      "图书馆的工作人员每天检查几十本古籍，给破损的书页做修补，再放进恒温恒湿的书库里保存。",
      "馆长说，下一步要请老人们讲讲过去的故事，把录音整理成文字，和扫描的书一起放到网上。"]
EN = ["The county library scanned four thousand old books this spring, so children in the herding camps can read them.",
      "Every morning the staff check a few dozen volumes, mend the torn pages and shelve them in the cool store room.",
      "Next year the library will record the elders' stories and put the transcripts online beside the scanned books."]
FOOT = "<footer><p>© 2026 Highland Library</p></footer>"


def story(lang: str, title: str, body: str) -> str:
    """A story page: the menu, ``<main>`` holding its h1 and ``body``, the footer."""
    return lang_page(lang, title, f"{MENU}<main><h1>{title}</h1>{body}</main>{FOOT}")


# name: (markup, kept strings, dropped strings)
PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    # (a) a story about fonts set in a section named "fonts": its short line naming a font's download is its text
    "fonts_section_story_en": (story("en", "Tibetan type", paragraphs(EN[:2]) +
        "<section class='fonts'><h2>Jomolhari</h2><p>Chris Fynn drew it for classical texts; download the Jomolhari "
        "font from the project's page.</p>" + paragraphs(EN[2:]) + "</section>"),
        [EN[0][:50], "download the Jomolhari font", EN[2][:50]], []),
    # (a) a Tibetan heading compounding two tool words ("preservation-sharing" of old books) is no tool row
    "tibetan_compound_heading_bo": (story("bo", "དཔེ་མཛོད་ཁང་།", paragraphs(BO[:1]) +
        "<h2>ཉར་ཚགས་མཉམ་སྤྱོད།</h2>" + paragraphs(BO[1:])),
        [BO[0][:40], "ཉར་ཚགས་མཉམ་སྤྱོད", BO[2][:40]], []),
    # (a) a short kept line and a heading that say "share"
    "share_story_heading_en": (story("en", "Library stories", paragraphs(EN[:2]) +
        "<h2>Share your story</h2><p>Share, print and keep it.</p>" + paragraphs(EN[2:])),
        [EN[0][:50], "Share your story", "Share, print and keep it.", EN[2][:50]], []),
    "share_words_sentence_zh": (story("zh", "图书馆", paragraphs(ZH[:2]) + "<h2>读书分享会</h2>"
        "<p>分享读书的快乐，收藏每一本好书。</p>" + paragraphs(ZH[2:])),
        [ZH[0][:20], "读书分享会", "分享读书的快乐", ZH[2][:20]], []),
    # (b) a share button first in its row, another theme's order
    "share_first_row_bo": (story("bo", "དཔེ་མཛོད་ཁང་།", paragraphs(BO) + "<p>མཉམ་སྤེལ། | པར་རྒྱག</p>"),
        [BO[0][:40], BO[2][:40]], ["མཉམ་སྤེལ"]),
    "share_first_row_ug": (story("ug", "ھۈنەرۋەنلەر", paragraphs(UG) + "<p>ھەمبەھىرلەڭ | يىغىۋېلىش</p>"),
        [UG[0][:40], UG[2][:40]], ["ھەمبەھىرلەڭ"]),
    # (a) an event's reader line with its English role word and no colon stays; (b) a labelled byline, with or
    # without its colon, and "By X" still go
    "reader_line_guard_en": (story("en", "Readings", paragraphs(EN[:2]) +
        "<h2>An evening of stories</h2><p>Author Pema Tseden reads, 2025-09-14</p>" + paragraphs(EN[2:])),
        [EN[0][:50], "Author Pema Tseden reads, 2025-09-14"], []),
    "author_byline_no_colon_en": (story("en", "Old books", "<p>Author Pema Tseden · 2025-09-14</p>" +
        paragraphs(EN)), [EN[0][:50], EN[2][:50]], ["Author Pema Tseden"]),
    "by_byline_en": (story("en", "Old books", "<p>By Pema Tseden · 5 min read · Sep 14, 2025</p>" + paragraphs(EN)),
        [EN[0][:50], EN[2][:50]], ["By Pema Tseden"]),
}


def eprints_34(title: str, abstract: list[str], documents: str) -> str:
    """An EPrints 3.4 record: its citation, ``documents`` in divs, its abstract, the actions table."""
    return lang_page("en", title,
        "<div class='ep_tm_header'><a href='/'>Repository</a> <a href='/view/'>Browse</a></div>"
        f"<div id='ep_tm_main'><h1 class='ep_tm_pagetitle'>{title}</h1><div class='ep_summary_content'>"
        f"<div class='ep_summary_content_main'><p>Dolma, P. (2022) <em>{title}</em>. Library Review, 4 (1).</p>"
        + documents + "<h2>Abstract</h2>" + paragraphs(abstract) +
        "<h3>Actions (login required)</h3><table class='ep_summary_page_actions'><tr><td><a href='/v/9'>View "
        "Item</a></td></tr></table></div></div></div><div class='ep_tm_footer'>Powered by EPrints 3.4</div>")


def eprints_document(n: int) -> str:
    """EPrints 3.4's block of document ``n``: its icon's link, its citation, its download link."""
    return (f"<div class='ep_summary_page_document'><span><a class='ep_document_link' href='/9/{n}/f.pdf'><img "
            f"class='ep_doc_icon' alt='[thumbnail]' src='/i.png'/></a></span><span><div class='ep_document_citation'>"
            f"<span class='document_format'>PDF</span> - Supplement {n}</div><a class='ep_document_link' "
            f"href='/9/{n}/f.pdf'>Download ({n}kB)</a></span></div>")


PAGES.update({
    # (a) an abstract's short line citing its report by the document link stays: it is the abstract's sentence
    "eprints_short_citing_line_en": (eprints_34("Scanning old books", EN,
        "<div class='ep_summary_text'><p>See <a class='ep_document_link' href='/9/1/r.pdf'>the survey report</a>."
        "</p></div>"), [EN[0][:50], "the survey report"], ["View Item"]),
    # (b) several documents, one block each
    "eprints_three_documents_en": (eprints_34("Scanning old books", EN, "".join(eprints_document(n) for n in (1, 2, 3))),
        [EN[0][:50], EN[2][:50]], ["Download (1kB)", "Download (3kB)", "Supplement 2"]),
})


def card_page(lang: str, brand: str, logo_attribute: str, cards: list[tuple[str, str, str]]) -> str:
    """A landing page: a header holding the brand in a box named by ``logo_attribute``, then cards each named by
    its class (``cards``: class, heading, line; every text a "p.framer-text" in a RichTextContainer)."""
    boxes = "".join(f'<div class="{name}">{RICH_TEXT.format(f"<h3>{head}</h3>")}'
                    f'{RICH_TEXT.format(f"<p class=framer-text>{line}</p>")}</div>' for name, head, line in cards)
    return lang_page(lang, brand,
        f'<div id="main"><div class="header"><div {logo_attribute}>'
        f'{RICH_TEXT.format(f"<p class=framer-text>{brand}</p>")}</div></div><div class="services">{boxes}</div></div>')


# name: (markup, the doubted line, whether it stays)
DOUBTED: dict[str, tuple[str, str, bool]] = {
    # (a) a portfolio's card filed under the category "logo" (Isotope's filter classes) is a record like the others
    "portfolio_logo_category_guard_en": (card_page("en", "Highland Studio", 'class="brand"', [
        ("portfolio-item print", "Posters", EN[0]), ("portfolio-item logo", "Marks", EN[1]),
        ("portfolio-item web", "Sites", EN[2])]), EN[1], True),
    # (b) the header's logo named "header-logo" or a Framer layer "Site Logo"
    "header_logo_class_ug": (card_page("ug", "ھۈنەر ئۆيى", 'class="header-logo"', [
        ("card", "ئوڭشاش", UG[0]), ("card", "دەرس", UG[1]), ("card", "زاكاز", UG[2])]), "ھۈنەر ئۆيى", False),
    "framer_site_logo_bo": (card_page("bo", "སྒྱུ་རྩལ་ཁང་།", 'data-framer-name="Site Logo"', [
        ("card", "ཐང་ཀ", BO[0]), ("card", "རི་མོ།", BO[1]), ("card", "དཔེ་ཆ།", BO[2])]), "སྒྱུ་རྩལ་ཁང་།", False),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_review_pages(name: str) -> None:
    assert_page(name, *PAGES[name])


@pytest.mark.parametrize("name", sorted(DOUBTED))
def test_review_doubted_logo(name: str) -> None:
    markup, doubted, stays = DOUBTED[name]
    kept = kept_lines_scored(markup, {doubted: THRESHOLD - 1.0}, KEPT)
    assert any(doubted in line for line in kept) is stays, f"{name}: {kept}"


def test_names_one_run_per_attribute_in_the_features() -> None:
    """The features' reading of the naming attributes (``words._attribute_masks``) sets values apart as
    ``Dom.names`` does: a Framer layer "Nav" and a test id "Link" are no "Nav Link"."""
    dom = build_dom(lxml.html.document_fromstring('<html><body><div data-framer-name="Nav" data-testid="Link">'
                                                  '<p>A line of text in the box.</p></div></body></html>'))
    auto.block_features(dom, dom.title)
    names = dom.memo[DATA_NAMES_MEMO][1]
    assert list(names.values()) == [f"Nav{DATA_NAME_SEPARATOR}Link"]


def eprints_row(n: int) -> str:
    """EPrints 3's table row of document ``n``: its icon's cell, its line's cell."""
    return (f"<tr><td><a class='ep_document_link' href='/9/{n}/f.pdf'><img src='/i.png'/></a></td><td>PDF - "
            f"Supplement {n}<br/><a class='ep_document_link' href='/9/{n}/f.pdf'>Download ({n}kB)</a></td></tr>")


@pytest.mark.parametrize("form", ["divs", "table"])
def test_many_eprints_documents_near_linear(form: str) -> None:
    """Thousands of EPrints document blocks (3.4's divs, 3's table rows): four times the blocks in well under
    sixteen times the time."""
    def documents(count: int) -> str:
        if form == "divs":
            return "".join(eprints_document(n) for n in range(count))
        return f"<table>{''.join(eprints_row(n) for n in range(count))}</table>"
    small, large = (eprints_34("Scans", EN, documents(count)) for count in (1000, 4000))
    assert best_seconds(lambda: auto_text(large), 3) < 10 * best_seconds(lambda: auto_text(small), 3)
