// What the XMPP window tests share: the accounts of tests/xmpp/with-prosody's server (each
// password its name followed by -pw), signing windows in, a line cut under a client, a field
// typed as a player types it. For tst_xmppwindow and tst_xmppgames, run through with-prosody.
#pragma once

#include <sys/socket.h>

#include <algorithm>
#include <initializer_list>
#include <utility>

#include <QLineEdit>
#include <QTest>

#include "TestEnv.h"
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
