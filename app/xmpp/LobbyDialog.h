// Game ▸ Internet Lobby…: the lobby's window, left open beside the board (not modal): the room
// (its address, Join), the open games posted there (Take one: its poster is invited to it),
// Post a Game… (the Internet dialog, whose terms are posted instead of sent to a contact), and
// the room's chat (what was said, a line to say). The window only shows and gathers; Lobby
// keeps the room and InternetPlay starts the games.
#pragma once

#include <QDialog>

class Lobby;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

class LobbyDialog : public QDialog {
    Q_OBJECT

public:
    LobbyDialog(Lobby* lobby, QWidget* parent = nullptr);

    QLineEdit* roomEdit() const { return room_; }
    QPushButton* joinButton() const { return join_; }
    QListWidget* offerList() const { return offers_; }
    QPushButton* takeButton() const { return take_; }
    QPushButton* postButton() const { return post_; }
    QPlainTextEdit* chatView() const { return chat_; }
    QLineEdit* chatInput() const { return input_; }
    QPushButton* sendButton() const { return send_; }
    QLabel* stateLabel() const { return state_; }

signals:
    // `index` into Lobby::offers().
    void takeChosen(int index);
    void postWanted();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void showState();
    void showOffers();
    void sayNow();

    Lobby* lobby_;
    QLineEdit* room_;
    QPushButton* join_;
    QLabel* state_;
    QListWidget* offers_;
    QPushButton* take_;
    QPushButton* post_;
    QPlainTextEdit* chat_;
    QLineEdit* input_;
    QPushButton* send_;
};
