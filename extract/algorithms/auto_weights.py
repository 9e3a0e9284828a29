"""The learnt weights of ``auto`` (``extract.algorithms.auto``): stage 1 over ``auto.FEATURES``, stage 2 over ``auto.STAGE2_FEATURES``.

Written by ``tsheg bench train-auto --dataset DIR --write`` (``extract.bench.train_auto``):
L2 logistic regressions fitted on every page of the dataset; see the
``auto`` docstring for the recipe and the cross-validated scores.
Hand edits are overwritten by the next ``--write``.

Trained on 460 pages (114243 blocks) of extraction-dev; in-sample SH F1 0.858.
"""

STAGE1_WEIGHTS = {
    "bias": -4.4391,
    "log_text": +0.3807,
    "link_density": +0.2045,
    "heading": +1.0075,
    "paragraph": +0.7563,
    "list_item": -0.0008,
    "cell": +0.3675,
    "generic": -0.2255,
    "a1_link_density": +0.5610,
    "a2_link_density": -2.5406,
    "a3_link_density": +0.8625,
    "a5_link_density": -0.1338,
    "a1_log_text": -0.0077,
    "a3_log_text": +0.1937,
    "a5_log_text": -0.0706,
    "a3_page_share": +0.6785,
    "in_main": +1.3713,
    "main_depth": -0.6744,
    "furniture_tag": -1.2458,
    "main_tag": +1.0007,
    "near_nav": -0.7666,
    "near_foot": -0.9270,
    "near_head": -0.3326,
    "near_side": -0.5255,
    "near_comment": -2.7741,
    "near_social": -0.9033,
    "near_main": -0.3225,
    "near_complementary": -1.6245,
    "far_nav": -0.5023,
    "far_foot": +0.0950,
    "far_head": +0.2267,
    "far_side": -0.7871,
    "far_comment": +0.4759,
    "far_social": -0.0884,
    "far_main": +1.2029,
    "far_complementary": +0.7294,
    "after_h1": +0.4703,
    "h1_distance": -0.1575,
    "duplicate": -0.2397,
    "punctuation": -0.0447,
    "digits": -0.7748,
    "path_repeat": +0.3860,
    "position": -0.5494,
    "title_like": -0.6499,
    "rel_text": +0.2481,
    "link_count": -0.9875,
}
STAGE2_WEIGHTS = {
    "bias": -0.4347,
    "logit": +0.1057,
    "logit_below_max": +0.6547,
    "logit_above_mean": -0.1777,
    "neighbours_1": +0.9374,
    "neighbours_3": +1.2846,
    "ancestor_1": +0.6365,
    "ancestor_2": -0.1532,
    "ancestor_3": -0.8961,
    "ancestor_4": -0.1199,
    "ancestor_6": +1.1459,
    "in_best_container": +0.2375,
    "best_container_share": +0.8022,
    "topic_similarity": +4.3820,
}
