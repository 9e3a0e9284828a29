"""Review h253 of session 40's news-site rules: pages built to make them drop a story's text or keep furniture.

A version table's and a policy timeline's "<date> 发布" entries, an album's track durations and a lesson transcript's
clocks, a centred sentence naming an archive's pictures and a Weibo post that links its hashtag are the story's; a
share box's prompt over script-drawn share icons, a previous/next row split by a bar and a Uyghur line of two labelled
links are the site's. Our own sentences.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text, paragraphs

ZH = ["今年秋天，高原上的青稞迎来了丰收，村里的合作社组织二十多户人家一起收割，田野里到处是忙碌的身影。",
      "合作社理事长说，今年引进的新品种比过去增产一成多，而且更耐寒，适合海拔四千米以上的土地种植。",
      "为了让青稞卖出好价钱，村里还办起了加工作坊，把青稞磨成糌粑粉，通过网店销往全国各地。",
      "县农业局的技术员表示，明年将在更多乡镇推广这个品种，并继续为农户提供免费的种植培训。"]
EN = ["The old ferry across the river made its last crossing on Sunday, after ninety years of carrying farmers, "
      "pupils and cattle between the two villages.",
      "Hundreds of residents lined the banks to watch, and many of them had taken the ferry to school every morning.",
      "The county has built a bridge two miles downstream, and the ferry boat itself will be kept in the town museum.",
      "Its last pilot, who has worked the crossing for thirty-one years, said he would miss the quiet mornings most."]
UG = ["بۇ يىل كۈزدە يېزىمىزدىكى دېھقانلار پاختا ھوسۇلىنى ئالدىنقى يىلدىكىدىن كۆپ ئالدى، ئېتىزلاردا ھەممە ئادەم ئالدىراش ئىدى.",
      "كوپراتىپنىڭ مەسئۇلى بۇ يىل يېڭى سورت تېرىغانلىقىنى، ئۇنىڭ سۇغا ئاز ئېھتىياجلىق ئىكەنلىكىنى ئېيتتى.",
      "يېزا ئىگىلىك پونكىتىنىڭ تېخنىكلىرى ھەر ھەپتىدە كەنتلەرگە بېرىپ دېھقانلارغا يېڭى ئۇسۇللارنى ئۆگەتتى.",
      "ناھىيىلىك ھۆكۈمەت كېلەر يىلى بۇ سورتنى تېخىمۇ كۆپ يېزىلارغا كېڭەيتىدىغانلىقىنى بىلدۈردى."]

BO = ["ཟླ་བ་དགུ་པའི་ནང་གྲོང་གསེབ་ཀྱི་ཞིང་པ་རྣམས་ཀྱིས་ནས་ཐོག་བསྡུ་ལེན་བྱས་ཤིང་། ལོ་འདིའི་འབབ་ཚད་ན་ནིང་ལས་མང་བ་རེད།",
      "མཉམ་ལས་ཁང་གི་འགོ་འཛིན་གྱིས་བཤད་དོན། ནས་ཀྱི་རིགས་གསར་པ་འདི་གྲང་ངར་ལ་བཟོད་ཐུབ་པས་ས་མཐོ་སར་འདེབས་འོས་པ་རེད།",
      "གྲོང་པ་ཚོས་ནས་ཕྱེ་རུ་བཟོས་ཏེ་དྲ་ཚོང་བརྒྱུད་ནས་ས་གནས་ཁག་ལ་བཙོང་བཞིན་ཡོད།",
      "རྫོང་གི་ཞིང་ལས་ཅུས་ཀྱིས་ཕྱི་ལོར་ཤང་གཞན་དག་ཏུའང་རིགས་འདི་ཁྱབ་སྤེལ་བྱ་རྒྱུ་ཡིན་ཞེས་བཤད།"]
EDITIONS_BO = ["༢༠༡༩-༠༣-༡༢ ལ་སྤེལ།", "༢༠༢༡-༠༧-༠༡ ལ་བཟོ་བཅོས་བྱས།", "༢༠༢༣-༠༦-༠༡ ལ་བསྐྱར་བཅོས་བྱས།"]


def page(lang: str, body: str) -> str:
    """A news page in ``lang``: a menu, ``body`` in the article's box, a footer."""
    return (f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>t</title></head><body>"
            "<div class='header'><ul class='nav'><li><a href='/'>Home</a></li><li><a href='/news'>News</a></li>"
            "<li><a href='/culture'>Culture</a></li><li><a href='/sport'>Sport</a></li></ul></div>"
            f"<div class='main'><div class='article'><h1>The harvest</h1>{body}</div></div>"
            "<div class='footer'><p>© 2025 Valley Daily. All rights reserved.</p>"
            "<p><a href='/about'>About</a> <a href='/contact'>Contact</a></p></div></body></html>")


VERSIONS = [("1.0版", "2019年3月12日 发布"), ("2.0版", "2021年7月1日 发布"), ("3.0版", "2023年6月1日 发布")]
TIMELINE = ["2022年3月 起草", "2022年11月 征求意见", "2023年5月8日 发布", "2024年1月1日 施行"]
TRACKS = [("Morning on the River", "3:45"), ("The Ferryman's Song", "4:12"), ("Last Crossing", "5:03")]
TRANSCRIPT = [("00:00", "Today we learn the opening bars of the folk song, played slowly on the dranyen."),
              ("01:15", "Now listen to how the second phrase rises, and try to hum it before you play it."),
              ("02:41", "Finally we put both phrases together and play the whole verse at full speed.")]
