"""Forum and Q&A threads as more engines draw them (session 41): Baidu Zhidao, a Hupu-like board, Hacker News,
Discuz! X3.5's touch template, a Douban group topic, Flarum, NodeBB, old Reddit's comment tree, a board's thread with
a "load more replies" box and a pager, XenForo 2. Every post and answer stays once; the engine's furniture goes: a
Chinese Q&A engine's tool rows ("浏览3856次 分享 举报", "点赞 101 踩 3 评论", "推荐 (23) 回复 收藏") and answerer's
bylines ("<name> 采纳率：86%"), read by their classes too in Tibetan and Uyghur words (``wgt-replyer``, ``ask-info``,
``post-operate``), a touch template's "上一页 1/3 下一页" pager (Tibetan "སྔོན་མ། 1/2 རྗེས་མ།"),
XenForo 2's post header (``message-attribution``: date, share, "#3") and its "Thread starter ... Start date ..." line,
NodeBB's "3 Posts 2 Posters 127 Views" (``auto.thread_notes``, ``auto.words.POSTER_RE``). A market story in those tool
words, a poem and a guide in the pager's words, a lesson on fractions and a board's story quoting its starter line and
counts in sentences come out whole. Our own sentences throughout (Tibetan, Uyghur, Chinese, English)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

BO = ["ང་ཚོའི་ཡུལ་གྱི་ས་ཞིང་ནང་ལ་སོ་ནམ་པ་རྣམས་ཀྱིས་ནས་དང་གྲོ་བཏབ་ནས་ལོ་ལྟར་ཐོན་འབྲས་ཡག་པོ་ཐོབ་ཀྱི་ཡོད།",
      "དགུན་ཁའི་དུས་སུ་ཆུ་འཁྱགས་ནས་ཕྱུགས་ཟས་འཚོལ་དཀའ་བས་འབྲོག་པ་ཚོས་སྔོན་ནས་རྩྭ་གསོག་འཇོག་བྱེད་དགོས།",
      "སློབ་ཕྲུག་ཚོས་ཉིན་རེར་བོད་ཡིག་གི་དཔེ་ཆ་ཀློག་ན་སྐད་ཡིག་གི་ཆུས་ཚད་མགྱོགས་པོར་ཡར་རྒྱས་འགྲོ་གི་རེད།",
      "ངས་ལོ་ཁ་ཤས་ཀྱི་གོང་ལ་ལྷ་སར་ཕྱིན་དུས་བོད་ཀྱི་སྲོལ་རྒྱུན་ཟས་རིགས་མང་པོ་མྱོང་བ་ཡིན་ཞིང་ཚང་མ་ཞིམ་པོ་འདུག",
      "གློག་ཀླད་ཐོག་བོད་ཡིག་འབྲི་བའི་ཐབས་ལམ་ནི་ཡིག་གཟུགས་དང་མཐེབ་གཞོང་གཉིས་ཀ་སྒྲིག་འགོད་བྱས་ན་འགྲིག",
      "ཁྱེད་ཀྱི་བསམ་ཚུལ་དེ་ཡག་པོ་འདུག་ཀྱང་ངས་བསམ་ན་ཡུལ་མི་ཚོར་དྲི་བ་བཏང་ནས་ཐག་གཅོད་བྱས་ན་དེ་བས་ལེགས།"]
UG = ["بىزنىڭ يېزىدىكى دېھقانلار ھەر يىلى بۇغداي ۋە قوناق تېرىپ، كۈزدە مول ھوسۇل ئالىدۇ.",
      "قىش كۈنلىرى سوغۇق بولغاچقا، چارۋىچىلار ئالدىن ئوت-چۆپ توپلاپ قويۇشى كېرەك.",
      "ئوقۇغۇچىلار ھەر كۈنى ئانا تىلىدا كىتاب ئوقۇسا، تىل سەۋىيىسى تېز ئۆسىدۇ.",
      "مەن ئۆتكەن يىلى قەشقەرگە بارغاندا، ئۇ يەردىكى ئەنئەنىۋى تاماقلارنى تېتىپ كۆردۈم، ھەممىسى بەك مەززىلىك ئىكەن.",
      "كومپيۇتېردا ئۇيغۇرچە يېزىش ئۈچۈن ھەرپ نۇسخىسى ۋە كۇنۇپكا تاختىسىنى تەڭشەش كېرەك.",
      "سىزنىڭ پىكرىڭىز ياخشى، لېكىن مېنىڭچە ئاۋۋال مەھەللە ئاھالىسىدىن سوراپ بېقىش تېخىمۇ ياخشى."]
ZH = ["我在家里种了三年的多肉植物，发现冬天一定要控制浇水，否则根部很容易腐烂。",
      "建议你先把花盆放在朝南的窗台上，每周浇一次水，等土完全干透再浇。"]
EN = ["I rebuilt the carburettor twice before noticing the float needle was stuck, so check that first.",
      "Thanks, that fixed it. The engine idles smoothly now and starts on the first pull."]


Case = tuple[str, list[str], list[str], list[str]]  # the page, what stays, what goes, what stays once at most
CASES: dict[str, Case] = {}


def page(name: str, body: str, stay: list[str], go: list[str], once: list[str] | tuple[str, ...] = ()) -> None:
    """Register the page ``name`` around ``body`` with the strings that stay, go and are not doubled."""
    markup = f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>thread</title></head><body>{body}</body></html>"
    CASES[name] = (markup, list(stay), list(go), list(once))


NAV = "<div class='nav'><a href='/'>首页</a> <a href='/q'>问题</a> <a href='/u'>用户</a> <a href='/app'>下载APP</a></div>"
# 1 Baidu Zhidao, zh + bo
page("zhidao_zh", NAV + f"""
<div class='wgt-question'><h1 class='ask-title'>多肉植物冬天怎么浇水才不会烂根？</h1>
<div class='line mt-5 q-content'>{ZH[0]}</div>
<div class='line f-aid ask-info'><span class='browse'>浏览3856次</span> <span class='share'>分享</span> <span class='report'>举报</span></div></div>
<div class='wgt-best'><div class='hd'><h2>最佳答案</h2></div>
<div class='wgt-replyer-best'><a class='user-name'>花园小王</a> <span class='adopt'>采纳率：86%</span> <span class='level'>擅长：园艺</span></div>
<div class='bd answer'><div class='best-text mb-10'>{ZH[1]}</div></div>
<div class='bd-opt'><span class='evaluate'>点赞 101</span> <span>踩 3</span> <span>评论</span> <span class='time'>2023-01-05 12:30</span></div></div>
<div class='wgt-answers'><h2>其他回答</h2>
<div class='answer'><div class='wgt-replyer'><a class='user-name'>阳台种花</a> <span class='adopt'>采纳率：72%</span></div>
<div class='answer-text'>{EN[0]}</div><div class='bd-opt'><span>点赞 12</span> <span>踩 1</span> <span>评论</span></div></div>
<div class='answer'><div class='wgt-replyer'><a class='user-name'>绿植达人</a> <span class='adopt'>采纳率：55%</span></div>
<div class='answer-text'>{BO[0]}</div><div class='bd-opt'><span>点赞 5</span> <span>踩 0</span> <span>评论</span></div></div></div>
<div class='footer'>©2024 Baidu 使用百度前必读 知道协议</div>""",
 [ZH[0][:20], ZH[1][:20], EN[0][:30], BO[0][:20]],
 ["浏览3856次", "采纳率", "点赞 101", "点赞 12", "踩 3", "分享", "举报", "知道协议"], [ZH[1][:20]])
page("zhidao_bo", NAV + f"""
<div class='wgt-question'><h1 class='ask-title'>བོད་ཡིག་འབྲི་ཐབས་ག་རེ་ཡིན་ནམ།</h1>
<div class='q-content'>{BO[4]}</div>
<div class='line f-aid ask-info'><span class='browse'>浏览1205次</span> <span>关注 8</span> <span class='share'>分享举报</span></div></div>
<div class='wgt-best'><h2>最佳答案</h2>
<div class='wgt-replyer-best'><a class='user-name'>བཀྲ་ཤིས།</a> <span>采纳率：91%</span> <span>来自团队：藏文信息</span></div>
<div class='answer-text'>{BO[5]}</div>
<div class='bd-opt'><span>点赞 44</span> <span>踩 2</span> <span>评论</span></div></div>
<div class='wgt-answers'><h2>其他回答(2)</h2>
<div class='answer'><div class='wgt-replyer'><a>སྒྲོལ་མ།</a> <span>采纳率：60%</span></div><div class='answer-text'>{BO[2]}</div>
<div class='bd-opt'><span>点赞 3</span> <span>踩 0</span> <span>评论</span></div></div>
<div class='answer'><div class='wgt-replyer'><a>ནོར་བུ།</a> <span>采纳率：40%</span></div><div class='answer-text'>{UG[4]}</div>
<div class='bd-opt'><span>点赞 1</span> <span>踩 0</span> <span>评论</span></div></div></div>""",
 [BO[4][:20], BO[5][:20], BO[2][:20], UG[4][:20]],
 ["浏览1205次", "采纳率", "点赞 44", "分享举报", "来自团队"], [])
# ... and in a Tibetan site's words (the engine's classes kept, its tool words Tibetan): read by class
TIBETAN_TOOL_WORDS = {"浏览1205次": "ལྟ་ཐེངས་1205", "关注 8": "དོ་སྣང་ 8", "分享举报": "མཉམ་སྤྱོད། སྙན་ཞུ།",
                      "采纳率：91%": "དང་ལེན་ཚད། 91%", "采纳率：60%": "དང་ལེན་ཚད། 60%", "采纳率：40%": "དང་ལེན་ཚད། 40%",
                      "来自团队：藏文信息": "ཚོགས་པ། བོད་ཡིག"}
bo_markup, bo_stay, _, _ = CASES["zhidao_bo"]
for chinese, tibetan in TIBETAN_TOOL_WORDS.items():
    bo_markup = bo_markup.replace(chinese, tibetan)
CASES["zhidao_bo_words"] = (bo_markup, bo_stay, ["ལྟ་ཐེངས་1205", "དང་ལེན་ཚད།", "ཚོགས་པ། བོད་ཡིག"], [])
# 3 Hupu-like
page("hupu_ug", NAV + f"""
<div class='bbs-post-web'><div class='post-title'><h1 class='name'>كەچلىك مۇنازىرە: قىشلىق چارۋىچىلىق</h1></div>
<div class='bbs-post-web-main'><div class='post-user'><a class='post-user-comp-info-top-name'>ئابدۇللا</a> <span class='post-user-comp-info-top-time'>2024-01-12 20:15</span> <span>发布于新疆</span></div>
<div class='post-content'><div class='thread-content-detail'><p>{UG[1]}</p><p>{UG[0]}</p></div></div>
<div class='post-operate'><span class='post-operate-comp-main-recommend'>推荐 (23)</span> <span class='post-operate-comp-main-reply'>回复</span> <span>收藏</span></div></div>
<div class='post-reply'><div class='post-reply-list-title'>全部回复</div>
<div class='post-reply-list'><div class='post-reply-list-user'><a class='user-name'>مەھمۇت</a> <span class='time'>1楼 · 2024-01-12 20:40</span></div>
<div class='thread-content-detail'><p>{UG[5]}</p></div><div class='todo-list'><span>亮了(15)</span> <span>回复</span></div></div>
<div class='post-reply-list'><div class='post-reply-list-user'><a class='user-name'>زۇلپىيە</a> <span class='time'>2楼 · 2024-01-12 21:02</span></div>
<div class='thread-content-detail'><p>{UG[2]}</p></div><div class='todo-list'><span>亮了(4)</span> <span>回复</span></div></div></div>
<div class='pagination'><a>上一页</a> <a>1</a> <a>2</a> <a>下一页</a></div></div>""",
 [UG[1][:20], UG[0][:20], UG[5][:20], UG[2][:20]],
 ["推荐 (23)", "亮了(15)", "发布于新疆", "全部回复", "下一页", "2楼"], [])
# ... and in a Uyghur site's words: the post's operations row goes by its class ("post-operate")
UYGHUR_TOOL_WORDS = {"推荐 (23)": "تەۋسىيە (23)", "收藏": "ساقلاش", "发布于新疆": "شىنجاڭدىن يوللاندى"}
ug_markup, ug_stay, _, _ = CASES["hupu_ug"]
for chinese, uyghur in UYGHUR_TOOL_WORDS.items():
    ug_markup = ug_markup.replace(chinese, uyghur)
CASES["hupu_ug_words"] = (ug_markup, ug_stay, ["تەۋسىيە (23)", "ساقلاش", "شىنجاڭدىن يوللاندى"], [])
# 4 Hacker News-like
def hn(ind: int, user: str, age: str, text: str) -> str:
    """A Hacker News comment row: its indent, vote arrow, ``span.comhead`` and ``div.commtext``."""
    return f"""<tr class='athing comtr'><td><table><tr><td class='ind' indent='{ind}'><img src='s.gif' height='1' width='{ind*40}'></td>
