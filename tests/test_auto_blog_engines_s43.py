"""Blog engines (session 43): a blog post keeps its text and drops its platform's furniture.

Pages in the markup of Sina Blog (新浪博客), Blogger's Contempo theme, WordPress.com, LiveJournal, Typecho (default and
Handsome), Hexo (NexT, Butterfly, Fluid and Icarus themes), a Chinese WordPress theme's reward box, Hugo PaperMod, Jekyll
minima, Ghost Casper, Substack, Lofter and Tumblr, and the comment widgets bloggers embed (Disqus, Valine, Waline,
Twikoo, Artalk, giscus), some in Tibetan and Uyghur editions whose labels are translated, with our own Tibetan,
Uyghur, Chinese and English post text: the meta lines ("发表于 | 更新于 | 分类于 | 阅读次数"), the reward button (打赏), the post-copyright box
(本文作者/本文链接/版权声明), label and tag rows, post navigation, archive and profile widgets, subscribe boxes and the
widgets' forms and "Powered by" lines go. Guard pages: a post whose prose talks about tags, rewards, copyright and
subscriptions, a post wrapped in a box named as its copyright notice, and a blog's home page of post excerpts (a
listing: the excerpts stay). On the tree before ``blog_engines`` 25 of the 47 pages passed (the 11 guards among them).
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_page

BO = ["ཉིན་གཅིག་ང་རང་ཨ་མ་དང་མཉམ་དུ་རི་བོའི་རྩེ་ལ་འགྲོ་སྐབས། ནམ་མཁའ་སྔོན་པོའི་འོག་ཏུ་འབྲོག་པའི་སྦྲ་ནག་ཁག་ཅིག་མཐོང་ཞིང་། "
      "ཁོ་ཚོས་ང་ཚོར་འོ་མ་དང་ཞོ་གནང་བྱུང་།",
      "ཨ་མས་ང་ལ་ཁོ་མོ་ཆུང་དུས་ཀྱི་ལོ་རྒྱུས་བཤད་བྱུང་། དེ་དུས་སློབ་གྲྭ་མེད་པས་ཁོ་མོས་ནུབ་རེ་བཞིན་མར་མེའི་འོད་ཀྱིས་ཡི་གེ་སྦྱངས་པ་"
      "ཡིན་ཟེར། ང་ཡིད་ལ་དྲན་པ་ཟབ་མོ་བཞག་ཡོད།",
      "ཉི་མ་ནུབ་ཁར་ང་ཚོ་ཕྱིར་ལོག་སྐབས། ས་ཆ་ཡོངས་རྫོགས་གསེར་གྱི་མདོག་ཏུ་གྱུར་ཞིང་། ཨ་མས་ང་ལ་ཁྱོད་ཀྱིས་རིག་གནས་འདི་དག་བརྗེད་"
      "མི་རུང་ཞེས་བཤད།"]
UG = ["ئۆتكەن يازدا مەن بوۋامنىڭ ئۈزۈمزارلىقىغا بېرىپ ئۈچ ھەپتە تۇردۇم، ھەر كۈنى ئەتىگەندە ئۇنىڭ بىلەن بىللە ئېرىقلارنى "
      "تازىلاپ، كۆچەتلەرگە سۇ قۇيدۇق.",
      "بوۋام ماڭا ياشلىق ۋاقتىدىكى كارۋان يوللىرى ھەققىدە ھېكايە سۆزلەپ بەردى، ئۇ چاغدا تۆگىلەر بىلەن قەشقەردىن "
      "خوتەنگىچە يىگىرمە كۈن يول يۈرەتتى.",
      "كەچتە ئائىلىمىزدىكىلەر ھويلىدىكى سۇپىدا ئولتۇرۇپ قوغۇن يېدۇق، بالىلار يۇلتۇزلارنى ساناپ ئويناپ، "
      "چوڭلار كونا ناخشىلارنى ئېيتىشتى."]
ZH = ["去年秋天我第一次到甘南的草原上采访，牧民们在转场之前要把帐篷拆下来，用牦牛驮着走上一整天，孩子们骑在马上唱着歌。",
      "一位老阿妈请我喝酥油茶，她说年轻时一家人冬天住在山谷里，夏天再搬到高处的草场，这样的生活已经延续了好几代人。",
      "回到城里以后，我把录下来的歌谣整理成文字，准备和当地的藏文老师一起翻译，让更多的读者了解这些古老的牧歌。"]
EN = ["The bus to the monastery left at dawn, and by noon we were climbing a road cut into the side of a red cliff, "
      "with prayer flags strung across every bridge we crossed.",
      "An old monk showed us the printing house, where wooden blocks carved three hundred years ago are still inked "
      "by hand and pressed onto long strips of paper.",
      "On the way down the driver stopped at a spring and told us that travellers have filled their bottles there "
      "since before anyone in his village could remember."]


def sina_page(text: list[str]) -> str:
    """A Sina Blog post page: the left column (个人资料, 博文目录, 访客, 好友), the post's title and time, its tag and
    category row, its text, its counters and tools (阅读/评论/收藏/转载/喜欢/打印/举报), its previous/next links and its
    comments' heading."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>博客</title></head><body><div id="sinablogb"><div class="sinabloghead">
