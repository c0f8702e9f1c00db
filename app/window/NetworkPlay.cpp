#include "window/NetworkPlay.h"

#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QWidget>

#include "net/NetGuest.h"
#include "net/NetHost.h"
#include "net/NetWords.h"
#include "session/GameController.h"

using bagh::Side;

NetworkPlay::NetworkPlay(GameController* controller, QWidget* window)
    : QObject(window),
      controller_(controller),
      window_(window),
      indicator_(new QLabel),
      clockTick_(new QTimer(this)) {
    indicator_->setObjectName(QStringLiteral("networkIndicator"));
    indicator_->hide();
    clockTick_->setInterval(250);
    connect(clockTick_, &QTimer::timeout, this, &NetworkPlay::updateIndicator);
    connect(controller_, &GameController::localMovePlayed, this, [this](bagh::games::Move m) {
        if (!session_) return;
        QString why;
        // The board checked the rules; the session checks the turn and the connection. A move
        // it cannot send is taken back, so the two records never part.
        if (!session_->sendMove(m, &why)) {
            loadSessionGame();
            emit message(why, 6000);
        }
    });
    connect(controller_, &GameController::remoteRequest, this,
            [this](GameController::RemoteRequest r) {
                if (!session_) return;
                QString why;
                bool ok = false;
                switch (r) {
                    case GameController::RemoteRequest::Undo:
                        ok = session_->requestUndo(&why);
                        if (ok) emit message(tr("You asked to take back a move…"), 8000);
                        break;
                    case GameController::RemoteRequest::DrawOffer:
                        ok = session_->offerDraw(&why);
                        if (ok) emit message(tr("You offer a draw…"), 8000);
                        break;
                    case GameController::RemoteRequest::Resign:
                        ok = session_->resign(&why);
                        if (ok) loadSessionGame();
                        break;
                }
                if (!ok && !why.isEmpty()) emit message(why, 6000);
            });
}

NetworkPlay::~NetworkPlay() {
    // The indicator may have gone with the status bar: nothing the session says now reaches it.
    if (!session_) return;
    session_->disconnect(this);
    session_->goodbye();
}

NetHost* NetworkPlay::hostSession() const { return qobject_cast<NetHost*>(session_.data()); }

QString NetworkPlay::joinCode() const {
    const NetHost* h = hostSession();
    return h ? h->joinCode() : QString();
}

void NetworkPlay::setTiming(const bagh::net::Timing& timing) {
    timing_ = timing;
    haveTiming_ = true;
}

bool NetworkPlay::host(const HostOptions& options, QString* error) {
    leave();
    auto* h = new NetHost(this);
    if (haveTiming_) h->setTiming(timing_);
    if (!h->listen(options, error)) {
        delete h;
        return false;
    }
    adopt(h);
    // The host's game starts at once; the board waits for the player to join.
    loadSessionGame();
    return true;
}

bool NetworkPlay::join(const QString& code, const QString& name, QString* error) {
    leave();
    auto* g = new NetGuest(this);
    if (haveTiming_) g->setTiming(timing_);
    if (!g->join(code, name, {}, error)) {
        delete g;
        return false;
    }
    adopt(g);
    updateIndicator();
    return true;
}

void NetworkPlay::leave() {
    if (!session_) return;
    NetSession* s = session_;
    session_ = nullptr;
    s->disconnect(this);
    s->goodbye();
    s->deleteLater();
    clockTick_->stop();
    indicator_->hide();
    emit clocksShown(std::nullopt, std::nullopt);
    controller_->setRemote(std::nullopt);
}

