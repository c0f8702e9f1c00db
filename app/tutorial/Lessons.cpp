#include "tutorial/Lessons.h"

#include <bit>

#include "engine/games/BoardShape.h"
#include "engine/games/GameRules.h"
#include "engine/games/MoveNotation.h"

using namespace bagh::games;
using bagh::Outcome;
using bagh::Side;

namespace tutorial {

namespace {

constexpr GameKind kBagh = GameKind::BaghChal;
constexpr GameKind kLambs = GameKind::Lambs;

QString name(GameKind kind, Point p) { return QString::fromStdString(pointName(kind, p)); }

Point lowest(Mask m) { return static_cast<Point>(std::countr_zero(m)); }

Point point(GameKind kind, const char* text) {
    const std::optional<Move> m = parseMove(kind, text);
    return m ? m->to() : kNoPoint;
}

// The goats a tiger could capture now if it were the tigers' turn: after a goats' move it is,
// and the jumps among the legal moves are the captures.
Mask attackedGoats(const Game& after) {
    Mask attacked = 0;
    if (after.result().over() || after.current().sideToMove() != Side::Tigers) return attacked;
    for (Move m : after.legalMoves())
        if (m.isJump()) attacked |= bit(m.over());
    return attacked;
}

}  // namespace

Game Step::start() const {
    // Each game under its usual rules (GameRules' defaults): Lambs' every goat, Bagh-Chal's five.
    const GameRules rules{.game = kind};
    const RecordReading r =
        readRecord(kind, rules.capturesToWin(), record.toStdString(), rules.rule);
    Q_ASSERT(r.ok);
    return r.game;
}

QVector<Lesson> Lessons::all() {
    QVector<Lesson> lessons;
    lessons.push_back(
        {tr("Placing goats"),
         tr("Goats move first. While goats are in hand, a goats' move places one on any empty "
            "point. The four tigers start on the corners."),
         {{kBagh, QStringLiteral("T3T/5/5/5/T3T g g20 c0"),
           tr("Place a goat on the centre point, C3: click it (from the keyboard: Tab to the "
              "board, "
              "then the arrow keys and Space)."),
           tr("Well placed: the centre touches eight points, and no tiger can reach it yet."),
           Goal::PlaceOn, point(kBagh, "C3")},
          {kBagh, QStringLiteral("T3T/5/2G2/4T/T4 g g19 c0"),
           tr("A tiger captures a goat next to it by jumping over it onto the empty point right "
              "behind. Place a goat where no tiger can jump any goat."),
           tr("Good: every goat is safe."), Goal::SafePlacement, kNoPoint}}});
    lessons.push_back(
        {tr("How tigers move"),
         tr("You play the tigers now. A tiger slides one step along a line, or jumps. Without "
            "a mouse: Tab to the board, walk along its lines with the arrow keys and press Space "
            "or Enter where you would click; Esc drops a picked piece."),
         {{kBagh, QStringLiteral("T3T/1G3/5/5/T3T t g19 c0"),
           tr("Move a tiger one step along a line, without capturing yet: click the tiger, then "
              "an empty point next to it."),
           tr("That is a tiger's slide."), Goal::TigerSlide, kNoPoint},
          {kBagh, QStringLiteral("T3T/1G3/5/5/T3T t g19 c0"),
           tr("The goat on B2 stands next to the tiger on A1, and C3 behind it is empty. Capture "
              "it: click the tiger, then C3."),
           tr("Captured! Five captured goats win the game for the tigers."), Goal::TigerJump,
           kNoPoint}}});
    lessons.push_back(
        {tr("Protecting a goat"),
         tr("A goat is safe when the point behind it, seen from each tiger next to it, is "
            "taken."),
         {{kBagh, QStringLiteral("T3T/1G3/5/5/T3T g g19 c0"),
           tr("The tiger on A1 threatens the goat on B2. Place a goat so that no goat can be "
              "captured."),
           tr("Right: with C3 taken, the tiger cannot jump B2."), Goal::SafePlacement, kNoPoint}}});
    lessons.push_back(
        {tr("Blocking tigers"),
         tr("The goats win when no tiger can move: every point next to each tiger is taken and "
            "no jump is open."),
         {{kBagh, QStringLiteral("TGG1T/G4/G1G2/5/T3T g g15 c0"),
           tr("The tiger on A1 can still step to B2. Place a goat so that it cannot move at all."),
           tr("The tiger on A1 is shut in: B2 is taken, and C3 behind it too."), Goal::BlockTigerOn,
           point(kBagh, "A1")},
          {kBagh, QStringLiteral("TTGG1/TTGG1/GG1G1/GG1G1/5 g g10 c0"),
           tr("Four tigers huddle in a corner. One goat shuts them all in: find the point."),
           tr("No tiger can move: the goats win."), Goal::BlockAllTigers, kNoPoint}}});
    lessons.push_back(
        {tr("The sliding phase"),
         tr("Once all twenty goats are placed, a goats' move slides one goat one step along a "
            "line to an empty point. Goats never jump."),
         {{kBagh, QStringLiteral("TGGGT/GGGGG/GG1GG/G1GGG/T1G1T g g0 c3"),
           tr("The tiger on A1 can jump B2 into the empty C3. Slide a goat so that no goat can "
              "be captured."),
           tr("Well done: every goat is covered. That is the goats' whole art."), Goal::SafeSlide,
           kNoPoint}}});
    lessons.push_back(
        {tr("Lambs and Tigers"),
         tr("The sister game from South India: three tigers, fifteen goats, twenty-three points "
            "on a mountain and its crossing lines. The same moves: goats are placed, then slide; "
            "a tiger slides, or jumps a goat along a line."),
         {{kLambs, QStringLiteral("T/2TT2/2G3/6/4 g g14 c0"),
           tr("The tiger on 3 can jump the goat on 9 down the line into 15. Place a goat so that "
              "no goat can be captured."),
           tr("Right: with 15 taken, the goat on 9 is safe."), Goal::SafePlacement, kNoPoint},
          {kLambs, QStringLiteral("T/2TT2/2G3/6/4 t g14 c0"),
           tr("You play the tigers: capture the goat on 9. Click the tiger on 3, then 15."),
           tr("Captured! Here the tigers usually must take every goat to win."), Goal::TigerJump,
           kNoPoint}}});
    return lessons;
}

bool Lessons::reaches(const Step& step, const Game& before, Move move, QString* why) {
    Game after = before;
    after.play(move);
    const bool safe = attackedGoats(after) == 0;
    const GameKind kind = step.kind;
    auto fail = [why](const QString& text) {
        if (why) *why = text;
        return false;
    };
    switch (step.goal) {
        case Goal::PlaceOn:
            if (move.to() == step.point) return true;
            return fail(tr("That goat went to %1; the task is %2.")
                            .arg(name(kind, move.to()), name(kind, step.point)));
        case Goal::SafePlacement:
        case Goal::SafeSlide:
            if (safe) return true;
            return fail(tr("A tiger can now capture the goat on %1. Try again.")
                            .arg(name(kind, lowest(attackedGoats(after)))));
        case Goal::TigerSlide:
            if (!move.isJump()) return true;
            return fail(tr("That was a jump; the task is a slide of one step."));
        case Goal::TigerJump:
            if (move.isJump()) return true;
            return fail(tr("That was a step; a capture jumps over the goat."));
        case Goal::BlockTigerOn:
            if (blockedTigers(after.current()) & bit(step.point)) return true;
            return fail(
                tr("The tiger on %1 can still move. Try again.").arg(name(kind, step.point)));
        case Goal::BlockAllTigers:
            if (after.result().outcome == Outcome::GoatsWin) return true;
            return fail(tr("A tiger can still move. Try again."));
    }
    return false;
}

}  // namespace tutorial
