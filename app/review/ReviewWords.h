// The review of a game in the player's words, translated: the verdicts as symbols (the
// annotators' ??, ?, ?!) and as words, each ply's explanation with the line that refutes a
// mistake and the move that kept the value, in the move list's notation (MoveListModel::
// moveText), and each side's figures. A verdict that is not proven always says it is the
// computer's estimate (ValueWords has the values' words).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "engine/review/GameReview.h"

class ReviewWords {
    Q_DECLARE_TR_FUNCTIONS(ReviewWords)

public:
    // "??" blunder, "?" mistake, "?!" inaccuracy; empty for the others.
    static QString symbol(bagh::review::Verdict v);
    // "best", "good", "inaccuracy", "mistake", "blunder", "not proven".
    static QString word(bagh::review::Verdict v);
    // The verdict of one ply as its row shows it: "?? blunder", "best", and for a ply not
    // proven its estimate after the move, for the mover: "estimate −0.40" ("estimate −1.40 ·
    // looks costly" when the estimates drop by a goat's worth or more).
    static QString cell(const bagh::review::PlyReview& p);
    // What the verdict means, in one sentence: "A win turned into a loss."
    static QString meaning(const bagh::review::PlyReview& p);
    // The ply explained: what was played and what it comes to, the refutation of a mistake
    // and the move that kept the value ("Played C3: the tigers answer B2×D4 … and win.
    // Keeping the draw: D4.").
    static QString explain(bagh::games::GameKind kind, const bagh::review::PlyReview& p);
    // Moves in the move list's notation, joined by spaces: "B2×D4 C5 D4–C3".
    static QString line(bagh::games::GameKind kind, const std::vector<bagh::games::Move>& moves);
    // The move number as the move list shows it: "6." for a goats' move, "6…" for a tigers'
    // (`tigersFirst`: the record starts with the tigers to move).
    static QString moveNumber(int ply, bagh::Side mover, bool tigersFirst);
    // The same number alone, for a screen reader ("6"): the dots are the list's punctuation.
    static QString spokenMoveNumber(int ply, bool tigersFirst);
    // "Goats: accuracy 85 %" (or "no proven move" when none was judged).
    static QString accuracy(bagh::Side side, const bagh::review::SideSummary& s);
    // Every verdict's count: "best 10 · good 2 · inaccuracies 1 · mistakes 1 · blunders 0 ·
    // not proven 3".
    static QString counts(const bagh::review::SideSummary& s);
    // How the accuracy is computed (GameReview.h's SideSummary), for a tooltip.
    static QString accuracyRule(int marginPlies);

    // What the computer's estimates say a ply not proven cost its mover: the estimate before
    // it less the estimate after it (Score.h's centi-goats), or 0 when either value is exact or
    // the ply is proven. Estimates of neighbouring positions differ by a few tenths for no
    // reason but the search's horizon; a goat's worth (kCostlyDrop) or more is worth a look.
    static int estimatedCost(const bagh::review::PlyReview& p);
    static constexpr int kCostlyDrop = 100;
    // The ply not proven that the estimates say cost its mover most, at least kCostlyDrop;
    // 0 when there is none.
    static int costliestByEstimate(const bagh::review::GameReview& review);
};