<div class="blogtitle"><h1><a href="/u/1">雪域行者的博客</a></h1></div><div class="blognav"><a href="/">首页</a>
<a href="/list">博文目录</a><a href="/pic">图片</a><a href="/profile">关于我</a></div></div>
<div class="SG_colW21 SG_colFirst"><div class="SG_conn" id="module_901"><div class="SG_connHead"><span class="title">
个人资料</span></div><div class="SG_connBody"><div class="info_nm"><strong>雪域行者</strong></div><div class="info_btn1">
<a class="SG_aBtn">加好友</a><a class="SG_aBtn">发纸条</a></div><div class="info_list"><ul class="info_list1">
<li><span class="SG_txtc">博客等级：</span>12</li><li><span class="SG_txtc">博客积分：</span>3021</li></ul><ul class="info_list2">
<li><span class="SG_txtc">博客访问：</span>152,118</li><li><span class="SG_txtc">关注人气：</span>418</li></ul></div></div></div>
<div class="SG_conn" id="module_902"><div class="SG_connHead"><span class="title">博文目录</span></div><div class="SG_connBody">
<ul><li><a href="/c/1">随笔</a>(42)</li><li><a href="/c/2">游记</a>(18)</li></ul></div></div>
<div class="SG_conn" id="module_903"><div class="SG_connHead"><span class="title">访客</span></div><div class="SG_connBody">
<ul><li><a href="/v/1">格桑</a></li><li><a href="/v/2">卓玛</a></li></ul></div></div></div>
<div class="SG_colW73"><div class="SG_conn" id="module_920"><div class="SG_connHead"><span class="title">正文</span>
<span class="edit"><a href="#">字体大小：大 中 小</a></span></div><div class="SG_connBody"><div class="articalTitle">
<h2 class="titName SG_txta">草原上的牧歌</h2><span class="time SG_txtc">(2024-10-02 21:15:08)</span></div>
<div class="articalTag" id="sina_keyword_ad_area"><table><tr><td class="blog_tag"><h3>标签：</h3><a href="/t/1">藏族</a>
<a href="/t/2">草原</a></td><td class="blog_class"><span class="SG_txtb">分类：</span><a href="/c/2">游记</a></td></tr>
</table></div><div class="articalContent newfont_family" id="sina_keyword_ad_area2">{body}</div>
<div class="shareUp"><div class="share SG_txtb">分享：</div></div><div id="share" class="IL"><div class="IL"><span
class="SG_txtb">阅读</span><span id="r_1">(<span>1,203</span>)</span><em class="SG_txtb">┊</em><a href="#comment"
class="SG_txtb">评论</a>(<span>4</span>)<em class="SG_txtb">┊</em><a class="SG_txtb">收藏</a>(0)<em
class="SG_txtb">┊</em><a class="SG_txtb">转载</a>(2)<em class="SG_txtb">┊</em><a class="SG_txtb">喜欢▼</a><em
class="SG_txtb">┊</em><a class="SG_txtb">打印</a><em class="SG_txtb">┊</em><a class="SG_txtb">举报</a></div></div>
<div class="articalfrontback SG_j_linedot1 clearfix" id="new_nextprev_1"><div><span class="SG_txtb">前一篇：</span>
<a href="/a/1">秋天的寺院</a></div><div><span class="SG_txtb">后一篇：</span><a href="/a/3">雪山下的学校</a></div></div>
<div class="allComm"><div class="allCommTit"><div class="SG_floatL"><strong>评论</strong><span>重要提示：警惕虚假中奖信息</span>
</div></div><div class="writeComm"><div class="SG_txtc">发评论</div><textarea id="commentArea"></textarea>
<a class="SG_aBtn">发评论</a></div></div></div></div></div></div></body></html>"""


def blogger_contempo_page(text: list[str]) -> str:
    """A Blogger post in the Contempo theme: the byline and its labels, the share icons, the pager ("Newer Post Older
    Post Home"), the feed link, "No comments:", the Blog Archive and About Me widgets."""
    body = "<br />".join(text)
    return f"""<html><head><title>My journal</title></head><body class="version-1-3-3 variant-indie_light">
<div class="page"><header class="centered-top-container"><div class="Header widget"><h1><a href="/">My journal</a></h1>
</div></header><main class="centered" id="main"><div class="main section"><div class="widget Blog" id="Blog1">
<div class="blog-posts hfeed container"><article class="post-outer-container"><div class="post-outer"><div class="post">
<h3 class="post-title entry-title">A title</h3><div class="post-header"><div class="post-header-line-1"><span
class="byline post-timestamp"><meta content="x"/><a class="timestamp-link" href="/p"><time class="published">
March 03, 2025</time></a></span></div></div><div class="post-body entry-content float-container" id="post-body-1">
{body}</div><div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="byline post-author
vcard"><span class="byline-label">Posted by</span><span class="fn">Dawa Tsering</span></span><span class="byline
post-timestamp">at <a class="timestamp-link">10:14 PM</a></span></div><div class="post-footer-line
post-footer-line-2"><span class="byline post-labels"><span class="byline-label">Labels:</span><a rel="tag">travel</a>,
<a rel="tag">village</a></span></div><div class="post-share-buttons post-share-buttons-bottom"><div class="byline
post-share-buttons goog-inline-block"><a class="goog-inline-block share-button sb-email"><span class="share-button-link-text">
Email This</span></a><a class="share-button sb-blog"><span class="share-button-link-text">BlogThis!</span></a><a
class="share-button sb-twitter"><span class="share-button-link-text">Share to X</span></a><a class="share-button
sb-facebook"><span class="share-button-link-text">Share to Facebook</span></a></div></div></div></div></div>
<section class="comments embed" id="comments"><h3 class="title">No comments:</h3><div class="comment-footer"><a
href="/c">Post a Comment</a></div></section></article></div><div class="blog-pager container" id="blog-pager">
<a class="blog-pager-newer-link" href="/n">Newer Post</a><a class="blog-pager-older-link" href="/o">Older Post</a><a
class="home-link" href="/">Home</a></div><div class="blog-feeds container"><div class="feed-links">Subscribe to:
<a class="feed-link" href="/feeds">Post Comments (Atom)</a></div></div></div></div></main>
<aside class="sidebar-container"><div class="sidebar section"><div class="widget Profile"><h3 class="title">About Me</h3>
<div class="widget-content"><dl class="profile-datablock"><dt class="profile-data"><a class="profile-name-link">Dawa
Tsering</a></dt></dl><a class="profile-link" href="/profile">View my complete profile</a></div></div>
<div class="widget BlogArchive"><h3 class="title">Blog Archive</h3><div class="widget-content"><ul class="hierarchy">
<li class="archivedate"><a href="/2025">2025</a> <span class="post-count">(12)</span></li><li class="archivedate"><a
href="/2024">2024</a> <span class="post-count">(30)</span></li></ul></div></div></div></aside>
<footer class="footer"><div class="Attribution widget">Powered by <a href="https://www.blogger.com">Blogger</a></div>
</footer></div></body></html>"""


def wordpress_com_page(text: list[str]) -> str:
    """A WordPress.com post: its meta line, Jetpack's "Share this:" and "Like this:" boxes, "Related", the
    comment form ("Leave a comment") and the "Blog at WordPress.com." footer with the follow bar."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>Notes</title></head><body class="post-template-default single wp-embed-responsive">
<div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a href="/">Notes from the
plateau</a></p></header><div id="content" class="site-content"><main id="main" class="site-main"><article
class="post type-post status-publish hentry"><header class="entry-header"><h1 class="entry-title">A road to the
monastery</h1><div class="entry-meta"><span class="posted-on">Posted on <a><time class="entry-date published">
March 3, 2025</time></a></span><span class="byline"> by <span class="author vcard"><a>dawa</a></span></span>
<span class="comments-link"><a>Leave a comment</a></span></div></header><div class="entry-content">{body}
<div id="jp-post-flair" class="sharedaddy sd-like-enabled sd-sharing-enabled"><div class="sharedaddy sd-sharing-enabled">
<div class="robots-nocontent sd-block sd-social sd-social-icon-text sd-sharing"><h3 class="sd-title">Share this:</h3>
<div class="sd-content"><ul><li class="share-twitter"><a class="share-twitter sd-button"><span>Twitter</span></a></li>
<li class="share-facebook"><a class="share-facebook sd-button"><span>Facebook</span></a></li></ul></div></div></div>
<div class="sharedaddy sd-block sd-like jetpack-likes-widget-wrapper"><h3 class="sd-title">Like this:</h3><div
class="likes-widget-placeholder post-likes-widget-placeholder"><span class="button"><span>Like</span></span>
<span class="loading">Loading...</span></div></div><div id="jp-relatedposts" class="jp-relatedposts"><h3
class="jp-relatedposts-headline"><em>Related</em></h3></div></div></div><footer class="entry-footer"><span
class="cat-links">Posted in <a rel="category tag">Travel</a></span><span class="tags-links">Tagged <a rel="tag">
monastery</a></span></footer></article><nav class="navigation post-navigation"><h2 class="screen-reader-text">Post
navigation</h2><div class="nav-links"><div class="nav-previous"><a rel="prev"><span class="meta-nav">Previous Post</span>
Spring in the valley</a></div></div></nav><div id="comments" class="comments-area"><div id="respond"
class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a comment</h3><form id="commentform"
class="comment-form"><p class="comment-form-comment"><label>Comment</label><textarea name="comment"></textarea></p>
<p class="form-submit"><input type="submit" value="Post Comment"></p></form></div></div></main></div>
<footer id="colophon" class="site-footer"><div class="site-info"><a href="https://wordpress.com">Blog at
WordPress.com.</a></div></footer></div><div id="actionbar" class="actnbr-pub-twentytwenty"><ul><li class="actnbr-btn
actnbr-hidden"><a class="actnbr-action actbar-follow"><span>Follow</span></a></li></ul></div></body></html>"""


def livejournal_page(text: list[str]) -> str:
    """A LiveJournal entry: its title, author and date, its text, its tags, its previous/next entry controls."""
    body = "<br /><br />".join(text)
    return f"""<html><head><title>lj</title></head><body class="s-schemius"><div class="s-header"><h1><a>tashi_blog</a>
</h1></div><div class="b-singlepost-wrapper"><article class="b-singlepost hentry"><h1 class="b-singlepost-title
entry-title p-name">Notes from Kashgar</h1><div class="b-singlepost-author"><span class="ljuser"><a>tashi_blog</a></span>
</div><p class="b-singlepost-author-date published dt-published">March 3rd, 2025, 10:14 pm</p><article
class="b-singlepost-body entry-content e-content">{body}</article><div class="b-singlepost-tags ljtags">Tags: <a
href="/tag/travel">travel</a>, <a href="/tag/music">music</a></div></article><ul class="b-singlepost-prevnext">
<li class="b-singlepost-prev"><a class="b-controls b-controls-prev" href="/1">Previous Entry</a></li><li
class="b-singlepost-next"><a class="b-controls b-controls-next" href="/3">Next Entry</a></li></ul><div
class="b-singlepost-standout"><span class="b-singlepost-standout-text">Promote this entry</span></div></div>
</body></html>"""


def typecho_page(text: list[str]) -> str:
    """A Typecho post (default theme): its meta list (作者/时间/分类), its text, its tag line, its comment form
    (添加新评论) and its previous/next list."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>博客</title></head><body><header id="header"><div class="site-name"><a class="logo"
href="/">高原笔记</a><p class="description">记录生活</p></div><nav id="nav-menu"><a href="/">首页</a><a href="/about">关于
</a></nav></header><div id="body"><div class="container"><div class="row"><div class="col-mb-12 col-8" id="main">
<article class="post" itemscope itemtype="http://schema.org/BlogPosting"><h1 class="post-title" itemprop="name headline">
<a itemprop="url" href="/a/2">草原上的牧歌</a></h1><ul class="post-meta"><li itemprop="author">作者: <a href="/author/1">
扎西</a></li><li>时间: <time datetime="2024-10-02" itemprop="datePublished">2024-10-02</time></li><li>分类: <a
href="/c/1">游记</a></li></ul><div class="post-content" itemprop="articleBody">{body}</div><p itemprop="keywords"
class="tags">标签: <a href="/tag/1">藏族</a>, <a href="/tag/2">草原</a></p></article><div id="comments"><div
id="respond-post-2" class="respond"><div class="cancel-comment-reply"><a>取消回复</a></div><h3 id="response">添加新评论
</h3><form method="post" id="comment-form" role="form"><p><label for="author" class="required">称呼</label><input
type="text" name="author" id="author" class="text" /></p><p><label for="textarea" class="required">内容</label>
<textarea rows="8" cols="50" name="text" id="textarea" class="textarea"></textarea></p><p><button type="submit"
class="submit">提交评论</button></p></form></div></div><ul class="post-near"><li>上一篇: <a href="/a/1">秋天的寺院</a>
</li><li>下一篇: 没有了</li></ul></div><div class="col-mb-12 col-offset-1 col-3 kit-hidden-tb" id="secondary">
<section class="widget"><h3 class="widget-title">最新文章</h3><ul class="widget-list"><li><a href="/a/1">秋天的寺院</a>
</li></ul></section></div></div></div></div><footer id="footer">&copy; 2024 <a href="/">高原笔记</a>. 由 <a
href="https://typecho.org">Typecho</a> 强力驱动.</footer></body></html>"""


def hexo_next_page(text: list[str], comments: str) -> str:
    """A Hexo post in the NexT theme: its meta line (发表于 | 更新于 | 分类于 | 阅读次数 | 字数统计 | 阅读时长), its text,
    the reward box (打赏), the post-copyright box (本文作者/本文链接/版权声明), the "# tag" row, the post nav, the site
    overview in the sidebar, and ``comments``."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>草原上的牧歌 | 雪域笔记</title></head><body itemscope><div class="headband"></div>
<header class="header" itemscope><div class="header-inner"><div class="site-brand-container"><div class="site-meta">
<a href="/" class="brand"><span class="site-title">雪域笔记</span></a><p class="site-subtitle">行走与记录</p></div></div>
<nav class="site-nav"><ul id="menu" class="main-menu menu"><li class="menu-item menu-item-home"><a href="/">首页</a></li>
<li class="menu-item menu-item-archives"><a href="/archives/">归档</a></li></ul></nav></div></header><main class="main">
<div class="main-inner"><div class="content-wrap"><div class="content post posts-expand"><article itemscope
class="post-block" lang="zh-CN"><header class="post-header"><h1 class="post-title" itemprop="name headline">草原上的牧歌
</h1><div class="post-meta"><span class="post-meta-item"><span class="post-meta-item-text">发表于</span> <time
title="创建时间：2024-10-02 21:15:08" itemprop="dateCreated datePublished">2024-10-02</time></span><span
class="post-meta-item"><span class="post-meta-item-text">更新于</span> <time title="修改时间">2024-10-05</time></span>
<span class="post-meta-item"><span class="post-meta-item-text">分类于</span> <span itemprop="about"><a href="/categories/travel/"
itemprop="url" rel="index"><span itemprop="name">游记</span></a></span></span><span class="post-meta-item"
id="busuanzi_container_page_pv"><span class="post-meta-item-text">阅读次数：</span><span id="busuanzi_value_page_pv">
312</span></span><span class="post-meta-break"></span><span class="post-meta-item" title="本文字数"><span
class="post-meta-item-text">本文字数：</span><span>1.2k</span></span><span class="post-meta-item" title="阅读时长"><span
class="post-meta-item-text">阅读时长 &asymp;</span><span>2 分钟</span></span></div></header><div class="post-body"
itemprop="articleBody">{body}</div><div class="reward-container"><div>请我喝杯酥油茶吧</div><button>打赏</button><div
class="post-reward"><div><img src="/wechat.png" alt="微信支付"><span>微信支付</span></div><div><img src="/ali.png">
<span>支付宝</span></div></div></div><div><ul class="post-copyright"><li class="post-copyright-author"><strong>本文作者：
</strong>扎西</li><li class="post-copyright-link"><strong>本文链接：</strong><a href="https://example.org/2024/10/02/song/"
title="草原上的牧歌">https://example.org/2024/10/02/song/</a></li><li class="post-copyright-license"><strong>版权声明：
</strong>本博客所有文章除特别声明外，均采用 <a href="https://creativecommons.org/licenses/by-nc-sa/4.0/">BY-NC-SA</a>
许可协议。转载请注明出处！</li></ul></div><footer class="post-footer"><div class="post-tags"><a href="/tags/zang/"
rel="tag"># 藏族</a><a href="/tags/caoyuan/" rel="tag"># 草原</a></div><div class="post-nav"><div
class="post-nav-item"><a href="/2024/09/20/temple/" rel="prev" title="秋天的寺院"><i class="fa fa-chevron-left"></i>
秋天的寺院</a></div><div class="post-nav-item"><a href="/2024/10/20/school/" rel="next" title="雪山下的学校">雪山下的学校
<i class="fa fa-chevron-right"></i></a></div></div></footer></article></div></div>{comments}</div>
<div class="toggle sidebar-toggle"></div><aside class="sidebar"><div class="sidebar-inner"><ul class="sidebar-nav
motion-element"><li class="sidebar-nav-toc">文章目录</li><li class="sidebar-nav-overview">站点概览</li></ul><div
class="site-overview-wrap sidebar-panel"><div class="site-author motion-element"><p class="site-author-name"
itemprop="name">扎西</p><div class="site-description" itemprop="description">写一写高原上的日子</div></div><div
class="site-state-wrap motion-element"><nav class="site-state"><div class="site-state-item site-state-posts"><a
href="/archives/"><span class="site-state-item-count">42</span><span class="site-state-item-name">日志</span></a></div>
<div class="site-state-item site-state-tags"><a href="/tags/"><span class="site-state-item-count">18</span><span
class="site-state-item-name">标签</span></a></div></nav></div></div></div></aside></div></main><footer class="footer">
<div class="footer-inner"><div class="copyright">&copy; 2024 <span class="author" itemprop="copyrightHolder">扎西</span>
</div><div class="powered-by">由 <a href="https://hexo.io" class="theme-link" rel="noopener" target="_blank">Hexo</a>
&amp; <a href="https://theme-next.org" class="theme-link" rel="noopener" target="_blank">NexT.Gemini</a> 强力驱动
</div></div></footer></body></html>"""


VALINE = """<div class="comments" id="valine-comments"><div class="vwrap"><div class="vheader item3"><input
name="nick" placeholder="昵称" class="vnick vinput" type="text"><input name="mail" placeholder="邮箱" class="vmail vinput"
type="email"><input name="link" placeholder="网址(http://)" class="vlink vinput" type="text"></div><div class="vedit">
<textarea id="veditor" class="veditor vinput" placeholder="说点什么吧"></textarea></div><div class="vrow"><div class="vcol
vcol-60 status-bar"></div><div class="vcol vcol-40 vctrl text-right"><span title="表情" class="vicon vemoji-btn">表情
</span><span title="预览" class="vicon vpreview-btn">预览</span></div></div><div class="vrow"><div class="vcol vcol-30">
<a title="Markdown is Supported" href="https://segmentfault.com/markdown" target="_blank" class="vicon">MarkDown</a>
</div><div class="vcol vcol-70 text-right"><button type="button" title="Cmd|Ctrl+Enter" class="vsubmit vbtn">提交
</button></div></div></div><div class="vinfo" style="display:block;"><div class="vcount col"><span class="vnum">0</span>
评论</div></div><div class="vcards"></div><div class="vempty" style="display:block;">快来做第一个评论的人吧~</div>
<div class="vpage txt-center"></div><div class="vpower txt-right">Powered By <a href="https://valine.js.org"
target="_blank">Valine</a><br>v1.4.18</div></div>"""

WALINE = """<div class="comments"><div id="waline" class="waline-container"><div data-waline=""><div class="wl-comment">
<div class="wl-panel"><div class="wl-header item3"><div class="wl-header-item"><label for="wl-nick">昵称</label><input
id="wl-nick" class="wl-input wl-nick" name="nick" type="text"></div><div class="wl-header-item"><label
for="wl-mail">邮箱</label><input id="wl-mail" class="wl-input wl-mail" name="mail" type="email"></div></div><textarea
id="wl-edit" class="wl-editor" placeholder="欢迎评论"></textarea><div class="wl-footer"><div class="wl-actions"><a
class="wl-action" title="Markdown 指南">Markdown</a></div><div class="wl-info"><span class="wl-text-number">0 字</span>
<button type="button" class="wl-btn">登录</button><button type="submit" class="primary wl-btn">提交</button></div></div>
</div></div><div class="wl-meta-head"><div class="wl-count"><span>0</span> 评论</div><ul class="wl-sort"><li
class="active">按正序</li><li>按倒序</li><li>按热度</li></ul></div><div class="wl-cards"></div><div class="wl-empty">
来发评论吧~</div><div class="wl-power"> Powered by <a href="https://waline.js.org" target="_blank">Waline</a> v2.15.8
</div></div></div></div>"""

TWIKOO = """<div id="post-comment"><div class="comment-head"><div class="comment-headline"><span> 评论</span></div></div>
<div class="comment-wrap"><div id="twikoo-wrap"><div id="twikoo" class="twikoo"><div class="tk-comments"><div
class="tk-submit"><div class="tk-row"><div class="tk-avatar"></div><div class="tk-col"><div class="tk-meta-input"><div
class="el-input"><div class="el-input-group__prepend">昵称</div><input class="el-input__inner" placeholder="必填"></div>
<div class="el-input"><div class="el-input-group__prepend">邮箱</div><input class="el-input__inner"></div></div><textarea
class="el-textarea__inner" placeholder="请输入内容"></textarea><div class="tk-row actions"><div class="tk-row-actions-start">
<div class="tk-action-icon">表情</div></div><button class="el-button tk-preview">预览</button><button
class="el-button tk-send el-button--primary">发送</button></div></div></div></div><div class="tk-comments-title"><span
class="tk-comments-count">0 条评论</span></div><div class="tk-comments-container"><div class="tk-comments-no">没有评论
</div></div><div class="tk-footer">Powered by <a href="https://twikoo.js.org" target="_blank">Twikoo</a> v1.6.22
</div></div></div></div></div></div>"""

ARTALK = """<div id="Comments" class="artalk atk-dark-mode"><div class="atk-main-editor"><div class="atk-header"><input
name="nick" class="atk-nick" placeholder="昵称"><input name="email" class="atk-email" placeholder="邮箱"><input
name="link" class="atk-link" placeholder="网址 (https://)"></div><div class="atk-textarea-wrap"><textarea
class="atk-textarea" placeholder="来啊，快活啊 ( ゜- ゜)"></textarea></div><div class="atk-bottom"><div
class="atk-plug-btn">表情</div><div class="atk-plug-btn">图片</div><button class="atk-send-btn">发送评论</button></div>
</div><div class="atk-list"><div class="atk-list-header"><div class="atk-comment-count"><div class="atk-text"><span
class="atk-comment-count-num">0</span> 条评论</div></div></div><div class="atk-list-body"><div
class="atk-list-no-comment">无评论</div></div><div class="atk-list-footer"><div class="atk-copyright">Powered By <a
href="https://artalk.js.org" target="_blank">Artalk</a></div></div></div></div>"""

ARTALK_UNNAMED = ARTALK.replace('id="Comments"', 'id="atk"')  # the widget in a box not named as comments
ARTALK_WORDS = ["表情", "图片", "发送评论", "无评论", "条评论", "Artalk"]

GISCUS_UTTERANCES = """<div class="comments"><div class="giscus"><iframe class="giscus-frame" title="Comments"></iframe>
</div><div class="utterances"><iframe class="utterances-frame" title="Comments"></iframe></div><noscript>Please enable
JavaScript to view the comments powered by giscus.</noscript></div>"""


def hexo_butterfly_page(text: list[str]) -> str:
    """A Hexo post in the Butterfly theme: the post info line, the text, the copyright box (文章作者/文章链接/版权声明),
    the tag and share row, the reward button, the prev/next pagination, the author card and archive cards, and a
    Twikoo comment box."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>post</title></head><body><div id="web_bg"></div><div id="body-wrap" class="post">
<header class="post-bg" id="page-header"><nav id="nav"><span id="blog-info"><a href="/"><span class="site-name">
ཤེས་རིག་དྲ་ཐོ།</span></a></span><div id="menus"><div class="menus_items"><div class="menus_item"><a class="site-page"
href="/">Home</a></div><div class="menus_item"><a class="site-page" href="/archives/">Archives</a></div></div></div>
</nav><div id="post-info"><h1 class="post-title">ཨ་མ་དང་མཉམ་དུ་རི་བོར།</h1><div id="post-meta"><div
class="meta-firstline"><span class="post-meta-date"><i class="far fa-calendar-alt fa-fw post-meta-icon"></i><span
class="post-meta-label">发表于</span><time class="post-meta-date-created">2024-08-12</time><span
class="post-meta-separator">|</span><i class="fas fa-history fa-fw post-meta-icon"></i><span
class="post-meta-label">更新于</span><time class="post-meta-date-updated">2024-08-15</time></span><span
class="post-meta-categories"><span class="post-meta-separator">|</span><a class="post-meta-categories"
href="/categories/life/">ཚེ་བ།</a></span></div><div class="meta-secondline"><span class="post-meta-wordcount"><span
class="post-meta-label">字数总计:</span><span class="word-count">1.1k</span><span class="post-meta-separator">|
</span><span class="post-meta-label">阅读时长:</span><span>4分钟</span></span><span class="post-meta-pv-cv"
id=""><span class="post-meta-separator">|</span><span class="post-meta-label">阅读量:</span><span
id="busuanzi_value_page_pv">88</span></span></div></div></div></header><main class="layout" id="content-inner">
<div id="post"><article class="post-content" id="article-container">{body}</article><div class="post-copyright"><div
class="post-copyright__author"><span class="post-copyright-meta">文章作者: </span><span class="post-copyright-info"><a
href="/">བཀྲ་ཤིས།</a></span></div><div class="post-copyright__type"><span class="post-copyright-meta">文章链接: </span>
<span class="post-copyright-info"><a href="/2024/08/12/ama/">https://example.org/2024/08/12/ama/</a></span></div><div
class="post-copyright__notice"><span class="post-copyright-meta">版权声明: </span><span class="post-copyright-info">本博客
所有文章除特别声明外，均采用 <a href="https://creativecommons.org/licenses/by-nc-sa/4.0/">CC BY-NC-SA 4.0</a> 许可协议。
转载请注明来自 <a href="/">ཤེས་རིག་དྲ་ཐོ།</a>！</span></div></div><div class="tag_share"><div class="post-meta__tag-list">
<a class="post-meta__tags" href="/tags/ama/">ཨ་མ།</a><a class="post-meta__tags" href="/tags/ri/">རི་བོ།</a></div><div
class="post_share"><div class="social-share"></div></div></div><div class="post-reward"><div class="reward-button"><i
class="fas fa-qrcode"></i> 打赏</div><div class="reward-main"><ul class="reward-all"><li class="reward-item"><img
class="post-qr-code-img" src="/wx.png" alt="微信"><div class="post-qr-code-desc">微信</div></li><li class="reward-item">
<img class="post-qr-code-img" src="/ali.png" alt="支付宝"><div class="post-qr-code-desc">支付宝</div></li></ul></div>
</div><nav class="pagination-post" id="pagination"><div class="prev-post pull-left"><a href="/2024/07/01/lake/"><div
class="pagination-info"><div class="label">上一篇</div><div class="prev_info">མཚོ་སྔོན་པོའི་འགྲམ་དུ།</div></div></a></div>
<div class="next-post pull-right"><a href="/2024/09/01/school/"><div class="pagination-info"><div class="label">下一篇
</div><div class="next_info">སློབ་གྲྭ་གསར་པ།</div></div></a></div></nav>{TWIKOO}</div><div class="aside-content"
id="aside-content"><div class="card-widget card-info"><div class="is-center"><div class="author-info__name">བཀྲ་ཤིས།
</div><div class="author-info__description">བོད་ཀྱི་རིག་གནས་སྐོར་གྱི་དྲ་ཐོ།</div></div><div class="card-info-data
site-data is-center"><a href="/archives/"><div class="headline">文章</div><div class="length-num">24</div></a><a
href="/tags/"><div class="headline">标签</div><div class="length-num">12</div></a></div><a id="card-info-btn"
href="https://github.com/x"><i class="fab fa-github"></i><span>Follow Me</span></a></div><div class="card-widget
card-archives"><div class="item-headline"><span>归档</span></div><ul class="card-archive-list"><li
class="card-archive-list-item"><a class="card-archive-list-link" href="/archives/2024/08/"><span
class="card-archive-list-date">八月 2024</span><span class="card-archive-list-count">3</span></a></li></ul></div>
</div></main><footer id="footer"><div id="footer-wrap"><div class="copyright">&copy;2024 By བཀྲ་ཤིས།</div><div
class="framework-info"><span>框架 </span><a href="https://hexo.io">Hexo</a><span class="footer-separator">|</span>
<span>主题 </span><a href="https://github.com/jerryc127/hexo-theme-butterfly">Butterfly</a></div></div></footer>
</div></body></html>"""


def papermod_page(text: list[str]) -> str:
    """A Hugo PaperMod post: its meta line (date · reading time · author), its text, its tags, its prev/next nav and
    its "Share on" buttons."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html dir="rtl"><head><title>post</title></head><body class="list" id="top"><header class="header"><nav
class="nav"><div class="logo"><a href="/" accesskey="h" title="مېنىڭ خاتىرەم">مېنىڭ خاتىرەم</a></div><ul id="menu"><li>
<a href="/posts/"><span>يازمىلار</span></a></li><li><a href="/tags/"><span>خەتكۈچلەر</span></a></li></ul></nav></header>
<main class="main"><article class="post-single"><header class="post-header"><div class="breadcrumbs"><a href="/">باش
بەت</a>&nbsp;»&nbsp;<a href="/posts/">يازمىلار</a></div><h1 class="post-title entry-hint-parent">ئۈزۈمزارلىقتىكى
ياز</h1><div class="post-meta"><span title="2024-07-20 00:00:00 +0000 UTC">July 20, 2024</span>&nbsp;·&nbsp;3 min
&nbsp;·&nbsp;ئابدۇللا</div></header><div class="post-content">{body}</div><footer class="post-footer"><ul
class="post-tags"><li><a href="/tags/family/">ئائىلە</a></li><li><a href="/tags/summer/">ياز</a></li></ul><nav
class="paginav"><a class="prev" href="/posts/spring/"><span class="title">« Prev</span><br><span>باھار كەلدى</span></a>
<a class="next" href="/posts/autumn/"><span class="title">Next »</span><br><span>كۈز ھوسۇلى</span></a></nav><ul
class="share-buttons"><li><a target="_blank" rel="noopener noreferrer" aria-label="share on x" href="https://x.com/intent">
<svg viewBox="0 0 512 512"></svg></a></li></ul></footer></article></main><footer class="footer"><span>&copy; 2024 <a
href="/">مېنىڭ خاتىرەم</a></span> · <span>Powered by <a href="https://gohugo.io/">Hugo</a> &amp; <a
href="https://github.com/adityatelange/hugo-PaperMod/">PaperMod</a></span></footer></body></html>"""


def minima_page(text: list[str]) -> str:
    """A Jekyll minima post: its title, its meta line (date • author), its text, the Disqus box's noscript line and
    the footer's three columns."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>post</title></head><body><header class="site-header"><div class="wrapper"><a
class="site-title" rel="author" href="/">ལོ་རྒྱུས་དྲ་ཐོ།</a><nav class="site-nav"><div class="trigger"><a
class="page-link" href="/about/">About</a></div></nav></div></header><main class="page-content" aria-label="Content"><div
class="wrapper"><article class="post h-entry" itemscope itemtype="http://schema.org/BlogPosting"><header
class="post-header"><h1 class="post-title p-name" itemprop="name headline">ཨ་མ་དང་མཉམ་དུ།</h1><p class="post-meta"><time
class="dt-published" datetime="2024-08-12T10:00:00+08:00" itemprop="datePublished">Aug 12, 2024</time> • <span
itemprop="author" itemscope itemtype="http://schema.org/Person"><span class="p-author h-card" itemprop="name">བཀྲ་ཤིས།
</span></span></p></header><div class="post-content e-content" itemprop="articleBody">{body}</div><div
id="disqus_thread"></div><noscript>Please enable JavaScript to view the <a href="https://disqus.com/?ref_noscript"
rel="nofollow">comments powered by Disqus.</a></noscript><a class="u-url" href="/2024/08/12/ama.html" hidden></a>
</article></div></main><footer class="site-footer h-card"><data class="u-url" href="/"></data><div class="wrapper"><h2
class="footer-heading">ལོ་རྒྱུས་དྲ་ཐོ།</h2><div class="footer-col-wrapper"><div class="footer-col footer-col-1"><ul
class="contact-list"><li class="p-name">བཀྲ་ཤིས།</li><li><a class="u-email" href="mailto:t@example.org">t@example.org</a>
</li></ul></div><div class="footer-col footer-col-3"><p>Write an awesome description for your new site here.</p></div>
</div></div></footer></body></html>"""


def casper_page(text: list[str]) -> str:
    """A Ghost Casper post: its tag, title, excerpt, byline (author, date, "4 min read"), its text, the footer's
    "Sign up for more like this." box and the "Read more" cards."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>post</title></head><body class="post-template"><div class="viewport"><header
id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><div class="gh-head-brand"><a class="gh-head-logo"
href="/">Plateau Letters</a></div><nav class="gh-head-menu"><ul class="nav"><li class="nav-home"><a href="/">Home</a>
</li><li class="nav-about"><a href="/about/">About</a></li></ul></nav><div class="gh-head-actions"><a class="gh-head-button"
href="#/portal/signup">Subscribe</a></div></div></header><div class="site-content"><main id="site-main"
class="site-main"><article class="article post tag-travel"><header class="article-header gh-canvas"><div
class="article-tag post-card-tags"><span class="post-card-primary-tag"><a href="/tag/travel/">Travel</a></span></div>
<h1 class="article-title">The printing house</h1><p class="article-excerpt">A day at a monastery in the hills.</p><div
class="article-byline"><section class="article-byline-content"><ul class="author-list"><li class="author-list-item"><a
href="/author/dawa/" class="author-avatar"><img class="author-profile-image" src="/a.jpg" alt="Dawa"></a></li></ul><div
class="article-byline-meta"><h4 class="author-name"><a href="/author/dawa/">Dawa</a></h4><div
class="byline-meta-content"><time class="byline-meta-date" datetime="2025-03-03">Mar 3, 2025</time><span
class="byline-reading-time"><span class="bull">&bull;</span> 4 min read</span></div></div></section></div></header>
<section class="gh-content gh-canvas">{body}</section></article></main><section class="footer-cta outer"><div
class="inner"><h2 class="footer-cta-title">Sign up for more like this.</h2><a class="footer-cta-button"
href="#/portal"><div class="footer-cta-input">Enter your email</div><span>Subscribe</span></a></div></section><aside
class="read-more-wrap outer"><div class="read-more inner"><article class="post-card post"><a class="post-card-image-link"
href="/spring/"><img class="post-card-image" src="/s.jpg" alt="x"></a><div class="post-card-content"><a
class="post-card-content-link" href="/spring/"><header class="post-card-header"><div class="post-card-tags"><span
class="post-card-primary-tag">Travel</span></div><h2 class="post-card-title">Spring in the valley</h2></header><div
class="post-card-excerpt">The rivers ran high that week and the ferry stopped for three days.</div></a><footer
class="post-card-meta"><time class="post-card-meta-date">Feb 2, 2025</time><span class="post-card-meta-length">3 min
read</span></footer></div></article></div></aside></div><footer class="site-footer outer"><div class="inner"><section
class="copyright"><a href="/">Plateau Letters</a> &copy; 2025</section><div class="gh-powered-by"><a
href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer></div></body></html>"""


def substack_page(text: list[str]) -> str:
    """A Substack post: its title, subtitle and byline, its like/comment/share row, its text, the subscription widget
    ("Thanks for reading ... Subscribe for free") and the post footer's row and "Ready for more?" box."""
    body = "".join(f"<p>{p}</p>" for p in text)
    ufi = """<div class="post-ufi"><div class="like-button-container post-ufi-button"><a class="post-ufi-button
style-button"><div class="label">12</div></a></div><a class="post-ufi-button style-button post-ufi-comment-button"
href="/p/x/comments"><div class="label">4</div></a><a class="post-ufi-button style-button"><div class="label">Share
</div></a></div>"""
    return f"""<html><head><title>post</title></head><body><div id="entry"><div class="main-menu"><div
class="navbar-title"><a href="/">Tashi's Letters</a></div><button class="button subscribe-btn">Subscribe</button><a
class="sign-in-link">Sign in</a></div><div class="container"><article class="typography newsletter-post post"><div
class="post-header"><h1 class="post-title published">Notes from Kashgar</h1><h3 class="subtitle">Letters about
roads, songs and families</h3><div class="post-meta-wrap"><div class="post-meta"><div class="profile-hover-card-target">
<a href="/profile">Tashi Dorje</a></div><div class="post-date">Mar 03, 2025</div></div>{ufi}</div></div><div
class="available-content"><div dir="auto" class="body markup">{body}<div class="subscription-widget-wrap-editor"><div
class="subscription-widget show-subscribe"><div class="preamble"><p>Thanks for reading Tashi's Letters! Subscribe for
free to receive new posts and support my work.</p></div><form class="subscription-widget-subscribe"><input type="email"
class="email-input" name="email" placeholder="Type your email…"><input type="submit" class="button primary"
value="Subscribe"></form></div></div></div></div><div class="post-footer">{ufi}</div></article><div
class="visibility-check"></div><div class="single-post-section"><div class="container"><div class="subscribe-footer">
<h2 class="header">Ready for more?</h2><form class="subscription-widget-subscribe"><input type="email"
placeholder="Type your email…"><input type="submit" value="Subscribe"></form></div></div></div></div><div
class="footer-wrap"><div class="footer"><div class="footer-terms">&copy; 2025 Tashi Dorje · <a>Privacy</a> · <a>Terms</a>
</div><div class="footer-substack-cta">Substack is the home for great culture</div></div></div></div></body></html>"""


def lofter_page(text: list[str]) -> str:
    """A Lofter post: its title and text, its date, its notes count ("123 热度") and comment count, its tags, and
    the blog's description beside."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>lofter</title></head><body><div class="g-hd"><div class="m-hd"><h1><a href="/">雪域
行者</a></h1><div class="m-desc">一个写游记的人</div></div></div><div class="g-bd"><div class="g-mn"><div class="m-post
m-post-txt"><div class="ct"><div class="ctc box"><h2><a href="/post/1">草原上的牧歌</a></h2><div class="txtcont">{body}
</div></div><div class="info box"><a class="date" href="/post/1">10/02</a><a class="hot" href="/post/1#notes">123 热度</a>
<a class="comment" href="/post/1#cmt">评论(4)</a></div><div class="tag"><a href="/tag/藏族">#藏族</a><a
href="/tag/草原">#草原</a></div></div></div><div class="m-pager"><a class="prev" href="/post/0">上一篇</a><a
class="next" href="/post/2">下一篇</a></div></div></div><div class="g-ft">&copy; 雪域行者 | Powered by LOFTER</div>
</body></html>"""


def tumblr_page(text: list[str]) -> str:
    """A Tumblr text post: its title, text, its footer (date, notes count, reblog and like buttons) and its tags."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>tumblr</title></head><body><header id="header"><h1 class="blog-title"><a href="/">
plateau-notes</a></h1><div class="description">roads and songs</div></header><section id="posts"><article class="post
text" id="post-1"><div class="post-wrapper"><div class="post-content"><h2 class="title">The printing house</h2><div
class="body-text">{body}</div></div><footer class="post-footer"><div class="post-meta"><a class="post-date"
href="/post/1">Mar 3rd, 2025</a><a class="post-notes" href="/post/1#notes">42 notes</a><a class="reblog-button"
href="/reblog/1">Reblog</a><div class="like_button"><span>Like</span></div></div><div class="tags"><a class="tag"
href="/tagged/travel">#travel</a><a class="tag" href="/tagged/tibet">#tibet</a></div></footer></div></article>
</section><nav id="pagination"><a class="next" href="/page/2">Older posts</a></nav></body></html>"""


def hexo_listing_page(excerpts: list[str]) -> str:
    """A Hexo NexT home page: several posts, each its title, its meta line, its excerpt and its "阅读全文" button."""
    posts = "".join(f"""<article itemscope class="post-block"><header class="post-header"><h2 class="post-title"><a
href="/p/{n}/" class="post-title-link">{title}</a></h2><div class="post-meta"><span class="post-meta-item"><span
class="post-meta-item-text">发表于</span> <time>2024-10-0{n + 1}</time></span><span class="post-meta-item"><span
class="post-meta-item-text">分类于</span> <a href="/categories/travel/">游记</a></span></div></header><div
class="post-body"><p>{excerpt}</p><div class="post-button"><a class="btn" href="/p/{n}/#more" rel="contents">阅读全文
&raquo;</a></div></div><footer class="post-footer"><div class="post-eof"></div></footer></article>"""
                    for n, (title, excerpt) in enumerate(zip(["草原上的牧歌", "秋天的寺院", "雪山下的学校"], excerpts)))
    return f"""<html><head><title>雪域笔记</title></head><body><header class="header"><div class="site-meta"><a href="/"
class="brand"><span class="site-title">雪域笔记</span></a></div><nav class="site-nav"><ul class="main-menu menu"><li
class="menu-item"><a href="/">首页</a></li><li class="menu-item"><a href="/archives/">归档</a></li></ul></nav></header>
<main class="main"><div class="content index posts-expand">{posts}</div><nav class="pagination"><span
class="page-number current">1</span><a class="page-number" href="/page/2/">2</a><a class="extend next" rel="next"
href="/page/2/">下一页</a></nav></main></body></html>"""


def blogger_home_page(excerpts: list[str]) -> str:
    """A Blogger home page in Contempo: three posts, each its title, snippet, byline, labels and "Read more"."""
    posts = "".join(f"""<article class="post-outer-container"><div class="post-outer"><div class="post"><h3
class="post-title entry-title"><a href="/p/{n}.html">{title}</a></h3><div class="post-header"><span class="byline
post-timestamp"><time class="published">March 0{n + 1}, 2025</time></span></div><div class="container post-body
entry-content" id="post-snippet-{n}"><div class="snippet-container r-snippet-container"><div class="snippet-item
r-snippetized">{excerpt}</div></div></div><div class="jump-link flat-button"><a class="r-snippetized"
href="/p/{n}.html">Read more »</a></div><div class="post-footer"><span class="byline post-labels"><span
class="byline-label">Labels:</span><a rel="tag">travel</a></span></div></div></div></article>"""
                    for n, (title, excerpt) in enumerate(zip(["The bus at dawn", "The printing house", "The spring"],
                                                             excerpts)))
    return f"""<html><head><title>My journal</title></head><body class="version-1-3-3"><div class="page"><header
class="centered-top-container"><div class="Header widget"><h1><a href="/">My journal</a></h1></div></header><main
class="centered" id="main"><div class="main section"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed
container">{posts}</div><div class="blog-pager container" id="blog-pager"><a class="blog-pager-older-link"
href="/search?updated-max=x">More posts</a></div><div class="blog-feeds container"><div class="feed-links">Subscribe to:
<a class="feed-link" href="/feeds">Posts (Atom)</a></div></div></div></div></main></div></body></html>"""


def relabel(markup: str, labels: dict[str, str]) -> str:
    """``markup`` with its engine's labels put in another language (``labels``: the label, its translation), as the
    Tibetan and Uyghur editions of a template print them: the classes stay, the words change."""
    for label in sorted(labels, key=len, reverse=True):
        markup = markup.replace(label, labels[label])
    return markup


# Sina Blog's labels in a Tibetan edition (our own wording)
SINA_BO_LABELS = {"个人资料": "ངོ་སྤྲོད།", "博文目录": "རྩོམ་ཡིག་དཀར་ཆག", "访客": "མགྲོན་པོ།", "正文": "གཞུང་།",
                  "字体大小：大 中 小": "ཡིག་གཟུགས། ཆེ། འབྲིང་། ཆུང་།", "标签：": "ཁ་བྱང་།", "分类：": "རིགས།",
                  "前一篇：": "སྔོན་མ།", "后一篇：": "རྗེས་མ།", "重要提示：警惕虚假中奖信息": "གསལ་བརྡ། རྫུན་མའི་བྱ་དགའི་ཆ་འཕྲིན་ལ་ཟོན་བྱོས།",
                  "发评论": "དཔྱད་བརྗོད་འགོད།", "博客等级：": "རིམ་པ།", "博客积分：": "སྐར་གྲངས།", "博客访问：": "ལྟ་ཐེངས།",
                  "关注人气：": "དོ་སྣང་།", "加好友": "གྲོགས་པོ་སྣོན།", "发纸条": "འཕྲིན་ཐུང་།"}
# Hexo NexT's labels in a Tibetan edition
HEXO_BO_LABELS = {"发表于": "འགྲེམས་དུས།", "更新于": "གསར་བཅོས།", "分类于": "རིགས་སུ།", "阅读次数：": "ཀློག་ཐེངས།",
                  "本文字数：": "ཡིག་འབྲུའི་གྲངས།", "阅读时长": "ཀློག་དུས།", "请我喝杯酥油茶吧": "ང་ལ་ཇ་ཞིག་འབུལ་རོགས།",
                  "打赏": "ཞལ་འདེབས།", "微信支付": "སྐད་འཕྲིན་གྱིས་སྤྲོད།", "支付宝": "དངུལ་སྤྲོད་རིན་ཆེན།",
                  "本文作者：": "རྩོམ་པ་པོ།", "本文链接：": "དྲ་ཐག", "版权声明：": "པར་དབང་གསལ་བསྒྲགས།",
                  "本博客所有文章除特别声明外，均采用": "དྲ་ཐོ་འདིའི་རྩོམ་ཡིག་ཚང་མར་", "许可协议。转载请注明出处！": "ཆོག་མཆན་སྤྱད་ཡོད།"}
# LiveJournal's labels in a Uyghur edition
LIVEJOURNAL_UG_LABELS = {"Previous Entry": "ئالدىنقى يازما", "Next Entry": "كېيىنكى يازما", "Tags:": "خەتكۈچلەر:",
                         "Promote this entry": "بۇ يازمىنى تەشۋىق قىلىش"}
# Blogger's gadgets in a layout column of <div>s (the Simple and Awesome Inc. themes), no <aside>: popular posts with
# their snippets, a featured post's summary, the label cloud, the followers
BLOGGER_GADGETS = """<div class="widget PopularPosts" id="PopularPosts1"><h3 class="title">Popular Posts</h3><div
class="widget-content popular-posts"><ul><li><div class="item-content"><div class="item-title"><a href="/p/9.html">Winter
in the valley</a></div><div class="item-snippet">The first snow came in October and the school closed for two weeks
while the road was cleared by the villagers.</div></div></li><li><div class="item-content"><div class="item-title"><a
href="/p/8.html">The mill</a></div><div class="item-snippet">My grandfather built the mill by the river with his
brothers, and it still grinds barley for the whole village every autumn.</div></div></li></ul></div></div><div
class="widget FeaturedPost" id="FeaturedPost1"><h3 class="title">Featured post</h3><div class="post-summary"><h3><a
href="/p/7.html">Songs of the herders</a></h3><p>Every summer the herders sing while they move their yaks to the high
pastures, and I recorded twenty of their songs last year.</p></div></div><div class="widget Label" id="Label1"><h3
class="title">Labels</h3><div class="widget-content cloud-label-widget-content"><span class="label-size"><a
class="label-name" href="/search/label/travel">travel</a><span class="label-count">12</span></span></div></div><div
class="widget Followers"><h3 class="title">Followers</h3></div>"""
BLOGGER_GADGET_WORDS = ["Popular Posts", "Winter", "first snow", "grandfather", "Featured post", "herders", "Labels",
                        "Followers", "Blog Archive", "About Me"]


def blogger_column_page(text: list[str]) -> str:
    """``blogger_contempo_page`` with its gadgets (``BLOGGER_GADGETS`` too) in a column of ``<div>``s."""
    return blogger_contempo_page(text).replace(
        '<aside class="sidebar-container"><div class="sidebar section">',
        f'<div class="column-right-outer"><div class="section" id="sidebar-right-1">{BLOGGER_GADGETS}').replace(
        "</div></aside>", "</div></div>")


def hexo_wrapped_page(text: list[str]) -> str:
    """A Hexo theme wrapping the whole post, its body and its notices, in a box named "post-copyright"."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>post</title></head><body><main><div class="post-copyright"><h1 class="post-title">
草原上的牧歌</h1><div class="post-body">{body}</div></div><div class="post-nav"><a rel="prev" href="/1">秋天的寺院</a>
</div></main></body></html>"""


# Other Hexo themes' notice boxes after the post: Fluid's licence box and its prev/next row, NexT's "follow me" box,
# Icarus' licensing box and its post navigation
FLUID_NOTICES = """<hr><div><div class="post-metas my-3"><div class="post-meta mr-3 d-flex align-items-center"><i
class="iconfont icon-category"></i><span class="category-chains"><a href="/categories/travel/" class="category-chain-item">游记</a></span></div><div
class="post-meta"><i class="iconfont icon-tags"></i><a href="/tags/x/">#藏族</a></div></div><div class="license-box
my-3"><div class="license-title"><div>草原上的牧歌</div><div>https://example.org/2024/10/02/song/</div></div><div
class="license-meta"><div class="license-meta-item"><div>作者</div><div>扎西</div></div><div class="license-meta-item
license-meta-date"><div>发布于</div><div>2024年10月2日</div></div><div class="license-meta-item"><div>许可协议</div><div><a
rel="nofollow" href="https://creativecommons.org/licenses/by/4.0/"><span class="hint--top hint--rounded"
aria-label="BY - 署名">BY</span></a></div></div></div><div class="license-icon iconfont"></div></div><div
class="post-prevnext my-3"><article class="post-prev col-6"><a href="/2024/09/20/temple/" title="秋天的寺院"><i
class="iconfont icon-arrowleft"></i><span class="hidden-mobile">秋天的寺院</span><span class="visible-mobile">上一篇</span></a></article><article
class="post-next col-6"><a href="/2024/10/20/school/" title="雪山下的学校"><span class="hidden-mobile">雪山下的学校</span><span
class="visible-mobile">下一篇</span><i class="iconfont icon-arrowright"></i></a></article></div></div>"""
NEXT_FOLLOW_NOTICE = """<div class="followme"><span>欢迎关注我的其它发布渠道</span><div class="social-list"><div
class="social-item"><a target="_blank" class="social-link" href="/atom.xml"><span class="icon"><i class="fa
fa-rss"></i></span><span class="label">RSS</span></a></div></div></div>"""
ICARUS_NOTICES = """<div class="article-licensing box"><div class="licensing-title"><p>草原上的牧歌</p><p><a
href="https://example.org/song/">https://example.org/song/</a></p></div><div class="licensing-meta level
is-mobile"><div class="level-left"><div class="level-item is-narrow"><div><h6>作者</h6><p>扎西</p></div></div><div
class="level-item is-narrow"><div><h6>发布于</h6><p>2024-10-02</p></div></div><div class="level-item is-narrow"><div><h6>许可协议</h6><p><a
class="icons" rel="noopener" target="_blank" title="Creative Commons" href="https://creativecommons.org/"><i
class="icon fab fa-creative-commons"></i></a></p></div></div></div></div></div><div class="card"><nav
class="post-navigation mt-4 level is-mobile"><div class="level-start"><a class="article-nav-prev level
level-item link-muted" href="/school/"><i class="level-item fas fa-chevron-left"></i><span class="level-item">雪山下的学校</span></a></div></nav></div>"""


def hexo_theme_page(text: list[str], notices: str) -> str:
    """A Hexo post in a theme of a Markdown body box (Fluid, Icarus): its heading, its text, ``notices`` after it."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>p</title></head><body><header><nav><a href="/">首页</a><a href="/archives/">归档</a></nav>
</header><main><div class="post-content"><h1 id="seo-header">草原上的牧歌</h1><article class="post-content mx-auto"><div
class="markdown-body">{body}</div>{notices}</article></div></main><footer><div class="footer-inner">Powered by Hexo</div>
</footer></body></html>"""


# A Chinese WordPress theme's reward box (赞赏) and Typecho Handsome's meta list, reward box and foot row
ENTRY_REWARD = """<div class="entry-reward"><div class="reward-title">如果觉得我的文章对您有用，请随意赞赏。您的支持将鼓励我继续创作！</div><a
class="reward-btn" href="#">赏</a><div class="reward-qrcode"><img src="/wx.png"><p>微信扫一扫</p></div></div>"""
HANDSOME_NOTICES = """<div class="post-meta wrapper-lg"><ul class="entry-meta"><li><i class="fontello
fontello-user"></i>扎西</li><li>2024 年 10 月 02 日</li><li>1203 次浏览</li><li>4 条评论</li><li>2356 字数</li><li>分类: 游记</li></ul></div><div
class="support-author"><button class="btn btn-pay btn-danger btn-rounded">赞赏</button><div class="mt20
text-center article__reward-info"><span class="mr10">作者：扎西</span><span>如果觉得文章对你有帮助，可以请作者喝杯咖啡~</span></div></div><div
class="show-foot"><div class="notebook"><i class="fontello fontello-clock-o"></i><span>最后修改：2024 年 10 月 05 日</span></div><div
class="copyright" data-toggle="tooltip" data-html="true" data-original-title="转载请联系作者获得授权，并注明转载地址"><span>© 允许规范转载</span></div></div>"""


def wordpress_cn_page(text: list[str], notices: str) -> str:
    """A Chinese WordPress or Typecho theme's post: its heading, its text, ``notices`` after it."""
    body = "".join(f"<p>{p}</p>" for p in text)
    return f"""<html><head><title>p</title></head><body><header><nav><a href="/">首页</a><a href="/archives/">归档</a></nav>
</header><div id="content"><article class="post"><h1 class="entry-title">草原上的牧歌</h1><div class="entry-content">{body}
</div>{notices}</article></div><footer><div class="footer-inner">Powered by WordPress</div></footer></body></html>"""


# prose about the engines' own words: tags, rewards, copyright, subscriptions (a guard's text: it stays whole)
ZH_ABOUT = ["很多朋友问我博客文章底部的版权声明应该怎么写，我的建议是写清楚转载时要注明作者和原文链接，并说明是否允许商业使用。",
            "至于打赏按钮，我觉得它只是读者表达感谢的一种方式，真正重要的还是坚持写作，把每一篇文章写得认真、写得真诚。",
            "给文章加标签的时候，不要一次加太多，三到五个能概括主题的标签就足够了，这样读者按标签浏览时才更容易找到。"]
EN_ABOUT = ["Several readers asked why I moved my newsletter away from paid subscriptions, and the honest answer is that "
            "I wanted every letter to reach the people in the villages I write about.",
            "The tags on each post are there for my own archive more than for anyone else: I use them to find the songs "
            "I recorded in the same valley across different years.",
            "If you quote these letters, please keep my name and a link to the original post; the copyright stays with me "
            "but I am glad when the songs travel further."]

PAGES: dict[str, tuple[str, list[str], list[str]]] = {
    "sina_zh": (sina_page(ZH), ZH, ["个人资料", "博文目录", "博客等级", "标签：", "分类：", "阅读", "收藏", "转载", "打印",
                                    "举报", "前一篇", "后一篇", "发评论", "重要提示", "(2024-10-02 21:15:08)"]),
    "sina_bo": (sina_page(BO), BO, ["个人资料", "博文目录", "标签：", "分类：", "举报", "前一篇", "后一篇", "访客",
                                    "字体大小"]),
    "blogger_contempo_ug": (blogger_contempo_page(UG), UG, ["Posted by", "Labels:", "Share to X", "BlogThis!",
                                                            "Newer Post", "Older Post", "Subscribe to:",
                                                            "No comments:", "Post a Comment", "Blog Archive",
                                                            "About Me", "View my complete profile"]),
    "blogger_contempo_en": (blogger_contempo_page(EN), EN, ["Posted by", "Labels:", "Email This", "Newer Post",
                                                            "Subscribe to:", "No comments:", "Blog Archive"]),
    "wordpress_com_en": (wordpress_com_page(EN), EN, ["Share this:", "Like this:", "Loading...", "Related",
                                                      "Leave a comment", "Blog at WordPress.com.", "Posted in",
                                                      "Previous Post", "Follow"]),
    "livejournal_ug": (livejournal_page(UG), UG, ["Tags:", "Previous Entry", "Next Entry", "Promote this entry",
                                                  "March 3rd, 2025"]),
    "typecho_zh": (typecho_page(ZH), ZH, ["作者:", "时间:", "标签:", "添加新评论", "提交评论", "取消回复", "上一篇",
                                          "下一篇", "强力驱动"]),
    "hexo_next_valine_zh": (hexo_next_page(ZH, VALINE), ZH, [
        "发表于", "更新于", "分类于", "阅读次数", "本文字数", "阅读时长", "请我喝杯酥油茶吧", "打赏", "微信支付", "本文作者",
        "本文链接", "版权声明", "# 藏族", "秋天的寺院", "站点概览", "日志", "说点什么吧", "快来做第一个评论的人吧",
        "Powered By", "MarkDown", "强力驱动"]),
    "hexo_next_waline_ug": (hexo_next_page(UG, WALINE), UG, [
        "发表于", "阅读次数", "打赏", "本文作者", "版权声明", "# 草原", "雪山下的学校", "来发评论吧", "按正序", "按热度",
        "Powered by", "Waline"]),
    "hexo_next_artalk_bo": (hexo_next_page(BO, ARTALK), BO, [
        "发表于", "字数", "本文链接", "许可协议", "# 藏族", "发送评论", "无评论", "条评论", "Artalk"]),
    "hexo_next_giscus_zh": (hexo_next_page(ZH, GISCUS_UTTERANCES), ZH, ["发表于", "本文作者", "powered by giscus",
                                                                         "Please enable JavaScript"]),
    "hexo_butterfly_bo": (hexo_butterfly_page(BO), BO, [
        "发表于", "更新于", "字数总计", "阅读时长", "阅读量", "文章作者", "文章链接", "版权声明", "打赏", "微信", "上一篇",
        "下一篇", "མཚོ་སྔོན་པོའི་འགྲམ་དུ།", "Follow Me", "归档", "八月 2024", "条评论", "没有评论", "Twikoo", "发送"]),
    "papermod_ug": (papermod_page(UG), UG, ["July 20, 2024", "3 min", "« Prev", "Next »", "باھار كەلدى", "كۈز ھوسۇلى",
                                            "Powered by"]),
    "minima_bo": (minima_page(BO), BO, ["Aug 12, 2024", "Please enable JavaScript", "powered by Disqus",
                                        "Write an awesome description"]),
    "casper_en": (casper_page(EN), EN, ["4 min read", "Sign up for more like this.", "Enter your email",
                                        "Spring in the valley", "The rivers ran high", "Powered by Ghost"]),
    "substack_en": (substack_page(EN), EN, ["Thanks for reading", "Type your email", "Ready for more?", "Share",
                                            "Sign in"]),
    "substack_ug": (substack_page(UG), UG, ["Thanks for reading", "Subscribe", "Ready for more?", "Share"]),
    "lofter_zh": (lofter_page(ZH), ZH, ["123 热度", "评论(4)", "#藏族", "上一篇", "下一篇", "Powered by LOFTER",
                                        "一个写游记的人"]),
    "tumblr_en": (tumblr_page(EN), EN, ["42 notes", "Reblog", "#travel", "Older posts", "Mar 3rd, 2025"]),
    "sina_tibetan_edition_bo": (relabel(sina_page(BO), SINA_BO_LABELS), BO, [
        "ངོ་སྤྲོད།", "རྩོམ་ཡིག་དཀར་ཆག", "མགྲོན་པོ།", "ཡིག་གཟུགས།", "ཁ་བྱང་།", "སྔོན་མ།", "རྗེས་མ།", "རྫུན་མའི་བྱ་དགའི", "རིམ་པ།",
        "秋天的寺院", "雪山下的学校"]),
    "sina_tibetan_edition_short_zh": (relabel(sina_page(ZH[:1]), SINA_BO_LABELS), ZH[:1], [
        "ངོ་སྤྲོད།", "མགྲོན་པོ།", "སྔོན་མ།", "秋天的寺院", "རྫུན་མའི་བྱ་དགའི"]),
    "hexo_next_tibetan_edition_bo": (relabel(hexo_next_page(BO, VALINE), HEXO_BO_LABELS), BO, [
        "འགྲེམས་དུས།", "ཀློག་ཐེངས།", "ང་ལ་ཇ་ཞིག་འབུལ་རོགས།", "ཞལ་འདེབས།", "སྐད་འཕྲིན་གྱིས་སྤྲོད།", "དངུལ་སྤྲོད་རིན་ཆེན།",
        "རྩོམ་པ་པོ།", "པར་དབང་གསལ་བསྒྲགས།", "ཆོག་མཆན་སྤྱད་ཡོད།"]),
    "hexo_next_short_ug": (hexo_next_page(UG[:1], WALINE), UG[:1], ["请我喝杯酥油茶吧", "微信支付", "本文作者", "来发评论吧"]),
    "livejournal_uyghur_edition_ug": (relabel(livejournal_page(UG), LIVEJOURNAL_UG_LABELS), UG, [
        "ئالدىنقى يازما", "كېيىنكى يازما", "خەتكۈچلەر:", "تەشۋىق"]),
    "substack_short_zh": (substack_page(ZH[:1]), ZH[:1], ["Thanks for reading", "Subscribe", "Ready for more?"]),
    "blogger_column_gadgets_bo": (blogger_column_page(BO[:1]), BO[:1], BLOGGER_GADGET_WORDS),
    "blogger_column_gadgets_ug": (blogger_column_page(UG[:1]), UG[:1], BLOGGER_GADGET_WORDS),
    "blogger_column_gadgets_zh": (blogger_column_page(ZH[:1]), ZH[:1], BLOGGER_GADGET_WORDS),
    "hexo_fluid_short_bo": (hexo_theme_page(BO[:1], FLUID_NOTICES), BO[:1], ["https://example.org", "许可协议", "发布于",
                                                                         "秋天的寺院"]),
    "hexo_fluid_zh": (hexo_theme_page(ZH, FLUID_NOTICES), ZH, ["https://example.org", "许可协议", "发布于"]),
    "hexo_icarus_ug": (hexo_theme_page(UG, ICARUS_NOTICES), UG, ["https://example.org", "作者", "许可协议", "雪山下的学校"]),
    "hexo_next_follow_zh": (hexo_theme_page(ZH[:1], NEXT_FOLLOW_NOTICE), ZH[:1], ["欢迎关注我的其它发布渠道", "RSS"]),
    "wordpress_reward_bo": (wordpress_cn_page(BO, ENTRY_REWARD), BO, ["请随意赞赏", "微信扫一扫"]),
    "wordpress_reward_short_zh": (wordpress_cn_page(ZH[:1], ENTRY_REWARD), ZH[:1], ["请随意赞赏", "微信扫一扫"]),
    "artalk_unnamed_box_bo": (wordpress_cn_page(BO[:1], ARTALK_UNNAMED), BO[:1], ARTALK_WORDS),
    "artalk_unnamed_box_zh": (wordpress_cn_page(ZH, ARTALK_UNNAMED), ZH, ARTALK_WORDS),
    "typecho_handsome_ug": (wordpress_cn_page(UG, HANDSOME_NOTICES), UG, ["最后修改", "允许规范转载", "次浏览", "赞赏",
                                                                          "喝杯咖啡"]),
}

GUARDS: dict[str, tuple[str, list[str]]] = {
    "hexo_post_about_copyright_zh": (hexo_next_page(ZH_ABOUT, VALINE), ZH_ABOUT),
    "substack_post_about_subscriptions_en": (substack_page(EN_ABOUT), EN_ABOUT),
    "typecho_post_about_tags_zh": (typecho_page(ZH_ABOUT), ZH_ABOUT),
    "hexo_home_page_zh": (hexo_listing_page(ZH), ZH),
    "blogger_home_page_en": (blogger_home_page(EN), EN),
    "sina_post_about_tags_zh": (sina_page(ZH_ABOUT), ZH_ABOUT),
    "hexo_post_wrapped_in_a_copyright_box_zh": (hexo_wrapped_page(ZH), ZH),
    "hexo_home_page_bo": (hexo_listing_page(BO), BO),
    "blogger_home_page_ug": (blogger_home_page(UG), UG),
    "wordpress_post_about_rewards_zh": (wordpress_cn_page(ZH_ABOUT, ENTRY_REWARD), ZH_ABOUT),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_a_blog_post_keeps_its_text_and_drops_its_platforms_furniture(name: str) -> None:
    assert_page(name, *PAGES[name])


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_prose_using_the_platforms_words_and_a_blogs_home_page_stay_whole(name: str) -> None:
    assert_page(name, *GUARDS[name])
