// Game ▸ Offer a Draw and Game ▸ Resign: the two ways a person ends a game by their word.
// A draw offer is a question from the person here to the other seat (GameSession::offerDraw):
// the computer weighs it by the proven value, a person elsewhere or at this screen answers it in
// their question bar; the answer comes back as a status message. Resigning asks first (a modal
// box from the player's own action, never from a callback). The game's end is the session's (a
// Game concluded, written to the saved game's Termination).
#pragma once

#include <QObject>

#include "session/Seat.h"

class GameSession;
class QAction;
class QMenu;
class QWidget;

class ConcedeActions : public QObject {
    Q_OBJECT

public:
    ConcedeActions(GameSession* session, QWidget* window);

    // Appends Offer a Draw and Resign to `menu`.
    void addActions(QMenu* menu);
    QAction* offerDrawAction() const { return offerDraw_; }
    QAction* resignAction() const { return resign_; }
    // Off: resign without asking (tests, scripts).
    void setAskQuestions(bool ask) { ask_ = ask; }
    // Enables the actions for the game shown (called on every change of the game).
    void update();

signals:
    // A status-bar message for the window.
    void message(const QString& text, int timeoutMs);

private:
    void offerDraw();
    // Says how the other side answered a question of the person here.
    void tellAnswer(bagh::Side from, Seat::Request request, bool yes);
    void resign();

    GameSession* session_;
    QWidget* window_;
    QAction* offerDraw_ = nullptr;
    QAction* resign_ = nullptr;
    bool ask_ = true;
};
