#include "tutorial/Lessons.h"

#include <bit>

#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/core/Tables.h"

using namespace bagh;

namespace tutorial {

namespace {

QString name(Square s) { return QString::fromStdString(squareName(s)); }

Square lowest(Bitboard b) { return static_cast<Square>(std::countr_zero(b)); }

}  // namespace

QVector<Lesson> Lessons::all() {
    QVector<Lesson> lessons;
    lessons.push_back(
        {tr("Placing goats"),
         tr("Goats move first. While goats are in hand, a goats' move places one on any empty "
            "point. The four tigers start on the corners."),
         {{QStringLiteral("T3T/5/5/5/T3T g g20 c0"),
           tr("Place a goat on the centre point, C3: click it."),
           tr("Well placed: the centre touches eight points, and no tiger can reach it yet."),
           Goal::PlaceOn, parseSquare("C3")},
          {QStringLiteral("T3T/5/2G2/4T/T4 g g19 c0"),
           tr("A tiger captures a goat next to it by jumping over it onto the empty point right "
              "behind. Place a goat where no tiger can jump any goat."),
           tr("Good: every goat is safe."), Goal::SafePlacement, kNoSquare}}});
    lessons.push_back(
        {tr("How tigers move"),
         tr("You play the tigers now. A tiger slides one step along a line, or jumps."),
         {{QStringLiteral("T3T/1G3/5/5/T3T t g19 c0"),
           tr("Move a tiger one step along a line, without capturing yet: click the tiger, then "
              "an empty point next to it."),
           tr("That is a tiger's slide."), Goal::TigerSlide, kNoSquare},
          {QStringLiteral("T3T/1G3/5/5/T3T t g19 c0"),
           tr("The goat on B2 stands next to the tiger on A1, and C3 behind it is empty. Capture "
              "it: click the tiger, then C3."),
           tr("Captured! Five captured goats win the game for the tigers."), Goal::TigerJump,
           kNoSquare}}});
    lessons.push_back(
        {tr("Protecting a goat"),
         tr("A goat is safe when the point behind it, seen from each tiger next to it, is "
            "taken."),
         {{QStringLiteral("T3T/1G3/5/5/T3T g g19 c0"),
           tr("The tiger on A1 threatens the goat on B2. Place a goat so that no goat can be "
              "captured."),
           tr("Right: with C3 taken, the tiger cannot jump B2."), Goal::SafePlacement,
           kNoSquare}}});
    lessons.push_back(
        {tr("Blocking tigers"),
         tr("The goats win when no tiger can move: every point next to each tiger is taken and "
            "no jump is open."),
         {{QStringLiteral("TGG1T/G4/G1G2/5/T3T g g15 c0"),
           tr("The tiger on A1 can still step to B2. Place a goat so that it cannot move at all."),
           tr("The tiger on A1 is shut in: B2 is taken, and C3 behind it too."), Goal::BlockTigerOn,
           parseSquare("A1")},
          {QStringLiteral("TTGG1/TTGG1/GG1G1/GG1G1/5 g g10 c0"),
           tr("Four tigers huddle in a corner. One goat shuts them all in: find the point."),
           tr("No tiger can move: the goats win."), Goal::BlockAllTigers, kNoSquare}}});
    lessons.push_back(
        {tr("The sliding phase"),
         tr("Once all twenty goats are placed, a goats' move slides one goat one step along a "
            "line to an empty point. Goats never jump."),
         {{QStringLiteral("TGGGT/GGGGG/GG1GG/G1GGG/T1G1T g g0 c3"),
           tr("The tiger on A1 can jump B2 into the empty C3. Slide a goat so that no goat can "
              "be captured."),
           tr("Well done: every goat is covered. That is the goats' whole art."), Goal::SafeSlide,
           kNoSquare}}});
    return lessons;
}

bool Lessons::reaches(const Step& step, const Position& before, Move move, QString* why) {
    Position after = before;
    after.makeMove(move);
    const bool safe = attackedGoats(after) == 0;
    auto fail = [why](const QString& text) {
        if (why) *why = text;
        return false;
    };
    switch (step.goal) {
        case Goal::PlaceOn:
            if (move.to() == step.square) return true;
            return fail(tr("That goat went to %1; the task is %2.")
                            .arg(name(move.to()), name(step.square)));
        case Goal::SafePlacement:
        case Goal::SafeSlide:
            if (safe) return true;
            return fail(tr("A tiger can now capture the goat on %1. Try again.")
                            .arg(name(lowest(attackedGoats(after)))));
        case Goal::TigerSlide:
            if (!move.isJump()) return true;
            return fail(tr("That was a jump; the task is a slide of one step."));
        case Goal::TigerJump:
            if (move.isJump()) return true;
            return fail(tr("That was a step; a capture jumps over the goat."));
        case Goal::BlockTigerOn:
            if (blockedTigers(after) & bit(step.square)) return true;
            return fail(tr("The tiger on %1 can still move. Try again.").arg(name(step.square)));
        case Goal::BlockAllTigers:
            if (after.result().outcome == Outcome::GoatsWin) return true;
            return fail(tr("A tiger can still move. Try again."));
    }
    return false;
}

}  // namespace tutorial