WEIBO = ("雨停了，赶紧把青稞摊开晒！<a href='https://s.weibo.com/weibo?q=%23秋收%23'>#秋收#</a> "
         "感谢<a href='https://weibo.com/n/县农业局'>@县农业局</a>的技术员一早就来帮忙。")

CASES = [
    pytest.param("zh", paragraphs(ZH[:2]) + "<p>这款输入法的三个主要版本如下：</p><table><tr><th>版本</th><th>日期</th></tr>"
                 + "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in VERSIONS) + "</table>" + paragraphs(ZH[2:]),
                 ZH + ["2021年7月1日 发布", "2023年6月1日 发布"], [], id="zh-version-table-dates-stay"),
    pytest.param("zh", paragraphs(ZH[:2]) + "<p>条例的制定过程如下：</p><ul class='timeline'>"
                 + "".join(f"<li>{item}</li>" for item in TIMELINE) + "</ul>" + paragraphs(ZH[2:]),
                 ZH + TIMELINE, [], id="zh-timeline-stays"),
    pytest.param("bo", paragraphs(BO[:2]) + "<ol>" + "".join(f"<li>{item}</li>" for item in EDITIONS_BO) + "</ol>"
                 + paragraphs(BO[2:]), BO + EDITIONS_BO, [], id="bo-list-of-editions-stays"),
    pytest.param("ug", paragraphs(UG) + "<div class='post-meta'><span class='time'>2024-09-03 15:20 يوللانغان</span></div>",
                 UG, ["يوللانغان"], id="ug-post-stamp-goes"),
    pytest.param("en", paragraphs(EN[:2]) + "<p>The album has three songs:</p><table class='tracklist'>"
                 + "".join(f"<tr><td>{i + 1}</td><td>{t}</td><td class='duration'>{d}</td></tr>"
                           for i, (t, d) in enumerate(TRACKS)) + "</table>" + paragraphs(EN[2:]),
                 EN + ["The Ferryman's Song", "4:12", "5:03"], [], id="en-track-durations-stay"),
    pytest.param("en", paragraphs(EN[:2]) + "<h2>Transcript</h2><div class='audio-transcript'>"
                 + "".join(f"<p class='ts'>{t}</p><p>{s}</p>" for t, s in TRANSCRIPT) + "</div>" + paragraphs(EN[2:]),
                 EN + [s for _, s in TRANSCRIPT] + ["01:15", "02:41"], [], id="en-transcript-clocks-stay"),
    pytest.param("zh", paragraphs(ZH[:2]) + "<p class='img-divider' style='text-align:center'><img src='/o.png'></p>"
                 "<p style='text-align:center'>村民们说，这张老照片是从县档案馆的资料图里找到的，拍的是六十年前的秋收。</p>"
                 + paragraphs(ZH[2:]), ZH + ["这张老照片是从县档案馆的资料图里找到的"], [],
                 id="zh-centred-sentence-naming-archive-pictures-stays"),
    pytest.param("zh", paragraphs(ZH[:2]) + f"<p>合作社的一位社员在微博上写道：</p><div class='sns'><p>{WEIBO}</p></div>"
                 + paragraphs(ZH[2:]), ZH + ["雨停了，赶紧把青稞摊开晒！"], [], id="zh-quoted-post-with-hashtag-stays"),
    pytest.param("zh", paragraphs(ZH[:2]) + "<div class='share-box'><p>觉得这篇文章有用吗？欢迎转发给您的朋友。</p>"
                 "<span class='icon-weixin' data-share='wx'>微信</span><span class='icon-weibo' data-share='wb'>微博</span>"
                 "</div>" + paragraphs(ZH[2:]), ZH, ["欢迎转发给您的朋友", "微博"], id="zh-share-box-prompt-goes"),
    pytest.param("zh", paragraphs(ZH) + "<div class='pages'><a href='/n/1.html'>上一篇</a> | <a href='/n/3.html'>下一篇</a></div>",
                 ZH, ["上一篇", "下一篇"], id="zh-prev-next-with-bar-goes"),
    pytest.param("ug", paragraphs(UG) + "<div class='pre-next'><p>ئالدىنقىسى: <a href='/a/1'>ئۆرۈك ھوسۇلى</a> | "
                 "كېيىنكىسى: <a href='/a/3'>يېڭى ئامبار</a></p></div>",
                 UG, ["ئالدىنقىسى", "ئۆرۈك ھوسۇلى"], id="ug-two-labelled-links-go"),
    pytest.param("zh", paragraphs(ZH[:2]) + "<table class='prenext'><tr><td>上一篇：</td><td><a href='/n/1.html'>城区新增三处"
                 "街心公园</a></td></tr><tr><td>下一篇：</td><td><a href='/n/2.html'>林业局召开防火工作会议</a></td></tr>"
                 "</table>" + paragraphs(ZH[2:]), ZH, ["上一篇", "城区新增三处街心公园", "林业局召开防火工作会议"],
                 id="zh-label-cells-beside-linked-titles-go"),
    pytest.param("en", paragraphs(EN[:2]) + "<table><tr><td>Next:</td><td>Tuesday's meeting at the ferry house</td></tr>"
                 "</table>" + paragraphs(EN[2:]), EN + ["Tuesday's meeting at the ferry house"], [],
                 id="en-next-label-beside-plain-text-stays"),
]


@pytest.mark.parametrize(("lang", "body", "stay", "go"), CASES)
def test_news_review_pages(lang: str, body: str, stay: list[str], go: list[str]) -> None:
    """The story's lines stay whole and the site's furniture goes."""
    text = auto_text(page(lang, body))
    for line in stay:
        assert line in text
    for line in go:
        assert line not in text
