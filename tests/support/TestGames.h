// Game records for tests: written out as moves, or reached by random legal play.
#pragma once

#include <QStringList>
#include <random>

#include "engine/core/Game.h"
#include "engine/core/Position.h"
#include "engine/games/AnyGame.h"

namespace testgames {

// The game of `moves` (space-separated move texts: "C1 A1B1 C2") from `start`; a move that
// does not parse or is not legal is a mistake in the test, which stops there.
bagh::Game fromMoves(const char* moves, const bagh::Position& start = bagh::Position::start());

// A random game between 0 and maxPlies long that is not over yet.
bagh::Game randomGame(std::mt19937& rng, int maxPlies);
// The same in either game (Lambs and Tigers under `capturesToWin`), as the app holds it.
bagh::games::Game randomGame(bagh::games::GameKind kind, std::mt19937& rng, int maxPlies,
                             int capturesToWin = 15);

// The game of `moves` (each as its game writes it) from the position `record` of `kind` under
// `capturesToWin`; a record or a move that does not read is a mistake in the test (qFatal).
bagh::games::Game fromRecord(bagh::games::GameKind kind, int capturesToWin, const char* record,
                             const QStringList& moves);

// A two-ply game from a sliding-phase position of a match game that the database (Bagh-Chal)
// or the shipped sliding layers (Lambs and Tigers, five captures) decide: the goats to move
// hold a draw, their move (ply 1) throws it away, the tigers' reply (ply 2) wins.
bagh::games::Game mistakeGame(bagh::games::GameKind kind);

}  // namespace testgames