<td class='votelinks'><a class='clicky'><div class='votearrow' title='upvote'></div></a></td>
<td class='default'><div><span class='comhead'><a class='hnuser'>{user}</a> <span class='age'><a>{age}</a></span> <span class='navs'> | <a>parent</a> | <a>next</a> [–]</span></span></div>
<div class='comment'><div class='commtext c00'>{text}</div><div class='reply reply-item'><p><font size='1'><u><a>reply</a></u></font></p></div></div></td></tr></table></td></tr>"""
page("hn_bo", f"""<center><table id='hnmain'><tr><td><table><tr><td><span class='pagetop'><b class='hnname'><a>Hacker News</a></b> <a>new</a> | <a>past</a> | <a>comments</a> | <a>ask</a> | <a>show</a> | <a>jobs</a> | <a>submit</a></span></td></tr></table></td></tr>
<tr><td><table class='fatitem'><tr class='athing'><td class='title'><span class='titleline'><a>བོད་ཡིག་མཐེབ་གཞོང་གསར་པ།</a> <span class='sitebit comhead'>(<a><span class='sitestr'>example.org</span></a>)</span></span></td></tr>
<tr><td class='subtext'><span class='score'>214 points</span> by <a class='hnuser'>tenzin</a> <span class='age'>5 hours ago</span> | <a>hide</a> | <a>past</a> | <a>favorite</a> | <a>87 comments</a></td></tr></table>
<table class='comment-tree'>{hn(0,'tenzin','5 hours ago',BO[4])}{hn(1,'dolma','4 hours ago',BO[5])}{hn(2,'karim','3 hours ago',UG[4])}{hn(0,'lee','2 hours ago',EN[0])}</table></td></tr>
<tr><td><table><tr><td class='yclinks'><a>Guidelines</a> | <a>FAQ</a> | <a>Lists</a> | <a>API</a> | <a>Security</a> | <a>Legal</a> | <a>Apply to YC</a> | <a>Contact</a></td></tr></table></td></tr></table></center>""",
 [BO[4][:20], BO[5][:20], UG[4][:20], EN[0][:30]],
 ["214 points", "5 hours ago", "parent", "87 comments", "[–]"], [BO[4][:20]])
# 5 Discuz X3.5 mobile, bo
def dzm(n: int, user: str, date: str, text: str) -> str:
    """A Discuz! X3.5 mobile post: ``div.plc``, its ``ul.authi`` floor and date, ``div.message``, reply links."""
    return f"""<div class='plc cl' id='pid{n}'><span class='avatar'><img src='a.png'></span><div class='display pi'>
