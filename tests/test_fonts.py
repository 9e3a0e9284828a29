"""Font names -> encoding families, and the font context of every text run (extract.fonts)."""

from __future__ import annotations

import sys

import lxml.etree
import lxml.html
import pytest

from extract.fonts import (
    MAX_DISTANCE_COMPONENTS,
    MAX_DISTANCE_PRECOMPOSED,
    EncodingFamily,
    FontResolver,
    class_font,
    font_declaration,
    font_runs,
    iter_font_runs,
    parse_css_font_rules,
    tibetan_font,
)


@pytest.mark.parametrize(
    ("value", "table_name", "family", "dots"),
    [
        ("TibetanMachineWeb", "TibetanMachineWeb", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("'TibetanMachineWeb7', serif", "TibetanMachineWeb7", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("TibetanMachine", "TibetanMachine", EncodingFamily.TIBETAN_8BIT, {"-", "\xcd"}),
        ("TibetanMachineSkt3", "TibetanMachineSkt3", EncodingFamily.TIBETAN_8BIT, {"-", "\xcd"}),
        ("Esama", "Esama", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("Samb", "Samb", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("Ededris-a1", "Ededris-a1", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("Dedris-vowa", "Dedris-vowa", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("Drutsa-b2", "Drutsa-b2", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("Ltibetan", "LTibetan", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("LTibetanExtension", "LTibetanExtension", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("TCRC Bod-Yig", "TCRC Bod-Yig", EncodingFamily.TIBETAN_8BIT, {"-", "."}),
        ("TCRC Youtso", "TCRC Youtso", EncodingFamily.TIBETAN_8BIT, {"-", "."}),
        ("TibetanChogyal", "TibetanChogyal", EncodingFamily.TIBETAN_8BIT, {"-", "\xcd"}),
        ("DzongkhaCalligraphic", "DzongkhaCalligraphic", EncodingFamily.TIBETAN_8BIT, {"-", "\xcd"}),
        ("Monlam ouchan 2", "Monlam ouchan 2", EncodingFamily.TIBETAN_8BIT, {"-", "."}),
        ("TB-Youtso", "TB-Youtso", EncodingFamily.TIBETAN_8BIT, {"-", "\xfc"}),
        ("DBu-can", "DBu-can", EncodingFamily.TIBETAN_8BIT, {"-"}),
        ("BZDBT", "Bandrida", EncodingFamily.TIBETAN_GBK, {"\ufe3d"}),
        ("BZDHT", "Bandrida", EncodingFamily.TIBETAN_GBK, {"\ufe3d"}),
        ("同元藏文白体", "Tongyuan", EncodingFamily.TIBETAN_GBK, {"\ufe3d"}),
        ("方正藏文", "Founder", EncodingFamily.TIBETAN_GBK, {"-", ".", "\ufe3d"}),
        ("华光藏文", "Huaguang", EncodingFamily.TIBETAN_GBK, {"-", "\ufe3d"}),
        ("西藏大学藏文", "Tibet University", EncodingFamily.TIBETAN_GBK, {"-", "\ufe3d"}),
        ("Microsoft Himalaya", "Microsoft Himalaya", EncodingFamily.UNICODE, {"\u0f0b", "\u0f0c"}),
        ("Jomolhari", "Jomolhari", EncodingFamily.UNICODE, {"\u0f0b", "\u0f0c"}),
        ("Tibetan Machine Uni", "Tibetan Machine Uni", EncodingFamily.UNICODE, {"\u0f0b", "\u0f0c"}),
        ("Monlam Uni OuChan2", "Monlam Uni", EncodingFamily.UNICODE, {"\u0f0b", "\u0f0c"}),
        ("Noto Serif Tibetan", "Noto Tibetan", EncodingFamily.UNICODE, {"\u0f0b", "\u0f0c"}),
        ("Arial, Qomolangma-Uchen Sarchen", "Qomolangma", EncodingFamily.UNICODE, {"\u0f0b", "\u0f0c"}),
    ],
)
def test_font_table(value: str, table_name: str, family: EncodingFamily, dots: set[str]) -> None:
    font = tibetan_font(value)
    assert font is not None
    assert font.table_name == table_name
    assert font.family is family
    assert font.dot_codes == frozenset(dots)
    expected_distance = MAX_DISTANCE_PRECOMPOSED if family is EncodingFamily.TIBETAN_GBK else MAX_DISTANCE_COMPONENTS
    assert font.max_distance == expected_distance


@pytest.mark.parametrize("value", ["Arial", "Times New Roman, serif", "SimSun", "Samyak Devanagari", "", "  ,  "])
def test_non_tibetan_fonts(value: str) -> None:
    assert tibetan_font(value) is None


def test_first_tibetan_font_of_a_list_wins() -> None:
    font = tibetan_font('Georgia, "TibetanMachineWeb3", Esama')
    assert font is not None and font.name == "TibetanMachineWeb3"


def test_font_declaration_reads_the_font_shorthand_and_the_last_declaration() -> None:
    declares, font = font_declaration("font: italic bold 14px/1.4 'Ededris-a', serif")
    assert declares and font is not None and font.table_name == "Ededris-a"
    declares, font = font_declaration("font-family: TibetanMachineWeb; font-family: Arial !important")
    assert declares and font is None


def test_css_rules_keep_tag_class_and_id_selectors() -> None:
    rules = parse_css_font_rules("""
        /* comment { font-family: LTibetan } */
        p.bo, #note { font-family: TibetanMachineWeb }
        div span.x:hover { font-family: Esama }
        @font-face { font-family: TibetanMachine; src: url(tm.ttf) }
        .plain { color: red }
    """)
    selectors = [(r.tag, set(r.classes), r.element_id, r.font.table_name if r.font else None) for r in rules]
    assert selectors == [("p", {"bo"}, None, "TibetanMachineWeb"), (None, set(), "note", "TibetanMachineWeb"),
                         ("span", {"x"}, None, "Esama")]


def _runs(html: str) -> list[tuple[str, str | None]]:
    root = lxml.html.document_fromstring(html)
    out = []
    for element, kind, font in iter_font_runs(root):
        text = element.text if kind == "text" else element.tail
        if text.strip():
            out.append((text.strip(), font.table_name if font else None))
    return out


def test_font_runs_follow_face_style_rules_and_inheritance() -> None:
    html = """<html><head><style>
        .tib { font-family: TibetanMachineWeb }
        #latin { font-family: Georgia }
        em { font-family: LTibetan }
    </style><script>var x = "a-b-c";</script></head><body>
    <p class="tib">ka-kha-<b>ga-</b>tail-of-b<span id="latin">english</span>after-span</p>
    <font face="Esama">esama-<i style="font-family: Ededris-a">dedris</i>esama-tail</font>
    outside <em>ltibetan</em> end<!-- a comment -->after-comment
    </body></html>"""
    assert _runs(html) == [
        ("ka-kha-", "TibetanMachineWeb"),
        ("ga-", "TibetanMachineWeb"),
        ("tail-of-b", "TibetanMachineWeb"),
        ("english", None),
        ("after-span", "TibetanMachineWeb"),
        ("esama-", "Esama"),
        ("dedris", "Ededris-a"),
        ("esama-tail", "Esama"),
        ("outside", None),
        ("ltibetan", "LTibetan"),
        ("end", None),
        ("after-comment", None),
    ]


def test_inline_style_beats_rules_and_face() -> None:
    html = """<html><head><style>p { font-family: TibetanMachineWeb }</style></head><body>
    <p style="font-family: Arial">plain</p><font face="Esama"><span style="font-family:TCRC Bod-Yig">tcrc</span></font>
    </body></html>"""
    assert _runs(html) == [("plain", None), ("tcrc", "TCRC Bod-Yig")]


def test_font_runs_survive_deep_nesting() -> None:
    # Built element by element (libxml2's HTML parser stops nesting at a few thousand levels, and
    # lxml's SubElement is quadratic in depth): 20,000 levels are 20 times Python's recursion limit.
    depth = 20_000
    assert depth > 10 * sys.getrecursionlimit()
    root = lxml.html.document_fromstring("<html><body></body></html>")
    node = lxml.html.Element("font", face="TibetanMachineWeb")
    root.find("body").append(node)
    for _ in range(depth):
        node = lxml.etree.SubElement(node, "div")
    node.text = "ka-kha-ga-"
    node.tail = "tail"
    runs = [(kind, font.table_name if font else None) for _, kind, font in iter_font_runs(root)]
    assert runs == [("text", "TibetanMachineWeb"), ("tail", "TibetanMachineWeb")]


def test_css_without_braces_is_linear() -> None:
    # A stylesheet of 200,000 characters without a brace: each start position must not rescan it.
    assert parse_css_font_rules("a " * 100_000 + "{ font-family: LTibetan }")[0].font.table_name == "LTibetan"


@pytest.mark.parametrize("html", [
    """<html><head><style>.tib { font-family: TibetanMachineWeb } #latin { font-family: Georgia }
    em { font-family: LTibetan }</style><script>var x = "a-b";</script></head><body>
    <p class="tib">ka-<b>ga-</b>tail<span id="latin">english</span>after</p><!-- c -->x
    <font face="Esama">esama-<i style="font-family: Ededris-a">dedris</i>tail</font> <em>lt</em> end</body></html>""",
    "<html><body><font face='TibetanMachineWeb1'>ka</font><font face='TibetanMachineWeb'>-kha-</font></body></html>",
])
def test_font_runs_are_the_runs_of_iter_font_runs(html: str) -> None:
    root = lxml.html.document_fromstring(html)
    expected = [(element.text if kind == "text" else element.tail, font) for element, kind, font in iter_font_runs(root)]
    assert font_runs(root) == expected


@pytest.mark.parametrize(("tag", "attrib", "declares", "table_name"), [
    ("font", {"face": "Esama"}, True, "Esama"),
    ("font", {"face": "Arial"}, True, None),
    ("font", {"color": "red"}, False, None),
    ("span", {"style": "color: red"}, False, None),
    ("span", {"style": "font-family: LTibetan"}, True, "LTibetan"),
    ("p", {"class": "x tib"}, True, "TibetanMachineWeb"),
])
def test_what_an_element_declares(tag: str, attrib: dict[str, str], declares: bool, table_name: str | None) -> None:
    resolver = FontResolver(parse_css_font_rules(".tib { font-family: TibetanMachineWeb }"))
    found, font = resolver.declares(tag, attrib)
    assert (found, font.table_name if font else None) == (declares, table_name)


@pytest.mark.parametrize(("value", "typefaces", "table_name"), [
    ("ededrisvowa", {"Ededris"}, "Ededris-vowa"),
    ("big Ededris-vowa", {"Ededris"}, "Ededris-vowa"),
    ("ededris_syma", {"Ededris"}, "Ededris-syma"),
    ("tibetanmachineweb1-title", {"TibetanMachineWeb"}, "TibetanMachineWeb1"),
    ("tibetanmachineskt2", {"TibetanMachine"}, "TibetanMachineSkt2"),
    ("esamb", {"Esam"}, "Esamb"),
    ("ededrisvowa", {"TibetanMachineWeb"}, None),  # a typeface the page does not name
    ("tmw-button", {"TibetanMachineWeb"}, None),  # no font's name
    ("xtibetanmachineweb", {"TibetanMachineWeb"}, None),  # a name inside a token
    ("bzdbt", {"Bandrida"}, None),  # GBK-based fonts: no class names (the tables cover 8-bit fonts)
    ("jomolhari", {"Jomolhari"}, None),  # Unicode fonts need no table
])
def test_the_font_a_class_names(value: str, typefaces: set[str], table_name: str | None) -> None:
    font = class_font(value, typefaces)
    assert (font.table_name if font else None) == table_name


@pytest.mark.parametrize(("name", "typeface"), [
    ("TibetanMachineWeb7", "TibetanMachineWeb"), ("TibetanMachineWeb", "TibetanMachineWeb"),
    ("Ededris-vowa", "Ededris"), ("Esamc", "Esam"), ("Samb", "Sam"), ("Monlam ouchan 3", "Monlam ouchan"),
    ("TibetanChogyalSkt4", "TibetanChogyal"), ("LTibetan", "LTibetan"), ("TCRC Bod-Yig", "TCRC Bod-Yig"),
])
def test_sister_fonts_share_their_typeface(name: str, typeface: str) -> None:
    assert tibetan_font(name).typeface == typeface


@pytest.mark.parametrize(("attrib", "table_name"), [
    ({"class": "ededrisvowa"}, "Ededris-vowa"),
    ({"class": "ededrisvowa arial"}, None),  # a rule gives it Arial
    ({"class": "ededrisvowa", "style": "font-family: Arial"}, None),
    ({"class": "ededrisvowa", "face": "Tahoma"}, None),  # (read on a <font>)
])
def test_a_class_named_font_comes_after_every_declaration(attrib: dict[str, str], table_name: str | None) -> None:
    resolver = FontResolver(parse_css_font_rules(".arial { font-family: Arial }"), {"Ededris"})
    _, font = resolver.declares("font" if "face" in attrib else "span", attrib)
    assert (font.table_name if font else None) == table_name
    assert FontResolver(parse_css_font_rules("")).declares("span", {"class": "ededrisvowa"}) == (False, None)