void NetworkPlay::adopt(NetSession* s) {
    session_ = s;
    lost_ = false;
    indicator_->show();
    connect(s, &NetSession::connected, this, [this] {
        lost_ = false;
        loadSessionGame();
        emit message(tr("%1 joined: the game begins.").arg(session_->opponentName()), 8000);
    });
    connect(s, &NetSession::resumed, this, [this](int) {
        lost_ = false;
        loadSessionGame();
        emit message(tr("%1 is back: the game goes on.").arg(session_->opponentName()), 8000);
    });
    connect(s, &NetSession::opponentMove, this, [this](bagh::games::Move m) {
        // Its rules were checked by the session; should the board disagree, the session's
        // record is the game.
        if (!controller_->playRemoteMove(m)) loadSessionGame();
    });
    connect(s, &NetSession::undoRequested, this, [this](int plies) {
        const bool yes =
            ask_ && QMessageBox::question(
                        window_, tr("Take back?"),
                        tr("%1 asks to take back %Ln move(s). Do you agree?", nullptr, plies)
                            .arg(session_->opponentName()),
                        QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
        if (session_) session_->answerUndo(yes);
    });
    connect(s, &NetSession::undoAnswered, this, [this](bool accepted) {
        emit message(accepted
                         ? tr("%1 agreed: the move is taken back.").arg(session_->opponentName())
                         : tr("%1 declined to take back the move.").arg(session_->opponentName()),
                     6000);
    });
    connect(s, &NetSession::undone, this, [this](int) { loadSessionGame(); });
    connect(s, &NetSession::drawOffered, this, [this] {
        const bool yes =
            ask_ && QMessageBox::question(
                        window_, tr("Draw offered"),
                        tr("%1 offers a draw. Do you accept?").arg(session_->opponentName()),
                        QMessageBox::Yes | QMessageBox::No, QMessageBox::No) == QMessageBox::Yes;
        if (session_) session_->answerDraw(yes);
        if (yes) loadSessionGame();
    });
    connect(s, &NetSession::drawAnswered, this, [this](bool accepted) {
        controller_->noteDrawAnswer(accepted);
        if (accepted) loadSessionGame();
        emit message(accepted ? tr("%1 accepts the draw.").arg(session_->opponentName())
                              : tr("%1 declines the draw.").arg(session_->opponentName()),
                     6000);
    });
    connect(s, &NetSession::resigned, this, [this] { loadSessionGame(); });
    connect(s, &NetSession::flagFell, this, [this](Side) { loadSessionGame(); });
    connect(s, &NetSession::clocks, this, [this] { updateIndicator(); });
    connect(s, &NetSession::chat, this, [this](const QString& text) {
        emit message(tr("%1: %2").arg(session_->opponentName(), text), 10000);
    });
    connect(s, &NetSession::connectionLost, this, [this](bagh::net::Reason reason, const QString&) {
        lost_ = true;
        // The reason is a sentence of its own ("The other player left.").
        emit message(tr("%1 Waiting for %2 to come back; the game is kept (save it whenever "
                        "you like).")
                         .arg(netReasonText(reason), session_->opponentName()),
                     0);
        updateIndicator();
    });
    connect(s, &NetSession::refused, this, [this](bagh::net::Reason reason, const QString&) {
        emit message(tr("A connection was refused: %1").arg(netReasonText(reason)), 10000);
        updateIndicator();
    });
    connect(s, &NetSession::desync, this, [this](int plies, const QString&) {
        lost_ = true;
        QMessageBox::warning(window_, tr("The games differ"),
                             tr("After move %1 the two computers no longer hold the same game, "
                                "so it stops here. Each side keeps its own record: save it to "
                                "compare.")
                                 .arg(QLocale().toString(plies)));
        updateIndicator();
    });
    connect(s, &NetSession::stateChanged, this, &NetworkPlay::updateIndicator);
    clockTick_->start();
    updateIndicator();
}

void NetworkPlay::loadSessionGame() {
    if (!session_ || !session_->hasGame()) return;
    const Side local = session_->localSide();
    const QString opponent =
        session_->opponentName().isEmpty() ? tr("Opponent") : session_->opponentName();
    controller_->setRemote(bagh::opponent(local), session_->localName(), opponent);
    controller_->loadGame(session_->game(), GameController::Document::New);
    controller_->setRemote(bagh::opponent(local), session_->localName(), opponent);
}

void NetworkPlay::updateIndicator() {
    if (!session_) return;
    QString text;
    if (lost_)
        text = tr("● Connection lost, waiting");
    else if (session_->isConnected())
        text = tr("● Connected: %1").arg(session_->opponentName());
    else if (session_->isHost())
        text = tr("○ Waiting for a player · code %1").arg(joinCode());
    else
        text = tr("○ Connecting…");
    indicator_->setText(text);
    const std::optional<bagh::games::Clocks> clocks = session_->clocksNow();
    emit clocksShown(clocks, clocks ? session_->clockRunning() : std::nullopt);
}