<ul class='authi'><li class='grey'><em>{n}#</em><b><a>{user}</a></b></li><li class='grey rela'>{date}</li></ul>
<div class='message'>{text}</div></div><div class='mtn replybtn'><a>回复</a> <a>支持</a></div></div>"""
page("discuz_mobile_bo", f"""<header class='header'><div class='nav'><a class='z'>返回</a><span class='name'>བོད་ཀྱི་གླེང་སྟེགས།</span></div></header>
<div class='wp'><div class='view_tit'><em>[གླེང་མོལ།]</em> འབྲོག་པའི་དགུན་ཁའི་འཚོ་བ།</div>
<div class='postlist'>{dzm(1,'ཚེ་རིང་','2024-1-3 09:12',BO[1])}{dzm(2,'པདྨ་','2024-1-3 10:40',BO[0])}{dzm(3,'ལྷ་མོ་','2024-1-3 11:05',BO[3])}</div>
<div class='page'><a>上一页</a><a>1/3</a><a>下一页</a></div>
<div class='fastpost'><textarea placeholder='我也说一句'></textarea><a>发表</a></div>
<div class='footer'><a>登录</a> | <a>注册</a> | <a>电脑版</a> Powered by Discuz!</div></div>""",
 [BO[1][:20], BO[0][:20], BO[3][:20]],
 ["2#", "2024-1-3 10:40", "支持", "1/3", "Powered by Discuz", "电脑版", "我也说一句"], [])
# 6 Douban group topic, zh + ug
page("douban_ug", f"""<div id='db-global-nav'><a>豆瓣</a> <a>读书</a> <a>电影</a> <a>音乐</a> <a>同城</a> <a>小组</a></div>
<div id='content'><h1>قەشقەر تاماقلىرى ھەققىدە</h1><div class='article'>
<div class='topic-doc'><h3><span class='from'>来自: <a>ئايگۈل</a></span> <span class='create-time color-green'>2023-11-02 18:22:05</span> <span class='ip'>新疆</span></h3>
<div class='topic-content'><div class='rich-content topic-richtext'><p>{UG[3]}</p><p>{UG[0]}</p></div></div>
<div class='sns-bar'><a class='lnk-reshare'>转发</a> <a class='react-btn'>赞 (12)</a> <a>收藏 (3)</a></div></div>
<ul class='topic-reply' id='comments'>
<li class='clearfix comment-item reply-item'><div class='user-face'><img></div><div class='reply-doc content'><div class='bg-img-green'><h4><a>مۇرات</a> <span class='pubtime'>2023-11-02 19:01:33 新疆</span></h4></div>
<div class='reply-content'><p>{UG[5]}</p></div><div class='operation_div'><a class='comment-vote'>赞 (5)</a> <a class='lnk-reply'>回应</a></div></div></li>
<li class='clearfix comment-item reply-item'><div class='reply-doc content'><div class='bg-img-green'><h4><a>小林</a> <span class='pubtime'>2023-11-02 20:10:00 北京</span></h4></div>
<div class='reply-quote'><span class='short'>{UG[5][:30]}</span> <span class='pubdate'><a>مۇرات</a></span></div>
<div class='reply-content'><p>{ZH[1]}</p></div><div class='operation_div'><a class='comment-vote'>赞</a> <a class='lnk-reply'>回应</a></div></div></li></ul>
<div class='paginator'><span class='prev'>&lt;前页</span> <span class='thispage'>1</span> <a>2</a> <span class='next'><a>后页&gt;</a></span></div></div>
<div class='aside'><h2>最近小组话题</h2><ul><li><a>南疆旅行攻略</a></li><li><a>烤包子的做法</a></li></ul></div></div>
<div id='footer'>© 2005－2024 douban.com, all rights reserved 北京豆网科技有限公司</div>""",
 [UG[3][:20], UG[0][:20], UG[5][:20], ZH[1][:20]],
 ["2023-11-02 18:22:05", "赞 (12)", "回应", "后页", "最近小组话题", "douban.com", "转发"], [UG[5][:30]])
# 7 Flarum, bo
def fl(user: str, date: str, text: str, likes: str) -> str:
    """A Flarum post: header, ``div.Post-body``, who liked it, its like and reply buttons."""
    return f"""<article class='Post CommentPost'><div class='Post-header'><ul><li class='item-user'><div class='PostUser'><h3><a><span class='username'>{user}</span></a></h3></div></li>
