"""A post's attachment list (each file's name, size and download count) is the post's furniture, not its text."""

from __future__ import annotations

from html import escape

import pytest

from tests.extraction_pages import auto_lines, lang_page

# each language: three posts of a thread about a painting class's notes, and the first post's attachments
# (our own sentences and file names)
POSTS = {
    "bo": ["ངས་ཐང་ཀའི་ཚོན་རྩི་བཟོ་ཐབས་ཀྱི་ཟིན་ཐོ་འདིར་བཞག་ཡོད། སློབ་ཕྲུག་ཚོས་ཕབ་ལེན་བྱས་ནས་ལྟ་རོགས།",
           "ཟིན་ཐོ་འདི་ཧ་ཅང་ཕན་པ་འདུག ས་རྡོ་ཚོན་རྩི་བཏགས་ཐབས་ཀྱི་སྐོར་ཞིབ་ཕྲ་བྲིས་འདུག",
           "ཐིག་རྩའི་རི་མོ་དེ་པར་ཆེན་པོ་ཞིག་ཏུ་བཏོན་ན་སློབ་ཁང་དུ་སྦྱར་ཆོག"],
    "ug": ["رەسىم دەرسىنىڭ خاتىرىسىنى بۇ يەرگە قويدۇم. ئوقۇغۇچىلار چۈشۈرۈپ كۆرسە بولىدۇ.",
           "خاتىرە ناھايىتى پايدىلىق ئىكەن، بوياق تەييارلاش ئۇسۇلى ئىنچىكە يېزىلىپتۇ.",
           "سىزىق رەسىمىنى چوڭ بېسىپ سىنىپقا ئېسىپ قويساق بولىدىكەن."],
    "zh": ["我把唐卡颜料制作课的笔记放在这里了，同学们可以下载来看。", "笔记很有用，矿物颜料的研磨方法写得很细。",
           "线稿图可以放大打印，贴在教室里。"],
}
FILES = {  # name, size, download count line of each attachment
    "bo": ["ཚོན་རྩི་བཟོ་ཐབས།.pdf (1.2 MB, ཕབ་ལེན་ཐེངས། 214)", "ཐིག་རྩ།.jpg (340 KB, ཕབ་ལེན་ཐེངས། 97)"],
    "ug": ["boyaq-xatire.pdf (1.2 MB، چۈشۈرۈلۈشى: 214)", "siziq.jpg (340 KB، چۈشۈرۈلۈشى: 97)"],
    "zh": ["颜料笔记.pdf (1.2 MB, 下载次数: 214)", "线稿.jpg (340 KB, 下载次数: 97)"],
}
LABEL = {"bo": "ཟུར་སྦྱར།", "ug": "قوشۇمچە ھۆججەتلەر", "zh": "附件"}
# the engines' attachment boxes (trimmed templates): {0} the label, {1} the files as list items
ATTACHMENT_MARKUP = {
    "phpbb": '<dl class="attachbox"><dt>{0}</dt><dd>{1}</dd></dl>',
    "discuz": '<div class="pattl"><dl class="tattl"><dt>{0}</dt><dd>{1}</dd></dl></div>',
    "xenforo": '<section class="message-attachments"><h4 class="block-textHeader">{0}</h4><ul class="attachmentList">{1}</ul></section>',
    "vbulletin4": '<div class="attachments"><fieldset class="postcontent"><legend>{0}</legend><ul>{1}</ul></fieldset></div>',
}


def thread(lang: str, engine: str) -> str:
    """A thread of three posts; the first carries the engine's attachment list under its text."""
    files = "".join(f'<li><a href="/attachment/{n}">{escape(f)}</a></li>' for n, f in enumerate(FILES[lang]))
    box = ATTACHMENT_MARKUP[engine].format(escape(LABEL[lang]), files)
    posts = "".join(f'<div class="post" id="p{n}"><div class="author"><a href="/u/{n}">user{n}</a> 2024-08-0{n + 2}</div>'
                    f'<div class="content">{escape(text)}</div>{box if n == 0 else ""}</div>'
                    for n, text in enumerate(POSTS[lang]))
    title = escape(POSTS[lang][2][:12])
    return lang_page(lang, title, f'<nav><ul><li><a href="/">forum</a></li></ul></nav><div id="main"><h1>{title}</h1>'
                                  f'{posts}</div><footer><p>© 2024</p></footer>')


@pytest.mark.parametrize("engine", sorted(ATTACHMENT_MARKUP))
@pytest.mark.parametrize("lang", sorted(POSTS))
def test_a_posts_attachment_list_is_left_out(lang: str, engine: str) -> None:
    lines = auto_lines(thread(lang, engine))
    assert all(text in lines for text in POSTS[lang])
    assert not any(f in line for f in FILES[lang] for line in lines)


# a notice's own list of the documents it names (our own sentences and file names): the notice's text, with no sizes
NOTICES = {
    "zh": ("请各校于3月31日前将申请表和汇总表报送县教育局人事股，逾期不予受理。", "附件：",
           ["1. 乡村教师奖学金申请表.doc", "2. 各校申报情况汇总表.xls"]),
    "en": ("Send the completed form and a letter from your head teacher to the county office before 31 March.",
           "Attachments", ["Application form for village teacher grants (PDF)", "Rules of the grant and its scoring sheet"]),
}


@pytest.mark.parametrize("lang", sorted(NOTICES))
def test_a_notice_s_own_attachment_list_stays(lang: str) -> None:
    text, label, files = NOTICES[lang]
    items = "".join(f'<p><a href="/files/{n}.doc">{escape(f)}</a></p>' for n, f in enumerate(files))
    page = (f'<html lang="{lang}"><head><meta charset="utf-8"><title>notice</title></head><body><nav><ul><li>'
            f'<a href="/">home</a></li><li><a href="/notices">notices</a></li></ul></nav><div class="article">'
            f'<h1>notice</h1><p>{escape(text)}</p><div class="attachments"><p>{escape(label)}</p>{items}</div></div>'
            f'<footer><p>© 2024</p></footer></body></html>')
    lines = auto_lines(page)
    assert text in lines and all(any(f in line for line in lines) for f in files)
