"""``extract.literal_gate``: a pattern runs only on text holding a literal its every match holds, with the same answers."""

from __future__ import annotations

import re
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from extract.algorithms.auto.dates import DATE_TIME_RE, DAY_TIME_LINE_RE, RELATIVE_TIME, RELATIVE_TIME_RE
from extract.algorithms.auto.lines import (
    AD_LABEL_RE,
    COPYRIGHT_NOTICE_RE,
    FOLLOW_PROMPT_RE,
    LIVE_HEADER_RE,
    PAGE_TOOLS_RE,
    PAYWALL_PROMPT_RE,
    QR_PROMPT_RE,
    QUOTE_ATTRIBUTION_RE,
    READING_TIME_RE,
    READ_ALSO_RE,
    REPLY_PROMPT_RE,
    REPLY_SUBJECT_RE,
    _COPYRIGHT_NOTICE,
    _DATE_TIME,
    _DAY_TIME_LINE,
    _FOLLOW_PROMPT,
    _MARKED_LINE_GATE,
    _PAGE_TOOLS,
    _READING_TIME,
    _READ_ALSO,
    _REPLY_PROMPT,
    _REPLY_SUBJECT,
)
import extract.literal_gate as literal_gate
from extract.ascii_patterns import trie_pattern
from extract.literal_gate import (
    FOLD_SPECIALS,
    folded_literals,
    gated,
    literal_buckets,
    required_literals,
    union_gate,
)

LITERALS = [
    (r"\d{1,2}:\d{2}", 0, {":"}),
    (r"(?:\d{4}年|\d\d/)\d\d\s*\d:\d", 0, {":"}),  # the fewest literals of the sequence
    (r"发表于\s*\d", 0, {"发表于"}),  # consecutive literals: one word
    (r"^\s*(?:re|aw)\s*[:：]|(?:发表于|發表於)\d", re.IGNORECASE, {":", "：", "发表于", "發表於"}),
    (r"【\s*(?:打印|关闭)\s*】", 0, {"【"}),
    (r"(?:ab)+c", 0, {"ab"}),  # a repeat of at least one: its body's
    (r"x?y", 0, {"y"}),
    (r"(?i:s):", 0, {":"}),  # a cased letter under a scoped IGNORECASE: not a literal
    (r"(?-i:s)", re.IGNORECASE, {"s"}),  # IGNORECASE taken off
    (r"ཀ་ཁ", re.IGNORECASE, {"ཀ་ཁ"}),  # Tibetan letters have no case
    (r"[0-3]x", 0, {"x"}),
]
UNKNOWN = [
    (r"x?", 0),  # may match nothing
    (r"advert|[a-z]+:", re.IGNORECASE),  # a branch without a literal
    (r"ad", re.IGNORECASE),  # cased letters: 'ſ' or 'K' (Kelvin) may stand for them
    (r"\d+", 0),
    (r"[^:]", 0),
    (r"(?=:)", 0),  # a lookahead names no literal
    (r"(a)\1", re.IGNORECASE),
]


@pytest.mark.parametrize(("source", "flags", "literals"), LITERALS)
def test_the_literals_every_match_holds(source: str, flags: int, literals: set[str]) -> None:
    assert required_literals(re.compile(source, flags)) == literals


@pytest.mark.parametrize(("source", "flags"), UNKNOWN)
def test_a_pattern_without_a_known_literal_always_runs(source: str, flags: int) -> None:
    pattern = re.compile(source, flags)
    assert required_literals(pattern) is None
    assert gated(pattern).literals is None


def test_a_case_folded_match_is_not_refused() -> None:
    # under IGNORECASE "s" matches the long s U+017F: only the caseless ':' gates
    pattern = gated(re.compile(r"ses:\d", re.IGNORECASE))
    assert pattern.literals == (":",)
    assert pattern.search("ſeS:1") is not None and pattern.search("ses 1") is None


# auto's gated line patterns, on lines of our own and on text drawn from the characters they read
GATED = [(REPLY_SUBJECT_RE, _REPLY_SUBJECT), (DATE_TIME_RE, _DATE_TIME),
         (PAGE_TOOLS_RE, _PAGE_TOOLS), (READ_ALSO_RE, _READ_ALSO),
         (DAY_TIME_LINE_RE, _DAY_TIME_LINE)]
