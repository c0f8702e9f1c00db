#include "window/TurnAnnouncer.h"

#include <QLabel>

#include "analysis/ValueWords.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"

using bagh::Side;
using namespace bagh::games;

TurnAnnouncer::TurnAnnouncer(GameSession* session, QLabel* statusWord)
    : QObject(statusWord), session_(session), word_(statusWord) {
    connect(session, &GameSession::positionChanged, this,
            [this](Move lastMove, bool animate) { played_ = animate ? lastMove : Move(); });
    connect(session, &GameSession::stateChanged, this, &TurnAnnouncer::update);
    update();
}

QString TurnAnnouncer::text() const { return word_->accessibleName(); }

void TurnAnnouncer::update() {
    const Game& game = session_->game();
    const Position pos = game.current();
    QString said;
    if (!played_.isNull()) {
        const QString move = MoveListModel::moveText(game.kind(), played_);
        // The mover is the side not to move now.
        const bool goats = pos.sideToMove() == Side::Tigers;
        if (played_.isJump())  // only a tiger jumps
            said = tr("Tigers captured %1.").arg(move);
        else
            said = goats ? tr("Goats played %1.").arg(move) : tr("Tigers played %1.").arg(move);
        said += QLatin1Char(' ');
    }
    const bagh::GameResult result = game.result();
    if (result.over())
        said += tr("%1.").arg(ValueWords::result(result));
    else
        said += pos.sideToMove() == Side::Goats ? tr("Goats to move.") : tr("Tigers to move.");
    // Only a change is news: QWidget sends NameChanged with it.
    if (said != word_->accessibleName()) word_->setAccessibleName(said);
}
