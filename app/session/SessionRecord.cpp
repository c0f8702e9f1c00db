#include "session/SessionRecord.h"

#include <cstddef>

using namespace bagh::games;
using bagh::GameResult;
using bagh::Side;

SessionRecord::SessionRecord(QObject* parent) : QObject(parent) {}

Move SessionRecord::lastMove() const {
    return game_.length() > 0 ? game_.lastMove() : startLastMove_;
}

void SessionRecord::takeDeclaredEnd(const Game& game) {
    declared_ = {};
    declaredAt_ = -1;
    if (const GameResult r = game.result(); bagh::declarableEnd(r)) {
        declared_ = r;
        declaredAt_ = game.length();
    }
}

void SessionRecord::reset(const Game& game, Move startLastMove) {
    game_ = game;
    takeDeclaredEnd(game);
    baseLength_ = game_.length();
    startLastMove_ = startLastMove;
    navigated_ = false;
    undo_.clear();
    markSaved();
}

void SessionRecord::load(const Game& game) {
    game_ = Game::from(game.startPosition(), game.rule());
    takeDeclaredEnd(game);
    baseLength_ = 0;
    startLastMove_ = Move();
    navigated_ = false;
    undo_.clear();
    batch_ = true;
    for (Move m : game.moves()) undo_.push(new MoveCommand(this, game_.kind(), m, false));
    batch_ = false;
    markSaved();
}

void SessionRecord::stepTo(int index) {
    batch_ = true;
    undo_.setIndex(index);
    batch_ = false;
}

Side SessionRecord::sideAtIndex(int index) const {
    const Side first = game_.positionAt(baseLength_).sideToMove();
    return index % 2 == 0 ? first : bagh::opponent(first);
}

void SessionRecord::push(Move move, bool byComputer) {
    navigated_ = false;
    dropDeclaredEndBeforePush();
    undo_.push(new MoveCommand(this, game_.kind(), move, byComputer));
}

bool SessionRecord::conclude(GameResult result) {
    if (!game_.conclude(result)) return false;
    declared_ = result;
    declaredAt_ = game_.length();
    return true;
}

void SessionRecord::applyMove(Move move) {
    const bool ok = game_.play(move);
    Q_ASSERT(ok);
    Q_UNUSED(ok);
    restoreDeclaredEnd();
    if (!batch_) emit moved(move);
}

void SessionRecord::retractMove() {
    game_.undo();
    if (!batch_) emit retracted();
}

void SessionRecord::restoreDeclaredEnd() {
    if (declaredAt_ >= 0 && game_.length() == declaredAt_ && !game_.result().over())
        game_.conclude(declared_);
}

void SessionRecord::dropDeclaredEndBeforePush() {
    // A move where an earlier position is shown starts a new line: the old end is not its.
    if (declaredAt_ >= 0 && game_.length() < declaredAt_) {
        declared_ = {};
        declaredAt_ = -1;
    }
}

// The first ply where `theirs` and this record part.
static int partingPly(const Game& mine, const Game& theirs, int from) {
    int common = from;
    while (common < mine.length() && common < theirs.length() &&
           mine.moves()[static_cast<std::size_t>(common)] ==
               theirs.moves()[static_cast<std::size_t>(common)])
        ++common;
    return common;
}

SessionRecord::Follow SessionRecord::compare(const Game& theirs) const {
    if (theirs.kind() != game_.kind() ||
        theirs.startPosition().key() != game_.positionAt(baseLength_).key() ||
        theirs.length() < baseLength_)
        return Follow::Foreign;
    const int common = partingPly(game_, theirs, baseLength_);
    return common == game_.length() && common == theirs.length() &&
                   game_.result() == theirs.result()
               ? Follow::Same
               : Follow::Differs;
}

void SessionRecord::follow(const Game& theirs) {
    const int common = partingPly(game_, theirs, baseLength_);
    batch_ = true;
    undo_.setIndex(common - baseLength_);
    for (int i = common; i < theirs.length(); ++i) {
        const Move m = theirs.moves()[static_cast<std::size_t>(i)];
        if (!game_.isLegal(m)) break;
        dropDeclaredEndBeforePush();
        undo_.push(new MoveCommand(this, game_.kind(), m, false));
    }
    batch_ = false;
    if (const GameResult r = theirs.result();
        game_.length() == theirs.length() && bagh::declarableEnd(r) && !game_.result().over())
        conclude(r);
}

Game SessionRecord::fullGame() const {
    Game g = game_;
    for (int i = undo_.index(); i < undo_.count(); ++i)
        g.play(static_cast<const MoveCommand*>(undo_.command(i))->move());
    if (declaredAt_ == g.length()) g.conclude(declared_);
    return g;
}

void SessionRecord::markSaved() {
    neverSaved_ = false;
    const Game g = fullGame();
    savedKind_ = g.kind();
    savedStart_ = g.startPosition().key();
    savedMoves_ = g.moves();
    savedDeclared_ = declaredAt_ >= 0 ? declared_ : GameResult{};
}

bool SessionRecord::isModified() const {
    if (neverSaved_) return true;
    const Game g = fullGame();
    const GameResult declared = declaredAt_ >= 0 ? declared_ : GameResult{};
    return g.kind() != savedKind_ || g.startPosition().key() != savedStart_ ||
           g.moves() != savedMoves_ || !(declared == savedDeclared_);
}
