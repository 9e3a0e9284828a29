"""Review of the wiki end-matter step (session 41): a MediaWiki article still loses its closing "See also" and
"External links" sections under numbered headings, a Fandom-like skin's bracketless "Edit" link, Chinese titles such
as "另见" and "参考来源", English ones such as "Works cited", an intro line over the list, an "附录" group and a second
wrapper after the article; an article's last section titled like end matter but written as prose (a dish's "来源", a
scripture's "མཆན་འགྲེལ", a chronicle's "Sources" subsection) stays, as does a news site's lead box named "stub". Our
own sentences, no dev-set text."""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text


def _page(lang: str, title: str, article: str, after: str = "") -> str:
    """A MediaWiki page: ``article`` inside ``mw-parser-output``, the skin's categories, menus and footer around it,
    ``after`` between the article and the menus."""
    direction = ' dir="rtl"' if lang == "ug" else ""
    return (f'<!DOCTYPE html><html lang="{lang}"{direction}><head><meta charset="utf-8"><title>{title} - Wiki</title>'
            '</head><body class="mediawiki"><a class="mw-jump-link" href="#content">Jump to content</a>'
            f'<div id="content" class="mw-body" role="main"><h1 id="firstHeading" class="firstHeading">{title}</h1>'
            '<div id="bodyContent"><div id="mw-content-text" class="mw-body-content">'
            f'<div class="mw-parser-output">{article}</div></div>'
            f'<div class="printfooter">Retrieved from "https://wiki.example.org/{title}"</div>'
            '<div id="catlinks" class="catlinks"><a href="/Special:Categories">Categories</a>: '
            '<ul><li><a href="/c1">Lakes</a></li></ul></div></div></div>'
            f'{after}<div id="mw-panel"><h3>Navigation</h3><ul><li><a href="/">Main page</a></li>'
            '<li><a href="/Random">Random page</a></li></ul></div>'
            '<footer id="footer"><ul><li>Text is available under the Creative Commons License.</li></ul></footer>'
            '</body></html>')


def _h(title: str, level: int = 2, skin: str = "legacy") -> str:
    """A section heading as a skin prints it: legacy Vector's headline and "[edit]", a Fandom-like "Edit" without
    brackets, or a numbered one ("3 See also", ``title`` then reads "3|See also")."""
    if skin == "fandom":
        edit = '<span class="mw-editsection"><a href="?action=edit"><svg class="icon"></svg>Edit</a></span>'
    else:
        edit = ('<span class="mw-editsection"><span class="mw-editsection-bracket">[</span><a href="?action=edit">'
                'edit</a><span class="mw-editsection-bracket">]</span></span>')
    number = ""
    if skin == "numbered":
        number, title = title.split("|")
        number = f'<span class="mw-headline-number">{number}</span> '
    return f'<h{level}>{number}<span class="mw-headline">{title}</span>{edit}</h{level}>'


def _ul(items: list[str]) -> str:
    return "<ul>" + "".join(f'<li><a href="/wiki/e{n}">{item}</a></li>' for n, item in enumerate(items)) + "</ul>"


def _ps(*lines: str) -> str:
    return "".join(f"<p>{line}</p>" for line in lines)


def _refs(items: list[str]) -> str:
    return ('<div class="reflist"><ol class="references">'
            + "".join(f'<li><a href="#r{n}">^</a> {item}</li>' for n, item in enumerate(items)) + "</ol></div>")


EN_SOURCES = ["The monastery was founded in the twelfth century on a high pasture north of the border passes.",
              "Modern historians read its growth as part of a wider revival of teaching lineages in the valley.",
              "The chief sources for this period are two biographies of the founder, one written by his nephew.",
              "Both texts survive only in block prints made centuries later, and they disagree on several dates."]
BO_COMMENTARY = ["རྩ་བ་ཤེས་རབ་ནི་དབུ་མའི་གཞུང་གཙོ་བོ་ཞིག་ཡིན་ཞིང་། ལེའུ་ཉེར་བདུན་དུ་ཕྱེ་ཡོད།",
                 "བོད་ཀྱི་མཁས་པ་རྣམས་ཀྱིས་གཞུང་འདིའི་མཆན་འགྲེལ་མང་པོ་བརྩམས་ཡོད་ཅིང་། དེ་དག་ཕལ་ཆེར་གྲྭ་ས་རྣམས་སུ་ཉར་ཡོད།",
                 "མཆན་འགྲེལ་དེ་དག་གི་ནང་དུ་ཚིག་དོན་གསལ་བཤད་དང་རྩོད་ལན་གཉིས་ཀ་ཚུད་ཡོད་པས་སློབ་གཉེར་བ་ལ་ཕན་ཐོགས་ཆེ།"]
