#include "lambs/LambsSession.h"

using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;
using namespace bagh::lambs;

LambsSession::LambsSession(QObject* parent) : QObject(parent) {}

void LambsSession::start(const LambsSetup& setup) {
    setup_ = setup;
    game_ = LambsGame(Variant::lambs(setup.capturesToWin));
    emit changed(Move());
}

void LambsSession::startAt(const LambsSetup& setup, const Position& position) {
    setup_ = setup;
    game_ = LambsGame(Variant::lambs(setup.capturesToWin), position);
    emit changed(Move());
}

Move LambsSession::lastMove() const { return moves().empty() ? Move() : moves().back(); }

MoveList LambsSession::legalMoves() const {
    MoveList legal;
    game_.legalMoves(legal);
    return legal;
}

bool LambsSession::computerPlays(Side side) const {
    switch (setup_.mode) {
        case GameMode::TwoPlayers:
            return false;
        case GameMode::ComputerVsComputer:
            return true;
        case GameMode::HumanVsComputer:
            return side != setup_.humanSide;
    }
    return false;
}

bool LambsSession::isComputerTurn() const {
    return !paused_ && !result().over() && computerPlays(position().sideToMove());
}

void LambsSession::setComputerPaused(bool paused) {
    if (paused == paused_) return;
    paused_ = paused;
    emit changed(lastMove());
}

bool LambsSession::play(Move move) {
    if (!game_.play(move)) return false;
    emit changed(move);
    return true;
}

bool LambsSession::canUndo() const {
    if (paused_) return game_.length() > 0;  // analysis: one move at a time
    switch (setup_.mode) {
        case GameMode::TwoPlayers:
            return game_.length() > 0;
        case GameMode::ComputerVsComputer:
            return paused_ && game_.length() > 0;
        case GameMode::HumanVsComputer:
            // Back to one of the player's own earlier turns, if there is one.
            for (int ply = game_.length() - 1; ply >= 0; --ply)
                if (!computerPlays(game_.positionAt(ply).sideToMove())) return true;
            return false;
    }
    return false;
}

void LambsSession::undo() {
    if (!canUndo()) return;
    game_.undo();
    while (!paused_ && setup_.mode == GameMode::HumanVsComputer && game_.length() > 0 &&
           computerPlays(position().sideToMove()))
        game_.undo();
    emit changed(lastMove());
}
