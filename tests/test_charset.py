"""Bytes -> text: BOM, HTTP header, <meta>, detection; declarations checked against the bytes."""

from __future__ import annotations

import codecs
import gzip
import random

import pytest

from extract import charset, page_text
from extract.charset import decode_body, header_charset, meta_charset, normalize_label

from .fixtures.legacy_tables import TCRC_GLYPHS

TIBETAN = "བོད་ཀྱི་སྐད་ཡིག་ནི་རིག་གནས་ཀྱི་རྩ་བ་ཡིན།"
UYGHUR = "ئۇيغۇر تىلى بىزنىڭ ئانا تىلىمىز."
CHINESE = "今天天气很好，我们一起去公园散步，顺便看看湖边新开的书店。"
FRENCH = "Le café du coin sert un très bon thé à l'été."
ARABIC = "مرحبا بكم في موقعنا الجديد، نتمنى لكم قراءة ممتعة ومفيدة. "


def page(text: str, head: str = "") -> str:
    return f"<html><head>{head}<title>t</title></head><body><p>{text}</p></body></html>"


@pytest.mark.parametrize(
    ("label", "codec"),
    [
        ("gb2312", "gb18030"),
        ("GBK", "gb18030"),
        ("ISO-8859-1", "cp1252"),
        ("latin1", "cp1252"),
        ("us-ascii", "cp1252"),
        ("windows-1256", "cp1256"),
        ("UTF8", "utf-8"),
        ("utf8mb4", "utf-8"),
        ("x-cp1251", "cp1251"),
        ("  'utf-8' ", "utf-8"),
        ("x-no-such-charset", None),
        ("", None),
        # the standard's labels that look made up, and are not (encoding.spec.whatwg.org §4.2)
        ("unicode-1-1-utf-8", "utf-8"),
        ("unicode11utf8", "utf-8"),
        ("unicode20utf8", "utf-8"),
        ("x-unicode20utf8", "utf-8"),
        ("unicodefffe", "utf-16-be"),
        ("csunicode", "utf-16-le"),
        ("iso-10646-ucs-2", "utf-16-le"),
        ("ucs-2", "utf-16-le"),
        ("unicodefeff", "utf-16-le"),
        ("koi8-ru", "whatwg-koi8-u"),
        ("ms932", "cp932"),
        ("windows-31j", "cp932"),
        ("x-mac-ukrainian", "mac-cyrillic"),
        ("logical", "iso8859-8"),
        ("iso-8859-8-i", "iso8859-8"),
        ("tis-620", "cp874"),
        ("iso-8859-11", "cp874"),
        ("big5-hkscs", "big5hkscs"),
        ("x-x-big5", "big5hkscs"),
        ("windows-949", "cp949"),
        ("ks_c_5601-1987", "cp949"),
        ("x-gbk", "gb18030"),
        ("sun_eu_greek", "iso8859-7"),
        ("csiso88596i", "iso8859-6"),
        ("cseucpkdfmtjapanese", "euc_jp"),
        ("iso-2022-jp", "iso2022_jp_ext"),
        ("windows-1255", "whatwg-windows-1255"),
        ("x-user-defined", "cp1252"),   # kept windows-1252: 8-bit Tibetan font pages
        ("cp936", "gb18030"),           # the project's extras
        ("euc-cn", "gb18030"),
        ("latin-1", "cp1252"),
        ("replacement", None),          # the replacement encoding's labels: ignored
        ("hz-gb-2312", None),
        ("iso-2022-cn-ext", None),
        ("csiso2022kr", None),
    ],
)
def test_labels_map_like_browsers(label: str, codec: str | None) -> None:
    assert normalize_label(label) == codec


def test_the_label_table_is_the_standards() -> None:
    # encoding.bs §4.2 / encodings.json: 40 encodings, 228 labels, each in one encoding only
    labels = [label for names in charset.WHATWG_LABELS.values() for label in names]
    assert (len(charset.WHATWG_LABELS), len(labels), len(set(labels))) == (40, 228, 228)
    assert set(charset.WHATWG_LABELS) == set(charset.WHATWG_CODECS)


