// Play over the Internet (XMPP) in the window: the player's account (XmppAccount, on the window's
// event loop), the keyring that keeps its password (PasswordKeeper), the Game menu's actions
// (Play Over the Internet…, Sign Out of …) and the status bar's word for the account (offline,
// signing in, online as whom, or why it is down).
#pragma once

#include <QList>
#include <QObject>

class PasswordKeeper;
class QAction;
class QLabel;
class QWidget;
class XmppAccount;

class InternetPlay : public QObject {
    Q_OBJECT

public:
    // `window`: the dialogs' parent.
    explicit InternetPlay(QWidget* window);

    XmppAccount* account() const { return account_; }
    PasswordKeeper* keeper() const { return keeper_; }
    // The Game menu's actions, in order.
    QList<QAction*> actions() const { return {open_, signOut_}; }
    QAction* openAction() const { return open_; }
    QAction* signOutAction() const { return signOut_; }
    // For the status bar: empty (hidden) while signed out.
    QLabel* indicator() const { return indicator_; }

    // Signs in (the dialog) when signed out; otherwise says who is signed in.
    void open();

signals:
    // A line for the status bar.
    void message(const QString& text, int ms);

private:
    void showState();

    QWidget* window_;
    XmppAccount* account_;
    PasswordKeeper* keeper_;
    QAction* open_;
    QAction* signOut_;
    QLabel* indicator_;
};
