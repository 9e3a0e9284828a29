"""Session 43, final read f4 (m4): pages for the reviewer's findings on ``chapter_pages`` and ``photo_sets``.

A company's certificates and a pattern's needle sizes beside a captioned WordPress gallery (EXIF lines need two
field kinds), a quiz's lone "1/3" on a gallery post, a camera line with its aperture; a paged news story and a
lesson giving a site's address (no chapter page), a chapter's narrator typing an address, a tutorial quoting a
Gutenberg header, a bold contents label, a blog post's "最后更新" line, a bare Uyghur "باب", Wikisource's header
template named by its id alone, and the watermark cut told as its block. Our own sentences.
"""

from __future__ import annotations

import lxml.html
import pytest

from extract.algorithms import auto
from extract.algorithms.auto.chapter_pages import CHAPTER_TITLE_RE, cut_watermark_lines
from extract.algorithms.auto.photo_sets import is_exif_line
from extract.dom import build_dom
from tests.extraction_pages import assert_spec, auto_text, lang_page, paragraphs

EN = ["Our workshop by the river has made steel fittings for farm machines for over thirty years, and each part is "
      "checked twice by the quality team before it leaves the floor.",
      "We sell to cooperatives across the province and to buyers in three nearby countries, who fit our hinges and "
      "brackets on tractors, seed drills and water pumps.",
      "The pictures below show the new assembly hall that opened in the spring, with its bigger presses and a "
      "brighter, cleaner paint shop."]
ZH = ["本报讯 上周六上午，区文化馆的新展厅正式开放，当天前来参观的市民超过五千人，门口一早就排起了长队。",
      "新展厅分为上下两层，展出了本地老艺人的剪纸、木雕和刺绣作品三百余件，每天开放十个小时。",
      "馆长说，今年下半年还将开设周末手工课堂，孩子们可以在老师的带领下亲手做一件小作品。"]
ZH_ADDRESS = "市民可登录区文化馆网站 www.whg-demo.org.cn 预约参观和阅读。"  # an address and 阅读, ending with 。
STORY = ["她回到宿舍，打开那台旧笔记本，屏幕亮起来的时候已经过了半夜，窗外的风一阵紧似一阵。",
         "她想起下午主编说的话，心里有些不安，可还是打算把这个故事写完，哪怕读的人不多。",
         "她在浏览器里输入 www.qidian.com，登录了作者后台，开始阅读读者的留言。",
         "留言只有四条，其中一条写着：催更。她笑了笑，又把手放回键盘上。"]
BIQUGE_SLOGAN = "本书首发笔趣阁小说网 www.biqu-demo.com"  # a slogan: an address, a site word, no full stop
GALLERY = ('<figure class="wp-block-gallery has-nested-images"><figure class="wp-block-image"><img src="a.jpg">'
           '<figcaption>The assembly hall in April</figcaption></figure><figure class="wp-block-image">'
           '<img src="b.jpg"><figcaption>The paint shop</figcaption></figure></figure>')
GUTENBERG_TUTORIAL = ["A book downloaded from Project Gutenberg comes wrapped in a licence header and footer, and a "
                      "script that counts a novel's words has to remove them first.",
                      "The header names the book in a field line and ends with a marker line, both quoted below; all "
                      "that follows the marker is the book.",
                      "Our script looks for the two marker lines, keeps the text between them and prints its word "
                      "count, which takes about a second for a long novel."]
WS_STORY = ["The ferry had crossed the same grey water for forty winters, and the ferryman no longer counted the "
            "travellers who came down to the landing before dawn.",
            "That spring a stranger walked down the hill road with a parcel under his arm and asked to be taken "
            "over, though the river was high and brown after the rains.",
            "Halfway across he opened the parcel, and the ferryman saw it held nothing but a bundle of old letters "
            "tied with a faded blue ribbon."]


def post(lang: str, title: str, body: str) -> str:
    """A post: ``<article>`` holding its h1 and ``body``."""
    return lang_page(lang, title, f"<article><h1>{title}</h1>{body}</article>")