# Bytes read as the standard's single-byte indexes read them (index-<name>.txt), where Python's code
# page of the same name, or the former byte-value error handler, read them otherwise.
@pytest.mark.parametrize(("label", "data", "text"), [
    ("koi8-u", b"\xae\xbe", "\u045e\u040e"),        # KOI8-RU's ў Ў (Python's koi8_u: box drawing)
    ("koi8-r", b"\xae\xbe", "\u255d\u256c"),        # KOI8-R keeps them
    ("windows-1255", b"\xca", "\u05ba"),             # Python's cp1255 leaves it undefined
    ("windows-1252", b"\x81\x8d\x8f\x90\x9d", "\x81\x8d\x8f\x90\x9d"),   # C1 controls, as browsers
    ("windows-1250", b"\x81\x83", "\x81\x83"),
    ("iso-8859-8", b"\xbf", "\ufffd"),               # undefined 0xA0-0xFF: U+FFFD, not "¿"
    ("iso-8859-8-i", b"\xe0\xfb", "\u05d0\ufffd"),
    ("windows-874", b"\xdb\xa1", "\ufffd\u0e01"),
    ("windows-1253", b"\xaa\xe1", "\ufffd\u03b1"),
    ("windows-1257", b"\xa1", "\ufffd"),
    ("iso-8859-3", b"\xa5", "\ufffd"),
    ("x-mac-cyrillic", b"\xa2\xb6\xff", "\u0490\u0491\u20ac"),   # the Ukrainian revision
    ("x-user-defined", b"\xb1\x90", "\xb1\x90"),   # windows-1252 here (Tibetan font pages)
])
def test_single_byte_labels_decode_as_the_standards_indexes(label: str, data: bytes, text: str) -> None:
    assert charset.decode_with(data, normalize_label(label)) == text


def test_iso_2022_jp_page_is_no_ascii_text() -> None:
    text = "こんにちは ｶﾀｶﾅ"   # half-width katakana: ESC ( I, which the standard's decoder reads
    decoded = decode_body(page(text, '<meta charset="iso-2022-jp">').encode("iso2022_jp_ext"))
    assert (decoded.encoding, decoded.source) == ("iso2022_jp_ext", "meta")
    assert text in decoded.text and "\x1b" not in decoded.text


# Python codecs that are no text encoding, and text codecs the WHATWG Encoding Standard does not know: they passed
# codecs.lookup, and decoding a page that is not UTF-8 raised LookupError ("'base64' is not a text encoding"),
# UnicodeError ("undefined") or read the page as utf-7 / escapes.
NOT_WHATWG_LABELS = ["base64", "hex", "zlib", "bz2", "uu", "quopri", "rot13", "undefined", "idna", "punycode",
                     "utf-7", "unicode_escape", "raw_unicode_escape", "utf-32", "mbcs", "palmos"]


@pytest.mark.parametrize("label", NOT_WHATWG_LABELS)
def test_labels_outside_the_whatwg_table_are_unknown(label: str) -> None:
    assert normalize_label(label) is None


def test_every_whatwg_label_names_a_text_codec() -> None:
    for label, codec in charset.LABEL_CODECS.items():
        assert codecs.lookup(codec)._is_text_encoding, (label, codec)  # type: ignore[attr-defined]
    assert len(charset.LABEL_CODECS) > 200  # the standard's table has some 220 labels


@pytest.mark.parametrize("label", NOT_WHATWG_LABELS)
@pytest.mark.parametrize("where", ["meta", "http"])
def test_a_non_text_label_is_ignored_with_a_note(label: str, where: str) -> None:
    head = f'<meta charset="{label}">' if where == "meta" else ""
    headers = {"Content-Type": f"text/html; charset={label}"} if where == "http" else None
    body = page(FRENCH * 3, head).encode("cp1252")   # not UTF-8: the label was used, and raised
    decoded = decode_body(body, headers)
    assert FRENCH in decoded.text
    assert f"charset: unknown label {label!r} ({where}) ignored" in decoded.notes
    text, codec = page_text.read_text(body, headers)
    assert text is not None and FRENCH in text and codec == "cp1252"


@pytest.mark.parametrize(
    "markup",
    [
        '<meta charset="windows-1256">',
        "<meta charset=windows-1256>",
        '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=windows-1256">',
        '<meta http-equiv="Content-Type" content="text/html;charset=windows-1256">',
        '<meta http-equiv=Content-Type content="text/html charset=windows-1256">',
        '<meta content="text/html; charset = windows-1256" http-equiv="content-type">',
        "<meta http-equiv='Content-Type' content='text/html; charset=\"windows-1256\"'>",
    ],
)
def test_meta_charset_reads_malformed_http_equiv(markup: str) -> None:
    assert meta_charset(page("x", markup).encode()).lower() == b"windows-1256"