ZH_ORIGIN = ["粽子是用箬叶包裹糯米蒸煮而成的食品，是端午节的传统节日食品之一。",
             "关于粽子的来源，民间流传最广的说法是纪念战国时期投江的诗人屈原。",
             "据说当地百姓担心鱼虾啃食诗人的遗体，便把米饭包在叶子里投入江中。"]
EN_RIVER = ["The river rises near the holy mountain and flows east for more than a thousand kilometres.",
            "Below the last town it turns sharply south through one of the deepest gorges on earth."]
ZH_LAKE = ["纳木错位于西藏自治区中部，是西藏第二大湖泊，湖面海拔约四千七百米。",
           "湖边有几座古老的寺院，每逢藏历羊年，信众会绕湖转经。"]
UG_NEWS = ["ئۈرۈمچى شەھىرىدە بۇ يىل يېڭىدىن ئۈچ ئاممىۋى كۇتۇپخانا ئېچىلىپ، ئاھالىلەرنىڭ كىتاب ئوقۇش شارائىتى ياخشىلاندى.",
           "يېڭى كۇتۇپخانىلارنىڭ ھەر بىرىدە بالىلار ئوقۇش زالى بار بولۇپ، ھەپتە ئاخىرىدىمۇ ئوچۇق تۇرىدۇ.",
           "شەھەرلىك مەدەنىيەت ئىدارىسى كېلەر يىلى يەنە ئىككى كۇتۇپخانا قۇرۇشنى پىلانلىغان."]

