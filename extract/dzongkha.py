# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
q# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
§# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
2# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
2# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
§# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
j# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
'# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ལ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ུ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
v# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
/# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
v# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ལ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཚ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ུ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཚ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ར# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ྣ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ས# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཨ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཨ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཨ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ལ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ས# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཡ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
འ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
འ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཝ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
འ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཝ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཨ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ྱ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ེ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཡ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཡ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཨ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཟ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ུ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཡ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ེ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ག# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
འ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཝ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཨ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
/# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཝ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
/# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
/# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ས# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
O# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
G# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
O# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
G# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
B# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཚ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ུ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ག# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ར# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ལ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ུ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཁ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ྲ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ས# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཀ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ྱ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཉ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ེ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ས# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ྐ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ྱ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
འ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ག# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཨ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
།# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
[# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
]# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
2# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཀ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ྱ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ར# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ྒ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ྱ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ལ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཁ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ལ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ང# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཡ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
་# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ར# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ེ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
།# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
[# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
]# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
## Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
/# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
/# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
O# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
G# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
B# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ལ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ུ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཚ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ུ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཨ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཨ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ི# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ན# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
འ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
འ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཝ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཡ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ེ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ད# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ག# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ོ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
པ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཟ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ུ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
མ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ཏ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
ུ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
བ# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
## Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
B# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
4# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
\# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
## Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
B# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
+# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
+# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
O# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
G# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
B# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
## Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
U# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
v# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
2# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
## Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
5# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
;# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
v# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
<# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
4# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
U# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
O# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
G# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
4# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
## Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
O# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
G# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
B# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
5# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
## Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
X# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
C# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
X# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
## Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
[# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
]# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
C# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
C# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
v# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
+# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
+# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
`# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
[# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
X# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
C# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
X# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
]# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
B# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
+# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
+# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
*# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
2# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
## Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
;# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
*# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
2# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
*# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
4# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
1# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
<# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
0# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
p# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
B# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
/# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
m# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
f# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
-# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
l# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
:# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
w# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
T# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
.# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
"# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
,# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
g# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
k# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
(# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
i# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
b# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
x# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
)# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
s# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
h# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
r# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
e# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
O# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
G# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
R# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
a# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
d# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
c# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
o# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
u# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
n# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
t# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
># Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
=# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
 # Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
M# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
I# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
D# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Z# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
O# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
N# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
G# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
K# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
H# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
_# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
Y# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
A# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
B# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
L# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
E# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
S# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (about the geometric middle, 0.012,
#                            rounded up)