# name: (markup, kept strings, dropped strings)
PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    # 1 lists of one EXIF-like kind beside a captioned gallery are the post's: certificates, needle sizes
    "iso_certificates_gallery": (post("en", "About our company", paragraphs(EN) + GALLERY
                                      + "<h2>Certificates</h2><ul><li>ISO 9001</li><li>ISO 14001</li>"
                                        "<li>ISO 45001</li></ul>" + paragraphs(EN[:1])),
                                 ["ISO 9001", "ISO 14001", "ISO 45001"], []),
    "needle_sizes_gallery": (post("en", "Knitting a scarf", paragraphs(EN) + GALLERY
                                  + "<h2>Needles</h2><ul><li>4 mm</li><li>5 mm</li><li>6 mm</li></ul>"
                                  + paragraphs(EN[:1])), ["4 mm", "5 mm", "6 mm"], []),
    # 7 a quiz's one answer on a gallery post: one counter line, in no photo box
    "quiz_answer_gallery": (post("en", "Quiz", paragraphs(EN) + GALLERY
                                 + "<p>What share of the hall is the paint shop?</p><p>1/3</p>" + paragraphs(EN[:1])),
                            ["1/3"], []),
    # 2 a paged news story (上一页 / 下一页) and a lesson (第一节) are no chapter pages: the address line stays
    "news_pager_address_zh": (post("zh", "区文化馆新展厅开放", paragraphs(ZH) + paragraphs([ZH_ADDRESS])
                                   + paragraphs(ZH[:1]) + '<div class="pages"><a href="?p=1">上一页</a> '
                                   '<a href="?p=1">1</a> <a href="?p=2">2</a> <a href="?p=2">下一页</a></div>'),
                              [ZH_ADDRESS], []),
    "lesson_section_address_zh": (post("zh", "第一节 阅读与写作", paragraphs(ZH) + paragraphs([ZH_ADDRESS])),
                                  [ZH_ADDRESS], []),
    # 3 a chapter's narrator typing an address keeps the sentence; the site's slogan between the lines goes
    "chapter_narration_address_zh": (lang_page("zh", "第十二章 夜风", '<h1>第十二章 夜风</h1><div id="content">'
                                               + "<br><br>".join(STORY + [BIQUGE_SLOGAN] + STORY) + "</div>"),
                                     STORY, [BIQUGE_SLOGAN]),
    # 4 a tutorial quoting the header's title line and START marker, without its licence sentence, keeps its text
    "gutenberg_tutorial_en": (post("en", "Counting words in Gutenberg books", paragraphs(GUTENBERG_TUTORIAL[:2])
                                   + "<pre>Title: Pride and Prejudice</pre><pre>*** START OF THE PROJECT GUTENBERG "
                                     "EBOOK PRIDE AND PREJUDICE ***</pre>" + paragraphs(GUTENBERG_TUTORIAL[2:])),
                              GUTENBERG_TUTORIAL, []),
    # 5 a bold contents label over a document's own list, no link: no nav row
    "bold_contents_label_zh": (lang_page("zh", "手册", "<article><p><strong>目录 / Contents</strong></p><ol>"
                                         + paragraphs(ZH, "li") + "</ol>" + paragraphs(ZH) + "</article>"),
                               ["目录 / Contents"], []),
    # 6 a blog post's meta lines with "最后更新" are no novel's card
    "blog_last_updated_zh": (post("zh", "怎样包一顿好饺子", "<p>作者：王芳</p><p>分类：家常菜</p>"
                                  "<p>最后更新：2025年4月2日</p>" + paragraphs(ZH)),
                             ["作者：王芳", "分类：家常菜", "最后更新：2025年4月2日"], []),
    # 9 Wikisource's header template named by its id alone
    "wikisource_headertemplate_id_en": (lang_page("en", "The Ferry/Chapter 2", '<div id="mw-content-text">'
                                                  '<div id="headertemplate" class="ws-header"><div>The Ferry Book</div>'
                                                  '<div><a href="/1">← Chapter 1</a></div><div>by B. Author</div>'
                                                  "</div>" + paragraphs(WS_STORY) + "</div>"),
                                        WS_STORY, ["The Ferry Book", "by B. Author"]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_final_read_page(name: str) -> None:
    markup, kept, dropped = PAGES[name]
    assert_spec(name, auto_text(markup), {"stay": kept, "go": dropped})


# 11 a camera line with its aperture is one EXIF line (the model's words stop before "f/")
EXIF_LINES: dict[str, bool] = {"Canon EOS R5 f/2.8": True, "Sony A7 IV ƒ/4": True, "Canon EOS R5": True,
                               "f/2.8": True, "Canon EOS R5 and friends": False}


@pytest.mark.parametrize("line", sorted(EXIF_LINES))
def test_exif_lines(line: str) -> None:
    assert is_exif_line(line) is EXIF_LINES[line]


# 8 a Uyghur chapter title needs an ordinal or a number: a bare "باب" (chapter, section) opening a line is none
CHAPTER_TITLES: dict[str, bool] = {"بىرىنچى باب": True, "3-باب": True, "باب ھەققىدە ئىزاھات": False,
                                   "第三章 归来": True, "Chapter 4": True}


@pytest.mark.parametrize("title", sorted(CHAPTER_TITLES))
def test_chapter_titles(title: str) -> None:
    assert (CHAPTER_TITLE_RE.match(title) is not None) is CHAPTER_TITLES[title]


# 10 the watermark cut is told as its block (the line's owner, not the inline node holding its first piece: here a
# span), as the signature cut tells its block
def test_watermark_cut_tells_its_block() -> None:
    dom = build_dom(lxml.html.document_fromstring(lang_page("zh", "第十二章 夜风", '<h1>第十二章 夜风</h1><div id="content">'
                                 + "<br><br>".join(STORY + [f"<span>{BIQUGE_SLOGAN}</span>"] + STORY)
                                 + "</div>")))
    blocks = auto.block_features(dom, dom.title)
    cuts: list[tuple[int, str]] = []
    cut_watermark_lines(dom, list(range(len(dom))), blocks.owner, cuts)
    assert cuts and all(node in set(blocks.ids) for node, _ in cuts)

