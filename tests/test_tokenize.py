"""Words for the tag-window and local-semantics extractors (extract.tokenize)."""

from __future__ import annotations

import pytest

from extract import tokenize
from extract.tokenize import botok_available, content_stems, content_words, stem, words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Tibetan: one word per syllable, split at tsheg and shad.
        ("ང་ཚོ་ལྷ་སར་སློབ་སྦྱོང་བྱེད།", ["ང", "ཚོ", "ལྷ", "སར", "སློབ", "སྦྱོང", "བྱེད"]),
        # Uyghur: words between spaces and punctuation, harakat-free base letters kept whole.
        ("مەكتەپتىكى ئوقۇغۇچىلار كىتاب ئوقۇيدۇ.", ["مەكتەپتىكى", "ئوقۇغۇچىلار", "كىتاب", "ئوقۇيدۇ"]),
        # English: lower-cased words.
        ("Yaks graze on the High Plateau.", ["yaks", "graze", "on", "the", "high", "plateau"]),
        # Chinese: jieba words.
        ("学校里的孩子们每天早上朗读课文", ["学校", "里", "的", "孩子", "们", "每天", "早上", "朗读课文"]),
        # Mixed runs keep their order; Tibetan digits form one number.
        ("༢༠༢༤ ལོ། Lhasa 拉萨", ["༢༠༢༤", "ལོ", "lhasa", "拉萨"]),
    ],
)
def test_words_per_script(text: str, expected: list[str]) -> None:
    assert words(text, use_botok=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ལྷ་སའི་སློབ་གྲྭ་དང་ཁྱིམ།", ["ལྷ", "སའི", "སློབ", "གྲྭ", "ཁྱིམ"]),  # དང (and) dropped
        ("دېھقانلار ۋە ئوقۇغۇچىلار", ["دېھقانلار", "ئوقۇغۇچىلار"]),  # ۋە (and) dropped
        ("the yaks of 2024", ["yaks"]),  # function words and numbers dropped
        ("我们的城市", ["城市"]),
    ],
)
def test_content_words_drop_stop_words_and_numbers(text: str, expected: list[str]) -> None:
    assert content_words(text, use_botok=False) == expected


def test_jieba_is_silent(capfd: pytest.CaptureFixture[str]) -> None:
    # jieba prints "Building prefix dict ..." to stderr by default; tsheg silences it.
    tokenize._jieba_cut = None
    assert words("这座城市的市场上水果种类非常丰富")
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_botok_is_not_used_without_its_data_and_nothing_is_downloaded(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(tokenize.BOTOK_DIR_ENV, str(tmp_path))
    monkeypatch.setattr(tokenize, "_botok_checked", False)
    monkeypatch.setattr(tokenize, "_botok", None)
    assert not botok_available()
    assert words("བོད་ཡིག་སློབ་སྦྱོང་།") == ["བོད", "ཡིག", "སློབ", "སྦྱོང"]
    assert list(tmp_path.iterdir()) == []


def test_prefix_stems_let_uyghur_suffixes_meet() -> None:
    assert stem("ئوقۇغۇچىلار", 5) == stem("ئوقۇغۇچى", 5)
    assert content_stems("ئوقۇغۇچىلارنىڭ كىتابى", 5) == ["ئوقۇغ", "كىتاب"]
    assert stem("学校", 1) == "学校"  # Han words stay whole


class _FakeToken:
    def __init__(self, text: str) -> None:
        self.text = text


class _FakeBotok:
    """Stands in for botok's WordTokenizer: joins the first two syllables into one word."""

    def tokenize(self, text: str, split_affixes: bool = False) -> list[_FakeToken]:
        syllables = [s for s in text.replace("།", "").split("་") if s]
        return [_FakeToken(syllables[0] + "་" + syllables[1] + "་"), *(_FakeToken(s + "་") for s in syllables[2:])]


def test_botok_words_replace_syllables_in_tibetan_stretches_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tokenize, "_botok_tokenizer", lambda: _FakeBotok())
    assert words("Lhasa བོད་ཡིག་སློབ། 拉萨") == ["lhasa", "བོདཡིག", "སློབ", "拉萨"]
    assert words("བོད་ཡིག་སློབ།", use_botok=False) == ["བོད", "ཡིག", "སློབ"]