# (name, page, {"stay": [...], "go": [...]})
PAGES = [
    ("an h3 'Sources' on a chronicle's sources, in prose, stays",
     _page("en", "Monastery", _ps(EN_SOURCES[0]) + _h("Historiography") + _h("Modern studies", 3) + _ps(EN_SOURCES[1])
           + _h("Sources", 3) + _ps(*EN_SOURCES[2:]) + _h("References") + _refs(["Smith 2001, p. 4."])
           + _h("External links") + _ul(["The monastery on a digital archive"])),
     {"stay": EN_SOURCES, "go": ["The monastery on a digital archive", "Smith 2001"]}),
    ("a scripture's last section 'commentaries' in prose stays",
     _page("bo", "རྩ་བ་ཤེས་རབ།", _ps(BO_COMMENTARY[0]) + _h("མཆན་འགྲེལ།") + _ps(*BO_COMMENTARY[1:])
           + _h("ཕྱི་ཕྱོགས་སྦྲེལ་ཐག") + _ul(["དབུ་མའི་གཞུང་གི་དྲ་ཚིགས།", "དཔེ་མཛོད་ཁང་གི་དཀར་ཆག"])),
     {"stay": BO_COMMENTARY, "go": ["དབུ་མའི་གཞུང་གི་དྲ་ཚིགས།", "དཔེ་མཛོད་ཁང་གི་དཀར་ཆག"]}),
    ("a dish's last section '来源' (its origin) in prose stays",
     _page("zh", "粽子", _ps(ZH_ORIGIN[0]) + _h("来源") + _ps(*ZH_ORIGIN[1:]) + _h("参见") + _ul(["端午节", "年糕", "汤圆"])
           + _h("外部链接") + _ul(["中国美食网：粽子的做法"])),
     {"stay": ZH_ORIGIN, "go": ["中国美食网：粽子的做法"]}),
    ("numbered headings' 'See also' and 'External links' go",
     _page("en", "River", _ps(EN_RIVER[0]) + _h("1|Course", skin="numbered") + _ps(EN_RIVER[1])
           + _h("2|See also", skin="numbered") + _ul(["Brahmaputra River", "Siang River", "List of rivers of Tibet"])
           + _h("3|External links", skin="numbered") + _ul(["River gauge data portal"])),
     {"stay": EN_RIVER, "go": ["Brahmaputra River", "Siang River", "List of rivers of Tibet", "River gauge data portal"]}),
    ("a Fandom-like skin's bracketless 'Edit' link: its end matter goes",
     _page("en", "River", _ps(EN_RIVER[0]) + _h("Course", skin="fandom") + _ps(EN_RIVER[1])
           + _h("See also", skin="fandom") + _ul(["Spring fair", "River procession", "Paper crafts of the valley"])
           + _h("External links", skin="fandom") + _ul(["Official town tourism page"])),
     {"stay": EN_RIVER, "go": ["Spring fair", "River procession", "Paper crafts of the valley", "Official town tourism page"]}),
    ("Chinese '另见', '参考来源', '外部連接' go",
     _page("zh", "纳木错", _ps(ZH_LAKE[0]) + _h("宗教") + _ps(ZH_LAKE[1]) + _h("另见") + _ul(["色林错", "羊卓雍错", "玛旁雍错"])
           + _h("参考来源") + _refs(["西藏地理志，2005年。"]) + _h("外部連接") + _ul(["纳木错景区官方网站"])),
     {"stay": ZH_LAKE, "go": ["色林错", "羊卓雍错", "玛旁雍错", "纳木错景区官方网站"]}),
    ("Chinese end matter grouped under '附录' goes",
     _page("zh", "纳木错", _ps(*ZH_LAKE) + _h("附录") + _h("参见", 3) + _ul(["色林错", "羊卓雍错", "普莫雍错"])
           + _h("外部链接", 3) + _ul(["山南市旅游局网站"])),
     {"stay": ZH_LAKE, "go": ["色林错", "羊卓雍错", "普莫雍错", "山南市旅游局网站"]}),
    ("English 'Works cited' and 'Further reading' go",
     _page("en", "River", _ps(EN_RIVER[0]) + _h("Course") + _ps(EN_RIVER[1]) + _h("Works cited")
           + _ul(["Forbes, A. (2011). The Tea Road. Kunming Press.", "Freeman, M. (2012). Caravans of the South."])
           + _h("Further reading") + _ul(["Jones, K. Mules and Merchants. 2015."])),
     {"stay": EN_RIVER, "go": ["Forbes, A. (2011)", "Freeman, M. (2012)", "Mules and Merchants"]}),
    ("an intro line over a 'See also' list: the list goes",
     _page("en", "River", _ps(*EN_RIVER) + _h("See also") + _ps("Other rivers of the southern plateau:")
           + _ul(["Lohit River", "Subansiri River", "Nyang River"]) + _h("External links") + _ul(["A rafting guide"])),
     {"stay": EN_RIVER, "go": ["Lohit River", "Subansiri River", "Nyang River", "A rafting guide"]}),
    ("a second wrapper after the article (a site notice) leaves the article's end matter read",
     _page("zh", "纳木错", _ps(ZH_LAKE[0]) + _h("宗教") + _ps(ZH_LAKE[1]) + _h("参见") + _ul(["色林错", "羊卓雍错", "普莫雍错"])
           + _h("外部链接") + _ul(["纳木错景区官方网站"]),
           after='<div id="notice"><div class="mw-parser-output"><h3>关于本站</h3><p>本站内容由志愿者编写。</p></div></div>'),
     {"stay": ZH_LAKE, "go": ["色林错", "羊卓雍错", "普莫雍错", "纳木错景区官方网站"]}),
]


@pytest.mark.parametrize(("name", "page", "spec"), PAGES, ids=[name for name, _, _ in PAGES])
def test_wiki_end_matter_review(name: str, page: str, spec: dict[str, list[str]]) -> None:
    assert_spec(name, auto_text(page), spec)


def test_a_news_sites_lead_box_named_stub_stays() -> None:
    """'stub' is a wiki's stub notice only inside a MediaWiki article: a news site's lead box so named is the story."""
    page = (f'<!DOCTYPE html><html lang="ug" dir="rtl"><head><meta charset="utf-8"><title>كۇتۇپخانىلار</title></head>'
            '<body><header><nav><ul><li><a href="/">باش بەت</a></li><li><a href="/n">خەۋەرلەر</a></li>'
            '<li><a href="/c">مەدەنىيەت</a></li></ul></nav></header><main><article><h1>يېڭى كۇتۇپخانىلار ئېچىلدى</h1>'
            f'<div class="stub"><p>{UG_NEWS[0]}</p></div><div class="entry-content">{_ps(*UG_NEWS[1:])}</div>'
            '</article></main><footer><p>نەشر ھوقۇقى قوغدىلىدۇ 2024</p></footer></body></html>')
    assert_spec("news lead box", auto_text(page), {"stay": UG_NEWS, "go": []})