<li class='item-meta'><div class='Dropdown PostMeta'><a class='Dropdown-toggle'><time>{date}</time></a></div></li></ul></div>
<div class='Post-body'><p>{text}</p></div>
<aside class='Post-footer'><ul><li class='item-liked'><div class='Post-likedBy'><a>{likes}</a> liked this.</div></li></ul></aside>
<aside class='Post-actions'><ul><li class='item-like'><button class='Button Button--link'><span class='Button-label'>Like</span></button></li><li class='item-reply'><button class='Button Button--link'><span class='Button-label'>Reply</span></button></li></ul></aside></article>"""
page("flarum_bo", f"""<div id='app' class='App'><header class='App-header'><div class='Header-title'><a>བོད་ཀྱི་གླེང་སྟེགས།</a></div><ul class='Header-controls'><li><button>Search</button></li><li><button>Sign Up</button></li><li><button>Log In</button></li></ul></header>
<main class='App-content'><div class='DiscussionPage'><header class='Hero DiscussionHero'><ul class='DiscussionHero-items'><li class='item-tags'><span class='TagLabel'>སློབ་གསོ།</span></li><li class='item-title'><h1 class='DiscussionHero-title'>ཕྲུག་གུ་ཚོར་བོད་ཡིག་སློབ་ཐབས།</h1></li></ul></header>
<div class='DiscussionPage-stream'><div class='PostStream'>
<div class='PostStream-item' data-index='0'>{fl('dolkar','Jan 3','༄༅། '+BO[2],'tashi')}</div>
<div class='PostStream-item' data-index='1'>{fl('tashi','Jan 4',BO[5],'dolkar')}</div>
<div class='PostStream-item' data-index='2'>{fl('karim','Jan 5',UG[2],'tashi and 2 others')}</div>
<div class='PostStream-item'><article class='Post ReplyPlaceholder'><header class='Post-header'><div class='PostUser'><h3>Write a Reply...</h3></div></header></article></div>
</div></div><nav class='DiscussionPage-nav'><ul><li class='item-controls'><button>Reply</button></li><li class='item-subscription'><button>Follow</button></li><li class='item-scrubber'><div class='Scrubber'><a>Original Post</a><div class='Scrubber-info'><strong>1 of 3</strong><em>Jan 5</em></div><a>Now</a></div></li></ul></nav></div></main></div>""",
 [BO[2][:20], BO[5][:20], UG[2][:20]],
 ["liked this", "Write a Reply", "Original Post", "1 of 3", "Log In", "Follow"], [])
# 8 NodeBB, ug
def nb(i: int, user: str, ago: str, text: str, votes: str) -> str:
    """A NodeBB post: header, ``component=post/content``, reply and quote tools, vote count."""
    return f"""<li component='post' class='' data-index='{i}'><div class='clearfix post-header'><div class='icon pull-left'><a><span class='avatar'>{user[0]}</span></a></div>
