// Game ▸ Offer a Draw and Game ▸ Resign: the two ways a person ends a game by their word.
// Against the computer a draw offer goes to GameController (the computer accepts a proven draw
// or, where nothing is proven, by its evaluation at the lower levels) and its answer comes back
// as a status message; at one screen the other player is asked. After a long quiet stretch the
// computer offers a draw itself, and the player is asked. Resigning asks first. The
// game's end is the controller's (a Game concluded, written to the saved game's Termination).
#pragma once

#include <QObject>

class GameController;
class QAction;
class QMenu;
class QWidget;

class ConcedeActions : public QObject {
    Q_OBJECT

public:
    ConcedeActions(GameController* controller, QWidget* window);

    // Appends Offer a Draw and Resign to `menu`.
    void addActions(QMenu* menu);
    QAction* offerDrawAction() const { return offerDraw_; }
    QAction* resignAction() const { return resign_; }
    // Off: resign and accept draws at one screen without asking (tests, scripts).
    void setAskQuestions(bool ask) { ask_ = ask; }
    // Enables the actions for the game shown (called on every change of the game).
    void update();

signals:
    // A status-bar message for the window.
    void message(const QString& text, int timeoutMs);

private:
    void offerDraw();
    // The computer offered a draw (GameController::computerOffersDraw): ask the player.
    void answerComputerOffer();
    void resign();

    GameController* controller_;
    QWidget* window_;
    QAction* offerDraw_ = nullptr;
    QAction* resign_ = nullptr;
    bool ask_ = true;
    bool offerPending_ = false;
};