@pytest.mark.parametrize(("head", "label"), [
    (b"<meta " * 10_000 + b"<meta charset=gbk>", b"gbk"),   # a head of unclosed tags, then the label
    (b'<meta name="viewport" content="width=device-width"<link href="/a.css?charset=big5">', None),
    (b'<meta name="viewport"<meta charset="windows-1256">', b"windows-1256"),
])
def test_a_meta_tag_ends_where_the_next_tag_opens(head: bytes, label: bytes | None) -> None:
    # an unclosed <meta> takes no charset from the tags after it (and a head of them is read once, not once a tag)
    assert meta_charset(b"<html><head>" + head + b"</head><body>x</body></html>") == label


def test_meta_after_the_body_start_is_ignored() -> None:
    body = b"<html><head></head><body><p>x</p><meta charset='gb2312'></body></html>"
    assert meta_charset(body) is None


def test_header_charset_any_case_and_bytes() -> None:
    assert header_charset({"content-type": "text/html; charset=GB2312"}) == "GB2312"
    assert header_charset({b"Content-Type": b"text/html;charset=utf-8"}) == "utf-8"
    assert header_charset({"Content-Type": "text/html"}) is None
    assert header_charset(None) is None


@pytest.mark.parametrize(
    ("bom", "codec"),
    [
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
        (codecs.BOM_UTF32_LE, "utf-32-le"),
    ],
)
def test_bom_wins_over_a_wrong_declaration(bom: bytes, codec: str) -> None:
    text = page(TIBETAN, '<meta charset="iso-8859-1">')
    decoded = decode_body(bom + text.encode(codec), {"Content-Type": "text/html; charset=gb2312"})
    assert decoded.encoding == codec
    assert decoded.source == "bom"
    assert TIBETAN in decoded.text


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_without_bom_is_recognised(codec: str) -> None:
    decoded = decode_body(page(UYGHUR).encode(codec))
    assert decoded.encoding == codec
    assert UYGHUR in decoded.text


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("text", [f"<p>{TIBETAN * 4}</p>", TIBETAN * 4, f"<p>{UYGHUR * 4}</p>"],
                         ids=["tibetan-little-markup", "tibetan-no-markup", "uyghur-little-markup"])
def test_utf16_without_bom_or_nuls_is_recognised_by_its_high_bytes(codec: str, text: str) -> None:
    # Tibetan (U+0Fxx) or Uyghur (U+06xx) text leaves few NULs for the NUL rule: its high bytes tell.
    decoded = decode_body(text.encode(codec))
    assert (decoded.encoding, decoded.text) == (codec, text)


# The head probe holds 256 UTF-16 code units; (Tibetan characters, others) in it and the verdict.
HIGH_BYTE_BOUNDARIES = {
    "script bytes 231/256 >= 0.9": ("ཀ" * 231 + "中" * 25, "utf-16-le"),
    "script bytes 230/256 < 0.9": ("ཀ" * 230 + "中" * 26, None),
    "printable 244/256 >= 0.95": ("ཀ" * 244 + "\u0fff" * 12, "utf-16-le"),  # (U+0FFF is unassigned)
    "printable 243/256 < 0.95": ("ཀ" * 243 + "\u0fff" * 13, None),
}


@pytest.mark.parametrize(("head", "codec"), HIGH_BYTE_BOUNDARIES.values(), ids=HIGH_BYTE_BOUNDARIES)
def test_utf16_high_byte_rule_boundaries(head: str, codec: str | None) -> None:
    assert (charset.UTF16_PROBE_BYTES, charset.UTF16_SCRIPT_BYTE_SHARE, charset.UTF16_PRINTABLE_SHARE) == (512, 0.9, 0.95)
    assert charset.utf16_script_order(head.encode("utf-16-le")) == codec


def random_units(first: int, last: int, count: int) -> bytes:
    rng = random.Random(4)
    return b"".join(rng.randrange(first, last + 1).to_bytes(2, "little") for _ in range(count))


@pytest.mark.parametrize("junk", [random.Random(3).randbytes(4096), gzip.compress(TIBETAN.encode() * 50),
                                  random_units(0x0F00, 0x0FFF, 600)],
                         ids=["random", "gzip-of-tibetan", "random-units-in-the-tibetan-block"])