<small class='pull-left'><strong><a itemprop='author'>{user}</a></strong> <span class='visible-xs-inline-block'><a class='permalink'><span class='timeago'>{ago}</span></a></span></small></div>
<br><div class='content' component='post/content' itemprop='text'><p>{text}</p></div>
<div class='post-footer'><small class='pull-right'><span class='post-tools'><a component='post/reply' class='no-select'>Reply</a> <a component='post/quote' class='no-select'>Quote</a></span>
<span class='votes'><a component='post/upvote'><i class='fa fa-chevron-up'></i></a> <span component='post/vote-count'>{votes}</span> <a component='post/downvote'><i class='fa fa-chevron-down'></i></a></span></small></div></li>"""
page("nodebb_ug", f"""<nav class='navbar'><a>Categories</a> <a>Recent</a> <a>Tags</a> <a>Popular</a> <a>Users</a> <a>Groups</a> <a>Register</a> <a>Login</a></nav>
<div class='container'><div class='topic'><div class='topic-header'><h1 component='post/header' class='topic-title'><span class='topic-title'>كومپيۇتېردا ئۇيغۇرچە يېزىش</span></h1>
<div class='tags'><a>keyboard</a><a>unicode</a></div><div class='stats'><span class='human-readable-number'>3</span> Posts <span>2</span> Posters <span>127</span> Views</div></div>
<ul component='topic' class='posts'>{nb(0,'alim','2 days ago',UG[4],'2')}{nb(1,'nurgul','2 days ago',UG[5],'1')}{nb(2,'tenzin','a day ago',BO[4],'0')}</ul>
<div class='post-bar'><button component='topic/reply'>Reply</button> <button>Watching</button> <button>Sort by</button></div>
<div component='topic/quickreply/container'><textarea placeholder='Quick reply'></textarea><button>Submit</button></div>
<div class='pagination-block'><span class='pagination-text'>1 out of 3</span></div></div></div>
<footer>Powered by NodeBB | Contributors</footer>""",
 [UG[4][:20], UG[5][:20], BO[4][:20]],
 ["2 days ago", "127", "Quick reply", "Powered by NodeBB", "1 out of 3", "Watching"], [])
# 9 threaded tree, Reddit-like, ug
def rd(depth: int, user: str, pts: str, ago: str, text: str, kids: str = "") -> str:
    """An old-Reddit comment ``div.thing`` with its tagline, ``div.md`` text, button list and child comments."""
    return f"""<div class='thing comment' data-depth='{depth}'><div class='midcol'><div class='arrow up'></div><div class='arrow down'></div></div><div class='entry'>
