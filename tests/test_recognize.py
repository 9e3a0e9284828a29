"""recognize_page: one small page of our own per encoding family, the named constants at their
boundaries, adversarial pages and Dzongkha (seed 000 §1.1-2.2; the recogniser issue)."""

from __future__ import annotations

import random
import re
import unicodedata

import pytest

from extract import dzongkha, page_text, recognize, tibetan, uyghur
from extract.census import census
from extract.fonts import EncodingFamily
from extract.recognize import Recognition, recognize_page

# --- our own texts -------------------------------------------------------------------------

TIBETAN = (
    "བོད་ཀྱི་སྐད་ཡིག་ནི་བོད་མི་རྣམས་ཀྱི་སྐད་ཡིག་ཡིན། ང་ཚོས་ཉིན་རེ་བཞིན་དཔེ་ཆ་ཀློག་གི་ཡོད། "
    "སློབ་གྲྭའི་ནང་དུ་སློབ་མ་མང་པོ་ཡོད་པ་རེད། ལྷ་སའི་གནམ་གཤིས་དེ་རིང་ཧ་ཅང་ཡག་པོ་འདུག "
    "ཁོང་གིས་དེབ་གསར་པ་ཞིག་བྲིས་པ་རེད། ཨ་མས་ཇ་དང་ཞོ་ཁྱེར་ནས་ཡོང་བ་རེད། "
)
DZONGKHA = (
    "འབྲུག་གི་རྒྱལ་ཁབ་འདི་ནང་ མི་ཚུ་ག་ར་ལུ་ ཁྲིམས་ཀྱི་ཉེན་སྐྱོབ་ འདྲ་མཉམ་སྦེ་ཐོབ་དགོཔ་ཨིན། "
    "ང་བཅས་ར་ སློབ་གྲྭ་ལུ་ འགྱོ་ནི་ཨིན། ཁོ་གིས་ ལཱ་ལེགས་ཤོམ་སྦེ་ འབད་ཡི། ནངས་པ་ ཆརཔ་ཕབ་ནི་ཨིན་པས། "
    "ཁྱོད་ག་ཏེ་ལུ་འགྱོ་ནི་ཨིན་ན། ང་ཐིམ་ཕུག་ལུ་ འགྱོ་ནི་ཨིན། ཨ་ཞང་གིས་ ཕྲུགུ་ཚུ་ལུ་ དེབ་བྱིན་ཡི། "
)
UYGHUR = (
    "ئۇيغۇر تىلى تۈركىي تىللار ئائىلىسىگە تەۋە. مەن ھەر كۈنى مەكتەپكە بارىمەن. "
    "بۈگۈن ھاۋا بەك ياخشى بولدى. ئۇ كىتاب ئوقۇشنى ياخشى كۆرىدۇ. بىز ئۆيدە چاي ئىچتۇق. "
    "يېزىدىكى دېھقانلار ئېتىزدا ئىشلەۋاتىدۇ. قەشقەر شەھىرىنىڭ كوچىلىرى بەك گۈزەل. "
)
ULY = (
    "Uyghur tili türkiy tillar a'ilisige tewe. Men her küni mektepke barimen. Bügün hawa bek yaxshi "
    "boldi. U kitab oqushni yaxshi köridu. Biz öyde chay ichtuq. Yéziqtiki déhqanlar étizda "
    "ishlewatidu. Qeshqer sheherining kochiliri bek güzel. "
)
UYGHUR_CYRILLIC = (
    "Уйғур тили түркий тиллар аилисигә тәвә. Мән һәр күни мәктәпкә баримән. Бүгүн һава бәк яхши "
    "болди. У китаб оқушни яхши көриду. Биз өйдә чай ичтуқ. Йезидики деһқанлар етизда ишләватиду. "
    "Җәнубий Шинҗаңда пахта көп өстүрүлиду. "
)
KAZAKH_CYRILLIC = (
    "Қазақ тілі түркі тілдерінің бірі. Мен күнде мектепке барамын. Бүгін ауа райы өте жақсы "
    "болды. Ол кітап оқығанды ұнатады. Біз үйде шай іштік. Ауылдағы диқандар егістікте жұмыс істеп жүр. "
)
KAZAKH_ARABIC = (
    "قازاق ءتىلى تۇركى تىلدەرىنىڭ ءبىرى. مەن كۇندە مەكتەپكە بارامىن. ءبۇگىن اۋا رايى وتە جاقسى "
    "بولدى. ول كىتاپ وقىعاندى ۇناتادى. ءبىز ۇيدە شاي ءىشتىك. اۋىلداعى ديقاندار ەگىستىكتە جۇمىس ىستەپ ءجۇر. "
)
KYRGYZ_ARABIC = (
    "قىرعىز تىلى تۉرك تىلدەرىنىن بىرى. مەن كۉن سايىن مەكتەپكە بارام. بۉگۉن ابا ىرايى ابدان جاقشى "
    "بولدۇ. بىز ۉيدۅ چاي ىچتىك. ايىلداعى دىيقاندار ەگىندە ىشتەپ جاتىشات. "
)
# Sorani Kurdish writes ە ۆ ھ and a word-initial ئ as Uyghur does; typed with Arabic ي ك its letters are UEY
# letters but for ڕ ڵ ێ.
SORANI = (
    "ئەمڕۆ کەشوهەوا زۆر خۆشە. من هەموو ڕۆژێک دەچمە قوتابخانە. ئێمە لە ماڵەوە چامان خواردەوە. "
    "گوندەکەمان لە نزیک چیایەکی بەرزە. منداڵەکان لە باخچەکەدا یاری دەکەن. "
)
SORANI_ARABIC_KAF_YEH = SORANI.replace("\u06cc", "\u064a").replace("\u06a9", "\u0643")
ARABIC = "اللغة العربية هي إحدى أكثر اللغات انتشارا في العالم، ويتحدث بها أكثر من أربعمائة مليون إنسان. "
PERSIAN = "زبان فارسی یکی از زبان‌های هندواروپایی است که در ایران، افغانستان و تاجیکستان به آن سخن می‌گویند. "
CHINESE = (
    "西藏自治区位于中国西南部，首府是拉萨。今天的天气非常好，很多游客前往布达拉宫参观。"
    "这篇文章介绍了当地的历史和文化，也介绍了高原上的农业和畜牧业。"
)
ENGLISH = (
    "The quick brown fox jumps over the lazy dog. This is an English page about the history of the "
    "region and its people, and it says nothing in any other language. "
)
HYPHEN_ENGLISH = (
    "A well-known, up-to-date, state-of-the-art, easy-to-use, one-of-a-kind, off-the-shelf, "
    "ready-to-wear, run-of-the-mill, long-term, high-end, self-made, door-to-door tool-kit. "
)

# An 8-bit legacy font text of our own making: ASCII glyph codes in syllables of 1-4 codes,
# each closed by the font's dot code (TibetanMachineWeb-like: '-').
GLYPHS = ["K", "G", "V", "#", "$", "k", "q", "g", "n", "d", "b", "m", "s", "r", "l", "h", "A", "E", "i", "u"]


def legacy_run(syllables: int, dot: str = "-", seed: int = 1) -> str:
    rng = random.Random(seed)
    return "".join("".join(rng.choice(GLYPHS) for _ in range(rng.randint(1, 4))) + dot for _ in range(syllables))


def page(body: str, head: str = "", lang: str = "") -> str:
    return f"<!DOCTYPE html><html{lang}><head><meta charset='utf-8'><title>t</title>{head}</head><body>{body}</body></html>"


def presentation_forms(text: str) -> str:
    """Each Arabic letter as its isolated presentation form (ە as U+FEE9, as legacy Uyghur fonts did)."""
    table = {}
    for cp in [*range(0xFB50, 0xFE00), *range(0xFE70, 0xFEFF)]:
        ch = chr(cp)
        if unicodedata.name(ch, "").endswith("ISOLATED FORM"):
            base = unicodedata.normalize("NFKC", ch)
            if len(base) == 1:
                table.setdefault(base, ch)
    table["\u06d5"] = "\ufee9"
    return "".join(table.get(ch, ch) for ch in text)


def ncr(text: str) -> str:
    return "".join(f"&#{ord(ch)};" if ord(ch) > 127 else ch for ch in text)


GBK_SYLLABLES = ["繲", "翾臥", "轘", "繲繴", "繼繴", "繻纀纊", "繳舚繻", "輨繴"]


def gbk_tibetan(syllables: int) -> str:
    rng = random.Random(3)
    return "".join(rng.choice(GBK_SYLLABLES) + "\ufe3d" for _ in range(syllables))


BINARY = random.Random(7).randbytes(4000)

# --- one page per encoding family ---------------------------------------------------------------

