// What the XMPP window tests share: the accounts of tests/xmpp/with-prosody's server (each
// password its name followed by -pw), signing windows in, a line cut under a client, a field
// typed as a player types it. For tst_xmppwindow and tst_xmppgames, run through with-prosody.
#pragma once

#include <sys/socket.h>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <memory>
#include <utility>

#include <QLineEdit>
#include <QTest>

#include "AppTest.h"
#include "TestEnv.h"
#include "net/NetSession.h"
#include "play/NetworkPlay.h"
#include "session/GameSession.h"
#include "window/MainWindow.h"
#include "xmpp/InternetPlay.h"
#include "xmpp/XmppAccount.h"

namespace xmpptest {

inline QString env(const char* name) { return qEnvironmentVariable(name); }
inline QString jid(const QString& user) { return user + '@' + env("XMPP_DOMAIN"); }

inline bagh::xmpp::Account account(const QString& user, const QString& password = {}) {
    bagh::xmpp::Account a;
    a.jid = jid(user).toStdString();
    a.password = (password.isEmpty() ? user + "-pw" : password).toStdString();
    const QString server = env("XMPP_SERVER");
    a.host = server.section(':', 0, 0).toStdString();
    a.port = server.section(':', 1).toInt();
    a.caFile = env("XMPP_CA").toStdString();
    return a;
}

// Signs each window's account in as its user; true once all are online, as every game between
// windows begins.
inline bool signInAll(std::initializer_list<std::pair<MainWindow*, QString>> seats) {
    for (const auto& [window, user] : seats)
        window->internetPlay()->account()->signIn(account(user));
    return QTest::qWaitFor(
        [&seats] {
            return std::all_of(seats.begin(), seats.end(), [](const auto& seat) {
                return seat.first->internetPlay()->account()->isOnline();
            });
        },
        testenv::timeout(10000));
}

// A window for each user (never asking before it drops a game), each account signed in; all
// null if a window did not open or an account did not come online.
template <typename... Users>
std::array<std::unique_ptr<MainWindow>, sizeof...(Users)> windowsSignedIn(const Users&... users) {
    std::array<std::unique_ptr<MainWindow>, sizeof...(Users)> windows;
    const std::array<QString, sizeof...(Users)> names{QString(users)...};
    for (std::size_t i = 0; i < windows.size(); ++i) {
        windows[i] = apptest::openWindow();
        if (!windows[i]) return {};
        windows[i]->setAskQuestions(false);
        windows[i]->internetPlay()->account()->signIn(account(names[i]));
    }
    const bool online = QTest::qWaitFor(
        [&windows] {
            return std::all_of(windows.begin(), windows.end(), [](const auto& w) {
                return w->internetPlay()->account()->isOnline();
            });
        },
        testenv::timeout(10000));
    if (!online) return {};
    return windows;
}

// True once the game between `host` and `guest` has begun on both boards: both connected, the
// guest's board on the game `kind`, the host seated there as the player elsewhere.
inline bool gameBegun(MainWindow* host, MainWindow* guest, bagh::games::GameKind kind) {
    return QTest::qWaitFor(
        [=] {
            const NetSession* h = host->networkPlay()->net();
            const NetSession* g = guest->networkPlay()->net();
            return h && g && h->isConnected() && g->isConnected() &&
                   guest->session()->game().kind() == kind &&
                   !guest->session()->seat(h->localSide())->sharesUndoHistory();
        },
        testenv::timeout(10000));
}

// Cuts the account's line under its client, as a failing network or a killed program does: the
// socket is shut both ways, so the client reads its end and nothing it sends gets out.
inline void cutLine(XmppAccount& account) {
    QVERIFY(account.client() && account.client()->socket() >= 0);
    ::shutdown(account.client()->socket(), SHUT_RDWR);
}

// Fills the dialog as a player types it.
inline void type(QLineEdit* edit, const QString& text) {
    edit->clear();
    QTest::keyClicks(edit, text);
}

}  // namespace xmpptest
