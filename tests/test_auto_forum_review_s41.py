"""Review h274 of session 41's forum engine rules (``auto.thread_notes``' pagers, topic counts, Chinese tool rows and
accept-rate bylines; ``auto.words.POSTER_RE``'s ``message-attribution``): ordinary pages in the same words and shapes
stay whole (a ward's tally "1,204 votes, 980 votes", a risk table's "< 1/20", a report's "全站平均采纳率：62%", a
sports story's "3 goals 2 assists", a poem's line with a fraction, a letter's "p.message-attribution"), and near
variants of the engines' furniture go (pagers with first/last buttons, page words and "第1/3页", "Page 1/3 Next ›";
tool rows with the count first, "1.2万阅读 · 3评论 · 8赞"). Our own sentences throughout (Tibetan, Uyghur, Chinese,
English)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

Case = tuple[str, list[str], list[str], list[str]]  # the page, what stays, what goes, what stays once at most
CASES: dict[str, Case] = {}


def page(name: str, body: str, stay: list[str], go: list[str], once: list[str] | tuple[str, ...] = ()) -> None:
    """Register the page ``name`` around ``body`` with the strings that stay, go and are not doubled."""
    markup = f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{name}</title></head><body>{body}</body></html>"
    CASES[name] = (markup, list(stay), list(go), list(once))


NAV = "<div class='nav'><a href='/'>Home</a> <a href='/news'>News</a> <a href='/sport'>Sport</a> <a href='/about'>About</a></div>"
ZNAV = "<div class='nav'><a href='/'>首页</a> <a href='/bbs'>论坛</a> <a href='/u'>用户</a> <a href='/app'>下载APP</a></div>"
EN = ["The county counted ballots late into the night, and the two candidates stayed within a few hundred votes of each other until the last ward reported.",
      "Officials said turnout was the highest in twenty years, helped by a dry evening and extended hours at the library polling station.",
      "The recount request must be filed within five working days, and the clerk's office said it would publish ward totals on Monday.",
      "Researchers followed three hundred households for a decade and recorded how often each fell ill during the winter months.",
      "The table below gives the yearly chance of each outcome, rounded to the nearest simple fraction for readers without a statistics background.",
      "I rebuilt the carburettor twice before noticing the float needle was stuck, so check that first before ordering parts.",
      "Thanks, that fixed it. The engine idles smoothly now and starts on the first pull even on cold mornings."]
ZH = ["我在家里种了三年的多肉植物，发现冬天一定要控制浇水，否则根部很容易腐烂，这一点新手最容易忽略。",
      "建议你先把花盆放在朝南的窗台上，每周浇一次水，等土完全干透再浇，叶片发皱时再补一点水。",
      "问答平台去年公布了一组数据，回答者的数量比前年增长了三成，但问题得到满意答复的比例没有明显提高。",
      "研究者认为，专业领域的问题更难获得高质量回答，平台需要邀请更多有经验的用户参与。",
      "这份报告还比较了不同分类的情况，其中生活类问题最多，教育类问题的回答最长。"]
BO = ["ང་ཚོའི་ཡུལ་གྱི་ས་ཞིང་ནང་ལ་སོ་ནམ་པ་རྣམས་ཀྱིས་ནས་དང་གྲོ་བཏབ་ནས་ལོ་ལྟར་ཐོན་འབྲས་ཡག་པོ་ཐོབ་ཀྱི་ཡོད།",
      "དགུན་ཁའི་དུས་སུ་ཆུ་འཁྱགས་ནས་ཕྱུགས་ཟས་འཚོལ་དཀའ་བས་འབྲོག་པ་ཚོས་སྔོན་ནས་རྩྭ་གསོག་འཇོག་བྱེད་དགོས།",
      "སློབ་ཕྲུག་ཚོས་ཉིན་རེར་བོད་ཡིག་གི་དཔེ་ཆ་ཀློག་ན་སྐད་ཡིག་གི་ཆུས་ཚད་མགྱོགས་པོར་ཡར་རྒྱས་འགྲོ་གི་རེད།",
      "ཁྱེད་ཀྱི་བསམ་ཚུལ་དེ་ཡག་པོ་འདུག་ཀྱང་ངས་བསམ་ན་ཡུལ་མི་ཚོར་དྲི་བ་བཏང་ནས་ཐག་གཅོད་བྱས་ན་དེ་བས་ལེགས།"]
UG = ["بىزنىڭ يېزىدىكى دېھقانلار ھەر يىلى بۇغداي ۋە قوناق تېرىپ، كۈزدە مول ھوسۇل ئالىدۇ.",
      "قىش كۈنلىرى سوغۇق بولغاچقا، چارۋىچىلار ئالدىن ئوت-چۆپ توپلاپ قويۇشى كېرەك.",
      "ئوقۇغۇچىلار ھەر كۈنى ئانا تىلىدا كىتاب ئوقۇسا، تىل سەۋىيىسى تېز ئۆسىدۇ.",
      "سىزنىڭ پىكرىڭىز ياخشى، لېكىن مېنىڭچە ئاۋۋال مەھەللە ئاھالىسىدىن سوراپ بېقىش تېخىمۇ ياخشى."]

# 1 election story: a list of ward tallies, each the same count word twice
page("guard_election_en", NAV + f"""<article><h1>Recount likely after a close race for the county seat</h1>
<p>{EN[0]}</p><p>Ward totals, first round and second round:</p>
<ul><li>North ward</li><li>1,204 votes, 980 votes</li><li>South ward</li><li>877 votes, 1,015 votes</li></ul>
<p>{EN[1]}</p><p>{EN[2]}</p></article>""",
     ["1,204 votes, 980 votes", "877 votes, 1,015 votes", EN[1]], [])
# 2 a risk table: cells of fractions behind a less-than or beside a greater-than sign
page("guard_risk_table_en", NAV + f"""<article><h1>How likely is a bad winter?</h1><p>{EN[3]}</p><p>{EN[4]}</p>
<table><tr><th>Outcome</th><th>Chance per year</th></tr>
<tr><td>Flu in the household</td><td>1/3</td></tr><tr><td>Hospital stay</td><td>&lt; 1/20</td></tr>
<tr><td>Burst pipes</td><td>&lt; 1/50</td></tr></table><p>{EN[2]}</p></article>""",
     ["< 1/20", "< 1/50", EN[4]], [])
# 3 a Chinese thread's pager with first/last buttons and 第…页
def zpost(n: int, user: str, text: str) -> str:
    """A Chinese board's post: its author and its message."""
    return f"<div class='post' id='post{n}'><div class='author'><a href='/u/{n}'>{user}</a></div><div class='t_msg'>{text}</div></div>"