def test_binary_junk_is_no_utf16(junk: bytes) -> None:
    assert charset.utf16_script_order(junk) is None
    assert page_text.is_binary(junk)


def test_meta_declaring_utf16_on_ascii_compatible_bytes_reads_utf8() -> None:
    decoded = decode_body(page(TIBETAN, '<meta charset="utf-16">').encode("utf-8"))
    assert decoded.encoding == "utf-8"
    assert TIBETAN in decoded.text


def test_gb2312_declaration_decodes_as_gb18030() -> None:
    # 𠀀-free text but with a character outside GB2312 (镕 is GBK only): GB18030 reads both.
    text = CHINESE + "朱镕基"
    decoded = decode_body(page(text, '<meta charset="gb2312">').encode("gb18030"))
    assert decoded.encoding == "gb18030"
    assert decoded.source == "meta"
    assert text in decoded.text


def test_iso_8859_1_declaration_decodes_as_windows_1252() -> None:
    text = "“quoted” — dash"
    decoded = decode_body(page(text).encode("cp1252"), {"Content-Type": "text/html; charset=iso-8859-1"})
    assert decoded.encoding == "cp1252"
    assert decoded.source == "http"
    assert text in decoded.text


def test_utf8_bytes_declared_iso_8859_1_are_utf8() -> None:
    decoded = decode_body(page(TIBETAN).encode(), {"Content-Type": "text/html; charset=iso-8859-1"})
    assert decoded.encoding == "utf-8"
    assert decoded.source == "detected"
    assert TIBETAN in decoded.text
    assert any("overruled" in note for note in decoded.notes)


def test_wrong_http_header_loses_to_a_meta_the_bytes_agree_with() -> None:
    body = page(CHINESE, '<meta charset="gbk">').encode("gbk")
    decoded = decode_body(body, {"Content-Type": "text/html; charset=iso-8859-1"})
    assert decoded.encoding == "gb18030"
    assert CHINESE in decoded.text


def test_single_byte_label_on_gbk_bytes_is_overruled() -> None:
    body = page(CHINESE * 5, '<meta charset="iso-8859-1">').encode("gbk")
    decoded = decode_body(body)
    assert decoded.encoding == "gb18030"
    assert CHINESE in decoded.text


def test_western_text_keeps_its_single_byte_label() -> None:
    decoded = decode_body(page(FRENCH * 3, '<meta charset="iso-8859-1">').encode("cp1252"))
    assert decoded.encoding == "cp1252"
    assert FRENCH in decoded.text


def test_utf8_declaration_on_gbk_bytes_is_overruled_by_detection() -> None:
    body = page(CHINESE * 20, '<meta charset="utf-8">').encode("gbk")
    decoded = decode_body(body)
    assert decoded.encoding == "gb18030"
    assert decoded.source == "detected"
    assert CHINESE in decoded.text


@pytest.mark.parametrize(
    ("text", "codec"),
    [(TIBETAN, "utf-8"), (UYGHUR, "utf-8"), (CHINESE * 20, "gb18030"), (FRENCH * 20, "cp1252"),
     (ARABIC * 5, "cp1256")],
)
def test_no_declaration_at_all(text: str, codec: str) -> None:
    decoded = decode_body(page(text).encode(codec))
    assert text in decoded.text
    assert decoded.source == "detected"


def test_pure_ascii_without_declaration() -> None:
    decoded = decode_body(page("plain words").encode())
    assert decoded.text == page("plain words")
    assert decoded.utf8 is not None


@pytest.mark.parametrize("codec", ["utf-8", "gb18030"])
def test_truncated_multibyte_sequence_does_not_crash(codec: str) -> None:
    body = page(TIBETAN if codec == "utf-8" else CHINESE, f'<meta charset="{codec}">').encode(codec)
    cut = body[: body.index(b"</p>") - 1]  # in the middle of the last character
    decoded = decode_body(cut)
    assert decoded.encoding == codec
    assert (TIBETAN if codec == "utf-8" else CHINESE)[:10] in decoded.text


def test_undefined_windows_1252_bytes_keep_their_value() -> None:
    decoded = decode_body(b'<meta charset="windows-1252"><p>a\x81b\x9dc</p>')
    assert "a\x81b\x9dc" in decoded.text


def test_binary_junk_decodes_without_error() -> None:
    junk = random.Random(4).randbytes(20000)
    decoded = decode_body(junk, {"Content-Type": "text/html; charset=utf-8"})
    assert isinstance(decoded.text, str)
    assert decoded.text


