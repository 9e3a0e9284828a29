"""A transcript whose lines are each named "dialog" ("p.dialog-line") is the page's text, not dialogs over it."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import KEPT, PARAGRAPHS, article_page, kept_lines_scored


# An interview's turns, speaker first (our own sentences).
TURNS = {
    "bo": ["འདྲི་མཁན། ཁྱེད་ཀྱིས་སྙན་ངག་འབྲི་འགོ་ནམ་ཞིག་ནས་བཙུགས་སམ།",
           "རྩོམ་པ་པོ། ང་ལོ་བཅུ་གསུམ་ཡིན་དུས་ཨ་མའི་གླུ་གཞས་ཡི་གེར་བྲིས་པ་ནས་འགོ་བཙུགས་པ་ཡིན།",
           "འདྲི་མཁན། གཞོན་ནུ་ཚོར་བསླབ་བྱ་ཅི་ཡོད།",
           "རྩོམ་པ་པོ། ཉིན་རེར་ཤོག་ངོས་གཅིག་ཀློག་པ་དང་ཐིག་ཕྲེང་གཅིག་འབྲི་རོགས།"],
    "ug": ["مۇخبىر: سىز شېئىر يېزىشنى قاچان باشلىغان؟",
           "شائىر: ئون ئۈچ يېشىمدا ئانامنىڭ ناخشىلىرىنى خاتىرىگە يېزىشتىن باشلىغانىدىم.",
           "مۇخبىر: ياشلارغا قانداق مەسلىھەت بېرىسىز؟",
           "شائىر: ھەر كۈنى بىر بەت ئوقۇڭ، بىر قۇر يېزىڭ."],
    "zh": ["主持人：您是什么时候开始写诗的？", "诗人：十三岁那年，我开始把母亲唱的歌记在本子上。",
           "主持人：您对年轻人有什么建议？", "诗人：每天读一页书，写一行字。"],
}

LINE_MARKUP = ['<p class="dialog-line">{}</p>', '<div class="dialog_row">{}</div>', '<li class="dialog-item">{}</li>']


def transcript_page(lang: str, line: str) -> str:
    """A news page whose article is an interview, each turn in ``line``'s markup."""
    rows = "".join(line.format(escape(turn)) for turn in TURNS[lang])
    if line.startswith("<li"):
        rows = f"<ul class='transcript'>{rows}</ul>"
    return article_page(lang, paragraphs=[]).replace('<div class="post-body"></div>', f'<div class="post-body">{rows}</div>', 1)


@pytest.mark.parametrize("line", LINE_MARKUP)
@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
def test_a_transcripts_dialog_lines_are_its_text(lang: str, line: str) -> None:
    lines = kept_lines_scored(transcript_page(lang, line), {}, KEPT)
    assert all(turn in lines for turn in TURNS[lang])


# Three Bootstrap modals side by side at the end of the page (a login form, a size chart, a newsletter sign-up):
# boxes drawn over the page, each a dialog however many there are.
MODAL = ('<div class="modal fade" id="m{n}" tabindex="-1"><div class="modal-dialog"><div class="modal-content">'
         '<div class="modal-body"><p>{text}</p></div></div></div></div>')


@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
def test_modals_side_by_side_stay_dialogs(lang: str) -> None:
    modals = "".join(MODAL.format(n=n, text=escape(turn)) for n, turn in enumerate(TURNS[lang][:3]))
    page = article_page(lang).replace("</footer>", "</footer>" + modals, 1)
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])
    assert not any(turn in lines for turn in TURNS[lang][:3])


# A consent tool's settings panel after the footer, its rows named after the modal it is ("h3.modal-title",
# "p.modal-text" x 3, "div.modal-buttons") under an unnamed box: lines side by side, but "modal" names only what is
# drawn over a page (review h114).
NOTICES = {
    "bo": ["ང་ཚོས་དྲ་ཚིགས་འདི་ལེགས་སུ་གཏོང་ཆེད་ཀུ་ཀི་བེད་སྤྱོད་བྱེད།", "ཁྱེད་ཀྱིས་འདེམས་ཀ་འདི་ནམ་ཡིན་རུང་སྒྲིག་འགོད་ནང་བསྒྱུར་ཐུབ།",
           "དགོས་ངེས་ཀྱི་ཀུ་ཀི་མ་གཏོགས་གཞན་རྣམས་ཁྱེད་ཀྱི་འཐད་པ་མེད་པར་མི་ཉར།"],
    "ug": ["بىز تور بېكەتنى ياخشىلاش ئۈچۈن ساقلانمىلارنى ئىشلىتىمىز.", "تاللىشىڭىزنى خالىغان ۋاقىتتا تەڭشەكتە ئۆزگەرتەلەيسىز.",
           "زۆرۈر ساقلانمىلاردىن باشقىسىنى رۇخسىتىڭىزسىز ساقلىمايمىز."],
    "zh": ["我们使用本地存储来改进本网站。", "您可以随时在设置中更改您的选择。", "未经您的同意，我们只保存必要的数据。"],
}
PANEL = ('<div id="privacy-prefs" class="prefs-panel"><h3 class="modal-title">{title}</h3>{rows}'
         '<div class="modal-buttons"><button>OK</button><button>No</button></div></div>')


@pytest.mark.parametrize("lang", ["bo", "ug", "zh"])
def test_a_panels_modal_rows_stay_a_dialog(lang: str) -> None:
    rows = "".join(f'<p class="modal-text">{escape(text)}</p>' for text in NOTICES[lang])
    page = article_page(lang).replace("</footer>", "</footer>" + PANEL.format(title=escape(NOTICES[lang][0][:6]), rows=rows), 1)
    lines = kept_lines_scored(page, {}, KEPT)
    assert all(paragraph in lines for paragraph in PARAGRAPHS[lang])
    assert not any(text in lines for text in NOTICES[lang])