CASES = [
    # (id, body bytes, headers, language, family)
    ("unicode", page(f"<h1>{TIBETAN[:40]}</h1><p>{TIBETAN * 3}</p>").encode(), None, "bo", "unicode"),
    ("unicode-zh-menus", page(f"<ul><li>{CHINESE[:12]}</li><li>{CHINESE[12:30]}</li></ul><p>{TIBETAN * 3}</p>").encode(),
     None, "bo", "unicode"),
    ("tmw-font-face", page(f"<p><font face='TibetanMachineWeb'>{legacy_run(120)}</font></p><p>Home | Help</p>")
     .encode("latin-1"), {"Content-Type": "text/html; charset=iso-8859-1"}, "bo", "tibetan-8bit"),
    ("tmw-css-class", page(f"<p><span class='t'>{legacy_run(60)}</span><span class='t1'>{legacy_run(60, seed=2)}</span></p>",
                           head="<style>.t{font-family:TibetanMachineWeb} .t1{font-family:'TibetanMachineWeb1'}</style>")
     .encode("latin-1"), {"Content-Type": "text/html"}, "bo", "tibetan-8bit"),
    ("sambhota-css-important-descendant", page(f"<div class='main'><p class='bo'>{legacy_run(80)}</p></div>",
                                              head="<style>.main .bo { font-family: Sambhota !important }</style>")
     .encode("latin-1"), None, "bo", "tibetan-8bit"),
    ("tm-dot-as-references", page(f"<p><font face='TibetanMachine'>{legacy_run(50, dot='&#205;')}"
                                  f"{legacy_run(50, dot='&Iacute;', seed=2)}</font></p>").encode("cp1252"),
     {"Content-Type": "text/html; charset=windows-1252"}, "bo", "tibetan-8bit"),
    ("tm-0xcd-dot", page(f"<p><font face='TibetanMachine'>{legacy_run(100, dot=chr(0xCD))}</font></p>")
     .encode("cp1252"), {"Content-Type": "text/html; charset=windows-1252"}, "bo", "tibetan-8bit"),
    ("tcrc-period-dot", page(f"<p style='font-family: \"TCRC Bod-Yig\"'>{legacy_run(100, dot='.')}</p>")
     .encode("cp1252"), None, "bo", "tibetan-8bit"),
    ("pua-extension-a", page(f"<p>{''.join(chr(0xF300 + i % 700) + chr(0xF400 + i % 300) + '་' for i in range(200))}"
                             f"{TIBETAN}</p>").encode(), None, "bo", "tibetan-pua-a"),
    ("drikung-pua", page("<p>" + "".join(chr(0xE000 + (i * 37) % 0xDF) + chr(0xE100 + i % 50) + "\ue0df"
                                         for i in range(200)) + "</p>").encode(), None, "bo", "tibetan-drikung"),
    ("gbk-font", ("<html><head><meta charset='gb2312'></head><body><div style='font-family:BZDBT'>"
                  + gbk_tibetan(150) + "</div><p>" + CHINESE[:20] + "</p></body></html>").encode("gbk"),
     {"Content-Type": "text/html; charset=gb2312"}, "bo", "tibetan-gbk"),
    ("gbk-no-font-no-charset", ("<html><body><p>" + gbk_tibetan(150) + "</p></body></html>").encode("gbk"),
     {"Content-Type": "text/html"}, "bo", "tibetan-gbk"),
    ("ncr-tibetan", page(f"<p>{ncr(TIBETAN * 3)}</p>").encode("ascii"), {"Content-Type": "text/html; charset=iso-8859-1"},
     "bo", "ncr"),
    ("utf16-bom", page(f"<p>{TIBETAN * 3}</p>").encode("utf-16"), {"Content-Type": "text/html"}, "bo", "unicode"),
    ("utf16le-no-bom", page(f"<p>{UYGHUR * 3}</p>").encode("utf-16-le"), None, "ug", "unicode"),
    # BOM-less UTF-16 whose head is mostly Tibetan or Uyghur (few NULs): read by its high bytes, not refused as binary
    ("utf16be-no-bom-little-markup", f"<p>{TIBETAN * 3}</p>".encode("utf-16-be"), None, "bo", "unicode"),
    ("utf16le-no-bom-no-markup", (TIBETAN * 3).encode("utf-16-le"), None, "bo", "unicode"),
    ("utf16le-no-bom-uyghur-little-markup", f"<p>{UYGHUR * 3}</p>".encode("utf-16-le"), None, "ug", "unicode"),
    ("wrong-charset-header", page(f"<p>{TIBETAN * 3}</p>").replace("<meta charset='utf-8'>", "").encode(),
     {"Content-Type": "text/html; charset=ISO-8859-1"}, "bo", "unicode"),
    ("uyghur-unicode", page(f"<h1>{UYGHUR[:30]}</h1><p>{UYGHUR * 3}</p>", lang=" dir='rtl'").encode(), None, "ug", "unicode"),
    ("uyghur-en-menus", page(f"<p>Home | News | About us | Contact</p><p>{UYGHUR * 2}</p>").encode(), None, "ug", "unicode"),
    ("uyghur-ncr-1252", page(f"<p>{ncr(UYGHUR * 3)}</p>").encode("ascii"), {"Content-Type": "text/html; charset=windows-1252"},
     "ug", "ncr"),
    ("uyghur-1256-bytes", page(f"<p>{ncr(UYGHUR * 3)}</p>").replace("utf-8", "windows-1256").encode("cp1256"),
     {"Content-Type": "text/html; charset=windows-1256"}, "ug", "ncr"),
    ("uyghur-presentation-forms", page(f"<p>{presentation_forms(UYGHUR * 3)}</p>").encode(), None, "ug",
     "presentation-forms"),
    ("uyghur-latin", page(f"<p>{ULY * 4}</p>").encode(), None, "ug-Latn", "unicode"),
    ("uyghur-cyrillic", page(f"<p>{UYGHUR_CYRILLIC * 4}</p>").encode(), None, "ug-Cyrl", "unicode"),
    ("dzongkha", page(f"<p>{DZONGKHA * 3}</p>").encode(), None, "dz", "unicode"),
    ("binary", BINARY, {"Content-Type": "text/html"}, "none", "unknown"),
    ("empty", b"", None, "none", "unknown"),
    ("markup-only", b"<html><head></head><body><div></div></body></html>", None, "none", "unknown"),
]