<p class='tagline'><a class='author'>{user}</a> <span class='score unvoted'>{pts} points</span> <time class='live-timestamp'>{ago}</time></p>
<form class='usertext'><div class='usertext-body'><div class='md'><p>{text}</p></div></div></form>
<ul class='flat-list buttons'><li><a>permalink</a></li><li><a>embed</a></li><li><a>save</a></li><li><a>report</a></li><li><a>reply</a></li></ul></div>{kids}</div>"""
page("reddit_ug", f"""<div id='header'><a>r/Uyghur</a> <a>hot</a> <a>new</a> <a>top</a></div>
<div class='content'><div class='sitetable linklisting'><div class='thing link'><p class='title'><a>قىشتا چارۋا بېقىش</a></p><p class='tagline'>submitted 5 hours ago by <a>aziz</a></p>
<div class='usertext-body'><div class='md'><p>{UG[1]}</p></div></div><ul class='flat-list buttons'><li><a>24 comments</a></li><li><a>share</a></li><li><a>save</a></li><li><a>hide</a></li><li><a>report</a></li></ul></div></div>
<div class='commentarea'><div class='panestack-title'><span class='title'>all 24 comments</span> <span class='menuarea'>sorted by: <a>best</a></span></div>
<div class='sitetable nestedlisting'>{rd(0,'m_ali','12','4 hours ago',UG[0],"<div class='child'><div class='sitetable'>"+rd(1,'zulfiye','7','3 hours ago',UG[5],"<div class='child'><div class='sitetable'>"+rd(2,'dorje','3','2 hours ago',UG[3])+"</div></div>")+"</div></div>")}{rd(0,'kim','2','1 hour ago',UG[2])}</div>
<div class='morechildren'><a>load more comments (18 replies)</a></div></div></div>
<div class='footer'>reddit inc © 2024. all rights reserved</div>""",
 [UG[1][:20], UG[0][:20], UG[5][:20], UG[3][:20], UG[2][:20]],
 ["12 points", "4 hours ago", "permalink", "load more comments", "all 24 comments", "all rights reserved", "24 comments"], [])
# 10 load-more thread, bo, with pagination
page("loadmore_bo", f"""<div class='site-nav'><a>གཙོ་ངོས།</a> <a>གླེང་སྟེགས།</a> <a>ཐོ་འགོད།</a></div>
<div class='thread'><h1 class='thread-title'>ཆུ་ཚོད་ལ་ཚོད་ལྟ།</h1>
<div class='post first-post'><div class='post-meta'><span class='author'>ཆོས་སྐྱིད།</span> <span class='date'>2024-05-02</span></div><div class='post-body'><p>{BO[1]}</p><p>{BO[3]}</p></div></div>
<div class='replies'><div class='reply-count'>ལན་ 12</div>
<div class='reply reply-item'><div class='post-meta'><span class='author'>ཐུབ་བསྟན།</span> <span class='date'>2024-05-02 14:20</span></div><div class='reply-content'><p>{BO[5]}</p></div><div class='reply-actions'><a>ལན་འདེབས།</a> <a>དགའ་པོ། 4</a></div></div>
<div class='reply reply-item'><div class='post-meta'><span class='author'>ئابلىز</span> <span class='date'>2024-05-03 09:10</span></div><div class='reply-content'><p>{BO[2]}</p></div><div class='reply-actions'><a>ལན་འདེབས།</a> <a>དགའ་པོ། 2</a></div></div>
<div class='reply reply-item'><div class='post-meta'><span class='author'>པདྨ།</span> <span class='date'>2024-05-03 11:30</span></div><div class='reply-content'><p>{BO[4]}</p></div><div class='reply-actions'><a>ལན་འདེབས།</a> <a>དགའ་པོ། 1</a></div></div>
<div class='load-more'><button class='load-more-replies'>ལན་གཞན་ 10 ལྟ།</button></div></div>
<div class='pagination'><a>སྔོན་མ།</a> <span>1/2</span> <a>རྗེས་མ།</a></div></div>""",
 [BO[1][:20], BO[3][:20], BO[5][:20], BO[2][:20], BO[4][:20]],
 ["2024-05-02 14:20", "དགའ་པོ། 4", "དགའ་པོ། 2", "ལན་གཞན་ 10 ལྟ", "1/2"], [])
# 10b the same thread in a theme that names each reply ``div.reply`` and its text ``div.reply-body``
_THREAD, *_LINES = CASES["loadmore_bo"]
CASES["loadmore_reply_body_bo"] = (_THREAD.replace("reply reply-item", "reply").replace("reply-content", "reply-body"),
                                   *_LINES)
# Guard pages: ordinary prose in the furniture's words, which must come out whole.
page("guard_prices_zh", f"""<div class='nav'><a>首页</a> <a>财经</a></div><article class='article'><h1>菜市场的一天</h1>
<p>早上七点，菜市场已经热闹起来。卖菜的阿姨说，今天的白菜每斤一块五，比上周便宜了三毛。</p>
<p>她的小店在网上也开了账号，顾客常常给她点赞。她笑着说：“点赞 101 次也不如来买一斤菜。”</p>
<p>隔壁卖水果的小伙子告诉我，他的采纳率：86%，是他在问答网站上回答种菜问题攒下的名声，他觉得这比广告管用。</p>
<p>收摊的时候，阿姨数了数零钱，一边分享今天的收获，一边举报了市场里乱停的三轮车。</p>
<ul><li>白菜 一块五</li><li>萝卜 两块</li><li>土豆 一块八</li></ul>
<p>{BO[0]}</p></article>""",
 ["点赞 101 次也不如", "采纳率：86%，是他", "一边分享今天的收获", "白菜 一块五", BO[0][:20]], [])
page("guard_poem_bo", f"""<div class='nav'><a>གཙོ་ངོས།</a></div><article><h1>སྙན་ངག་ཐུང་ངུ་།</h1>
<p>{BO[3]}</p>
<ul class='poem'><li>སྔོན་མ་ནི་ཁ་བ་ཡིན།</li><li>ད་ལྟ་ནི་ཆུ་ཡིན།</li><li>རྗེས་མ་ནི་སྤྲིན་ཡིན།</li></ul>
<p>ལོ་ལྟར་ཟླ་བ 1/3 ཙམ་ལ་ཁ་བ་བབ་ཀྱི་ཡོད།</p>
<p>{BO[2]}</p></article>""",
 [BO[3][:20], "སྔོན་མ་ནི་ཁ་བ་ཡིན", "རྗེས་མ་ནི་སྤྲིན་ཡིན", "ཟླ་བ 1/3 ཙམ", BO[2][:20]], [])
page("guard_buttons_ug", f"""<div class='nav'><a>باش بەت</a></div><article><h1>تور مۇنازىرىسىدىكى ئەدەپ</h1>
<p>{UG[2]}</p>
<p>«ياقتۇرۇش» ۋە «ئىنكاس» كۇنۇپكىلىرىنى ئىشلىتىشتىن بۇرۇن، يازمىنى تولۇق ئوقۇپ چىقىڭ.</p>
<ol><li>ئالدىنقى يازمىنى ئوقۇڭ.</li><li>كېيىنكى قەدەمدە پىكىر يېزىڭ.</li></ol>
<p>{UG[3]}</p></article>""",
 [UG[2][:20], "ياقتۇرۇش» ۋە", "ئالدىنقى يازمىنى", "كېيىنكى قەدەمدە", UG[3][:20]], [])
page("guard_fraction_zh", f"""<article><h1>分数的读法</h1><p>在数学课上，老师先讲了分数的读法。</p>
<p>1/3</p><p>读作三分之一，表示把一个整体平均分成三份，取其中的一份。</p>
<p>上一页我们学过除法，下一页我们将练习分数的加减。</p>
<p>{ZH[0]}</p></article>""",
 ["读作三分之一", "上一页我们学过除法", ZH[0][:20]], [])
# 15 XenForo 2, ug, a short reply among long ones
def xf(n: int, user: str, date: str, text: str) -> str:
    """A XenForo 2 post: member pane, ``message-attribution`` header (date, share, "#n"), body, action bar."""
    return f"""<article class='message message--post js-post' data-author='{user}' id='js-post-{n}'><div class='message-inner'>
