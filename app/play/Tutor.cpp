#include "play/Tutor.h"

#include "session/GameSession.h"
#include "session/MoveListModel.h"

using bagh::GameValue;
using bagh::Side;
using bagh::games::Move;
using bagh::review::PlyValue;

Tutor::Tutor(GameSession* session, QObject* parent)
    : QObject(parent), session_(session), judge_(new MoveJudge(session, this)) {
    connect(session_, &GameSession::stateChanged, this, &Tutor::follow);
    follow();
}

bool Tutor::serves() const {
    const GameSession& s = *session_;
    if (!s.setup().tutor || s.result().over() || s.computerPaused()) return false;
    const Side toMove = s.game().current().sideToMove();
    const Seat* mover = s.seat(toMove);
    const Seat* other = s.seat(bagh::opponent(toMove));
    // As hints: help for the person to move, unless a seat refuses it (a person elsewhere).
    return mover && other && mover->playsAtThisScreen() && mover->allowsHelp() &&
           other->allowsHelp();
}

bool Tutor::judgesShownPosition() const {
    const bagh::games::Game& shown = session_->game();
    return judge_->asked() && judge_->game().length() == shown.length() &&
           judge_->game().current().key() == shown.current().key() &&
           judge_->game().kind() == shown.kind();
}

bool Tutor::ready() const { return judgesShownPosition() && judge_->ready(); }

void Tutor::follow() {
    const bool on = serves();
    if (holding() && (!on || !judgesShownPosition())) drop();
    if (!on) {
        judge_->clear();
        return;
    }
    if (!judgesShownPosition()) judge_->ask(session_->game());
}

void Tutor::drop() {
    if (!holding()) return;
    held_ = Move();
    warning_.clear();
    emit warningChanged();
}

bool Tutor::holds(Move move) {
    drop();
    if (!serves() || !judgesShownPosition()) return false;
    // Not arrived yet, not proven, or keeping the value: played without a word.
    if (!MoveJudge::throwsAway(judge_->verdict(move))) return false;
    held_ = move;
    warning_ = warningText(session_->game().kind(), move, session_->game().current().sideToMove(),
                           *judge_->before(), *judge_->after(move));
    emit warned(move, warning_);
    emit warningChanged();
    return true;
}

void Tutor::takeBack() {
    if (!holding()) return;
    drop();
    emit answered(true);
}

void Tutor::playAnyway() {
    if (!holding()) return;
    const Move move = held_;
    drop();
    emit answered(false);
    QString why;
    if (!session_->playHumanMove(move, &why)) emit message(why);
}

QString Tutor::warningText(bagh::games::GameKind kind, Move move, Side mover,
                           const PlyValue& before, const PlyValue& after) {
    const QString name = MoveListModel::moveText(kind, move);
    const bool goats = mover == Side::Goats;
    if (after.value != GameValue::Loss)
        return tr("%1: this move gives the win away: the game is only a draw after it.").arg(name);
    QString text = before.value == GameValue::Win
                       ? (goats ? tr("%1: this move throws the win away and lets the tigers win.")
                                : tr("%1: this move throws the win away and lets the goats win."))
                       : (goats ? tr("%1: this move lets the tigers win.")
                                : tr("%1: this move lets the goats win."));
    text = text.arg(name);
    // The winner moves first after it and makes the last move: (plies + 1) / 2 moves.
    const int moves = (after.plies + 1) / 2;
    if (after.plies > 0)
        text += QLatin1Char(' ') +
                (goats ? tr("With best play the tigers need %Ln moves.", nullptr, moves)
                       : tr("With best play the goats need %Ln moves.", nullptr, moves));
    return text;
}
