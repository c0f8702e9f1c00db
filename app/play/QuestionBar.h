// The bar above the board where a person here answers the other side's question: a take-back or
// a draw, from the computer, the other person at this screen, or a person on another computer.
// It asks without a modal dialog (nothing waits inside a socket, engine or timer callback): the
// question is the session's state (GameSession::questionFrom), the bar only draws it and sends
// the answer. Alt+A accepts and Alt+D declines (the buttons' access keys; Tab reaches them too);
// a move played instead lets the question lapse. The host of a network game is asked here too
// whether a player who picked the game from the LAN list may join (askToJoin): that question is
// the network's, not the session's, and waits behind a question of the session's.
#pragma once

#include <QFrame>
#include <functional>

#include "engine/core/Types.h"

class GameSession;
class QLabel;
class QPushButton;

class QuestionBar : public QFrame {
    Q_OBJECT

public:
    QuestionBar(GameSession* session, QWidget* parent = nullptr);

    // What the bar asks now (empty when hidden); for tests and the screen reader.
    QString question() const;
    QPushButton* acceptButton() const { return accept_; }
    QPushButton* declineButton() const { return decline_; }

    // Asks whether `name` (at address `from`) may join the game hosted here; `answer` gets the
    // reply once. A later ask takes its place; withdrawJoin() takes it back unanswered.
    void askToJoin(const QString& name, const QString& from, std::function<void(bool)> answer);
    void withdrawJoin();

private:
    void update();
    void answer(bool yes);

    GameSession* session_;
    QLabel* text_;
    QPushButton* accept_;
    QPushButton* decline_;
    bagh::Side from_ = bagh::Side::Goats;
    bool showsJoin_ = false;  // the join question is the one shown
    QString joinText_;
    std::function<void(bool)> joinAnswer_;  // empty: no join question open
};