def test_decode_body_without_detection_falls_back_instead(monkeypatch: pytest.MonkeyPatch) -> None:
    """detection=False: no charset-normalizer (milliseconds); the bytes no declaration holds for are
    read with FALLBACK_CODEC, source "fallback" (the recogniser detects only where it must)."""
    def no_detection(body: bytes) -> str:
        raise AssertionError("detect called")

    monkeypatch.setattr(charset, "detect", no_detection)
    uyghur = "ئۇيغۇر تىلى تۈركىي تىللار ئائىلىسىگە تەۋە."
    body = f"<meta charset='utf-8'><p>{uyghur}</p>".encode("cp1256", "xmlcharrefreplace")
    decoded = decode_body(body, detection=False)
    assert (decoded.encoding, decoded.source) == (charset.FALLBACK_CODEC, "fallback")
    declared = decode_body(body.replace(b"utf-8", b"windows-1256"), detection=False)
    assert (declared.encoding, declared.source) == ("cp1256", "meta")


# --- windows-1256 bytes under a windows-1252 / ISO-8859-1 label --------------------------------
# Our own sentences: Uyghur written in windows-1256 (the letters it lacks, ە ۇ ۋ ڭ ۈ, as numeric
# references, as such pages write them), and Western text with its accents in windows-1252.
UYGHUR_1256 = "ئۇيغۇر تىلى بىزنىڭ ئانا تىلىمىز. بۈگۈن ھاۋا ناھايىتى ياخشى، بالىلار مەكتەپكە باردى. "
WESTERN_1252 = {
    "french": "Les élèves ont préparé une fête très réussie à l'école ; même le directeur était ému. ",
    "german": "Die Größe der Brücke über den Fluß überrascht täglich viele Fußgänger aus Köln und Düsseldorf. ",
    "portuguese": "As ações da população não são fáceis de explicar, mas a situação econômica está melhorando. ",
    "vietnamese": "Tiếng Việt là ngôn ngữ chính thức của Việt Nam, được hàng triệu người dùng hàng ngày. ",
}
LATIN_LABELS = [("http", "windows-1252"), ("http", "ISO-8859-1"), ("meta", "windows-1252"), ("meta", "iso-8859-1")]


def labelled(text: str, codec: str, where: str, label: str) -> tuple[bytes, dict[str, str]]:
    """A page of ``text`` (three times) in ``codec`` (references for what it lacks), ``label`` in its header or meta."""
    head = f'<meta http-equiv="Content-Type" content="text/html; charset={label}">' if where == "meta" else ""
    body = page(text * 3, head).encode(codec, "xmlcharrefreplace")
    return body, {"Content-Type": "text/html" + (f"; charset={label}" if where == "http" else "")}


@pytest.mark.parametrize(("where", "label"), LATIN_LABELS)
@pytest.mark.parametrize(("text", "codec", "read_as"), [
    pytest.param(UYGHUR_1256, "cp1256", "cp1256", id="uyghur-in-1256"),
    *(pytest.param(text, "cp1252", "cp1252", id=f"{name}-in-1252") for name, text in WESTERN_1252.items()),
])
def test_a_latin_label_on_windows_1256_words_reads_windows_1256_and_western_text_stays(
        text: str, codec: str, read_as: str, where: str, label: str) -> None:
    """Uyghur pages in windows-1256 labelled windows-1252 or ISO-8859-1 came out as Latin mojibake (ÆÇäÏÇ);
    now both readers of a page read them as windows-1256, and Western windows-1252 pages keep their label."""
    from extract.extraction import extract_page
    from extract.recognize import recognize_page

    body, headers = labelled(text, codec, where, label)
    decoded = decode_body(body, headers)
    assert (decoded.encoding, page_text.read_page(body, headers)[1]) == (read_as, read_as)
    assert decoded.text == body.decode(read_as)
    recognition = recognize_page(body, headers)
    extraction = extract_page(body, headers=headers)
    assert text.strip() in extraction.text
    if read_as == "cp1256":
        assert (recognition.language, recognition.charset) == ("ug", "cp1256"), recognition.evidence()
        assert decoded.source == "detected" and any("windows-1256" in note for note in decoded.notes)
    else:
        assert decoded.source == where and recognition.language not in ("bo", "ug"), recognition.evidence()