page("pager_zh", ZNAV + f"""<div class='thread'><h1>多肉植物冬天怎么浇水？</h1>{zpost(1,'花园小王',ZH[0])}{zpost(2,'阳台种花',ZH[1])}
<div class='pg'>首页 上一页 1/3 下一页 尾页</div><div class='pg2'>上一页 第1/3页 下一页</div></div>""",
     [ZH[0], ZH[1]], ["上一页", "尾页", "第1/3页"], [ZH[0]])
# 4 an English thread's pager "Page 1/3 Next ›"
def epost(n: int, user: str, text: str) -> str:
    """A board's post: its author and its body."""
    return f"<div class='post' id='p{n}'><div class='postauthor'><a href='/m/{n}'>{user}</a></div><div class='postbody'>{text}</div></div>"
page("pager_en", NAV + f"""<div id='thread'><h1>Carburettor keeps flooding</h1>{epost(1,'dawa_t',EN[5])}{epost(2,'nurgul',EN[6])}
<div class='pagination'>Page 1/3 Next ›</div><div class='pagination2'>‹ Prev Page 1/3</div></div>""",
     [EN[5], EN[6]], ["Page 1/3"], [EN[5]])
# 5 Tibetan and Uyghur pagers with the page word beside each button
page("pager_bo_ug", NAV + f"""<div id='thread'><h1>ཞིང་ལས་སྐོར་གྱི་གྲོས་མོལ།</h1>{epost(1,'བཀྲ་ཤིས',BO[0])}{epost(2,'ئابدۇللا',UG[0])}{epost(3,'སྒྲོལ་མ',BO[1])}
<div class='pg'>ཤོག་ངོས་སྔོན་མ། 1/3 ཤོག་ངོས་རྗེས་མ།</div><div class='pg'>ئالدىنقى بەت 1/3 كېيىنكى بەت</div></div>""",
     [BO[0], UG[0], BO[1]], ["1/3"], [BO[0]])
