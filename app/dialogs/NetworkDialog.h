// Game ▸ Play Over the Network…: host a game (the game, your side, the repetition and captures
// rules, an optional clock, whether to announce it on the local network); or join one by its
// code, typed, pasted or picked from the games hosts announce on the local network (the host is
// asked then; the join tab says what such a game protects and what not). During a network game
// — hosted here a moment ago or long before — it shows the connection instead (ConnectionView:
// the opponent, the address, the encryption, the join code, the state, Leave); after Leave the
// two tabs are back. The dialog only gathers the choice; NetworkPlay does the rest.
#pragma once

#include <QDialog>

class NetworkPlay;
class LanListener;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class ConnectionView;
class TimeControlEdit;

class NetworkDialog : public QDialog {
    Q_OBJECT

public:
    NetworkDialog(NetworkPlay* play, QWidget* parent = nullptr);

    // For tests and the keyboard: the parts a player uses.
    QTabWidget* tabs() const { return tabs_; }
    QComboBox* gameBox() const { return game_; }
    QComboBox* sideBox() const { return side_; }
    TimeControlEdit* clockEdit() const { return clock_; }
    QPushButton* hostButton() const { return host_; }
    // The connection's page (shown during a network game) and its join code.
    ConnectionView* connectionView() const { return connection_; }
    QLineEdit* codeShown() const;
    QListWidget* lanGames() const { return lanGames_; }
    QLineEdit* codeEdit() const { return code_; }
    QPushButton* joinButton() const { return join_; }
    QLineEdit* nameEdit() const { return name_; }

private:
    QWidget* makeHostTab();
    QWidget* makeJoinTab();
    void startHosting();
    void startJoining();
    void refreshLanGames();
    // The connection's page during a network game, the tabs otherwise.
    void showPage();

    NetworkPlay* play_;
    QStackedWidget* pages_;
    QWidget* choice_;  // the name and the two tabs
    ConnectionView* connection_;
    QTabWidget* tabs_;
    QLineEdit* name_;
    QComboBox* game_;
    QComboBox* captures_;
    QComboBox* side_;
    QComboBox* rule_;
    TimeControlEdit* clock_;
    QCheckBox* announce_;
    QPushButton* host_;
    QLineEdit* code_;
    QListWidget* lanGames_;
    QPushButton* join_;
    QLabel* error_;
    QPushButton* close_;
    LanListener* listener_;
};
