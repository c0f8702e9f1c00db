#include "play/ConcedeActions.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

#include "session/GameSession.h"

using namespace bagh;

namespace {
QString sideName(Side s) {
    return s == Side::Goats ? ConcedeActions::tr("the goats") : ConcedeActions::tr("the tigers");
}
}  // namespace

ConcedeActions::ConcedeActions(GameSession* session, QWidget* window)
    : QObject(window), session_(session), window_(window) {
    offerDraw_ = new QAction(tr("Offer a &Draw"), this);
    offerDraw_->setToolTip(tr("Propose to end the game as a draw"));
    connect(offerDraw_, &QAction::triggered, this, &ConcedeActions::offerDraw);
    resign_ = new QAction(tr("&Resign…"), this);
    resign_->setToolTip(tr("Give up this game"));
    connect(resign_, &QAction::triggered, this, &ConcedeActions::resign);
    connect(session_, &GameSession::questionAnswered, this, &ConcedeActions::tellAnswer);
    connect(session_, &GameSession::stateChanged, this, &ConcedeActions::update);
    connect(session_, &GameSession::questionsChanged, this, &ConcedeActions::update);
    update();
}

void ConcedeActions::addActions(QMenu* menu) {
    menu->addAction(offerDraw_);
    menu->addAction(resign_);
}

void ConcedeActions::update() {
    const bool open = session_->canConcede();
    const std::optional<Side> asker = session_->askingSide(Seat::Request::Draw);
    // One offer at a time: it stays open until answered or until a move lets it lapse.
    offerDraw_->setEnabled(open && asker && session_->questionFrom(*asker) != Seat::Request::Draw);
    resign_->setEnabled(open);
}

void ConcedeActions::offerDraw() {
    if (!session_->canConcede()) return;
    session_->offerDraw();
    const std::optional<Side> asker = session_->askingSide(Seat::Request::Draw);
    if (asker && session_->questionFrom(*asker) == Seat::Request::Draw &&
        !session_->answersHere(*asker))
        emit message(tr("You offer a draw…"), 8000);
}

void ConcedeActions::tellAnswer(Side from, Seat::Request request, bool yes) {
    const QString other = session_->playerName(opponent(from));
    if (session_->seat(opponent(from))->playsAtThisScreen()) {
        // Answered in this window's question bar.
        if (!yes)
            emit message(request == Seat::Request::Draw
                             ? tr("The draw was declined; the game goes on.")
                             : tr("The take-back was declined."),
                         6000);
        return;
    }
    if (request == Seat::Request::Draw)
        emit message(yes ? tr("%1 accepts the draw.").arg(other)
                         : tr("%1 declines the draw and plays on.").arg(other),
                     8000);
    else
        emit message(yes ? tr("%1 agreed: the move is taken back.").arg(other)
                         : tr("%1 declined to take back the move.").arg(other),
                     6000);
}

void ConcedeActions::resign() {
    if (!session_->canConcede()) return;
    const Side loser = *session_->askingSide(Seat::Request::Draw);
    if (ask_ && QMessageBox::question(
                    window_, tr("Resign"), tr("Resign this game for %1?").arg(sideName(loser)),
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    session_->resign();
}