# 6 a report on Q&A platforms: its list of the year's rates, no answerer's byline
page("guard_rate_report_zh", ZNAV + f"""<article><h1>问答平台年度报告：回答多了，满意答复没有变多</h1><p>{ZH[2]}</p>
<p>报告列出的主要数字如下：</p><ul><li>全站平均采纳率：62%</li><li>2023年采纳率：58%</li><li>教育类采纳率：71%</li></ul><p>{ZH[3]}</p><p>{ZH[4]}</p></article>""",
     ["全站平均采纳率：62%", "2023年采纳率：58%", "教育类采纳率：71%", ZH[3]], [])
# 7 a thread whose tool rows print the count before its word (Toutiao, Tieba style)
page("toolrow_countfirst_zh", ZNAV + f"""<div class='thread'><h1>多肉植物冬天怎么浇水？</h1>
<div class='post'><div class='author'>花园小王</div><div class='content'>{ZH[0]}</div><div class='ops'>3856阅读 · 12评论 · 45赞</div></div>
<div class='post'><div class='author'>阳台种花</div><div class='content'>{ZH[1]}</div><div class='ops'>1.2万阅读 · 3评论 · 8赞</div></div></div>""",
     [ZH[0], ZH[1]], ["3856阅读", "1.2万阅读"], [ZH[0]])
# 9 a letters page whose signature line is a bare p.message-attribution (not XenForo's BEM family)
LET = "Your piece on winter grazing missed the cost of hay this year; in our valley a bale now costs twice what it did, and many herders have sold animals early."
page("guard_attribution_letter_en", NAV + f"""<article><h1>Letters to the editor</h1><div class='letter'><p>{LET}</p>
<p class='message-attribution'>Written by a herder from the upper valley who asked that her name be withheld because she sells hay to her neighbours.</p></div><p>{EN[2]}</p></article>""",
     [LET, "Written by a herder from the upper valley"], [])
# 10 a sports story's stat lines
page("guard_stats_en", NAV + f"""<article><h1>Tashi's hat-trick lifts the valley club</h1><p>{EN[1]}</p>
<ul><li>Tashi: 3 goals 2 assists</li><li>12 shots 7 corners</li><li>2 posts 1 bar</li></ul><p>{EN[2]}</p></article>""",
     ["3 goals 2 assists", "12 shots 7 corners", "2 posts 1 bar"], [])
# 11 a Tibetan Zhidao variant: tool row with pipes and a Chinese byline without spaces between fields
page("zhidao_variant_bo", ZNAV + f"""<div class='wgt-question'><h1 class='ask-title'>ཞིང་ལས་ཀྱི་དྲི་བ།</h1><div class='q-content'>{BO[0]}</div>
<div class='q-tools'>浏览 3,856 次 | 分享 | 举报</div></div>
<div class='answer'><div class='by'><a>花园小王</a><span>采纳率:86%</span><span>擅长:园艺</span></div><div class='answer-text'>{BO[2]}</div><div class='opt'>赞(101) · 踩(3) · 评论</div></div>
<div class='answer'><div class='by'><a>阳台种花</a><span>采纳率:72%</span></div><div class='answer-text'>{BO[3]}</div><div class='opt'>赞(12) · 踩(1) · 评论</div></div>""",
     [BO[0], BO[2], BO[3]], ["浏览", "采纳率", "赞(101)"], [BO[2]])
# 12 a poem with numbered short lines
POEM = ["ཉི་མ་ཤར་ནས་རི་བོ་དཀར།", "3 / 4 ཟླ་བ་ནུབ་ཏུ་སོང་། >", "ཆུ་བོ་རྒྱུག་ནས་རྒྱ་མཚོར་འགྲོ།"]
page("guard_poem_bo", NAV + f"""<article><h1>རི་བོའི་གླུ།</h1><p>{BO[1]}</p><div class='poem'>{''.join(f'<p>{l}</p>' for l in POEM)}</div><p>{BO[2]}</p></article>""",
     POEM, [])


@pytest.mark.parametrize("name", [name for name in CASES if not name.startswith("guard_")])
def test_the_engine_furniture_goes_and_every_post_stays_once(name: str) -> None:
    markup, stay, go, once = CASES[name]
    text = auto_text(markup)
    assert [s for s in stay if s not in text] == []
    assert [s for s in go if s in text] == []
    assert [s for s in once if text.count(s) > 1] == []


@pytest.mark.parametrize("name", [name for name in CASES if name.startswith("guard_")])
def test_a_page_in_the_furniture_words_and_shapes_stays_whole(name: str) -> None:
    markup, stay, _, _ = CASES[name]
    text = auto_text(markup)
    assert [s for s in stay if s not in text] == []