LINES = ["Re: ཞིང་པའི་ལོ་ཏོག", "回复：村里的收成", "3楼 发表于 2024-05-01 10:00", "2024-يىلى 5-ئاينىڭ 10-كۈنى 09:12",
         "2024 ལོའི་ཟླ་ 4 ཚེས་ 2, 10:11", "【打印】【关闭】", "延伸阅读：村里的收成", "སྔོན་མ། ཞིང་པའི་ལོ་ཏོག", "ئالدىنقى: يېزىدىكى ھوسۇل",
         "བོད་ཀྱི་ཡི་གེ་འདི་ནི་སྐད་ཡིག་ཅིག་རེད།", "يېزىدىكى ھوسۇل", "村里的收成", "", "3月21日 10:20", "Mar 21 · 10:20",
         "21-مارت 10:20", "ཟླ་ 3 ཚེས་ 21 10:20", "3月21日 我们见面了"]


@pytest.mark.parametrize("line", LINES)
def test_autos_gated_line_patterns_answer_as_the_patterns(line: str) -> None:
    for pattern, gate in GATED:
        assert gate.literals is not None
        assert (gate.search(line) is None) == (pattern.search(line) is None)
        assert (gate.match(line) is None) == (pattern.match(line) is None)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789 -/.:：,年月日楼发表于回复Re【】打印关闭延伸阅读ſKsཟླཚེས་།ئالدىنقىMarmpt·@", max_size=40))
def test_autos_gated_line_patterns_answer_as_the_patterns_on_any_text(text: str) -> None:
    for pattern, gate in GATED:
        assert (gate.search(text) is None) == (pattern.search(text) is None)
        assert (gate.match(text) is None) == (pattern.match(text) is None)


# folded literals: a pattern's English words under IGNORECASE, read in the lowered text
FOLDED = [
    (r"^\W*(?:sponsored|advertising)\W*$", re.IGNORECASE, {"sponsored", "advertising"}),
    (r"subscribe (?:now|today)|公众号", re.IGNORECASE, {"subscribe ", "公众号"}),
    (r"(?:On|Am)\s.+wrote:", 0, {"wrote:"}),  # case-sensitive words: the lowered text holds them lowered
    (r"\bcopyright\b\s*\d{4}|版权所有", re.IGNORECASE, {"copyright", "版权所有"}),
    (r"[ap]\.m\.", re.IGNORECASE, {".m."}),
]


@pytest.mark.parametrize(("source", "flags", "literals"), FOLDED)
def test_folded_literals_read_english_words_lowered(source: str, flags: int, literals: set[str]) -> None:
    pattern = re.compile(source, flags)
    assert folded_literals(pattern) == literals
    assert not gated(pattern).folded  # folding is asked for: a lowered copy of each text costs
    assert gated(pattern, fold=True).folded is (required_literals(pattern) is None)


def test_fold_specials_are_every_character_beyond_ascii_an_ascii_letter_matches() -> None:
    beyond = "".join(map(chr, range(0x80, sys.maxunicode + 1)))
    assert sorted(re.findall(r"[a-z]", beyond, re.IGNORECASE)) == sorted(FOLD_SPECIALS)


# lines a folded gate must pass to its pattern (cases, the long s and the Kelvin sign) and lines it refuses
FOLDED_LINES = ["Subscribe to our weekly newsletter for more stories", "SUBSCRIBE NOW", "ſubscribe now",
                "Copyright 2024 ཞིང་པའི་ཚོགས་པ།", "COPYRIGHT © 2024", "copyright 2024 ئاۋات يېزىسى", "\u212aeep reading",
                "版权所有 村里的收成", "ཞིང་པའི་ལོ་ཏོག་ཡག་པོ་བྱུང་།", "يېزىدىكى ھوسۇل ياخشى بولدى.", "The harvest was good.", ""]


# ... and a post's age and a reading time (``auto.lines.is_numbered_mark``, ``auto.lines.is_reading_time_line``)
FOLDED_LINES += ["3 days ago", "3 DAYS AGO", "posted 2 hours Kgo", "卓玛 · 5天前", "1 كۈن ئىلگىرى", "reader0 | 5 minutes ago",
                 "11:30编辑：卓玛", "5 min read", "5 MIN READ", "阅读时间：3分钟", "3 مىنۇت ئوقۇش", "ཀློག་ཡུན་ སྐར་མ་ ༥",
                 "A year ago, the river froze.", "30年前"]