@pytest.mark.parametrize(("text", "codec", "expected"), [
    pytest.param(UYGHUR_1256[:12], "cp1256", False, id="a-few-uyghur-words"),   # too few high bytes to decide
    pytest.param(UYGHUR_1256 * 2, "cp1256", True, id="two-uyghur-sentences"),
    pytest.param("ÉTÉ À L'ÎLE : ÇA VA ? " * 5, "cp1252", False, id="french-capitals"),
    pytest.param("Ísland og Færeyjar: þjóðin þýðir ávallt á íslensku. " * 5, "cp1252", False, id="icelandic"),
])
def test_the_windows_1256_rule_asks_for_enough_words(text: str, codec: str, expected: bool) -> None:
    assert charset.arabic_words_in_1256(page(text).encode(codec, "xmlcharrefreplace")) is expected


@pytest.mark.parametrize("label", ["base64", "undefined", "rot13"])
def test_pages_labelled_with_a_non_text_codec_decode_recognise_and_extract(label: str) -> None:
    from extract.decode import decode_page
    from extract.extraction import extract_page
    from extract.recognize import recognize_page

    body = page(FRENCH * 8, f'<meta charset="{label}">').encode("cp1252")
    headers = {"Content-Type": f"text/html; charset={label}"}
    assert FRENCH in "".join(decode_page(body).root.itertext())
    assert recognize_page(body, headers).language not in ("bo", "ug")
    assert FRENCH in extract_page(body, headers=headers).text


# --- UTF-8 with a few stray bytes and no label: one reading for the decoder and the recogniser -------------

STRAY_BYTES = [b"\xa9", b"\x93quoted\x94", b"\xff", b"\xa9 \x93a\x94 \xe9t\xe9"]


def stray_page(repeats: int, stray: bytes) -> bytes:
    """A UTF-8 Tibetan page with no label whose footer holds windows-1252 bytes (a pasted "© 2008")."""
    return (page(TIBETAN * repeats) + "<div>footer MARK 2008</div>").encode().replace(b"MARK", stray)


@pytest.mark.parametrize("stray", STRAY_BYTES)
@pytest.mark.parametrize("repeats", [4, 12, 100, 1500])  # 0.5 KB to 64 KB
def test_utf8_with_a_few_stray_bytes_reads_as_utf8_in_both_readers(repeats: int, stray: bytes) -> None:
    """It was read as cp1252 mojibake by the decoder (charset-normalizer's guess, then the fallback) while the
    recogniser read it as UTF-8: the page was kept as Tibetan and stored as Latin mojibake, text_lang en."""
    body = stray_page(repeats, stray)
    decoded = decode_body(body)
    assert decoded.encoding == "utf-8" and decoded.source == "detected"
    assert TIBETAN * repeats in decoded.text and "\ufffd" in decoded.text
    assert any(note.startswith("charset: UTF-8 with") for note in decoded.notes)
    text, codec = page_text.read_text(body)
    assert codec == "utf-8" and text == decoded.text


def test_a_page_with_stray_bytes_is_extracted_as_what_it_is_recognised() -> None:
    from extract.extraction import extract_page
    from extract.recognize import recognize_page

    body = stray_page(50, b"\xa9")
    extraction = extract_page(body, headers={"Content-Type": "text/html"})
    assert recognize_page(body, {"Content-Type": "text/html"}).language == "bo"
    assert extraction.language == "bo" and extraction.decoded.encoding == "utf-8"
    assert TIBETAN in extraction.text


ENGLISH = "The committee met on Tuesday to discuss the budget for next year's festival. "
NOT_UTF8_PAGES = [
    pytest.param(page(FRENCH * 20), "cp1252", id="french-windows-1252"),
    pytest.param(page("He said “hello” — and left… © 2008 " * 10), "cp1252", id="curly-quotes-windows-1252"),
    # a long English page with one © (0.01 % undecodable): the recogniser read it as UTF-8
    pytest.param(page(ENGLISH * 300 + "© 2008"), "cp1252", id="one-copyright-sign-windows-1252"),
    pytest.param(page(CHINESE * 10), "gbk", id="chinese-gbk"),
    # a few Chinese words in much ASCII markup (under 1 % undecodable; GBK forms some valid UTF-8 pairs)
    pytest.param(page(ENGLISH * 150 + CHINESE), "gbk", id="few-chinese-words-gbk"),
    pytest.param(page("今天天氣很好，我們一起去公園散步，順便看看湖邊新開的書店。" * 10), "big5", id="chinese-big5"),
    pytest.param(page(ARABIC * 10), "cp1256", id="arabic-windows-1256"),
    pytest.param(page(ENGLISH * 100 + ARABIC), "cp1256", id="few-arabic-words-windows-1256"),
]


