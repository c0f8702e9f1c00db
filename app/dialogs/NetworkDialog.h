// Game ▸ Play Over the Network…: host a game (the game, your side, the repetition and captures
// rules, an optional clock, whether to announce it on the local network) and show its join
// code and the addresses it listens on; or join one by its code, typed, pasted or picked from
// the games hosts announce on the local network. The dialog only gathers the choice and shows
// the code; NetworkPlay does the rest.
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
class QTabWidget;
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
    QLineEdit* codeShown() const { return codeShown_; }
    QLineEdit* codeEdit() const { return code_; }
    QPushButton* joinButton() const { return join_; }
    QLineEdit* nameEdit() const { return name_; }

private:
    QWidget* makeHostTab();
    QWidget* makeJoinTab();
    void startHosting();
    void startJoining();
    void refreshLanGames();

    NetworkPlay* play_;
    QTabWidget* tabs_;
    QLineEdit* name_;
    QComboBox* game_;
    QComboBox* captures_;
    QComboBox* side_;
    QComboBox* rule_;
    TimeControlEdit* clock_;
    QCheckBox* announce_;
    QPushButton* host_;
    QLineEdit* codeShown_;
    QLabel* addresses_;
    QLineEdit* code_;
    QListWidget* lanGames_;
    QPushButton* join_;
    QLabel* error_;
    LanListener* listener_;
};