# ... and a thread's call to log in before replying (``auto.login_prompts.REPLY_PROMPT_RE``)
FOLDED_LINES += ["You must log in or register to reply here.", "YOU MUST LOG IN OR REGISTER TO REPLY HERE.",
                 "Create an account or ſign in to comment", "请登录后发表评论", "Residents must register to comment."]
FOLDED_GATES = [(FOLLOW_PROMPT_RE, _FOLLOW_PROMPT), (COPYRIGHT_NOTICE_RE, _COPYRIGHT_NOTICE),
                (RELATIVE_TIME_RE, RELATIVE_TIME), (READING_TIME_RE, _READING_TIME), (REPLY_PROMPT_RE, _REPLY_PROMPT)]


@pytest.mark.parametrize("line", FOLDED_LINES)
def test_autos_folded_gates_answer_as_the_patterns(line: str) -> None:
    for pattern, gate in FOLDED_GATES:
        assert gate.folded and gate.literals is not None
        assert (gate.search(line) is None) == (pattern.search(line) is None)
        assert (gate.match(line) is None) == (pattern.match(line) is None)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="SsUuBbCcRrIiEeOoPpYyGgHhTtAaDdMmNn ©0123 newsltrſKİı公众号版权所有分钟前阅读·|:", max_size=40))
def test_autos_folded_gates_answer_as_the_patterns_on_any_text(text: str) -> None:
    for pattern, gate in FOLDED_GATES:
        assert (gate.search(text) is None) == (pattern.search(text) is None)
        assert (gate.match(text) is None) == (pattern.match(text) is None)


# --- one gate for several patterns (``union_gate``: ``auto.lines.is_marked_line``'s label patterns) ----------------

# Each of the union's nine patterns, asked with ``match`` (``search`` for the reply subject, as is_marked_line does)
MARKED_PATTERNS = [REPLY_SUBJECT_RE, AD_LABEL_RE, PAGE_TOOLS_RE, LIVE_HEADER_RE, QR_PROMPT_RE, PAYWALL_PROMPT_RE,
                   FOLLOW_PROMPT_RE, REPLY_PROMPT_RE, QUOTE_ATTRIBUTION_RE]
# Lines each of them holds, in our four languages, and lines the gate must pass though no literal reads as one in the
# lowered line (the long s, the Kelvin sign: re.IGNORECASE matches them with "s" and "k"); then lines none holds.
UNION_LINES = [
    ("Re: ཞིང་པའི་ལོ་ཏོག", True), ("回复：村里的收成", True), ("- Advertisement -", True), ("广告", True),
    ("ཁྱབ་བསྒྲགས།", True), ("ئېلان", True), ("ſponsored", True), ("【打印】【关闭】", True), ("PINNED", True),
    ("长按识别二维码 关注我们", True), ("Subscribe to continue reading", True), ("Subscribe now", True),
    ("SUBSCRIBE TODAY", True), ("卓玛 写道：", True), ("On Saturday evening, Dawa wrote:", True),
    ("Create an account or sign in to comment", True), ("ལན་འདེབས་པར་ནང་འཛུལ་གནང་རོགས།", True),
    ("您需要登录后才可以回帖", True), ("ئىنكاس يېزىش ئۈچۈن كىرىڭ", True), ("Advertisement (gone after registration)", True),
    ("ཞིང་པའི་ལོ་ཏོག་ཡག་པོ་བྱུང་།", False), ("يېزىدىكى ھوسۇل ياخشى بولدى.", False), ("今天村里开了一个小小的书展。", False),
    ("Sponsors of the school fair were thanked by the teachers.", False),
    ("The \u212aelvin scale starts at zero.", False), ("", False),
]


def _any_marked(line: str) -> bool:
    return (REPLY_SUBJECT_RE.search(line) is not None
            or any(pattern.match(line) is not None for pattern in MARKED_PATTERNS[1:]))


