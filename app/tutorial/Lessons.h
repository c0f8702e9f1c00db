// The lessons of Help ▸ Learn to Play: short tasks on the real board of either game, each a
// position (the game's own record), what to do, and a goal the engine's rules check through
// engine/games (a placement on a point, a tiger's slide or jump, no goat left to capture, a tiger
// shut in, every tiger shut in, a goat's slide). Only legal moves reach a goal check: the board
// offers nothing else.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include "engine/games/AnyGame.h"

namespace tutorial {

enum class Goal {
    PlaceOn,         // place a goat on `point`
    SafePlacement,   // place a goat so that no goat can be captured afterwards
    TigerSlide,      // move a tiger one step
    TigerJump,       // capture a goat with a tiger
    BlockTigerOn,    // leave the tiger on `point` without a move
    BlockAllTigers,  // leave no tiger a move: the goats win
    SafeSlide,       // slide a goat so that no goat can be captured afterwards
};

struct Step {
    bagh::games::GameKind kind = bagh::games::GameKind::BaghChal;
    QString record;   // the position the step starts from, as `kind` writes it
    QString task;     // what to do, in the player's words
    QString success;  // said when it is done
    Goal goal = Goal::PlaceOn;
    bagh::games::Point point = bagh::games::kNoPoint;

    // The step's game at its start (the lessons' records always read).
    bagh::games::Game start() const;
};

struct Lesson {
    QString title;
    QString intro;  // the rule the lesson teaches
    QVector<Step> steps;
};

class Lessons {
    Q_DECLARE_TR_FUNCTIONS(Lessons)

public:
    // The lessons, in order, in the interface language.
    static QVector<Lesson> all();
    // Whether `move`, legal in `before`, reaches the step's goal; if not, *why says what went
    // wrong in a sentence a learner understands.
    static bool reaches(const Step& step, const bagh::games::Game& before, bagh::games::Move move,
                        QString* why);
};

}  // namespace tutorial