<div class='message-cell message-cell--user'><section class='message-user'><div class='message-avatar'><img></div><div class='message-userDetails'><h4 class='message-name'><a class='username'>{user}</a></h4><h5 class='userTitle message-userTitle'>ئەزا</h5></div>
<div class='message-userExtras'><dl class='pairs pairs--justified'><dt>Joined</dt><dd>Mar 3, 2021</dd></dl><dl class='pairs pairs--justified'><dt>Messages</dt><dd>1,204</dd></dl></div></section></div>
<div class='message-cell message-cell--main'><div class='message-main js-quickEditTarget'><header class='message-attribution message-attribution--split'><ul class='message-attribution-main listInline'><li class='u-concealed'><a><time class='u-dt'>{date}</time></a></li></ul><ul class='message-attribution-opposite listInline'><li><a>Share</a></li><li><a>#{n}</a></li></ul></header>
<div class='message-content js-messageContent'><div class='message-userContent lbContainer js-lbContainer'><article class='message-body js-selectToQuote'><div class='bbWrapper'>{text}</div></article></div></div>
<footer class='message-footer'><div class='message-actionBar actionBar'><div class='actionBar-set actionBar-set--external'><a class='actionBar-action actionBar-action--reaction'>Like</a><a class='actionBar-action actionBar-action--mq'>+ Quote</a><a class='actionBar-action actionBar-action--reply'>Reply</a></div></div></footer></div></div></div></article>"""
page("xenforo2_ug", f"""<div class='p-nav'><a>Forums</a> <a>What's new</a> <a>Members</a> <a>Log in</a> <a>Register</a></div>
<div class='p-body'><div class='p-title'><h1 class='p-title-value'>ئانا تىلىدا ئوقۇش</h1></div><div class='p-description'>Thread starter <a>alim</a> Start date Mar 3, 2024</div>
<div class='block-container lbContainer'><div class='block-body js-replyNewMessageContainer'>
{xf(1,'alim','Mar 3, 2024',UG[2]+'<br><br>'+UG[4])}{xf(2,'nurgul','Mar 3, 2024',UG[5])}{xf(3,'tahir','Mar 4, 2024','ماقۇل، رەھمەت!')}{xf(4,'aygul','Mar 4, 2024',UG[3]+'<br><br>'+UG[0])}
</div></div><div class='block-outer'><div class='pageNav'><a>Prev</a> <a>1</a> <a>2</a> <a>Next</a></div></div>
<form class='js-quickReply'><div class='message-editorWrapper'><textarea placeholder='Write your reply...'></textarea></div><button>Post reply</button></form>
<div class='shareButtons'><span>Share:</span> <a>Facebook</a> <a>Twitter</a> <a>Link</a></div></div>
<footer class='p-footer'>Community platform by XenForo® © 2010-2024 XenForo Ltd.</footer>""",
 [UG[2][:20], UG[4][:20], UG[5][:20], "ماقۇل، رەھمەت!", UG[3][:20], UG[0][:20]],
 ["Joined", "1,204", "Mar 3, 2024", "#1", "#4", "+ Quote", "Write your reply", "XenForo Ltd", "Thread starter", "Share:"], [])

page("guard_forum_story_en", f"""<div class='nav'><a>Home</a> <a>Stories</a></div><article class='post'><h1>A year on the board</h1>
<div class='post-content'><p>{EN[0]}</p>
<p>Thread starter Dawa chose the start date of the reading challenge: the first of March.</p>
<p>In the first week, 3 posts from 2 posters drew 127 views, and by May the thread ran to forty pages.</p>
<p>我点赞了 3 次，也评论了。</p>
<p>{UG[3]}</p></div></article>""",
 ["Thread starter Dawa chose", "3 posts from 2 posters drew 127 views", "我点赞了 3 次，也评论了。", EN[0][:30], UG[3][:20]], [])


@pytest.mark.parametrize("name", [name for name in CASES if not name.startswith("guard_")])
def test_every_post_stays_once_and_the_engine_furniture_goes(name: str) -> None:
    markup, stay, go, once = CASES[name]
    text = auto_text(markup)
    assert [line for line in stay if line not in text] == []
    assert [word for word in go if word in text] == []
    assert [line for line in once if text.count(line) > 1] == []


@pytest.mark.parametrize("name", [name for name in CASES if name.startswith("guard_")])
def test_prose_in_the_furniture_words_stays_whole(name: str) -> None:
    markup, stay, _, _ = CASES[name]
    text = auto_text(markup)
    assert [line for line in stay if line not in text] == []
