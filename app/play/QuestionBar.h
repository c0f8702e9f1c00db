// The bar above the board where a person here answers the other side's question: a take-back or
// a draw, from the computer, the other person at this screen, or a person on another computer.
// It asks without a modal dialog (nothing waits inside a socket, engine or timer callback): the
// question is the session's state (GameSession::questionFrom), the bar only draws it and sends
// the answer. Alt+A accepts and Alt+D declines (the buttons' access keys; Tab reaches them too);
// a move played instead lets the question lapse.
#pragma once

#include <QFrame>

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

private:
    void update();
    void answer(bool yes);

    GameSession* session_;
    QLabel* text_;
    QPushButton* accept_;
    QPushButton* decline_;
    bagh::Side from_ = bagh::Side::Goats;
};
