// The network dialog's page during a network game: the connection as it is, not a form for a
// new one. Who the opponent is, where they are (the peer's address), whether the line is
// encrypted and how it was keyed, the join code to give again (the host's, with Copy and the
// addresses it listens on), the state (waiting for the player, connected, connection lost),
// for a host whose guest is away a way to let a new player take the seat, and Leave, which ends the
// network game (the game stays on the board). It follows NetworkPlay as the connection changes; it
// changes nothing but by Leave.
#pragma once

#include <QWidget>

#include "engine/net/Keys.h"

class NetworkPlay;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

class ConnectionView : public QWidget {
    Q_OBJECT

public:
    explicit ConnectionView(NetworkPlay* play, QWidget* parent = nullptr);

    // Reads the connection again (NetworkPlay::changed does it too).
    void refresh();

    // For tests and the keyboard.
    QString opponentShown() const;
    QString stateShown() const;
    QString securityShown() const;
    QLineEdit* codeShown() const { return code_; }
    QPushButton* copyButton() const { return copy_; }
    QPushButton* leaveButton() const { return leave_; }
    QPushButton* freeSeatButton() const { return freeSeat_; }

signals:
    // The player left the network game.
    void left();

private:
    static QString keyingText(bagh::net::Keying keying);

    NetworkPlay* play_;
    QFormLayout* form_;
    QLabel* opponent_;
    QLabel* address_;
    QLabel* security_;
    QLabel* state_;
    QWidget* codeRow_;
    QLineEdit* code_;
    QPushButton* copy_;
    QLabel* listening_;
    QPushButton* leave_;
    // The host's: while its guest is away, give the seat up so that the code admits a new
    // player (the guest's program lost its seat).
    QPushButton* freeSeat_;
};
