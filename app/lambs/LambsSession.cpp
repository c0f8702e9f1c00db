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
    return !result().over() && computerPlays(position().sideToMove());
}

bool LambsSession::play(Move move) {
    if (!game_.play(move)) return false;
    emit changed(move);
    return true;
}

bool LambsSession::canUndo() const {
    switch (setup_.mode) {
        case GameMode::TwoPlayers:
            return game_.length() > 0;
        case GameMode::ComputerVsComputer:
            return false;
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
    while (setup_.mode == GameMode::HumanVsComputer && game_.length() > 0 &&
           computerPlays(position().sideToMove()))
        game_.undo();
    emit changed(lastMove());
}
