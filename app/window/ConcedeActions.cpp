#include "window/ConcedeActions.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

#include "session/GameController.h"

using namespace bagh;

namespace {
QString sideName(Side s) {
    return s == Side::Goats ? ConcedeActions::tr("the goats") : ConcedeActions::tr("the tigers");
}
}  // namespace

ConcedeActions::ConcedeActions(GameController* controller, QWidget* window)
    : QObject(window), controller_(controller), window_(window) {
    offerDraw_ = new QAction(tr("Offer a &Draw"), this);
    offerDraw_->setToolTip(tr("Propose to end the game as a draw"));
    connect(offerDraw_, &QAction::triggered, this, &ConcedeActions::offerDraw);
    resign_ = new QAction(tr("&Resign…"), this);
    resign_->setToolTip(tr("Give up this game"));
    connect(resign_, &QAction::triggered, this, &ConcedeActions::resign);
    connect(controller_, &GameController::drawOfferAnswered, this, [this](bool accepted) {
        offerPending_ = false;
        update();
        emit message(accepted ? tr("The computer accepts the draw.")
                              : tr("The computer declines the draw and plays on."),
                     8000);
    });
    // Queued: the computer's move is on the board before the question is asked.
    connect(controller_, &GameController::computerOffersDraw, this,
            &ConcedeActions::answerComputerOffer, Qt::QueuedConnection);
    connect(controller_, &GameController::stateChanged, this, &ConcedeActions::update);
    // A move or a new game while the computer weighs the offer lets it lapse.
    connect(controller_, &GameController::positionChanged, this, [this] { offerPending_ = false; });
    update();
}

void ConcedeActions::addActions(QMenu* menu) {
    menu->addAction(offerDraw_);
    menu->addAction(resign_);
}

void ConcedeActions::update() {
    const bool open = controller_->canConcede();
    offerDraw_->setEnabled(open && !offerPending_);
    resign_->setEnabled(open);
}

void ConcedeActions::offerDraw() {
    if (!controller_->canConcede()) return;
    // Against the computer or a person on another computer, the offer goes out and the
    // answer comes back; two players at one screen answer here.
    if (controller_->setup().mode == GameMode::HumanVsComputer || controller_->remoteSide()) {
        offerPending_ = true;
        update();
        emit message(tr("You offer a draw…"), 8000);
        controller_->offerDraw();
        return;
    }
    // Two players at one screen: the player to move offers, the other answers.
    const Side offering = controller_->game().current().sideToMove();
    if (ask_ && QMessageBox::question(window_, tr("Draw offered"),
                                      tr("%1 offers a draw. Does %2 accept?")
                                          .arg(controller_->playerName(offering),
                                               controller_->playerName(opponent(offering))),
                                      QMessageBox::Yes | QMessageBox::No,
                                      QMessageBox::No) != QMessageBox::Yes) {
        emit message(tr("The draw was declined."), 6000);
        return;
    }
    controller_->agreeDraw();
}

void ConcedeActions::answerComputerOffer() {
    if (!controller_->canConcede() || controller_->isComputerTurn()) return;  // it lapsed
    const int quiet = controller_->game().quietPlies();
    if (ask_ && QMessageBox::question(
                    window_, tr("Draw offered"),
                    tr("The computer offers a draw: %Ln moves without a capture or a placement. "
                       "Do you accept?",
                       nullptr, quiet),
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes) {
        emit message(tr("You decline the draw; the game goes on."), 6000);
        return;
    }
    if (controller_->canConcede()) controller_->agreeDraw();
}

void ConcedeActions::resign() {
    if (!controller_->canConcede()) return;
    const Side loser =
        controller_->remoteSide() ? opponent(*controller_->remoteSide())
        : controller_->setup().mode == GameMode::HumanVsComputer
            ? (controller_->computerPlays(Side::Goats) ? Side::Tigers : Side::Goats)
            : controller_->game().current().sideToMove();
    if (ask_ && QMessageBox::question(
                    window_, tr("Resign"), tr("Resign this game for %1?").arg(sideName(loser)),
                    QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    controller_->resign();
}