@pytest.mark.parametrize(("text", "codec"), NOT_UTF8_PAGES)
def test_pages_in_other_encodings_without_a_label_are_no_utf8(text: str, codec: str) -> None:
    body = text.encode(codec)
    assert charset.utf8_with_stray_bytes(body) is None
    assert decode_body(body).encoding != "utf-8"
    assert page_text.read_text(body)[1] != "utf-8"


def test_the_stray_byte_rule_measures_valid_sequences_against_undecodable_ones() -> None:
    # as many valid UTF-8 sequences as undecodable bytes: not UTF-8, however few the undecodable bytes
    body = page(ENGLISH * 100 + "“quoted”").encode() + "“quoted”".encode("cp1252")
    assert charset.utf8_with_stray_bytes(body) is None
    # four valid sequences to each undecodable byte: UTF-8
    body = page(ENGLISH * 100 + "“quoted” “again”").encode() + "“x".encode("cp1252")
    assert charset.utf8_with_stray_bytes(body) is not None


LEGACY_FONT_MARKUP = {  # (the head's style sheet, the body with {} where the glyphs go)
    "font-face": ("", '<p><font face="TCRC Bod-Yig">{}</font></p>'),
    "inline-style": ("", "<p style=\"font-family: 'TCRC Bod-Yig', serif\">{}</p>"),
    "style-sheet": ("<style>p.bo { font: 12pt/1.5 Sambhota }</style>", '<p class="bo">{}</p>'),
}


def legacy_font_page(markup: tuple[str, str], head: str = "", glyphs: bytes = TCRC_GLYPHS) -> bytes:
    sheet, body = markup
    return (f"<html><head>{head}{sheet}<title>t</title></head><body>{body}</body></html>".encode("ascii")
            .replace(b"{}", glyphs * 3))


@pytest.mark.parametrize("head", ["", '<meta charset="utf-8">', '<meta charset="big5">'],
                         ids=["no-label", "utf-8-label-the-bytes-break", "big5-label-the-bytes-break"])
@pytest.mark.parametrize("markup", LEGACY_FONT_MARKUP.values(), ids=LEGACY_FONT_MARKUP)
def test_a_legacy_font_page_without_a_usable_label_is_windows_1252(markup: tuple[str, str], head: str) -> None:
    """A page in an 8-bit Tibetan font with no charset (or one its bytes break) was read as charset-normalizer
    guessed from its glyph codes (mac-latin2), and stored half converted; now as windows-1252, the code page of
    the font tables, as the recogniser reads a page without a label."""
    from extract.recognize import recognize_page

    body = legacy_font_page(markup, head)
    decoded = decode_body(body)
    assert (decoded.encoding, decoded.source) == ("cp1252", "detected")
    assert decoded.text == body.decode("cp1252")
    assert any("legacy Tibetan font" in note for note in decoded.notes)
    recognition = recognize_page(body)
    assert recognition.language == "bo", recognition.evidence()
    if not head:  # (the recogniser's first reading trusts a multi-byte label, and finds the page there too)
        assert recognition.charset == "cp1252"


NOT_WINDOWS_1252 = {"chinese-gbk": (CHINESE * 6, "gbk"), "uyghur-1256": (ARABIC * 6, "cp1256")}


@pytest.mark.parametrize(("text", "codec"), NOT_WINDOWS_1252.values(), ids=NOT_WINDOWS_1252)
def test_a_page_whose_bytes_are_another_encoding_is_not_made_windows_1252_by_a_font_name(text: str,
                                                                                          codec: str) -> None:
    # A Chinese or Arabic-script page whose style sheet names a Tibetan font too is read as it was without it.
    sheet = "<style>.bo { font-family: TibetanMachineWeb }</style>"
    with_font = decode_body(page(text, sheet).encode(codec))
    assert with_font.encoding == decode_body(page(text, sheet.replace("TibetanMachineWeb", "Arial")).encode(codec)).encoding
    assert with_font.encoding != "cp1252"
    assert not any("legacy Tibetan font" in note for note in with_font.notes)