@pytest.mark.parametrize(("line", "marked"), UNION_LINES)
def test_a_union_gate_refuses_only_lines_none_of_its_patterns_holds(line: str, marked: bool) -> None:
    assert _any_marked(line) is marked
    if union_gate(tuple(MARKED_PATTERNS)).cannot_match(line):
        assert not marked
    assert (_MARKED_LINE_GATE.cannot_match(line) and marked) is False


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ReSsUuBbCcRrIiAaDdVvTtNnPpOoWwLl :：回复广告打印关闭【写道扫码全文ſKİıཁྱབ་བསྒྲགསئېلانup", max_size=30))
def test_a_union_gate_refuses_only_lines_none_of_its_patterns_holds_on_any_text(text: str) -> None:
    if _MARKED_LINE_GATE.cannot_match(text):
        assert not _any_marked(text)


@pytest.mark.parametrize(("source", "flags"), [
    (r"\w+\s*:?", 0),  # no literal at all: it would have to run on every line
    (r"^Topic\s*:", 0),  # a capital a lowered line no longer holds ("topic:")
])
def test_a_union_gate_refuses_a_pattern_it_cannot_gate(source: str, flags: int) -> None:
    with pytest.raises(ValueError):
        union_gate((AD_LABEL_RE, re.compile(source, flags)))


# --- the union's scan in C (``_speedups.holds_literal``) and its reference (the literals' trie, searched) ----------

# literals of several scripts and widths (one past the BMP), two sharing a bucket (':' U+003A and 'ĺ' U+013A: a bucket
# holds code points 256 apart), one a prefix of another ("to", "to read ")
SCAN_LITERALS = [":", "\u013a", "to", "to read ", "【", "写道", "ཁྱབ་བསྒྲགས", "ئېلان", "\U0001f4f0 news", " reading"]
SCAN_TEXTS = [
    "", ":", "t", "to", "o", "a story", "10\u013a", "\u013a", "卓玛 写道", "卓玛 写", "ཁྱབ་བསྒྲགས།", "ཁྱབ་བསྒྲ",
    "ئېلان", "ئې", "\U0001f4f0 news today", "\U0001f4f0 new", "keep reading", "keepreading", "【打印】",
    "ཞིང་པའི་ལོ་ཏོག་ཡག་པོ་བྱུང་།", "يېزىدىكى ھوسۇل ياخشى بولدى.", "今天村里开了一个小小的书展。", "\x00\uffff",
]


def _scan_pair() -> tuple[re.Pattern[str], tuple[tuple[str, ...], ...]]:
    return re.compile(trie_pattern(SCAN_LITERALS)), literal_buckets(SCAN_LITERALS)


@pytest.mark.parametrize("text", SCAN_TEXTS)
def test_the_c_scan_finds_what_the_trie_finds(text: str) -> None:
    speedups = pytest.importorskip("extract._speedups")
    scan, buckets = _scan_pair()
    assert speedups.holds_literal(text, buckets) is (scan.search(text) is not None)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=":\u013atoread 【写道ཁྱབ་བསྒྲགསئېلان\U0001f4f0news\x00", max_size=40))
def test_the_c_scan_finds_what_the_trie_finds_on_any_text(text: str) -> None:
    speedups = pytest.importorskip("extract._speedups")
    scan, buckets = _scan_pair()
    assert speedups.holds_literal(text, buckets) is (scan.search(text) is not None)


def test_the_c_scan_reads_a_long_text_once() -> None:
    speedups = pytest.importorskip("extract._speedups")
    _, buckets = _scan_pair()
    text = "ཞིང་པའི་ལོ་ཏོག " * 100_000
    assert speedups.holds_literal(text, buckets) is False
    assert speedups.holds_literal(text + "写道", buckets) is True


@pytest.mark.parametrize("buckets", [(), ((),) * 255, ("x",) * 256, (("",),) * 256, ((1,),) * 256])
def test_the_c_scan_refuses_a_table_of_the_wrong_shape(buckets: tuple) -> None:
    speedups = pytest.importorskip("extract._speedups")
    with pytest.raises((TypeError, ValueError)):
        speedups.holds_literal("any text: x", buckets)


def test_an_empty_literal_makes_no_bucket() -> None:
    with pytest.raises(ValueError):
        literal_buckets(["to", ""])


@pytest.mark.parametrize(("line", "marked"), UNION_LINES)
def test_the_union_gate_answers_the_same_without_the_speedups(line: str, marked: bool,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    with_c = _MARKED_LINE_GATE.cannot_match(line)
    monkeypatch.setattr(literal_gate, "_speedups", None)
    assert _MARKED_LINE_GATE.cannot_match(line) is with_c
