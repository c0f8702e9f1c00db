// The exact judgement of a move before it is played: the proven value of a position and of every
// legal move's result, asked of the session's one engine channel (GameSession::
// requestExactValues, answered by exactValuesKnown, a probe of the database and the tables, no
// search) as soon as the position is known, and each move's verdict by the review's own rule
// (review::classify), so the tutor, "Learn from your mistakes" and the game review cannot
// disagree. A move that ends the game is worth its result, by the rules, without asking.
//
// Answers arrive asynchronously on the GUI thread; until they have, a move's value is not known
// (nullopt) and its verdict Unknown. Any answer of the channel whose position key is one this
// judge waits for is taken, whoever asked for it: equal keys have equal values.
#pragma once

#include <QHash>
#include <QObject>
#include <optional>

#include "engine/games/AnyGame.h"
#include "engine/review/GameReview.h"

class GameSession;
struct ExactPoint;

class MoveJudge : public QObject {
    Q_OBJECT

public:
    explicit MoveJudge(GameSession* session, QObject* parent = nullptr);

    // Asks for the values of `game`'s position (its last) and of every legal move's result
    // there; forgets those of the position asked before. `game` keeps its history, so a
    // repetition that ends the game counts.
    void ask(const bagh::games::Game& game);
    // Forgets the position: nothing is awaited or known.
    void clear();
    // The game last asked about (empty at first).
    const bagh::games::Game& game() const { return game_; }
    bool asked() const { return asked_; }
    // Every value asked for has arrived.
    bool ready() const;

    // The position's value for its side to move: nullopt until it arrives; not exact when the
    // exact sources do not decide it.
    std::optional<bagh::review::PlyValue> before() const;
    // `move`'s result valued for the side that moves it (not legal: nullopt).
    std::optional<bagh::review::PlyValue> after(bagh::games::Move move) const;
    // review::classify of `move` from `before` (the position's value, or one given: a review's)
    // and its result; Unknown while either is not known exactly.
    bagh::review::Verdict verdict(bagh::games::Move move) const;
    bagh::review::Verdict verdict(bagh::games::Move move,
                                  const bagh::review::PlyValue& before) const;

    // Whether `v` throws a proven value away (Mistake or Blunder).
    static bool throwsAway(bagh::review::Verdict v);

signals:
    // Every value asked for has arrived (once per ask).
    void valuesReady();

private:
    struct Child {
        bagh::games::Move move;
        std::uint64_t key = 0;                          // the result's position key
        std::optional<bagh::review::PlyValue> byRules;  // the game ended with the move
    };
    void onValues(const QVector<ExactPoint>& points);

    GameSession* session_;
    bagh::games::Game game_;
    bool asked_ = false;
    std::uint64_t key_ = 0;  // the position's
    std::vector<Child> children_;
    // Answers by position key, for the side to move there.
    QHash<quint64, bagh::review::PlyValue> values_;
    bool announced_ = false;
};