@pytest.mark.parametrize(("body", "headers", "language", "family"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_encoding_families(body: bytes, headers: dict[str, str] | None, language: str, family: str) -> None:
    result = recognize_page(body, headers)
    assert (result.language, result.encoding_family) == (language, family), result.evidence()


NOT_TARGET = [
    ("english", page(f"<p>{ENGLISH * 5}</p>").encode(), "en"),
    ("chinese", page(f"<p>{CHINESE * 5}</p>").encode(), "zh"),
    ("chinese-gbk", page(f"<p>{CHINESE * 5}</p>").replace("utf-8", "gbk").encode("gbk"), "zh"),
    ("arabic", page(f"<p>{ARABIC * 6}</p>").encode(), "und-Arab"),
    ("persian", page(f"<p>{PERSIAN * 6}</p>").encode(), "und-Arab"),
    ("kazakh-arabic", page(f"<p>{KAZAKH_ARABIC * 5}</p>").encode(), "und-Arab"),
    ("kazakh-cyrillic", page(f"<p>{KAZAKH_CYRILLIC * 5}</p>").encode(), "und-Cyrl"),
    ("kyrgyz-arabic", page(f"<p>{KYRGYZ_ARABIC * 5}</p>").encode(), "und-Arab"),
    ("sorani", page(f"<p>{SORANI * 5}</p>").encode(), "und-Arab"),
    ("sorani-arabic-kaf-yeh", page(f"<p>{SORANI_ARABIC_KAF_YEH * 5}</p>").encode(), "und-Arab"),
    # adversarial: hyphen-dense English, with and without a Tibetan font named on it
    ("hyphen-english", page(f"<p>{HYPHEN_ENGLISH * 10}</p>").encode(), "und-Latn"),
    ("tibetan-font-on-english", page(f"<p><font face='TibetanMachineWeb'>{HYPHEN_ENGLISH * 10}</font></p>",
                                     head="<style>p{font-family:Ededris-a}</style>").encode(), "und-Latn"),
    ("tibetan-font-on-dashes", page("<pre><font face='TibetanMachine'>" + ("-" * 60 + "\n") * 30 + "</font></pre>")
     .encode(), "und-Latn"),
    ("random-bytes-in-legacy-font", b"<html><body><font face='TibetanMachineWeb'>"
     + bytes(b if b >= 32 and b != ord("<") else 32 for b in random.Random(5).randbytes(3000)) + b"</font></body></html>",
     "und-Latn"),
    # pages about Tibet / Xinjiang: a logo and a few words are not the main text
    ("tibetan-in-a-template", page(f"<p>{CHINESE * 5}</p><template><p>{TIBETAN * 3}</p></template>").encode(), "zh"),
    ("chinese-with-tibetan-logo", page(f"<div class='logo'>{TIBETAN[:30]}</div><p>{CHINESE * 6}</p>").encode(), "zh"),
    ("english-with-uyghur-logo", page(f"<div class='logo'>{UYGHUR[:30]}</div><p>{ENGLISH * 6}</p>").encode(), "en"),
    ("chinese-vertical-marks", page("<p>" + ("他说︽人民日报︾是一份报纸，" + CHINESE) * 5 + "</p>")
     .replace("utf-8", "gbk").encode("gbk"), "zh"),
    ("pua-icon-font", page("<p>" + "".join(f"<i class='icon'>{chr(0xF000 + i)}</i> Menu item {i} " for i in range(40))
                           + ENGLISH + "</p>").encode(), "en"),
]


@pytest.mark.parametrize(("body", "language"), [c[1:] for c in NOT_TARGET], ids=[c[0] for c in NOT_TARGET])
def test_not_target_pages(body: bytes, language: str) -> None:
    result = recognize_page(body)
    assert result.language == language, result.evidence()
    assert not result.is_target({"bo", "ug", "dz", "ug-Latn", "ug-Cyrl"})


def test_is_target_follows_the_site_choice() -> None:
    dz = recognize_page(page(f"<p>{DZONGKHA * 3}</p>").encode())
    assert dz.language == "dz"
    assert not dz.is_target({"bo", "ug"})
    assert dz.is_target({"bo", "ug", "dz"})
    uly = recognize_page(page(f"<p>{ULY * 4}</p>").encode())
    assert not uly.is_target({"bo", "ug"}) and uly.is_target({"ug", "ug-Latn"})


@pytest.mark.parametrize(("text", "language"), [(TIBETAN, "bo"), (UYGHUR, "ug")], ids=["bo", "ug"])
def test_a_forum_served_in_its_noscript_view_is_read(text: str, language: str) -> None:
    # Flarum: an application shell with a Latin title; the thread's posts only inside <noscript>
    shell = "<div id='app'><div class='LoadingIndicator'>Loading...</div></div>"
    posts = "".join(f"<div class='Post'><p>{text}</p></div>" for _ in range(3))
    body = page(f"{shell}<noscript id='flarum-content'>{posts}</noscript>").replace("<title>", "<title>Forum ").encode()
    assert recognize_page(body).language == language
    # the same <noscript> beside a page of English text is an alternative nobody reads
    assert recognize_page(page(f"<p>{ENGLISH * 8}</p><noscript>{posts}</noscript>").encode()).language == "en"


def test_evidence_fields() -> None:
    result = recognize_page(page(f"<p>{TIBETAN * 3}</p>").encode())
    assert isinstance(result, Recognition)
    assert result.dots >= result.syllables >= result.passing > 0
    assert result.passing_share == pytest.approx(result.passing / result.syllables)
    assert result.target_letters > 0 and 0.9 < result.target_share <= 1.0
    assert "Noto" not in "".join(result.fonts)


def test_legacy_fonts_are_reported() -> None:
    body = page(f"<p><font face='Ededris-a1'>{legacy_run(80)}</font></p>").encode("latin-1")
    result = recognize_page(body)
    assert result.language == "bo" and result.fonts == ("Ededris-a1",)


# Editors write the quotes of a font name inside a style attribute as character references.
QUOTED_BY_REFERENCE = [
    "font-family: &quot;TibetanMachineWeb&quot;",
    "font-family: &#39;TibetanMachineWeb&#39;, serif",
    "font-family: &#x27;TibetanMachineWeb&#x27;",
    "font: 12pt &quot;TibetanMachineWeb&quot;",
]
# The `font` shorthand's size as a keyword, its stretch and line height (CSS Fonts 3 §3.7).
SHORTHAND_FORMS = [
    "font: medium TibetanMachineWeb",
    "font: small-caps condensed x-large/normal TibetanMachineWeb",
]


@pytest.mark.parametrize("style", QUOTED_BY_REFERENCE + SHORTHAND_FORMS)
def test_a_font_name_in_a_quoted_or_shorthand_declaration_is_read(style: str) -> None:
    body = page(f'<p><span style="{style}">{legacy_run(80)}</span></p>').encode("latin-1")
    result = recognize_page(body)
    assert (result.language, result.encoding_family, result.fonts) == (
        "bo", EncodingFamily.TIBETAN_8BIT, ("TibetanMachineWeb",))


def test_non_bytes_input_is_a_clear_error() -> None:
    with pytest.raises(TypeError, match="needs bytes"):
        recognize_page("<p>text</p>")  # type: ignore[arg-type]


def test_huge_page_is_sampled_and_still_tibetan() -> None:
    body = page("<p>" + TIBETAN * 6000 + "</p>").encode()
    assert len(body) > page_text.MAX_ANALYSED_BYTES
    assert recognize_page(body).language == "bo"


# A page above MAX_ANALYSED_BYTES whose sampled head ends inside a long invisible block (inline JavaScript or
# JSON, a commented-out block), its article after it.
HEAD_CUT_INSIDE = {
    "script": ("<script>", "var item = {name: 'x', size: 3};\n", "</script>"),
    "comment": ("<!--", "<div class='old'>old menu</div>\n", "-->"),
    "template": ("<template>", "<li>{{name}}</li>\n", "</template>"),
}


@pytest.mark.parametrize(("start", "line", "end"), HEAD_CUT_INSIDE.values(), ids=HEAD_CUT_INSIDE)
@pytest.mark.parametrize(("text", "language"), [(TIBETAN, "bo"), (UYGHUR, "ug")])
@pytest.mark.parametrize("encoding", ["utf-8", "utf-16"])
def test_huge_page_whose_head_ends_inside_an_invisible_block(start: str, line: str, end: str, text: str,
                                                              language: str, encoding: str) -> None:
    hidden = start + line * (2 * page_text.SAMPLE_HEAD_BYTES // len(line)) + end
    body = page(hidden + "".join(f"<p>{text}</p>\n" for _ in range(3000))).encode(encoding)
    assert len(body) > page_text.MAX_ANALYSED_BYTES
    assert recognize_page(body).language == language


@pytest.mark.parametrize(("encoding", "headers"), [("utf-8", {"Content-Type": "text/html; charset=windows-1252"}),
                                                   ("utf-16", None)])
def test_huge_page_sample_keeps_whole_characters(encoding: str, headers: dict[str, str] | None) -> None:
    # One giant paragraph (no tags to cut at) with a wrong charset header, or in UTF-16.
    body = ("<html><body><p>" + TIBETAN * 6000 + "</p></body></html>").encode(encoding)
    sample = page_text.sample_body(body)
    assert len(sample) < len(body)
    if encoding == "utf-8":
        sample.decode("utf-8")  # no character cut in two
    assert recognize_page(body, headers).language == "bo"


def test_gbk_font_page_declared_as_utf8() -> None:
    body = ("<html><head><meta charset='utf-8'></head><body><p>" + gbk_tibetan(150) + "</p></body></html>").encode("gbk")
    result = recognize_page(body, {"Content-Type": "text/html; charset=utf-8"})
    assert (result.language, result.encoding_family, result.charset) == ("bo", "tibetan-gbk", "gb18030")


@pytest.mark.parametrize("junk", [b"<" * 300_000, b">" * 300_000, b"<a " * 100_000, b"<script>" + b"<" * 200_000])
def test_pathological_markup_is_linear(junk: bytes) -> None:
    # Each would take hours with a regex that rescans to the end of the page at every '<' or '>'.
    assert recognize_page(b"<html><body>" + junk + b"</body></html>").language in ("none", "und-Latn")


def _nested(inner: str, depth: int, outer: tuple[str, str] = ("", "")) -> bytes:
    return ("<html><head><style>.t { font-family: TibetanMachineWeb }</style></head><body>" + outer[0]
            + "<div>" * depth + inner + "</div>" * depth + outer[1] + "</body></html>").encode()


@pytest.mark.parametrize("depth", [5_000, 100_000])
@pytest.mark.parametrize(("name", "inner", "outer", "expected"), [
    ("unicode-tibetan", f"<p>{TIBETAN}</p>", ("", ""), "bo"),
    ("uyghur", f"<p dir='rtl'>{UYGHUR}</p>", ("", ""), "ug"),
    # The legacy font is declared outside the nesting: only the font-run walk (one parse) sees it.
    ("legacy-font-face", legacy_run(80), ("<font face='TibetanMachineWeb'>", "</font>"), "bo"),
    ("legacy-css-class", legacy_run(80), ("<div class='t'>", "</div>"), "bo"),
    ("legacy-font-inside", f"<font face='TibetanMachineWeb'>{legacy_run(80)}</font>", ("", ""), "bo"),
    ("english", f"<p>{ENGLISH}</p>", ("", ""), "en"),
])
def test_deeply_nested_page(depth: int, name: str, inner: str, outer: tuple[str, str], expected: str) -> None:
    # 100,000 levels: beyond the analysed sample's evenly spaced windows (the page is above
    # MAX_ANALYSED_BYTES) and far beyond libxml2's depth limit (2,048 with huge_tree).
    result = recognize_page(_nested(inner, depth, outer))
    assert result.language == expected
    if expected in ("bo", "ug"):
        assert result.target_letters >= 100


def test_cut_tag_runs_keeps_text_and_both_ends() -> None:
    body = b"<font face='x'>" + b"<div>" * 10_000 + b"<p>text</p>" + b"</div>" * 10_000 + b"</font>"
    cut = page_text.cut_tag_runs(body)
    assert len(cut) < 5 * page_text.TAG_RUN_KEEP_BYTES
    assert cut.startswith(b"<font face='x'><div>") and cut.endswith(b"</div></font>")
    assert b"<div><p>text</p></div>" in cut
    short = b"<div>" * (page_text.TAG_RUN_MIN - 1) + b"text"
    assert page_text.cut_tag_runs(short) == short


def test_sample_windows_start_at_text() -> None:
    # Text only in the middle of megabytes of markup: a window lands on it.
    body = (b"<html><body>" + b"<div>" * 120_000 + "<p>ཀ་ཁ་ག་</p>".encode() + b"</div>" * 120_000 + b"</body></html>")
    assert len(body) > page_text.MAX_ANALYSED_BYTES
    assert "<p>ཀ་ཁ་ག་</p>".encode() in page_text.sample_body(body)


# --- the named constants at their boundaries ------------------------------------------------------


def _legacy_page(run: str) -> bytes:
    return page(f"<p><font face='TibetanMachineWeb'>{run}</font></p>").encode("latin-1")


@pytest.mark.parametrize(("passing", "language"), [(recognize.MIN_PASSING_SYLLABLES, "bo"),
                                                   (recognize.MIN_PASSING_SYLLABLES - 1, "und-Latn")])
def test_min_passing_syllables(passing: int, language: str) -> None:
    # "-" + n syllables of two codes: n passing syllables between n + 1 dots.
    run = "-" + "Ka-" * passing
    assert recognize_page(_legacy_page(run)).language == language


@pytest.mark.parametrize(("digits", "language"), [(20, "bo"), (21, "und-Latn")])
def test_max_digit_share(digits: int, language: str) -> None:
    # TibetanMachineWeb draws consonants at 0-9, but text that is mostly digits is numbers typed in the
    # font. 13 two-code syllables between 14 dots are 40 characters: 20 digits are exactly MAX_DIGIT_SHARE.
    assert recognize.MAX_DIGIT_SHARE == 0.5
    codes = ("12-" * 10 + "KK-" * 3).replace("K", "1", digits - 20)
    assert recognize_page(_legacy_page("-" + codes)).language == language


def test_dates_and_phone_numbers_in_a_tibetan_font_are_no_tibetan() -> None:
    numbers = "<font face='TibetanMachineWeb'>2024-05-01 555-123-4567 1-2-3-4-5-6-7 98-76-54-32</font>"
    body = page(f"<p>{numbers * 10}</p><p>Opening hours and phone numbers of the library.</p>").encode()
    assert recognize_page(body).language == "en"


@pytest.mark.parametrize(("passing", "language"), [(recognize.MIN_PASSING_SYLLABLES_UNICODE, "bo"),
                                                   (recognize.MIN_PASSING_SYLLABLES_UNICODE - 1, "und-Tibt")])
def test_min_passing_syllables_unicode(passing: int, language: str) -> None:
    text = "་" + "ཀཁ་" * passing
    assert recognize_page(page(f"<p>{text}</p>").encode()).language == language


@pytest.mark.parametrize(("passing", "language"), [(9, "und-Tibt"), (10, "bo")])
def test_passing_share_must_be_more_than_a_third(passing: int, language: str) -> None:
    # 27 syllables: 9 passing is exactly 1/3 (not more), 10 is more; failing ones are 8 letters long.
    failing = 27 - passing
    text = "་" + "ཀཁ་" * passing + "ཀཁགངཅཆཇཉ་" * failing
    result = recognize_page(page(f"<p>{text}</p>").encode())
    assert result.syllables == 27 and result.passing == passing
    assert result.language == language


@pytest.mark.parametrize(("extra", "language"), [(0, "bo"), (1, "und-Tibt")])
def test_min_dot_share(extra: int, language: str) -> None:
    # n two-letter syllables, then Tibetan digits after the last dot: dots / Tibetan characters
    # is exactly MIN_DOT_SHARE (1/8) with k = 5n + 7 digits, just below it with one more.
    assert recognize.MIN_DOT_SHARE == 1 / 8
    n = 20
    text = "་" + "ཀཁ་" * n + " " + "༡" * (5 * n + 7 + extra)
    result = recognize_page(page(f"<p>{text}</p>").encode())
    assert result.language == language, result.evidence()


@pytest.mark.parametrize(("tail", "language"), [(53, "bo"), (54, "und-Latn")])
def test_min_coverage(tail: int, language: str) -> None:
    # 9 one-code syllables (passing characters 18) and a dot-less tail in the same font run:
    # 72 characters give a coverage of exactly MIN_COVERAGE (0.25); 73 fall below it.
    assert recognize.MIN_COVERAGE == 0.25
    run = "-" + "K-" * 9 + "x" * tail
    assert recognize_page(_legacy_page(run)).language == language


# (English letters per Tibetan letter, the English in one long block?, the verdict): the Tibetan (short menu
# words) is the main text from MIN_TARGET_SHARE (0.2) of the visible letters when no text block is long, and from
# MIN_TARGET_SHARE_ALONE (0.35) when the English is a main-text block (1 / 0.35 - 1 = 1.857 English per Tibetan).
TARGET_SHARE_BOUNDARIES = {
    "no long block, share 0.2": (4, False, "bo"),
    "no long block, share 0.198": (4.05, False, "en"),
    "English block, share 0.351": (1.85, True, "bo"),
    "English block, share 0.348": (1.87, True, "en"),
}


@pytest.mark.parametrize(("latin_per_tibetan", "english_block", "language"), TARGET_SHARE_BOUNDARIES.values(),
                         ids=TARGET_SHARE_BOUNDARIES)
def test_min_target_share(latin_per_tibetan: float, english_block: bool, language: str) -> None:
    assert (recognize.MIN_TARGET_SHARE, recognize.MIN_TARGET_SHARE_ALONE) == (0.2, 0.35)
    tibetan = "<li>" + "</li><li>".join(["་ཀཁ་ཀཁ་ཀཁ།"] * 10) + "</li>"
    tibetan_letters = census(page_text.text_views(tibetan).visible)["Tibt"]
    words = "the cat and the dog of " * 200
    english = "".join(ch for ch in words if ch.isalpha())[: round(tibetan_letters * latin_per_tibetan)]
    english_text = " ".join(english[i:i + 5] for i in range(0, len(english), 5)).replace("the", "the ")
    if not english_block:   # short segments only (a menu-like list): no main-text block on the page
        english_text = "<br>".join(english_text[i:i + 40] for i in range(0, len(english_text), 40))
    body = f"<html><body><ul>{tibetan}</ul><p>{english_text}</p></body></html>".encode()
    result = recognize_page(body)
    assert result.language == language, result.evidence()


# Short Chinese/English articles under a bilingual banner and menu (their target share 0.2-0.35): not target pages;
# a Tibetan article inside Chinese menus still is.
def banner(text: str, chars: int, words: int, separator: str = " ") -> str:
    """A site banner of ``chars`` characters and a menu of ``words`` words in ``text``'s language."""
    return (f"<div class='banner'>{text[:chars]}</div><ul>"
            + "".join(f"<li>{w}</li>" for w in text.split(separator)[:words]) + "</ul>")


MAIN_TEXT_CASES = {
    "short Chinese article, Tibetan banner and menu": (page(f"{banner(TIBETAN, 60, 8, '་')}<p>{CHINESE * 4}</p>"), "zh"),
    "short Chinese article, Uyghur banner and menu": (page(f"{banner(UYGHUR, 28, 9)}<p>{CHINESE * 4}</p>"), "zh"),
    "short English article, Uyghur banner and menu": (page(f"{banner(UYGHUR, 28, 8)}<p>{ENGLISH}</p><p>{ENGLISH}</p>"),
                                                      "en"),
    "Tibetan only in the title of a Chinese article": (page(f"<p>{CHINESE * 2}</p>").replace(
        "<title>t</title>", f"<title>{TIBETAN[:50]}</title>"), "zh"),
    "Tibetan article inside Chinese menus": (page("<ul>" + "".join(f"<li>{CHINESE[i:i + 6]}</li>" for i in range(0, 90, 6))
                                                  + f"</ul><p>{TIBETAN}</p>"), "bo"),
}


@pytest.mark.parametrize(("html", "language"), MAIN_TEXT_CASES.values(), ids=MAIN_TEXT_CASES)
def test_the_language_is_that_of_the_main_text(html: str, language: str) -> None:
    counts = census(page_text.text_views(html).visible)
    share = (counts["Tibt"] + counts["Arab"]) / sum(counts.values())
    assert share >= recognize.MIN_TARGET_SHARE   # a share that alone made the target the main text before
    result = recognize_page(html.encode())
    assert result.language == language, result.evidence()


# A bilingual site's navigation: ten links in each language (our own words).
TIBETAN_MENU = ["བོད་ལྗོངས་ཀྱི་གསར་འགྱུར།", "གཞུང་ལས་ཁང་གི་བརྡ་ཁྱབ།", "ས་གནས་ཀྱི་གནས་ཚུལ།", "རྒྱལ་ཁབ་ཀྱི་གསར་འགྱུར།",
                "དཔལ་འབྱོར་དང་ཚོང་ལས།", "རིག་གནས་དང་ལོ་རྒྱུས།", "ཤེས་ཡོན་དང་སློབ་གསོ།", "འཕྲོད་བསྟེན་དང་ནད་སེལ།",
                "པར་རིས་དང་བརྙན་ཟློས།", "ང་ཚོར་འབྲེལ་གཏུགས།"]   # 206 letters
UYGHUR_MENU = ["باش بەت", "يېڭى خەۋەرلەر", "يەرلىك خەۋەرلەر", "دۆلەت ئىچى", "ئىقتىساد ۋە سودا", "مەدەنىيەت ۋە تارىخ",
               "مائارىپ ۋە پەن", "سەھىيە ۋە سالامەتلىك", "رەسىملىك خەۋەرلەر", "بىز بىلەن ئالاقە"]   # 131 letters
CHINESE_MENU = ["首页", "新闻", "本地", "国内", "经济", "文化", "教育", "卫生", "图片", "联系我们"]
ENGLISH_MENU = ["Home", "News", "Local", "National", "Economy", "Culture", "Education", "Health", "Photos", "Contact"]


def link_menu(words: list[str]) -> str:
    """Site navigation: a list of links."""
    return "<ul class='nav'>" + "".join(f"<li><a href='/{i}.html'>{w}</a></li>" for i, w in enumerate(words)) + "</ul>"


def chinese_brief(han: int, paragraph_chars: int = 1000) -> str:
    """A Chinese brief of ``han`` Han characters (and its punctuation), in paragraphs of ``paragraph_chars``."""
    text, count = "", 0
    for ch in CHINESE * (han // 50 + 2):
        if count == han:
            break
        text += ch
        count += "\u4e00" <= ch <= "\u9fff"
    return "".join(f"<p>{text[i:i + paragraph_chars]}</p>" for i in range(0, len(text), paragraph_chars))


def headlines(text: str, count: int, separator: str) -> str:
    """A list of ``count`` linked headlines cut from ``text`` (a hub page's teasers)."""
    pieces = [piece for piece in text.split(separator) if piece.strip()]
    return "<ul>" + "".join(f"<li><a href='/n{i}.html'>{pieces[i % len(pieces)]}</a></li>" for i in range(count)) + "</ul>"


def kazakh_article() -> str:
    """A Kazakh article in Arabic script: a heading and two paragraphs."""
    return f"<div class='main'><h1>{KAZAKH_ARABIC[:30]}</h1><p>{KAZAKH_ARABIC}</p><p>{KAZAKH_ARABIC}</p></div>"


# (page, expected verdict: bo, ug or none): the target's letters inside links (menus) weigh LINK_WEIGHT in the visible-letter
# share, so a menu in the target script does not make a Chinese brief Tibetan or Uyghur; an article in the target
# script under a menu in another language, and a page of target-script headlines, stay target pages.
LINK_MENU_CASES = {
    "Chinese brief of 150 Han under a Tibetan menu": (page(link_menu(TIBETAN_MENU) + chinese_brief(150)), "none"),
    "Chinese brief of 300 Han under a Tibetan menu": (page(link_menu(TIBETAN_MENU) + chinese_brief(300)), "none"),
    "Chinese brief of 300 Han in short paragraphs under a Tibetan menu": (
        page(link_menu(TIBETAN_MENU) + chinese_brief(300, paragraph_chars=40)), "none"),
    "Chinese brief of 150 Han under a Uyghur menu": (page(link_menu(UYGHUR_MENU) + chinese_brief(150)), "none"),
    "Chinese brief under Tibetan and Chinese menus": (
        page(link_menu(TIBETAN_MENU) + link_menu(CHINESE_MENU) + chinese_brief(200)), "none"),
    "Tibetan article under a Chinese menu": (page(link_menu(CHINESE_MENU) + f"<p>{TIBETAN}</p>"), "bo"),
    "Tibetan article under an English menu": (page(link_menu(ENGLISH_MENU) + f"<p>{TIBETAN}</p>"), "bo"),
    "Tibetan article under Tibetan and Chinese menus": (
        page(link_menu(TIBETAN_MENU) + link_menu(CHINESE_MENU) + f"<p>{TIBETAN}</p>"), "bo"),
    "Uyghur article under a Chinese menu": (page(link_menu(CHINESE_MENU) + f"<p>{UYGHUR}</p>"), "ug"),
    "Uyghur article under a Uyghur menu": (page(link_menu(UYGHUR_MENU) + f"<p>{UYGHUR}</p>"), "ug"),
    "Tibetan headlines over a Chinese paragraph": (
        page(link_menu(TIBETAN_MENU) + headlines(TIBETAN, 20, "། ") + chinese_brief(100)), "bo"),
    "Uyghur headlines only": (page(link_menu(UYGHUR_MENU) + headlines(UYGHUR, 12, ". ")), "ug"),
    # a section page: its heading (no ې ۆ ۈ ئ in it) and little else outside its headline links (MIN_RUNNING_LETTERS)
    "Uyghur section page of 2 headline links": (page(
        '<div class="nav"><a href="/">باش بەت</a> | <a href="/1/">خەۋەرلەر</a> | <a href="/2/">مەدەنىيەت</a></div>'
        '<h1>مەدەنىيەت</h1><ul><li><a href="/a/1">مەشرەپ ۋە ئۇنىڭ تارىخى</a></li><li><a href="/a/2">ئون ئىككى مۇقام</a>'
        '</li></ul><div class="pager"><a href="/2/list_2.html">كېيىنكى »</a></div>').replace("<title>t<", "<title>مەدەنىيەت<"),
        "ug"),
    # Kazakh in Arabic script is all UEY letters but a few: only its missing ې ۆ ۈ ئ tell it from Uyghur, and the
    # link text weighs LINK_WEIGHT in the letter shares too (a box of 6 Uyghur headlines lifted them over 0.03).
    "Kazakh article beside 6 Uyghur headline links": (page(kazakh_article() + headlines(UYGHUR, 6, ". ")), "none"),
    "Kazakh article beside 10 Uyghur headline links": (page(kazakh_article() + headlines(UYGHUR, 10, ". ")), "none"),
    "Uyghur article beside 8 Kazakh headline links": (page(f"<p>{UYGHUR}</p>" + headlines(KAZAKH_ARABIC, 8, ". ")), "ug"),
    "Uyghur article beside 16 Kazakh headline links": (page(f"<p>{UYGHUR}</p>" + headlines(KAZAKH_ARABIC, 16, ". ")),
                                                       "ug"),
}


@pytest.mark.parametrize(("html", "language"), LINK_MENU_CASES.values(), ids=LINK_MENU_CASES)
def test_a_menu_in_the_target_script_weighs_less_than_running_text(html: str, language: str) -> None:
    result = recognize_page(html.encode())
    verdict = result.language if result.language in recognize.TARGET_LANGUAGES else "none"
    assert verdict == language, result.evidence()


@pytest.mark.parametrize(("letters", "expected"), [(uyghur.MIN_UYGHUR_LETTERS, True),
                                                   (uyghur.MIN_UYGHUR_LETTERS - 1, False)])
def test_min_uyghur_letters(letters: int, expected: bool) -> None:
    word = "ئۆيگە"  # ئ ۆ ي گ ە: two Uyghur-specific letters of five
    text = (word * 10)[:letters]
    assert uyghur.arabic_stats(text).is_uyghur is expected


@pytest.mark.parametrize(("specific", "expected"), [(3, True), (2, False)])
def test_min_specific_share(specific: int, expected: bool) -> None:
    # 100 UEY letters, of which `specific` are ې ۆ ۈ ئ: the share is 0.03 (MIN_SPECIFIC_SHARE) or 0.02.
    assert uyghur.MIN_SPECIFIC_SHARE == 0.03
    text = "ې" * specific + "ا" * (100 - specific)
    assert uyghur.arabic_stats(text).is_uyghur is expected


@pytest.mark.parametrize(("sorani", "expected"), [(1, True), (2, False)])
def test_max_sorani_share(sorani: int, expected: bool) -> None:
    # 200 UEY letters of which 10 ئ, `sorani` of them ڵ: 0.005 (MAX_SORANI_SHARE) or 0.01 Sorani letters.
    assert uyghur.MAX_SORANI_SHARE == 0.005
    text = "ئ" * 10 + "ڵ" * sorani + "ا" * (190 - sorani)
    assert uyghur.arabic_stats(text).is_uyghur is expected


@pytest.mark.parametrize(("foreign", "expected"), [(7, True), (8, False)])
def test_min_alphabet_share(foreign: int, expected: bool) -> None:
    # 100 letters, `foreign` of them not UEY (ع): 0.93 (MIN_ALPHABET_SHARE) or 0.92 of UEY letters.
    assert uyghur.MIN_ALPHABET_SHARE == 0.93
    text = "ئ" * 10 + "ع" * foreign + "ا" * (90 - foreign)
    assert uyghur.arabic_stats(text).is_uyghur is expected


# ه U+0647 for ە: windows-1256 has no ە, and NFKC folds the HEH forms legacy Uyghur fonts drew ە with to ه.
UYGHUR_HEH = UYGHUR.replace("\u06d5", "\u0647")
ARABIC_HEH_CASES = {
    "Uyghur written with ه for ە": (UYGHUR_HEH, "ug"),
    "Uyghur written with HEH final/isolated forms for ە": (UYGHUR.replace("\u06d5", "\ufeea"), "ug"),
    "Uyghur quoting Arabic (ه of the quotation beside ە)": (UYGHUR + ARABIC, "ug"),
    "Arabic": (ARABIC, "und-Arab"),
    "Persian": (PERSIAN, "und-Arab"),
    "Kazakh with ه for ە": (KAZAKH_ARABIC.replace("\u06d5", "\u0647"), "und-Arab"),
}


@pytest.mark.parametrize(("text", "language"), ARABIC_HEH_CASES.values(), ids=ARABIC_HEH_CASES)
def test_heh_is_a_uyghur_letter_only_in_uyghur_written_with_it(text: str, language: str) -> None:
    result = recognize_page(page(f"<p>{text * 4}</p>").encode())
    assert result.language == language, result.evidence()


@pytest.mark.parametrize(("heh", "ae", "counted"), [(5, 4, True), (5, 5, False)])
def test_heh_counts_as_ae_where_the_text_writes_more_heh_than_ae(heh: int, ae: int, counted: bool) -> None:
    stats = uyghur.arabic_stats("ئ" * 10 + "\u0647" * heh + "\u06d5" * ae + "ا" * (85 - ae))
    assert stats.writes_ae_as_heh is counted
    assert stats.alphabet_share == (1.0 if counted else 0.95)


# Text in decomposed form (NFD, UAX #15): ئ is ي and U+0654, é ö ü a letter and a combining mark.
UYGHUR_INITIAL_VOWELS = ("ئۇ ئالما ئانار ئىشلىدى، ئۇلار ئاتا-ئانىسى بىلەن ئۇچراشتى. ئاپام ئاش ئەتتى. ئىنىم ئاتقا مىندى، "
                         "ئاكام ئىشقا باردى. ئۇلار ئاخشام ئاي ئاستىدا ئولتۇردى. ")  # ئ its only specific letter
NFD_CASES = {
    "Uyghur": (UYGHUR, "ug"),
    "Uyghur of word-initial vowels": (UYGHUR_INITIAL_VOWELS, "ug"),
    "Uyghur written with HEH forms for ە": (UYGHUR.replace("\u06d5", "\ufeea"), "ug"),
    "ULY": (ULY, "ug-Latn"),
    "Uyghur Cyrillic": (UYGHUR_CYRILLIC, "ug-Cyrl"),
    "Arabic": (ARABIC, "und-Arab"),
    "Kazakh in Cyrillic script": (KAZAKH_CYRILLIC, "und-Cyrl"),
}


@pytest.mark.parametrize("text", [UYGHUR, UYGHUR_INITIAL_VOWELS, ARABIC + "\u064a\u0654", "ۀ آ ؤ أ إ ئ ۂ ۓ " + UYGHUR])
def test_decomposed_letters_count_as_the_composed_ones(text: str) -> None:
    composed, decomposed = uyghur.arabic_stats(text), uyghur.arabic_stats(unicodedata.normalize("NFD", text))
    assert (decomposed.letters, decomposed.alphabet, decomposed.specific, decomposed.ae) == (
        composed.letters, composed.alphabet, composed.specific, composed.ae)


@pytest.mark.parametrize(("text", "language"), NFD_CASES.values(), ids=NFD_CASES)
def test_decomposed_text_is_read_as_its_composed_letters(text: str, language: str) -> None:
    body = unicodedata.normalize("NFD", page(f"<h1>{text[:30]}</h1><p>{text * 4}</p>"))
    assert body != unicodedata.normalize("NFC", body)
    result = recognize_page(body.encode())
    assert result.language == language, result.evidence()
    assert recognize_page(unicodedata.normalize("NFC", body).encode()).language == language


# Tibetan of several genres that holds the syllables Dzongkha evidence is made of (ལམ གནམ ཨིན་ཇི ལུ་གུ
# ཚ་ལུ་མ གློ་ལུ ཚུ་རོལ འབད་བརྩོན ལ་འབད): never Dzongkha.
TIBETAN_GENRES = {
    "news": "བོད་ཀྱི་སློབ་གྲྭ་ཁག་གི་སློབ་ཕྲུག་རྣམས་ཀྱིས་ལོ་འདིར་ཨིན་ཇིའི་སྐད་ཡིག་གི་འགྲན་བསྡུར་ལ་ཞུགས་ཡོད། "
            "ཚོགས་ཆུང་གིས་ཉིན་གསུམ་རིང་ལས་དོན་སྣ་ཚོགས་སྒྲུབ་རྒྱུ་ཡིན་པ་བརྗོད་ཡོད། ཨིན་ཌི་ཡའི་རྒྱལ་ས་ལྡི་ལིར་"
            "ལམ་གསར་པ་ཞིག་བཟོ་བའི་ལས་ཀ་འགོ་ཚུགས་ཡོད་པ་རེད། ཁོང་ཚོས་འབད་བརྩོན་ཆེན་པོ་བྱས་པ་རེད།",
    "religion": "སངས་རྒྱས་ཆོས་དང་ཚོགས་ཀྱི་མཆོག་རྣམས་ལ། །བྱང་ཆུབ་བར་དུ་བདག་ནི་སྐྱབས་སུ་མཆི། །"
                "ཨོཾ་མ་ཎི་པདྨེ་ཧཱུྃ། ཨོཾ་ཨཱཿཧཱུྃ་བཛྲ་གུ་རུ་པདྨ་སིདྡྷི་ཧཱུྃ། བླ་མ་མཆོག་གིས་གསུང་ཆོས་གནང་བར་"
                "དད་ལྡན་པ་མང་པོ་འདུས། སྒོམ་སྒྲུབ་ལ་འབད་དགོས། ཚུ་རོལ་ཕ་རོལ་གཉིས་ཀར་བདེ་བ་ཐོབ་པར་ཤོག",
    "everyday": "ཁྱེད་རང་སྐུ་གཟུགས་བདེ་པོ་ཡིན་པས། ང་བདེ་པོ་ཡིན། དེ་རིང་གནམ་གཤིས་ཡག་པོ་འདུག "
                "ཁྱེད་རང་ག་པར་ཕེབས་ཀྱི་ཡིན། ང་ཁྲོམ་ལ་འགྲོ་གི་ཡིན། ཚ་ལུ་མ་དང་ལུ་གུའི་ཤ་ཉོ་རྒྱུ་ཡིན། "
                "འདི་གོང་ག་ཚོད་རེད། གློ་ལུ་རྒྱག་གི་འདུག་ན་སྨན་ཁང་ལ་སོང་།",
    "hub": "གཙོ་ངོས། གསར་འགྱུར། བོད་ནང་། རྒྱལ་སྤྱི། དཔལ་འབྱོར། ཤེས་རིག ལམ་ལུགས། གནམ་གཤིས། བརྙན་འཕྲིན། འབྲེལ་གཏུག",
    "sky-road": "གནམ་ལ་སྤྲིན་མེད། ལམ་ཁ་ལ་མི་མང་པོ་འདུག བསམ་བློ་བཏང་ནས་ཁྱིམ་ལ་ལོག",
    "menu": "ཁ་ལག་གི་ཐོ། ཇ་མངར་མོ། བག་ལེབ། ཤ་མོག་མོག ཐུག་པ། གནམ་ཤ སྐམ་ཤ ལམ་ཟས།",
    "short-sky": "གནམ་",
    "short-road": "ལམ་",
    "short-words": "གནམ་ལམ་བསམ་ཁྱིམ་དམ་ཕམ་",
    "base": TIBETAN,
}
# Dzongkha of our own, news-like and everyday (two sentences: what a page shows at least).
DZONGKHA_GENRES = {
    "news-roads": "ཐིམ་ཕུག་ཁྲོམ་སྡེ་ནང་ ལམ་གསརཔ་ཚུ་ བཟོ་ནིའི་ལཱ་ཚུ་ འགོ་བཙུགས་ཏེ་ཡོདཔ་ཨིན། "
                  "ལཱ་འདི་ ལོ་གཅིག་གི་ནང་འཁོད་ལུ་ མཇུག་བསྡུ་ནི་ཨིན་པས།",
    "news-schools": "སློབ་གྲྭ་ཚུ་ནང་ སློབ་ཕྲུག་ཚུ་གི་དོན་ལུ་ དཔེ་དེབ་གསརཔ་ཚུ་ བཀྲམ་སྤེལ་འབད་དེ་ཡོད། "
                    "རྒྱལ་ཡོངས་ཚོགས་འདུ་གིས་ ཁྲིམས་ཡིག་གསརཔ་ཅིག་ཆ་འཇོག་འབད་ཡི།",
    "everyday-travel": "ཁྱོད་ ག་ཏེ་ལས་ཨིན་ན། ང་ སྤ་རོ་ལས་ཨིན། ད་རིས་ ང་ ཐིམ་ཕུག་ལུ་ འགྱོ་ནི་ཨིན།",
    "everyday-greeting": "ཁྱོད་ ག་དེ་སྦེ་ཡོདཔ་ཨིན་ན། ང་ ལེགས་ཤོམ་སྦེ་ཡོད། ཁྱོད་ལུ་ བཀའ་དྲིན་ཆེ།",
    "everyday-weather": "ནངས་པ་ ཆརཔ་ཕབ་ནི་ཨིན་པས། ཁྱོད་ཀྱིས་ ཆར་གདུགས་བཟུང་སྟེ་ འགྱོ་དགོ། ཕྲུགུ་ཚུ་ ཁྱིམ་ནང་ལུ་སྡོད།",
    "base": DZONGKHA,
}


@pytest.mark.parametrize("name", sorted(TIBETAN_GENRES))
def test_tibetan_is_not_dzongkha(name: str) -> None:
    text = TIBETAN_GENRES[name]
    evidence = dzongkha.dzongkha_evidence(text)
    assert not evidence.is_dzongkha
    # A safety margin: at most one kind of Dzongkha evidence, below the evidence needed.
    assert len(evidence.kinds) < dzongkha.MIN_DZONGKHA_KINDS - 1
    assert evidence.markers < dzongkha.MIN_DZONGKHA_MARKERS - 1
    if len(text) > 100:  # a page of it
        assert recognize_page(page(f"<p>{text}</p>").encode()).language == "bo"


@pytest.mark.parametrize("name", sorted(DZONGKHA_GENRES))
def test_dzongkha_is_dzongkha(name: str) -> None:
    text = DZONGKHA_GENRES[name]
    assert dzongkha.is_dzongkha(text)
    recognition = recognize_page(page(f"<p>{text}</p>").encode())
    assert recognition.language == "dz"
    assert recognition.dzongkha_share > 0


@pytest.mark.parametrize(("syllable", "classical", "second_suffix"), [
    ("གནམ", True, False), ("ལམ", True, False), ("བསམ", True, False), ("ཁྱིམ", True, False),
    ("བསྒྲུབས", True, False), ("མིའི", True, False), ("ངའམ", True, False), ("རྒྱལ", True, False),
    ("ཡོདཔ", False, True), ("མེདཔ", False, True), ("ཨིནམ", False, True), ("འབདཝ", False, True),
    ("དགོཔ", False, True), ("ཆརཔ", False, True), ("གསརཔ", False, True), ("ལགཔ", False, True),
    ("ཧཱུྃ", False, False), ("ཐམད", False, False), ("ཕྲུགུ", False, False), ("ཨཔ", False, False),
])
def test_syllable_structure(syllable: str, classical: bool, second_suffix: bool) -> None:
    assert dzongkha.is_classical_syllable(syllable) is classical
    assert dzongkha.is_second_suffix_spelling(syllable) is second_suffix


def test_min_dzongkha_markers_boundary() -> None:
    # Four kinds (copula, dative, plural, second suffix), one syllable each: MIN_DZONGKHA_MARKERS of them.
    assert dzongkha.MIN_DZONGKHA_MARKERS == 4
    at = "མི་ཚུ་ཁྲོམ་ལུ་ཡོདཔ་ཨིན།"
    assert dzongkha.dzongkha_evidence(at).markers == 4
    assert dzongkha.is_dzongkha(at)
    assert not dzongkha.is_dzongkha("མི་ཚུ་ཁྲོམ་ཁར་ཡོདཔ་ཨིན།")  # three


def test_min_dzongkha_kinds_boundary() -> None:
    assert dzongkha.MIN_DZONGKHA_KINDS == 3
    three_kinds = "ང་ཁྲོམ་ལུ་འགྱོ་ནི་ཨིན། ཁོ་ཡང་ཁྲོམ་ལུ་ཡོད།"  # dative twice, lexical, copula
    assert len(dzongkha.dzongkha_evidence(three_kinds).kinds) == 3
    assert dzongkha.is_dzongkha(three_kinds)
    two_kinds = "ང་ཁྲོམ་ལུ་ཡོད། ཁོ་ཡང་ཁྲོམ་ལུ་ཡོད། མོ་ཡང་ཁྲོམ་ལུ་ཡོད། ང་ཚུ་ཡང་ཡོད།"  # dative x3, plural
    assert dzongkha.dzongkha_evidence(two_kinds).markers >= dzongkha.MIN_DZONGKHA_MARKERS
    assert not dzongkha.is_dzongkha(two_kinds)


def test_dzongkha_over_tibetan_boundary() -> None:
    assert dzongkha.DZONGKHA_OVER_TIBETAN == 2.0
    dz = "མི་ཚུ་ཁྲོམ་ལུ་ཡོདཔ་ཨིན།"  # four Dzongkha markers
    assert dzongkha.is_dzongkha(dz + " ཁོ་བོད་པ་ཡིན། ཁོ་མོ་ཡང་བོད་པ་ཡིན།")  # two Tibetan markers: 4 >= 2 * 2
    assert not dzongkha.is_dzongkha(dz + " ཁོ་བོད་པ་ཡིན། ཁོ་མོ་ཡང་བོད་པ་ཡིན། ཁོང་ཚོ་ཡང་རེད།")  # 4 < 2 * 4


def test_family_enum_values_are_the_contract() -> None:
    assert {f.value for f in EncodingFamily} >= {"unicode", "tibetan-8bit", "tibetan-gbk", "tibetan-pua-a",
                                                  "tibetan-drikung", "ncr", "presentation-forms"}


# --- the fast path: the same verdicts as the slow readings it stands for -------------------------


@pytest.mark.parametrize("runs", [["ka-kha-", "ga-", "x y-"], ["-a-", "", "-", "b-c-d"], ["no dots here"],
                                  ["a-b", "\x02-c-", "-d-e-f-g-h-i-j-k-"], ["-" * 5, "ab-" * 3 + " cd-"]])
def test_runs_tested_in_one_pass_add_up(runs: list[str]) -> None:
    total = tibetan.DotTest()
    for run in runs:
        total = total + tibetan.dot_test(run, "-", 7)
    assert tibetan.dot_test_runs(runs, "-", 7) == total


@pytest.mark.parametrize("text", [TIBETAN, "ཀ\u00a0ཁ་\u3000ག༎ང༑ཅ\x01་", HYPHEN_ENGLISH, gbk_tibetan(20), "a\u2009-b-c"])
def test_rare_dots_and_wide_spaces_are_still_classed(text: str) -> None:
    # The reference: every dot code and wide space replaced on the text, then one class per character.
    reference = text.replace("\x01", " ")
    for code in tibetan.UNICODE_SYLLABLE_ENDS:
        reference = reference.replace(code, "\x01")
    for space in ("\xa0", "\u3000", "\u2002", "\u2003", "\u2009"):
        reference = reference.replace(space, " ")
    expected = "".join("DD" if ch == "\x01" else "S" if ch.isspace() else "x" for ch in reference).encode()
    assert tibetan.class_bytes(text, tibetan.UNICODE_SYLLABLE_ENDS) == expected


def _no_walk(*args: object) -> list:
    raise AssertionError("the font-run walk ran")


def test_font_face_runs_decide_a_legacy_page_without_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(recognize, "_legacy_runs", _no_walk)
    body = page("".join(f"<font face='TibetanMachineWeb{i % 3 or ''}'>{legacy_run(8, seed=i)}</font>"
                        for i in range(20))).encode("latin-1")
    result = recognize_page(body)
    assert (result.language, result.encoding_family) == ("bo", "tibetan-8bit"), result.evidence()


def test_css_class_runs_decide_a_legacy_page_without_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(recognize, "_legacy_runs", _no_walk)
    assert recognize_page(CASES[3][1], CASES[3][2]).language == "bo"  # tmw-css-class


def test_junk_in_a_legacy_face_is_settled_without_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(recognize, "_legacy_runs", _no_walk)
    junk = bytes(b if b >= 32 and b not in b"<>&" else 32 for b in random.Random(9).randbytes(3000))
    body = b"<html><body><font face='TibetanMachineWeb'>" + junk + b"</font><p>Home</p></body></html>"
    assert not recognize_page(body).is_target({"bo", "ug", "dz"})


def test_nested_legacy_markup_gets_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    # The text inside <b> inherits the face: only the walk sees it, so the markup reading must not settle.
    calls = []
    walk = recognize._legacy_runs
    monkeypatch.setattr(recognize, "_legacy_runs", lambda *a: calls.append(1) or walk(*a))
    body = page(f"<font face='TibetanMachineWeb'>x<b>{legacy_run(120)}</b></font>").encode("latin-1")
    assert recognize_page(body).language == "bo" and calls == [1]


def test_utf8_is_judged_on_the_visible_text() -> None:
    # A stray windows-1252 byte in an attribute does not make Tibetan UTF-8 text windows-1252.
    body = b"<html><body><img alt='caf\xe9'><p>" + (TIBETAN * 3).encode() + b"</p></body></html>"
    result = recognize_page(body)
    assert (result.language, result.charset) == ("bo", "utf-8")


@pytest.mark.parametrize("repeat", [1, 40])
def test_dot_test_sample_estimates_the_page(repeat: int) -> None:
    # One copy: the whole region is tested (exact); 40 copies exceed DOT_TEST_MAX_BYTES: a sample, scaled back.
    text = TIBETAN * repeat
    assert (len(text.encode()) > recognize.DOT_TEST_MAX_BYTES) == (repeat > 1)
    exact = unicode_dot_test(text)
    result = recognize_page(page(f"<p>{text}</p>").encode())
    assert result.language == "bo"
    assert result.syllables == pytest.approx(exact.syllables, rel=0 if repeat == 1 else 0.05)
    assert result.passing_share == pytest.approx(exact.passing_share, abs=0 if repeat == 1 else 0.05)


def test_text_sample_is_the_text_up_to_its_bound() -> None:
    assert recognize.text_sample(UYGHUR, len(UYGHUR)) == UYGHUR
    long_text = UYGHUR * 100
    sample = recognize.text_sample(long_text, recognize.LETTER_SAMPLE_CHARS)
    assert len(sample) <= recognize.LETTER_SAMPLE_CHARS + recognize.TEXT_SAMPLE_WINDOWS
    assert uyghur.arabic_stats(sample).is_uyghur


@pytest.mark.parametrize("text", ["&#3926;&#3964;&#3921;&#x0F0B; x", "&#1; &#3851;", "a & b &#3851;"])
def test_numeric_references_decode_alike_on_both_readings(text: str) -> None:
    visible = text.encode()
    assert page_text.decode_references(visible, text) == page_text.decode_ncrs(text)


def test_presentation_forms_count_as_their_letters() -> None:
    plain, forms = uyghur.arabic_stats(UYGHUR * 3), uyghur.arabic_stats(presentation_forms(UYGHUR * 3))
    assert (forms.letters, forms.alphabet_share, forms.specific_share) == (
        plain.letters, plain.alphabet_share, plain.specific_share)
    assert forms.presentation_forms > 0.9 * forms.letters and plain.presentation_forms == 0


# --- the fast path: shortcuts that must read as the slow steps do ------------------------------

# Pages whose font contexts the markup reading cannot settle: nested and inherited fonts, CSS tag,
# class and id rules, unclosed tags, references standing for dots and letters.
BOUND_PAGES = [
    page(f"<p>{HYPHEN_ENGLISH * 3}</p>", "<style>body, p { font-family: 'Sambhota' }</style>"),
    page(f"<div class='bo'>{legacy_run(30)}<b>{legacy_run(12, seed=2)}</b> tail {legacy_run(9, seed=3)}</div>"
         f"<p>{ENGLISH}</p>", "<style>.bo { font-family: TibetanMachineWeb }</style>"),
    page(f"<font face='TibetanMachineWeb'>x<b>{legacy_run(40)}</b><i>{legacy_run(5, seed=4)}</font>"
         f"<span id='t' style='font-family: Arial'>{HYPHEN_ENGLISH}</span><p>{legacy_run(7, seed=5)}"),
    page(f"<td>{legacy_run(20, dot='&#45;', seed=6)}&amp;-&nbsp;-{legacy_run(3)}</td>",
         "<style>td { font-family: 'TCRC Bod-Yig' } #x { font-family: LTibetan }</style>"),
    page(f"<font face='Esama'><font face='Arial'>{legacy_run(25)}</font>{legacy_run(25, seed=8)}</font>"),
]


@pytest.mark.parametrize("body", BOUND_PAGES)
def test_font_run_bound_is_never_below_the_walk(body: str) -> None:
    # The walk's passing syllables per family never exceed the bound read from the markup alone.
    u8 = body.encode("latin-1")
    fonts = [font for font in recognize.named_fonts(body) if font.is_legacy]
    markup = page_text.read_views(u8)[0].markup  # type: ignore[union-attr]
    text = recognize.text_without_breaks(markup).decode()
    for family in recognize._legacy_runs(u8, fonts):
        bound = sum(tibetan.passing_syllables(text, codes, distance) for codes, distance in
                    {(f.dot_codes, f.max_distance) for f in fonts if f.family is family.family})
        assert family.test.passing <= bound


def test_legacy_font_named_on_english_is_settled_without_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(recognize, "_legacy_runs", _no_walk)
    body = page(f"<p>{ENGLISH * 5}</p><p class='x'>{ENGLISH}</p>", "<style>body, p { font-family: Sambhota }</style>")
    assert recognize_page(body.encode()).language == "en"


def test_legacy_text_under_css_still_gets_the_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    # A bound above the minimum: the walk runs and finds the Tibetan the span inherits from the class.
    calls = []
    walk = recognize._legacy_runs
    monkeypatch.setattr(recognize, "_legacy_runs", lambda *a: calls.append(1) or walk(*a))
    body = page(f"<div class='bo'><span>{legacy_run(60)}</span></div>", "<style>.bo { font-family: Sambhota }</style>")
    assert recognize_page(body.encode("latin-1")).language == "bo" and calls == [1]


@pytest.mark.parametrize("body", [
    # A '<' that opens no tag is text to libxml2: the markup reading would lose what follows it.
    page(f"<div class='bo'>{' < '.join(legacy_run(2, seed=i) for i in range(40))}</div>",
         "<style>.bo { font-family: Sambhota }</style>"),
    # TibetanMachine's dot 0xCD written as a named reference (&Iacute;).
    page(f"<p class='t'>{legacy_run(40, dot='&Iacute;')}</p><p>{ENGLISH}</p>",
         "<style>.t { font-family: TibetanMachine }</style>"),
])
def test_no_bound_when_the_markup_reading_may_miss_text_or_dots(body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    walk = recognize._legacy_runs
    monkeypatch.setattr(recognize, "_legacy_runs", lambda *a: calls.append(1) or walk(*a))
    assert recognize_page(body.encode("latin-1")).language == "bo" and calls == [1]


@pytest.mark.parametrize(("text", "codes", "distance"), [
    (HYPHEN_ENGLISH, "-", 7), (legacy_run(50), "-", 7), ("ka-kha\u3000-ga-\x01-nga--", "-", 7),
    (TIBETAN, tibetan.UNICODE_SYLLABLE_ENDS, 7), (gbk_tibetan(30), "\ufe3d", 5), ("a.b-c.d-e", "-.", 7),
])
def test_passing_syllables_count_as_the_dot_test(text: str, codes: str, distance: int) -> None:
    assert tibetan.passing_syllables(text, codes, distance) == tibetan.dot_test(text, codes, distance).passing


SPACE_AFTER_END_RE = re.compile(f"(?<=[{''.join(sorted(tibetan.UNICODE_SYLLABLE_ENDS))}])\\s+")


def unicode_dot_test(text: str) -> tibetan.DotTest:
    """The Unicode dot test by its definition: white space after a syllable end separates nothing."""
    return tibetan.dot_test(SPACE_AFTER_END_RE.sub("", text), tibetan.UNICODE_SYLLABLE_ENDS, 7)


@pytest.mark.parametrize("text", [TIBETAN, DZONGKHA, "ཀ\u00a0ཁ་\u3000ག༎ང༑ཅ\x01་\x02\u2002ཆ\u2009", ENGLISH, CHINESE, ""])
def test_unicode_classes_on_code_units_are_the_utf8_classes(text: str) -> None:
    assert tibetan.unicode_class_bytes(text) == tibetan.class_bytes(text, tibetan.UNICODE_SYLLABLE_ENDS)
    assert tibetan.dot_test_unicode(text.encode()) == unicode_dot_test(text)


def test_characters_beyond_the_bmp_are_classed_on_utf8() -> None:
    text = "ཀ་ཁ་\U0001f600ག། ཅ་"
    assert tibetan.unicode_class_bytes(text) is None
    assert tibetan.dot_test_unicode(text.encode()) == unicode_dot_test(text)


# Markup after every syllable (read as a space) or a space after the shad: every syllable still passes.
SYLLABLE_MARKUP = {
    "a <span> per syllable": "".join(f"<span>{s}་</span>" for s in TIBETAN.replace("།", "").split("་") if s.strip()),
    "<wbr> after every tsheg": TIBETAN.replace("་", "་<wbr>"),
    "&shy; after every tsheg": TIBETAN.replace("་", "་&shy;"),
    "a space after every tsheg": TIBETAN.replace("་", "་ "),
    "the non-breaking tsheg only": TIBETAN.replace("་", "༌"),
}


@pytest.mark.parametrize("body", SYLLABLE_MARKUP.values(), ids=SYLLABLE_MARKUP)
def test_markup_between_syllables_breaks_no_syllable(body: str) -> None:
    result = recognize_page(page(f"<p>{body * 2}</p>").encode())
    assert result.language == "bo", result.evidence()
    assert result.passing_share > 0.8


@pytest.mark.parametrize("text", [
    presentation_forms(UYGHUR), "\ufefb\ufdf2\ufc00\ufd00 " + presentation_forms(UYGHUR),  # ligatures, xx00 forms
    presentation_forms(UYGHUR) + "\u064a\u0654",  # a hamza NFKC would compose: the NFKC reading
    presentation_forms(KAZAKH_ARABIC) + "\u0675", presentation_forms(ARABIC) + "\U0001ee00",
])
def test_presentation_forms_count_as_nfkc_folds_them(text: str) -> None:
    u16 = uyghur.fold_forms(text).encode("utf-16-le")
    low = bytes(lo if hi == 0x06 else 0 for lo, hi in zip(u16[0::2], u16[1::2]))
    letters = len(low.translate(None, uyghur._DELETE_NON_LETTER))
    stats = uyghur.arabic_stats(text)
    assert stats.letters == letters
    assert stats.alphabet_share == min(1.0, len(low.translate(None, uyghur._DELETE_NON_ALPHABET)) / letters)


@pytest.mark.parametrize("text", [ULY, UYGHUR_CYRILLIC, KAZAKH_CYRILLIC, ENGLISH + "İßẞ ǅ ȴ \U0001d41a", ""])
def test_letters_in_ranges_count_as_the_regex(text: str) -> None:
    low = text.lower()
    assert uyghur.count_in_ranges(low, uyghur.LATIN_LETTER_RANGES) == len(uyghur.NON_LATIN_RE.sub("", low))
    assert uyghur.count_in_ranges(low, uyghur.CYRILLIC_RANGES) == len(uyghur.NON_CYRILLIC_RE.sub("", low))


@pytest.mark.parametrize("references", [page_text.FEW_REFERENCES - 1, page_text.FEW_REFERENCES])
def test_few_and_many_references_read_alike(references: int) -> None:
    words = (TIBETAN * 2).split("་")[:references]
    body = page("<p>" + "&#3851;".join(words) + "\r\n" + ENGLISH + "</p>").encode()
    visible = page_text.read_views(body)[0].visible  # type: ignore[union-attr]
    assert visible.count("\u0f0b") == references - 1 and "&#" not in visible


# --- mislabelled legacy charsets: the recogniser reads such pages as decode_page does ---------------
# (the QA report: a windows-1256 Uyghur page without its label, or labelled utf-8, was read as cp1252
# and dropped as "und-Latn"; a TibetanMachine page under a gb2312 label was read as GB18030, "zh";
# decode_page read both right, so the crawler lost pages its decoder would have stored)

UTF8_HEADER = {"Content-Type": "text/html; charset=utf-8"}
GB2312_HEADER = {"Content-Type": "text/html; charset=gb2312"}
# TibetanMachine draws stacks at 0x80-0x8A (here with the dot 0xCD): 0x80 and a lead byte before
# an ASCII glyph or the dot break GB18030, so a GB label cannot hold for these bytes.
TM_HIGH_GLYPHS = "€‚ƒ„…†‡ˆ‰Š"  # cp1252 0x80-0x8A


def tm_high_run(syllables: int) -> str:
    rng = random.Random(5)
    return "".join(rng.choice(GLYPHS) + rng.choice(TM_HIGH_GLYPHS) + chr(0xCD) for _ in range(syllables))


def legacy_charset_page(meta: str, paragraphs: list[str], codec: str) -> bytes:
    """A page in a legacy code page, the characters it lacks as numeric references (as windows-1256
    Uyghur sites write ۇ ۆ ۈ ۋ ې ە), under an English menu."""
    body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return (f"<html><head>{meta}<title>t</title></head><body><p>Home | News | About</p>{body}</body></html>"
            .encode(codec, "xmlcharrefreplace"))


META_1256, META_UTF8 = "<meta charset='windows-1256'>", "<meta charset='utf-8'>"
META_GB2312, META_1252 = "<meta charset='gb2312'>", "<meta charset='windows-1252'>"
UYGHUR_PARAGRAPHS = [UYGHUR] * 5
TM_PARAGRAPHS = [f"<font face='TibetanMachine'>{run}</font>" for run in [tm_high_run(30)] * 5]
CHINESE_PARAGRAPHS = [CHINESE] * 5
ACCENTED_ENGLISH = [ENGLISH + "Café, naïve, résumé, à la carte, déjà vu. "] * 5

MISLABELLED = {
    # id: (body, headers, language); every one read differently by the two readings before
    "ug-1256-no-charset": (legacy_charset_page("", UYGHUR_PARAGRAPHS, "cp1256"), None, "ug"),
    "ug-1256-http-utf8-meta-1256": (legacy_charset_page(META_1256, UYGHUR_PARAGRAPHS, "cp1256"), UTF8_HEADER, "ug"),
    "ug-1256-meta-utf8": (legacy_charset_page(META_UTF8, UYGHUR_PARAGRAPHS, "cp1256"), None, "ug"),
    "tm-meta-gb2312": (legacy_charset_page(META_GB2312, TM_PARAGRAPHS, "cp1252"), None, "bo"),
    "tm-http-gb2312": (legacy_charset_page("", TM_PARAGRAPHS, "cp1252"), GB2312_HEADER, "bo"),
    "tm-http-gb2312-meta-1252": (legacy_charset_page(META_1252, TM_PARAGRAPHS, "cp1252"), GB2312_HEADER, "bo"),
    # non-target pages read the second time must stay non-target (no new false positives)
    "zh-gb-no-charset": (legacy_charset_page("", CHINESE_PARAGRAPHS, "gb18030"), None, "zh"),
    "zh-gb-meta-utf8": (legacy_charset_page(META_UTF8, CHINESE_PARAGRAPHS, "gb18030"), None, "zh"),
    "en-1252-meta-utf8": (legacy_charset_page(META_UTF8, ACCENTED_ENGLISH, "cp1252"), None, "en"),
    "en-1252-http-utf8-meta-1256": (legacy_charset_page(META_1256, ACCENTED_ENGLISH, "cp1252"), UTF8_HEADER, "en"),
    "arabic-1256-no-charset": (legacy_charset_page("", [ARABIC] * 5, "cp1256"), None, "und-Arab"),
    "persian-1256-meta-utf8": (legacy_charset_page(META_UTF8, [PERSIAN] * 5, "cp1256"), None, "und-Arab"),
}


@pytest.mark.parametrize(("body", "headers", "language"), MISLABELLED.values(), ids=MISLABELLED)
def test_a_mislabelled_page_is_read_as_decode_page_reads_it(body: bytes, headers: dict[str, str] | None,
                                                             language: str) -> None:
    from extract.decode import decode_page

    result = recognize_page(body, headers)
    assert (result.language, result.charset) == (language, decode_page(body, headers).encoding), result.evidence()


CORRECTLY_LABELLED = {
    "tibetan-utf8": (page(f"<p>{TIBETAN * 3}</p>").encode(), None),
    "uyghur-1256": (legacy_charset_page(META_1256, UYGHUR_PARAGRAPHS, "cp1256"), None),
    "chinese-gb2312": (legacy_charset_page(META_GB2312, CHINESE_PARAGRAPHS, "gb18030"), GB2312_HEADER),
    "english-1252": (legacy_charset_page(META_1252, ACCENTED_ENGLISH, "cp1252"), None),
}


@pytest.mark.parametrize(("body", "headers"), CORRECTLY_LABELLED.values(), ids=CORRECTLY_LABELLED)
def test_a_page_read_by_its_one_holding_label_is_read_once(body: bytes, headers: dict[str, str] | None,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    def no_second_reading(*args: object, **kwargs: object) -> None:
        raise AssertionError("decode_body called on a page the recogniser read by its label")

    monkeypatch.setattr(recognize, "decode_body", no_second_reading)
    recognize_page(body, headers)


def test_detection_only_where_the_visible_text_has_high_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    """An unlabelled page whose only high bytes are in a script cannot read as a target otherwise:
    its declarations are checked, charset-normalizer is not run."""
    calls: list[bool] = []
    decode_body = recognize.decode_body

    def spy(body: bytes, headers: object = None, *, detection: bool = True) -> object:
        calls.append(detection)
        return decode_body(body, headers, detection=detection)  # type: ignore[arg-type]

    monkeypatch.setattr(recognize, "decode_body", spy)
    accents = "é" * 40
    body = (f"<html><head><script>var s = 'café {accents}';</script></head>"
            f"<body><p>{ENGLISH * 3}</p></body></html>").encode("cp1252")
    assert recognize_page(body).language == "en"
    assert calls == [False]
